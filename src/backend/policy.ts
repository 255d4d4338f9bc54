import { findSubcategory } from '../catalog/ads';
import { findEbook, paymentAmount } from '../catalog/ebooks';
import { MAX_ENTRIES_PER_DAY } from '../config/constants';
import { isAdmin, type Actor } from './isAdmin';
import { dayPath, parseCollection, totalsPath, type DocPath } from './documentPaths';
import { MAX_AD_FIELDS, MAX_EMAIL, MAX_FULL_NAME, MAX_NAME } from './limits';

export { isAdmin, type Actor };

/**
 * The access policy of DESIGN.md as plain functions over documents: the `local` backend runs every
 * read and write through them, and firestore.rules states the same table for production. The shared
 * access matrix (accessMatrix.ts) checks both against one list of cases.
 */

export type DocData = Record<string, unknown>;

const DAY_ID = /^\d{4}-\d{2}-\d{2}$/;

/** 'yyyy-MM-dd' naming a real calendar day. */
export function isDayId(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY_ID.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const MAX_DAILY_COUNT = MAX_ENTRIES_PER_DAY;

export function isDailyCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_DAILY_COUNT;
}

/** A transaction reference as stored and as the payment's document id: no spaces, upper case. */
export function normaliseTransactionId(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** UPI references (UTR, transaction ids) are letters, digits and a few separators; never a '/'. */
export const TRANSACTION_ID = /^[A-Z0-9._-]{4,64}$/;

const MAX_TEXT = 2000;
const isText = (value: unknown, min = 1, max = MAX_TEXT): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;

/**
 * The signed-in account's own address, compared case-insensitively as the rules do. An account
 * without one (Firebase's anonymous sign-in) has none to give, so it writes no profile, payment or ad.
 */
const isOwnEmail = (actor: Actor, value: unknown): value is string =>
  isText(value, 1, MAX_EMAIL) && value.toLowerCase() === actor.email.toLowerCase();

/** A book of the catalogue, with its own title and the price text the app records. */
const isCatalogueBook = (data: DocData): boolean => {
  const book = typeof data.bookId === 'string' ? findEbook(data.bookId) : undefined;
  return !!book && data.bookTitle === book.title && data.amount === paymentAmount(book);
};

/** A category of the catalogue and one of its subcategories. */
const isCatalogueAd = (data: DocData): boolean =>
  typeof data.category === 'string' &&
  typeof data.subcategory === 'string' &&
  findSubcategory(data.category, data.subcategory) !== undefined;

const hasOnly = (data: DocData, keys: readonly string[]) =>
  Object.keys(data).every((key) => keys.includes(key));
const hasAll = (data: DocData, keys: readonly string[]) => keys.every((key) => key in data);
const changedKeys = (before: DocData, after: DocData) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );

export const USER_FIELDS = ['id', 'firstName', 'lastName', 'email', 'approved', 'createdAt'] as const;
export const PAYMENT_FIELDS = [
  'bookId',
  'bookTitle',
  'amount',
  'emailID',
  'userName',
  'transactionId',
  'createdAt',
  'status',
  'uid',
  'searchName',
  'searchEmail',
] as const;
export const ENTRY_FIELDS = ['count', 'date'] as const;
/** entries/{uid}: the worker's running totals (see isTotalsMove). */
export const TOTALS_FIELDS = ['allTime', 'months', 'lastDay'] as const;

/** The lower-cased copy of a name or e-mail that the admin's payment search matches by prefix. */
export const searchKey = (value: string) => value.trim().toLowerCase();

/**
 * The documents around a write, before and after it (a batch's other writes included), for the
 * checks that tie one document to another, as get() and getAfter() do in firestore.rules.
 */
export interface World {
  before(path: string): DocData | null;
  after(path: string): DocData | null;
}
export const SUBMISSION_FIELDS = [
  'userName',
  'email',
  'category',
  'subcategory',
  'fields',
  'timestamp',
  'uid',
] as const;

/** Marks a field the server fills with its own clock (Firestore's serverTimestamp()). */
export const SERVER_TIME = { serverTime: true } as const;
export type ServerTime = typeof SERVER_TIME;
const isServerTime = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { serverTime?: unknown }).serverTime === true;

const ownerOf = (path: DocPath, data: DocData | null): string | undefined => {
  switch (path.collection) {
    case 'users':
      return path.id;
    case 'dailyEntries':
      return path.uid;
    case 'totals':
      return path.id;
    default:
      return typeof data?.uid === 'string' ? data.uid : undefined;
  }
};

export function canRead(actor: Actor | null, path: DocPath, data: DocData | null): boolean {
  if (!actor) return false;
  if (isAdmin(actor)) return true;
  // A missing document is readable by whoever could read it if it existed (its owner).
  if (data === null && (path.collection === 'payments' || path.collection === 'submissions')) return false;
  return ownerOf(path, data) === actor.uid;
}

/** `world` holds the other documents a write is judged with; absent, nothing else changes. */
export function canCreate(actor: Actor | null, path: DocPath, data: DocData, world?: World): boolean {
  if (!actor) return false;
  switch (path.collection) {
    case 'users':
      return (
        path.id === actor.uid &&
        hasOnly(data, USER_FIELDS) &&
        hasAll(data, USER_FIELDS) &&
        data.id === actor.uid &&
        data.approved === false &&
        isOwnEmail(actor, data.email) &&
        isText(data.firstName, 1, MAX_NAME) &&
        isText(data.lastName, 0, MAX_NAME) &&
        isServerTime(data.createdAt)
      );
    case 'payments':
      return (
        hasOnly(data, PAYMENT_FIELDS) &&
        hasAll(data, PAYMENT_FIELDS) &&
        data.uid === actor.uid &&
        data.status === 'pending' &&
        isText(data.transactionId, 4, 64) &&
        TRANSACTION_ID.test(data.transactionId) &&
        path.id === data.transactionId &&
        isCatalogueBook(data) &&
        isText(data.userName, 1, MAX_FULL_NAME) &&
        isOwnEmail(actor, data.emailID) &&
        data.searchName === searchKey(data.userName as string) &&
        data.searchEmail === searchKey(data.emailID) &&
        isServerTime(data.createdAt)
      );
    case 'dailyEntries':
      return isAdmin(actor) && isEntry(path, data) && movesTotals(path, data, world);
    case 'totals':
      // A recount from the worker's history, for a worker without totals yet.
      return isAdmin(actor) && isTotals(data);
    case 'submissions':
      return (
        hasOnly(data, SUBMISSION_FIELDS) &&
        hasAll(data, SUBMISSION_FIELDS) &&
        data.uid === actor.uid &&
        isText(data.userName, 1, MAX_FULL_NAME) &&
        isOwnEmail(actor, data.email) &&
        isCatalogueAd(data) &&
        isFieldMap(data.fields) &&
        isServerTime(data.timestamp)
      );
  }
}

function isEntry(path: DocPath, data: DocData): boolean {
  return (
    hasOnly(data, ENTRY_FIELDS) &&
    hasAll(data, ENTRY_FIELDS) &&
    isDailyCount(data.count) &&
    data.date === path.id &&
    isDayId(path.id)
  );
}

const MONTH_ID = /^\d{4}-\d{2}$/;
const isTally = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function isTotals(data: DocData): boolean {
  const months = data.months;
  return (
    hasOnly(data, TOTALS_FIELDS) &&
    hasAll(data, TOTALS_FIELDS) &&
    isTally(data.allTime) &&
    typeof months === 'object' &&
    months !== null &&
    !Array.isArray(months) &&
    Object.entries(months).every(([month, count]) => MONTH_ID.test(month) && isTally(count)) &&
    (data.lastDay === '' || isDayId(data.lastDay))
  );
}

const countIn = (entry: DocData | null | undefined) => (typeof entry?.count === 'number' ? entry.count : 0);
const monthsOf = (totals: DocData | null | undefined) => (totals?.months ?? {}) as Record<string, number>;

/** A day's count written with its worker's totals moved by exactly the count's change. */
function movesTotals(path: DocPath & { collection: 'dailyEntries' }, after: DocData, world?: World) {
  if (!world) return false;
  const totals = totalsPath(path.uid);
  const totalsBefore = world.before(totals);
  const totalsAfter = world.after(totals);
  if (!totalsBefore || !totalsAfter) return false;
  const change = countIn(after) - countIn(world.before(dayPath(path.uid, path.id)));
  return totalsAfter.lastDay === path.id && totalsAfter.allTime === (totalsBefore.allTime as number) + change;
}

/**
 * An update of a worker's totals: written with the day it names (lastDay), moving all time and
 * that day's month by exactly that day's change, and no other month.
 */
function isTotalsMove(uid: string, before: DocData, after: DocData, world?: World): boolean {
  if (!world || !isTotals(after) || !isDayId(after.lastDay)) return false;
  const day = dayPath(uid, after.lastDay);
  const dayAfter = world.after(day);
  if (!dayAfter) return false;
  const change = countIn(dayAfter) - countIn(world.before(day));
  const month = after.lastDay.slice(0, 7);
  const monthsBefore = monthsOf(before);
  const monthsAfter = monthsOf(after);
  const monthKeys = new Set([...Object.keys(monthsBefore), ...Object.keys(monthsAfter)]);
  return (
    after.allTime === (before.allTime as number) + change &&
    (monthsAfter[month] ?? 0) === (monthsBefore[month] ?? 0) + change &&
    [...monthKeys].every((key) => key === month || monthsAfter[key] === monthsBefore[key])
  );
}

function isFieldMap(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 && entries.length <= MAX_AD_FIELDS && entries.every(([, v]) => isText(v, 0, MAX_TEXT))
  );
}

/** `after` is the whole document as it would be after the write (a merge already applied). */
export function canUpdate(
  actor: Actor | null,
  path: DocPath,
  before: DocData,
  after: DocData,
  world?: World,
): boolean {
  if (!actor) return false;
  const changed = changedKeys(before, after);
  switch (path.collection) {
    case 'users':
      if (isAdmin(actor))
        return changed.every((key) => key === 'approved') && typeof after.approved === 'boolean';
      return (
        path.id === actor.uid &&
        changed.every((key) => key === 'firstName' || key === 'lastName') &&
        isText(after.firstName, 1, MAX_NAME) &&
        isText(after.lastName, 0, MAX_NAME)
      );
    case 'payments':
      return (
        isAdmin(actor) &&
        changed.every((key) => key === 'status') &&
        before.status === 'pending' &&
        after.status === 'confirmed'
      );
    case 'dailyEntries':
      return isAdmin(actor) && isEntry(path, after) && movesTotals(path, after, world);
    case 'totals':
      return isAdmin(actor) && isTotalsMove(path.id, before, after, world);
    case 'submissions':
      return false;
  }
}

export function canDelete(): boolean {
  return false;
}

/**
 * Whether a collection query may run at all, as Firestore judges a query by its constraints:
 * the admin reads every collection; a user reads only their own documents.
 */
export function canList(actor: Actor | null, collection: string, whereUid?: string): boolean {
  if (!actor) return false;
  if (isAdmin(actor)) return parseCollection(collection) !== null;
  const parsed = parseCollection(collection);
  if (!parsed) return false;
  if (parsed.collection === 'dailyEntries') return parsed.uid === actor.uid;
  if (parsed.collection === 'totals') return false;
  if (parsed.collection === 'payments' || parsed.collection === 'submissions') return whereUid === actor.uid;
  return false;
}

/** A query over every worker's days at once (a collection-group query): the admin's alone. */
export function canListGroup(actor: Actor | null, collectionId: string): boolean {
  return collectionId === 'dailyEntries' && isAdmin(actor);
}
