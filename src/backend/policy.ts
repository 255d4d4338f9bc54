import { findSubcategory } from '../catalog/ads';
import { findEbook, paymentAmount } from '../catalog/ebooks';
import { MAX_ENTRIES_PER_DAY } from '../config/constants';
import { isAdmin, type Actor } from './isAdmin';
import { parseCollection, type DocPath } from './documentPaths';
import { MAX_AD_FIELDS, MAX_EMAIL, MAX_FULL_NAME, MAX_NAME } from './limits';
import {
  EMPTY_WORLD,
  changedKeys,
  hasAll,
  hasOnly,
  isServerTime,
  isText,
  type DocData,
  type World,
} from './policyHelpers';
import {
  canDecidePayment,
  canGrantEntitlement,
  canReadBookFile,
  canReleasePayment,
  canSetBookFile,
} from './purchasePolicy';

export { isAdmin, type Actor };
export { SERVER_TIME, type DocData, type ServerTime, type World } from './policyHelpers';

/**
 * The access policy of DESIGN.md as plain functions over documents: the `local` backend runs every
 * read and write through them, and firestore.rules states the same table for production. The shared
 * access matrix (accessMatrix.ts) checks both against one list of cases.
 */

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
] as const;
export const ENTRY_FIELDS = ['count', 'date'] as const;
export const SUBMISSION_FIELDS = [
  'userName',
  'email',
  'category',
  'subcategory',
  'fields',
  'timestamp',
  'uid',
] as const;

const ownerOf = (path: DocPath, data: DocData | null): string | undefined => {
  switch (path.collection) {
    case 'users':
      return path.id;
    case 'dailyEntries':
      return path.uid;
    default:
      return typeof data?.uid === 'string' ? data.uid : undefined;
  }
};

export function canRead(
  actor: Actor | null,
  path: DocPath,
  data: DocData | null,
  world: World = EMPTY_WORLD,
): boolean {
  if (!actor) return false;
  if (isAdmin(actor)) return true;
  if (path.collection === 'bookFiles') return canReadBookFile(actor, path.id, world);
  // A missing document is readable by whoever could read it if it existed (its owner).
  if (data === null && path.collection !== 'users' && path.collection !== 'dailyEntries') return false;
  return ownerOf(path, data) === actor.uid;
}

export function canCreate(
  actor: Actor | null,
  path: DocPath,
  data: DocData,
  world: World = EMPTY_WORLD,
): boolean {
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
        isServerTime(data.createdAt)
      );
    case 'dailyEntries':
      return isAdmin(actor) && isEntry(path, data);
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
    case 'entitlements':
      return canGrantEntitlement(actor, path.id, data, world);
    case 'bookFiles':
      return canSetBookFile(actor, path.id, data);
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
  world: World = EMPTY_WORLD,
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
      return canDecidePayment(actor, path.id, before, after, world);
    case 'dailyEntries':
      return isAdmin(actor) && isEntry(path, after);
    case 'submissions':
      return false;
    case 'entitlements':
      return canGrantEntitlement(actor, path.id, after, world);
    case 'bookFiles':
      return canSetBookFile(actor, path.id, after);
  }
}

/** Nothing is deleted but a rejected payment, by the admin, to free its transaction id. */
export function canDelete(actor: Actor | null, path: DocPath, data: DocData | null): boolean {
  return !!actor && path.collection === 'payments' && canReleasePayment(actor, data);
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
  if (
    parsed.collection === 'payments' ||
    parsed.collection === 'submissions' ||
    parsed.collection === 'entitlements'
  )
    return whereUid === actor.uid;
  return false;
}
