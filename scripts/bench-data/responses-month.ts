import { subDays } from 'date-fns';
import { createFirebaseBackend } from '../../src/backend/firebase';
import { DEMO_PASSWORD, demoAccounts } from '../../src/backend/local/seed';
import { benchmarkCsv } from '../../src/features/workers/responses/fixtures/benchmark';
import { previewFor } from '../../src/features/workers/responses/previewFor';
import { readResponses } from '../../src/features/workers/responses/readResponses';
import { saveEachCount } from '../../src/features/workers/responses/saveCounts';
import { toDayId } from '../../src/lib/days';
import { PROJECT_ID } from '../firebase-emulators.mjs';

/** What importing a month of the form's responses cost, as scripts/bench-data.mjs prints it. */
export interface MonthImported {
  rows: number;
  /** From the file dropped to the preview shown: reading, counting, and the three reads. */
  previewMs: number;
  changed: number;
  saveMs: number;
  saved: number;
  failed: number;
  /** Each saved day and its worker's totals once a write; a recount before a worker's first save writes one more. */
  documentsWritten: number;
}

/**
 * The admin imports the last 30 days of responses of the benchmark company's workers (as
 * scripts/bench-data/company.ts names them), `perDay` each a day, on the firebase backend against
 * the emulators, through the import's own reading, preview and save.
 */
export async function importResponsesMonth(
  workers: number,
  perDay: number,
  today = new Date(),
): Promise<MonthImported> {
  const first = toDayId(subDays(today, 30));
  const [year, month, day] = first.split('-').map(Number);
  const file = benchmarkCsv(workers, perDay, 30, {
    start: new Date(Date.UTC(year!, month! - 1, day)),
    emailOf: (worker) => (worker === 0 ? demoAccounts.approved.email : `bench-worker-${worker}@bench.test`),
  });
  const backend = await createFirebaseBackend({
    apiKey: 'demo-key',
    projectId: PROJECT_ID,
    useEmulators: true,
  });
  await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
  try {
    const started = performance.now();
    const counted = await readResponses(file, file.name);
    const preview = await previewFor(backend, counted);
    const previewMs = performance.now() - started;
    const changed = preview.rows.filter((row) => row.changed);

    const saving = performance.now();
    const result = await saveEachCount(backend, changed, () => undefined);
    const saveMs = performance.now() - saving;
    return {
      rows: workers * perDay * 30,
      previewMs,
      changed: changed.length,
      saveMs,
      saved: result.saved.length,
      failed: result.failed.length,
      // One write a day (entries.saveDays), each carrying the worker's totals.
      documentsWritten: result.saved.length * 2,
    };
  } finally {
    await backend.auth.signOut();
  }
}
