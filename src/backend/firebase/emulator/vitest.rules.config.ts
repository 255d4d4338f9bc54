import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:rules` only (scripts/test-rules.mjs): the access matrix against the Firestore
 * emulator. Kept apart from the main config so `npm test` never needs an emulator.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../../../..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['src/backend/firebase/emulator/firestoreRules.emulator.ts'],
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
