import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { buildDefines } from '../../src/config/buildTarget';

/**
 * `npm run test:repositories` only (scripts/test-repositories.mjs): the repository behaviour suite on
 * the firebase backend against the emulators. Kept apart from the main config so `npm test` never
 * needs an emulator. The admin's address and pinned account come from the launcher, as firestore.rules
 * names them.
 */
export default defineConfig({
  // The firebase backend against the emulators, as scripts/test-e2e-firebase.mjs builds it.
  define: buildDefines({ VITE_BACKEND: 'firebase', VITE_FIREBASE_EMULATORS: 'true' }),
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['scripts/emulators/repositories.emulator.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
