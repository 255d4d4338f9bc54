import { MAX_ENTRIES_PER_DAY } from '../../config/constants';
import { earlierDay } from '../../lib/days';
import { dayPath, totalsPath } from '../documents/documentPaths';
import { ENTRY_FIELDS, TOTALS_FIELDS } from '../documents/fields';
import { isAdmin, type Actor } from '../isAdmin';
import {
  hasAll,
  hasBegunBy,
  hasOnly,
  isDayId,
  isMap,
  type DocData,
  type PolicyContext,
} from './policyHelpers';
import { dateInMonth, monthOf } from '../monthDays';
import { weekdayOf } from '../recentDays';

/**
 * The access policy of a worker's days (entries/{uid}/dailyEntries/{day}) and running totals
 * (entries/{uid}): the admin's alone to write, each day's count with the totals moved by exactly its
 * change, in one batch. firestore.rules states the same.
 */

export const MAX_DAILY_COUNT = MAX_ENTRIES_PER_DAY;

export function isDailyCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_DAILY_COUNT;
}

/** A count of a day that has begun: a later day's count would be earnings nobody worked for. */
function isEntry(day: string, data: DocData, now: Date): boolean {
  return (
    hasOnly(data, ENTRY_FIELDS) &&
    hasAll(data, ENTRY_FIELDS) &&
    isDailyCount(data.count) &&
    data.date === day &&
    hasBegunBy(day, now)
  );
}

const isTally = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isDayOrNone = (value: unknown) => value === '' || isDayId(value);
const isBegunOrNone = (value: unknown, now: Date) => value === '' || hasBegunBy(value, now);

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'];

function isTotals(data: DocData): boolean {
  return (
    hasOnly(data, TOTALS_FIELDS) &&
    hasAll(data, TOTALS_FIELDS) &&
    isTally(data.allTime) &&
    isDayOrNone(data.firstDay) &&
    isDayOrNone(data.lastDay) &&
    isMap(data.recent) &&
    hasOnly(data.recent, WEEKDAYS) &&
    isMap(data.month)
  );
}

const MONTH_FIELDS = ['key', 'days'];
const MONTH_KEY = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

/**
 * A recount's month: none ('' and no days), or a month's 31 days at most. Only its shape is
 * checked, as firestore.rules can afford beside the seven recent days: every later write of a day
 * is checked against it.
 */
function isRecountMonth(month: unknown): boolean {
  if (!isMap(month) || !hasOnly(month, MONTH_FIELDS) || !hasAll(month, MONTH_FIELDS) || !isMap(month.days))
    return false;
  const size = Object.keys(month.days).length;
  if (size > 31) return false;
  return (month.key === '' && size === 0) || (typeof month.key === 'string' && MONTH_KEY.test(month.key));
}

/**
 * The month after days of one month are written: a day of the month kept sets its own count and
 * no other; a day of a later month starts that month with only the days written; a day of an
 * earlier month leaves it as it was. Days of two months are never written together.
 */
function monthMoves(after: unknown, before: DocData, moved: readonly { day: string; count: number }[]) {
  const key = monthOf(moved[0]!.day);
  if (!moved.every(({ day }) => monthOf(day) === key) || !isMap(after) || !isMap(before.days)) return false;
  const held = before.key as string;
  if (held > key)
    return hasOnly(after, MONTH_FIELDS) && after.key === held && sameDays(after.days, before.days);
  const expected: DocData = { ...(held === key ? before.days : {}) };
  for (const { day, count } of moved) expected[dateInMonth(day)] = count;
  return hasOnly(after, MONTH_FIELDS) && after.key === key && sameDays(after.days, expected);
}

function sameDays(a: unknown, b: DocData): boolean {
  return (
    isMap(a) &&
    Object.keys(a).length === Object.keys(b).length &&
    Object.entries(b).every(([date, count]) => a[date] === count)
  );
}

/**
 * Each slot of a recount's recent days: a day of its weekday, that has begun, with its count. A later
 * day kept in its weekday's place would hold it against every day of that weekday recorded before
 * it comes, and those days would be missing from the week's figures.
 */
function isRecentDays(recent: DocData, now: Date): boolean {
  return Object.entries(recent).every(
    ([slot, kept]) =>
      isMap(kept) &&
      hasOnly(kept, ['day', 'count']) &&
      hasBegunBy(kept.day, now) &&
      weekdayOf(kept.day) === slot &&
      isDailyCount(kept.count),
  );
}

/**
 * The recent days after one day's count is written: only the day's weekday may change, to that day
 * and count, unless the slot holds a later day, which stays.
 */
function recentMoves(after: DocData, before: DocData, moved: readonly { day: string; count: number }[]) {
  const slots = new Set([...Object.keys(after), ...Object.keys(before)]);
  const movable = moved.map(({ day }) => weekdayOf(day));
  if ([...slots].some((other) => !movable.includes(other) && !sameKept(after[other], before[other])))
    return false;
  return moved.every(({ day, count }) => {
    const slot = weekdayOf(day);
    const held = before[slot];
    if (isMap(held) && (held.day as string) > day) return sameKept(after[slot], held);
    return sameKept(after[slot], { day, count });
  });
}

/** Two slots holding the same day and count, or both empty. */
function sameKept(a: unknown, b: unknown): boolean {
  if (a === undefined || b === undefined) return a === b;
  return isMap(a) && isMap(b) && hasOnly(a, ['day', 'count']) && a.day === b.day && a.count === b.count;
}

const countIn = (entry: DocData | null | undefined) => (typeof entry?.count === 'number' ? entry.count : 0);

/** A day's count written with its worker's totals moved by exactly the count's change. */
function movesTotals(uid: string, day: string, after: DocData, context: PolicyContext) {
  const totals = totalsPath(uid);
  const totalsBefore = context.get(totals);
  const totalsAfter = context.getAfter(totals);
  if (!totalsBefore || !totalsAfter) return false;
  const change = countIn(after) - countIn(context.get(dayPath(uid, day)));
  return totalsAfter.lastDay === day && totalsAfter.allTime === (totalsBefore.allTime as number) + change;
}

/** The admin's count of one day, created or corrected, in the batch that moves the totals. */
export function canWriteDay(actor: Actor, uid: string, day: string, data: DocData, context: PolicyContext) {
  return isAdmin(actor) && isEntry(day, data, context.now) && movesTotals(uid, day, data, context);
}

/**
 * A recount: the worker's whole history added up (countTotals), no day named, of days that have
 * begun. It makes a worker's totals where there are none, or replaces those of an earlier shape.
 */
function isRecount(data: DocData, now: Date): boolean {
  return (
    hasOnly(data, TOTALS_FIELDS) &&
    hasAll(data, TOTALS_FIELDS) &&
    isTally(data.allTime) &&
    isBegunOrNone(data.firstDay, now) &&
    data.lastDay === '' &&
    isMap(data.recent) &&
    hasOnly(data.recent, WEEKDAYS) &&
    isRecentDays(data.recent, now) &&
    isRecountMonth(data.month)
  );
}

/** The totals of a worker who has none yet: a recount. */
export function canCreateTotals(actor: Actor, data: DocData, now: Date): boolean {
  return isAdmin(actor) && isRecount(data, now);
}

/**
 * An update of a worker's totals: written with the day it names (lastDay), moving all time by
 * exactly its change, the first day to it when it is earlier, and the day to its weekday's place
 * among the recent days and its count to the month kept. Or a recount replacing
 * totals of an earlier shape (a map of months and no first day, or no recent days, or no month kept).
 */
export function canUpdateTotals(
  actor: Actor,
  uid: string,
  before: DocData,
  after: DocData,
  context: PolicyContext,
): boolean {
  if (!isAdmin(actor)) return false;
  if (!('month' in before)) return isRecount(after, context.now);
  // One day a write: firestore.rules cannot afford the expressions of two.
  if (!isTotals(after) || !isDayId(after.lastDay)) return false;
  const day = after.lastDay;
  const dayAfter = context.getAfter(dayPath(uid, day));
  if (!dayAfter) return false;
  const moved = [{ day, count: countIn(dayAfter) }];
  const change = countIn(dayAfter) - countIn(context.get(dayPath(uid, day)));
  return (
    after.allTime === (before.allTime as number) + change &&
    isDayOrNone(before.firstDay) &&
    after.firstDay === earlierDay(before.firstDay as string, day) &&
    recentMoves(after.recent as DocData, before.recent as DocData, moved) &&
    monthMoves(after.month, before.month as DocData, moved)
  );
}
