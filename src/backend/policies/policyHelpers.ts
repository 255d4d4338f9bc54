/** Small checks over documents shared by the access policy's modules. */

import { rulesLower, rulesTrim } from '../rulesText';

export type DocData = Record<string, unknown>;

/** Marks a field the server fills with its own clock (Firestore's serverTimestamp()). */
export const SERVER_TIME = { serverTime: true } as const;
export type ServerTime = typeof SERVER_TIME;
export const isServerTime = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { serverTime?: unknown }).serverTime === true;

const DAY_ID = /^\d{4}-\d{2}-\d{2}$/;

/** 'yyyy-MM-dd' naming a real calendar day. */
export function isDayId(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY_ID.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A day that has begun somewhere by `now`: the server does not know the admin's time zone, so a
 * day's slack lets an admin east of UTC record today before UTC midnight. What the admin records
 * for a day (a count, a payout) is refused for any later day: a slip would book money for work or
 * a payment that has not happened, and days are never deleted.
 */
export function hasBegunBy(value: unknown, now: Date): value is string {
  if (!isDayId(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) <= now.getTime() + DAY_MS;
}

const MAX_TEXT = 2000;
export const isText = (value: unknown, min = 1, max = MAX_TEXT): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;

export const hasOnly = (data: DocData, keys: readonly string[]) =>
  Object.keys(data).every((key) => keys.includes(key));
/** A map field as Firestore stores it: an object, not an array, a date or null. */
export const isMap = (value: unknown): value is DocData =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
export const hasAll = (data: DocData, keys: readonly string[]) => keys.every((key) => key in data);
export const changedKeys = (before: DocData, after: DocData) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );

/**
 * The other documents a judgement may look at, as firestore.rules' get() and getAfter() do: `get`
 * sees the data before the write (or batch), `getAfter` as it would be once every write of it is applied.
 */
export interface World {
  get(path: string): DocData | null;
  getAfter(path: string): DocData | null;
}

/** For a judgement that looks at no other document. */
export const EMPTY_WORLD: World = { get: () => null, getAfter: () => null };

/**
 * What a rule may look at besides the document itself, as firestore.rules can: the server's clock
 * (request.time) and other documents as they are before the write (get()) and as they would be
 * after the whole batch (getAfter()). A document the batch writes with server time holds the
 * SERVER_TIME marker in `getAfter`, which stands for request.time.
 */
export interface PolicyContext extends World {
  now: Date;
}

/** For a check of one new document that looks at nothing else. */
export const standalone = (now = new Date()): PolicyContext => ({ now, ...EMPTY_WORLD });

/**
 * The lower-cased copy of a name or e-mail that the admin's payment search matches by prefix,
 * derived exactly as firestore.rules derives it to check it (rulesText.ts says why).
 */
export const searchKey = (value: string) => rulesLower(rulesTrim(value));
