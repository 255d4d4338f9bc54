import { text } from './documentReading';
import { earlierDay } from '../lib/days';
import type { EntryDocument, TotalsDocument } from './fields';
import { type DocData } from './policyHelpers';
import { type DailyEntry, type DayId, type WorkerTotals } from './types';

/** entries/{uid} and its dailyEntries/{day}: a worker's days and running totals, written and read. */

/** entries/{uid}/dailyEntries/{date}: the date is also the document id. */
export function entryDocument(date: DayId, count: number): DocData {
  return { count, date } satisfies EntryDocument;
}

/** The totals of a whole history of days, as a recount writes them. */
export function countTotals(entries: readonly DailyEntry[]): WorkerTotals {
  const totals: WorkerTotals = { allTime: 0, firstDay: '' };
  for (const { date, count } of entries) {
    totals.allTime += count;
    totals.firstDay = earlierDay(totals.firstDay, date);
  }
  return totals;
}

/** The totals after one day's count goes from `before` (0 when unrecorded) to `after`. */
export function movedTotals(totals: WorkerTotals, day: DayId, before: number, after: number): WorkerTotals {
  return { allTime: totals.allTime + after - before, firstDay: earlierDay(totals.firstDay, day) };
}

/** entries/{uid}: the totals, with the day whose write last moved them ('' after a recount). */
export function totalsDocument(totals: WorkerTotals, lastDay: DayId | ''): DocData {
  return { allTime: totals.allTime, firstDay: totals.firstDay, lastDay } satisfies TotalsDocument;
}

/**
 * The totals of a document, or null for one written before they took their present shape (with a
 * per-month map and no first day): such a worker is recounted, as one without totals is.
 */
export function toTotals(data: DocData): WorkerTotals | null {
  if (typeof data.firstDay !== 'string') return null;
  return { allTime: typeof data.allTime === 'number' ? data.allTime : 0, firstDay: data.firstDay };
}

export function toEntry(id: string, data: DocData): DailyEntry {
  return { date: text(data.date, id), count: typeof data.count === 'number' ? data.count : 0 };
}
