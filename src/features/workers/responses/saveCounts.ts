import { errorMessage } from '../../../backend/errors';
import type { Backend } from '../../../backend/types';
import type { PreviewRow } from './preview';

export interface CountsSaved {
  saved: PreviewRow[];
  failed: { row: PreviewRow; message: string }[];
}

/**
 * Saves each changed day through the dashboard's own write (the count and the worker's totals in
 * one rules-checked batch), one at a time: a failure names its worker and day and leaves every
 * other day saved, and no day is ever written without its totals.
 */
export async function saveEachCount(
  backend: Backend,
  rows: readonly PreviewRow[],
  onSaved: (done: number) => void,
): Promise<CountsSaved> {
  const result: CountsSaved = { saved: [], failed: [] };
  for (const row of rows) {
    try {
      await backend.entries.save(row.uid, row.date, row.count);
      result.saved.push(row);
    } catch (error) {
      console.error('Could not save the count', row.uid, row.date, error);
      result.failed.push({ row, message: errorMessage(error) });
    }
    onSaved(result.saved.length + result.failed.length);
  }
  return result;
}
