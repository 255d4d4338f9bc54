import type { DailyEntry, DayId, RecentDays } from './types';

/**
 * The worker's totals keep the latest day recorded on each weekday. Seven slots hold any seven days
 * in a row, so the dashboard reads a worker's last week from the totals it reads anyway, one
 * document of fixed size, instead of a document per day. firestore.rules keys the slots the same
 * way (timestamp.dayOfWeek(), 1 for Monday).
 */

/** The ISO weekday of a 'yyyy-MM-dd' day, '1' (Monday) to '7' (Sunday), whatever the time zone. */
export function weekdayOf(day: DayId): string {
  const [year, month, date] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(year!, month! - 1, date)).getUTCDay();
  return String(weekday === 0 ? 7 : weekday);
}

/** The slots after `day` is recorded as `count`: an earlier day of the weekday leaves them as they were. */
export function withRecentDay(recent: RecentDays, day: DayId, count: number): RecentDays {
  const slot = weekdayOf(day);
  const held = recent[slot];
  if (held && held.day > day) return recent;
  return { ...recent, [slot]: { day, count } };
}

/** The days kept from `from` to `to`, both inclusive, oldest first: a window of at most seven days. */
export function recentEntries(recent: RecentDays, from: DayId, to: DayId): DailyEntry[] {
  return Object.values(recent)
    .filter((kept) => kept !== undefined && kept.day >= from && kept.day <= to)
    .map((kept) => ({ date: kept!.day, count: kept!.count }))
    .sort((a, b) => a.date.localeCompare(b.date));
}
