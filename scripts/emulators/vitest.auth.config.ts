import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { appEmulatorEnv } from '../firebase-emulators.mjs';
import { buildDefines } from '../../src/config/buildTarget';

/**
 * `npm run test:auth` only (scripts/test-auth-emulator.mjs): the firebase auth port against the Auth
 * emulator, and the page every e-mail's link opens on that port, in a simulated browser. Kept apart
 * from the main config so `npm test` never needs an emulator. One file at a time: each empties the
 * emulator's accounts before every test.
 */
export default defineConfig({
  // The firebase backend against the emulators, as scripts/test-e2e-firebase.mjs builds it.
  define: buildDefines({ VITE_BACKEND: 'firebase', VITE_FIREBASE_EMULATORS: 'true' }),
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'auth port',
          environment: 'node',
          include: ['scripts/emulators/authAdapter.emulator.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e-mail link page',
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // The app's own backend, loaded as a page loads it: the firebase one, on the emulators.
          env: appEmulatorEnv,
          css: false,
          restoreMocks: true,
          include: ['src/features/auth/emailAction/emailAction.emulator.tsx'],
        },
      },
    ],
  },
});
