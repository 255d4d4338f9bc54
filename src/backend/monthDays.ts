import type { DailyEntry, DayId, MonthDays } from './types';

/**
 * The worker's totals keep the counts of the latest month recorded. The work page and the
 * statement show the current month day by day: read from the totals they read anyway, one document
 * of fixed size, instead of a document per day. firestore.rules moves the month the same way.
 */

export const NO_MONTH: MonthDays = { key: '', days: {} };

/** The month of a 'yyyy-MM-dd' day, 'yyyy-MM'. */
export const monthOf = (day: DayId): string => day.slice(0, 7);

/** The day of the month of a 'yyyy-MM-dd' day, '01' to '31': its key in the month's days. */
export const dateInMonth = (day: DayId): string => day.slice(8, 10);

/**
 * The month after `day` is recorded as `count`: a day of the month kept sets its own count, a day of
 * a later month starts that month with only itself, a day of an earlier month leaves it as it was.
 */
export function withMonthDay(month: MonthDays, day: DayId, count: number): MonthDays {
  const key = monthOf(day);
  if (month.key > key) return month;
  const days = month.key === key ? month.days : {};
  return { key, days: { ...days, [dateInMonth(day)]: count } };
}

/**
 * The days recorded in `shown` ('yyyy-MM'), oldest first, as the totals know them: the month kept,
 * or none when the month kept is earlier (no day of `shown` was recorded yet). Null when the month
 * kept is later: `shown` is then read day by day.
 */
export function monthEntries(month: MonthDays, shown: string): DailyEntry[] | null {
  if (month.key > shown) return null;
  if (month.key < shown) return [];
  return Object.entries(month.days)
    .filter((kept): kept is [string, number] => kept[1] !== undefined)
    .map(([date, count]) => ({ date: `${shown}-${date}`, count }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The count saved for `day` as the month kept tells it: its count, null when none is recorded (a
 * day of the month kept left out, or of a later month), undefined when it cannot tell (a day of an
 * earlier month), which is then read.
 */
export function keptCount(month: MonthDays, day: DayId): number | null | undefined {
  const key = monthOf(day);
  if (month.key > key) return undefined;
  if (month.key < key) return null;
  return month.days[dateInMonth(day)] ?? null;
}
