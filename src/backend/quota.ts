/**
 * Firestore's daily quota. On the free Spark plan every read and write of the day is refused with
 * RESOURCE_EXHAUSTED once the day's reads (50,000) or writes (20,000) are spent, until the quotas
 * reset at midnight Pacific time (Firebase's "Usage and limits"). The backends report such a refusal
 * as 'quota-exceeded' and tell this module, and the shell then says on every page when the site
 * works again, in India's time.
 */

import { noteQuotaSpent } from './quotaSpent';

export { onQuotaSpent, spentQuotaReset } from './quotaSpent';

const PACIFIC = 'America/Los_Angeles';
const INDIA = 'Asia/Kolkata';

const HOUR = 3_600_000;

/** When the quota resets, on India's clock: 13:30 in India's winter, 12:30 while the US keeps summer time. */
export interface QuotaReset {
  at: Date;
  /** India's hour (0 to 23) and minute of the reset. */
  hours: number;
  minutes: number;
  /** Whether that is India's today or tomorrow, seen from when it was asked. */
  day: 'today' | 'tomorrow';
}

/** The calendar day and time of `at` in a time zone, from the platform's own zone data. */
function wallClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hours: part('hour'),
    minutes: part('minute'),
  };
}

/**
 * The next midnight in the Pacific time zone after `now`. Pacific time is 8 hours behind UTC, or 7
 * under daylight saving time; the clocks change at 2 am, never at midnight, so the midnight is the
 * one of the two candidates that the zone's own clock reads as 00:00.
 */
export function nextPacificMidnight(now: Date): Date {
  const today = wallClock(now, PACIFIC);
  const tomorrowUtc = Date.UTC(today.year, today.month - 1, today.day + 1);
  for (const behind of [8, 7]) {
    const candidate = new Date(tomorrowUtc + behind * HOUR);
    const clock = wallClock(candidate, PACIFIC);
    if (clock.hours === 0 && clock.minutes === 0) return candidate;
  }
  throw new Error(`No Pacific midnight follows ${now.toISOString()}`);
}

/** When the quota spent by `now` resets, as India's clock and calendar give it. */
export function quotaReset(now: Date): QuotaReset {
  const at = nextPacificMidnight(now);
  const reset = wallClock(at, INDIA);
  const asked = wallClock(now, INDIA);
  const sameDay = reset.year === asked.year && reset.month === asked.month && reset.day === asked.day;
  return { at, hours: reset.hours, minutes: reset.minutes, day: sameDay ? 'today' : 'tomorrow' };
}

/** A request was refused for the day's quota: the shell says so until the quota resets. */
export function reportQuotaSpent(now = new Date()): void {
  noteQuotaSpent(nextPacificMidnight(now));
}
