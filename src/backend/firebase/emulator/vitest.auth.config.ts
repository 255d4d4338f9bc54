import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { buildDefines } from '../../../config/buildTarget';

/**
 * `npm run test:auth` only (scripts/test-auth-emulator.mjs): the firebase auth port against the Auth
 * emulator. Kept apart from the main config so `npm test` never needs an emulator.
 */
export default defineConfig({
  // The firebase backend against the emulators, as scripts/test-e2e-firebase.mjs builds it.
  define: buildDefines({ VITE_BACKEND: 'firebase', VITE_FIREBASE_EMULATORS: 'true' }),
  root: fileURLToPath(new URL('../../../..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['src/backend/firebase/emulator/authAdapter.emulator.ts'],
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
