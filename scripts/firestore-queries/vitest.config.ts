import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run check:queries` only (scripts/check-queries.mjs): what the repository suite and the
 * firebase journeys recorded, held against firestore.queries.json. Kept apart from the main config,
 * as it reads what those suites wrote and `npm test` runs before them.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['scripts/firestore-queries/recorded.check.ts'],
  },
});
