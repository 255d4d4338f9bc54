import { englishErrorMessage } from '../../../backend/words/englishErrors';
import { isBackendError } from '../../../backend/errors';
import type { Backend } from '../../../backend/types';
import { eachAtMost } from '../../../lib/eachAtMost';
import { isOffline } from '../../../lib/online';
import { importMessages as text } from './importMessages';
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
 * Saves each changed day with the worker's totals in rules-checked writes, as the dashboard's own
 * Save does, one day a write (entries.saveDays): a failure names its worker and day and leaves every other day
 * saved, and no day is ever written without its totals. A spent quota refuses everything until it
 * resets: workers not started by then are not tried, and their days are reported with it.
 */
/** A day's failure in the admin's words: a write whose answer was lost may have been saved. */
function failureOf(error: unknown): string {
  if (!isBackendError(error, 'network')) return englishErrorMessage(error);
  return isOffline() ? text.offline : text.noAnswer;
}

export async function saveEachCount(
  backend: Backend,
  rows: readonly PreviewRow[],
  onSaved: (done: number) => void,
): Promise<CountsSaved> {
  const result: CountsSaved = { saved: [], failed: [] };
  const byWorker = new Map<string, PreviewRow[]>();
  for (const row of rows) {
    const days = byWorker.get(row.uid);
    if (days) days.push(row);
    else byWorker.set(row.uid, [row]);
  }
  let stoppedBy: string | null = null;
  await eachAtMost([...byWorker.entries()], WORKERS_AT_ONCE, async ([uid, days]) => {
    if (stoppedBy !== null) {
      const message = stoppedBy;
      result.failed.push(...days.map((row) => ({ row, message })));
      onSaved(result.saved.length + result.failed.length);
      return;
    }
    const rowOf = new Map(days.map((row) => [row.date, row]));
    await backend.entries.saveDays(uid, days, ({ date, error }) => {
      const row = rowOf.get(date)!;
      if (error === null) {
        result.saved.push(row);
      } else {
        console.error('Could not save the count', uid, date, error);
        result.failed.push({ row, message: failureOf(error) });
        if (isBackendError(error, 'quota-exceeded')) stoppedBy = englishErrorMessage(error);
      }
      onSaved(result.saved.length + result.failed.length);
    });
  });
  return result;
}
