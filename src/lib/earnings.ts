import { subDays } from 'date-fns';
import { MAX_ENTRIES_PER_DAY } from '../config/constants';
import { fromDayId, toDayId } from './days';
import { rupeesFor } from './entryRupees';

/** The rolling window of "last 7 days": today and the six days before it. */
export const WEEK_DAYS = 7;

/** Entries over a stretch of days and what they pay. */
export interface Tally {
  entries: number;
  rupees: number;
}

export interface EarningsSummary {
  today: Tally;
  lastSevenDays: Tally;
  allTime: Tally;
}

/** A day as 'yyyy-MM-dd' (src/lib/days.ts). */
type DayId = string;

/** A day's count: the shape of the backend's daily entries, which this file reads but does not import. */
interface DayCount {
  date: DayId;
  count: number;
}

const tally = (entries: number): Tally => ({ entries, rupees: rupeesFor(entries) });

export { formatEarnings, rupeesFor } from './entryRupees';

/** The first and last day of the 7-day window ending on `today`, both inclusive. */
export function weekWindow(today: Date): { from: DayId; to: DayId } {
  return { from: toDayId(subDays(today, WEEK_DAYS - 1)), to: toDayId(today) };
}

/** The seven days of the window, today first. */
export function weekDays(today: Date): DayId[] {
  return Array.from({ length: WEEK_DAYS }, (_, daysAgo) => toDayId(subDays(today, daysAgo)));
}

/**
 * Today, the last 7 days and all time, counted by calendar day in the user's own time zone.
 * Day ids compare as strings because 'yyyy-MM-dd' sorts like the dates it names; an id that is not
 * a real day still counts towards all time, which the specification defines as every entry.
 */
export function summariseEarnings(entries: readonly DayCount[], today: Date): EarningsSummary {
  const { from, to } = weekWindow(today);
  let todayCount = 0;
  let weekCount = 0;
  let allCount = 0;
  for (const { date, count } of entries) {
    if (!Number.isFinite(count)) continue;
    allCount += count;
    if (fromDayId(date) === null) continue;
    if (date === to) todayCount += count;
    if (date >= from && date <= to) weekCount += count;
  }
  return { today: tally(todayCount), lastSevenDays: tally(weekCount), allTime: tally(allCount) };
}

/** The sum of several people's earnings, for a total row. */
export function totalEarnings(summaries: readonly EarningsSummary[]): EarningsSummary {
  const sum = (pick: (summary: EarningsSummary) => Tally) =>
    tally(summaries.reduce((total, summary) => total + pick(summary).entries, 0));
  return {
    today: sum((s) => s.today),
    lastSevenDays: sum((s) => s.lastSevenDays),
    allTime: sum((s) => s.allTime),
  };
}

/** The count recorded for one day, or null when none was. */
export function countOn(entries: readonly DayCount[], day: DayId): number | null {
  return entries.find((entry) => entry.date === day)?.count ?? null;
}

/**
 * What the count field holds after the user types `raw`: '' while empty, otherwise a whole number
 * between 0 and the daily cap (150 → 100, -5 → 0, 12.7 → 12).
 */
export function clampDailyCount(raw: string): number | '' {
  const trimmed = raw.trim();
  if (trimmed === '') return '';
  const value = Number(trimmed);
  if (Number.isNaN(value)) return '';
  return Math.min(MAX_ENTRIES_PER_DAY, Math.max(0, Math.trunc(value)));
}
