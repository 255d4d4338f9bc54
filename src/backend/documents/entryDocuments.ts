import { text } from './documentReading';
import { earlierDay } from '../../lib/days';
import type { EntryDocument, TotalsDocument } from './fields';
import { isMap, type DocData } from '../policies/policyHelpers';
import { NO_MONTH, withMonthDay } from '../monthDays';
import { withRecentDay } from '../recentDays';
import { type DailyEntry, type DayId, type MonthDays, type RecentDays, type WorkerTotals } from '../types';

/** entries/{uid} and its dailyEntries/{day}: a worker's days and running totals, written and read. */

/** entries/{uid}/dailyEntries/{date}: the date is also the document id. */
export function entryDocument(date: DayId, count: number): DocData {
  return { count, date } satisfies EntryDocument;
}

/**
 * The totals of a whole history of days, as a recount writes them on `today`. A day after today
 * (old data can hold one; the rules refuse to record it now) counts in all time, as every recorded
 * day does, so later saves of it move the totals by its change; but it is neither the first day
 * nor among the recent days: in its weekday's place it would stand for that weekday until it comes,
 * and the days of the weeks before it would be missing from today's and the week's figures; nor
 * the month kept, which would start its month and drop the current one.
 */
export function countTotals(entries: readonly DailyEntry[], today: DayId): WorkerTotals {
  const totals: WorkerTotals = { allTime: 0, firstDay: '', recent: {}, month: NO_MONTH };
  for (const { date, count } of entries) {
    totals.allTime += count;
    if (date > today) continue;
    totals.firstDay = earlierDay(totals.firstDay, date);
    totals.recent = withRecentDay(totals.recent, date, count);
    totals.month = withMonthDay(totals.month, date, count);
  }
  return totals;
}

/** The totals after one day's count goes from `before` (0 when unrecorded) to `after`. */
export function movedTotals(totals: WorkerTotals, day: DayId, before: number, after: number): WorkerTotals {
  return {
    allTime: totals.allTime + after - before,
    firstDay: earlierDay(totals.firstDay, day),
    recent: withRecentDay(totals.recent, day, after),
    month: withMonthDay(totals.month, day, after),
  };
}

/**
 * entries/{uid}: the totals, with the day whose write last moved them ('' after a recount). (Totals
 * an earlier import wrote may name two days written together; none is written so now.)
 */
export function totalsDocument(totals: WorkerTotals, lastDay: DayId | ''): DocData {
  return {
    allTime: totals.allTime,
    firstDay: totals.firstDay,
    lastDay,
    recent: totals.recent,
    month: totals.month,
  } satisfies TotalsDocument;
}

/**
 * The totals of a document, or null for one written before they took their present shape (a
 * per-month map and no first day, or no recent days, or no month kept): such a worker is
 * recounted, as one without totals is.
 */
export function toTotals(data: DocData): WorkerTotals | null {
  if (typeof data.firstDay !== 'string' || !isMap(data.recent) || !isMap(data.month)) return null;
  const recent: RecentDays = {};
  for (const [slot, kept] of Object.entries(data.recent)) {
    if (isMap(kept) && typeof kept.day === 'string' && typeof kept.count === 'number') {
      recent[slot] = { day: kept.day, count: kept.count };
    }
  }
  return {
    allTime: typeof data.allTime === 'number' ? data.allTime : 0,
    firstDay: data.firstDay,
    recent,
    month: toMonth(data.month),
  };
}

function toMonth(data: DocData): MonthDays {
  const days: MonthDays['days'] = {};
  if (isMap(data.days)) {
    for (const [date, count] of Object.entries(data.days)) if (typeof count === 'number') days[date] = count;
  }
  return { key: typeof data.key === 'string' ? data.key : '', days };
}

export function toEntry(id: string, data: DocData): DailyEntry {
  return { date: text(data.date, id), count: typeof data.count === 'number' ? data.count : 0 };
}
