import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { buildDefines } from '../../src/config/buildTarget';

const root = fileURLToPath(new URL('../..', import.meta.url));
const production = loadEnv('production', root, 'VITE_');

/**
 * `npm run test:rules` only (scripts/test-rules.mjs): the access matrix against the Firestore
 * emulator. Kept apart from the main config so `npm test` never needs an emulator.
 */
export default defineConfig({
  // The firebase backend against the emulators, as scripts/test-e2e-firebase.mjs builds it.
  define: buildDefines({ VITE_BACKEND: 'firebase', VITE_FIREBASE_EMULATORS: 'true' }),
  root,
  test: {
    environment: 'node',
    include: ['scripts/emulators/firestoreRules.emulator.ts'],
    // The matrix's admin is the address and the account firestore.rules names: the production
    // config's, as rulesConfig.test.ts reads them, never a development override from .env.local.
    env: {
      VITE_ADMIN_EMAIL: production.VITE_ADMIN_EMAIL ?? '',
      VITE_ADMIN_UID: production.VITE_ADMIN_UID ?? '',
    },
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
