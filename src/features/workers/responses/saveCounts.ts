import { errorMessage } from '../../../backend/errors';
import type { Backend } from '../../../backend/types';
import { eachAtMost } from '../../../lib/eachAtMost';
import type { PreviewRow } from './preview';

export interface CountsSaved {
  saved: PreviewRow[];
  failed: { row: PreviewRow; message: string }[];
}

/**
 * Workers whose days save side by side. A worker's own days save one after another: each moves the
 * same totals document, and transactions on one document would only wait for each other.
 */
export const WORKERS_AT_ONCE = 8;

/**
 * Saves each changed day through the dashboard's own write (the count and the worker's totals in
 * one rules-checked transaction): a failure names its worker and day and leaves every other day
 * saved, and no day is ever written without its totals.
 */
export async function saveEachCount(
  backend: Backend,
  rows: readonly PreviewRow[],
  onSaved: (done: number) => void,
): Promise<CountsSaved> {
  const result: CountsSaved = { saved: [], failed: [] };
  const byWorker = new Map<string, PreviewRow[]>();
  for (const row of rows) byWorker.set(row.uid, [...(byWorker.get(row.uid) ?? []), row]);
  await eachAtMost([...byWorker.values()], WORKERS_AT_ONCE, async (days) => {
    for (const row of days) {
      try {
        await backend.entries.save(row.uid, row.date, row.count);
        result.saved.push(row);
      } catch (error) {
        console.error('Could not save the count', row.uid, row.date, error);
        result.failed.push({ row, message: errorMessage(error) });
      }
      onSaved(result.saved.length + result.failed.length);
    }
  });
  return result;
}
