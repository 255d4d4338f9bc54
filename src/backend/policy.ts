import { findSubcategory } from '../catalogue/ads';
import { earlierDay } from '../lib/days';
import { findEbook, paymentAmount } from '../catalogue/ebooks';
import { MAX_ENTRIES_PER_DAY } from '../config/constants';
import { isAdmin, type Actor } from './isAdmin';
import { isListedAt } from './publicAds';
import { dayPath, entitlementId, parseCollection, totalsPath, type DocPath } from './documentPaths';
import {
  ENTRY_FIELDS,
  PAYMENT_FIELDS,
  PUBLIC_AD_FIELDS,
  SUBMISSION_FIELDS,
  SUBMISSION_LATER_FIELDS,
  TOTALS_FIELDS,
  USER_FIELDS,
} from './fields';
import {
  MAX_AD_FIELDS,
  MAX_AD_WORD,
  MAX_AD_WORDS,
  MAX_EMAIL,
  MAX_FULL_NAME,
  MAX_NAME,
  MAX_REJECTION_REASON,
} from './limits';
import {
  EMPTY_WORLD,
  changedKeys,
  hasAll,
  hasOnly,
  isDayId,
  isServerTime,
  isText,
  type DocData,
  type World,
} from './policyHelpers';
import { canCreatePayout, canWritePayoutTotals } from './payoutPolicy';
import type { PaymentRefusal } from './types';
import {
  canDecidePayment,
  canGrantEntitlement,
  canReadBookFile,
  canReadEntitlement,
  canReleasePayment,
  canSetBookFile,
} from './purchasePolicy';

export { isAdmin, isDayId, isListedAt, type Actor };
export { SERVER_TIME, type DocData, type ServerTime, type World } from './policyHelpers';

/**
 * The access table of docs/data-and-access.md as functions over documents: the `local` backend runs every
 * read and write through them, and firestore.rules states the same table for production. The shared
 * access matrix (accessMatrix.ts) checks both against one list of cases.
 */

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

/** A category of the catalogue and one of its subcategories. */
const isCatalogueAd = (data: DocData): boolean =>
  typeof data.category === 'string' &&
  typeof data.subcategory === 'string' &&
  findSubcategory(data.category, data.subcategory) !== undefined;

/**
 * The admin's change of a profile: its approval and, with it, `revoked` (true only when the
 * approval is taken away), which keeps a revoked worker findable for their balance due.
 */
const isApprovalChange = (changed: string[], after: DocData) =>
  changed.every((key) => key === 'approved' || key === 'revoked') &&
  typeof after.approved === 'boolean' &&
  (!('revoked' in after) || after.revoked === false || (after.revoked === true && after.approved === false));

/**
 * Why a new payment would be refused, or null when it is accepted: a pending payment of the buyer's
 * own for a book of the catalogue with its title and price, filed under its transaction id, for a
 * book the buyer does not own yet. Both backends report this reason, so the buyer reads the same
 * words whichever runs; the first that applies, in this order, is the one given.
 */
export function paymentRefusal(actor: Actor, id: string, data: DocData, world: World): PaymentRefusal | null {
  if (!isText(data.transactionId, 4, 64) || !TRANSACTION_ID.test(data.transactionId)) return 'transaction-id';
  const book = typeof data.bookId === 'string' ? findEbook(data.bookId) : undefined;
  if (!book || data.bookTitle !== book.title) return 'book';
  if (data.amount !== paymentAmount(book)) return 'amount';
  if (!isText(data.userName, 1, MAX_FULL_NAME)) return 'name';
  if (!isOwnEmail(actor, data.emailID)) return 'email';
  const wellFormed =
    hasOnly(data, PAYMENT_FIELDS) &&
    hasAll(data, PAYMENT_FIELDS) &&
    data.uid === actor.uid &&
    data.status === 'pending' &&
    id === data.transactionId &&
    data.searchName === searchKey(data.userName) &&
    data.searchEmail === searchKey(data.emailID) &&
    isServerTime(data.createdAt);
  if (!wellFormed) return 'details';
  // Last: it is the one reason only the server knows, and the firebase backend asks after a refusal.
  if (world.get(`entitlements/${entitlementId(actor.uid, book.id)}`) !== null) return 'owned';
  return null;
}

/** The lower-cased copy of a name or e-mail that the admin's payment search matches by prefix. */
export const searchKey = (value: string) => value.trim().toLowerCase();

const ownerOf = (path: DocPath, data: DocData | null): string | undefined => {
  switch (path.collection) {
    case 'users':
      return path.id;
    case 'dailyEntries':
      return path.uid;
    case 'totals':
    case 'payoutTotals':
      return path.id;
    default:
      return typeof data?.uid === 'string' ? data.uid : undefined;
  }
};

export function canRead(
  actor: Actor | null,
  path: DocPath,
  data: DocData | null,
  context: PolicyContext = standalone(),
): boolean {
  // Anyone reads a listed ad's public copy; asking for one that is not there is no secret either,
  // so a withdrawn ad (whose copy is deleted) reads as missing and an expired one as refused.
  if (path.collection === 'publicAds') return data === null || isListedAt(data.publishedAt, context.now);
  if (!actor) return false;
  if (isAdmin(actor)) return true;
  if (path.collection === 'bookFiles') return canReadBookFile(actor, path.id, context);
  if (path.collection === 'entitlements') return canReadEntitlement(actor, path.id, data);
  // A missing document is readable by whoever could read it if it existed (its owner).
  const ownedByPath = ['users', 'dailyEntries', 'totals', 'payoutTotals'].includes(path.collection);
  if (data === null && !ownedByPath) return false;
  return ownerOf(path, data) === actor.uid;
}

export function canCreate(
  actor: Actor | null,
  path: DocPath,
  data: DocData,
  context: PolicyContext = standalone(),
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
      return paymentRefusal(actor, path.id, data, context) === null;
    case 'dailyEntries':
      return isAdmin(actor) && isEntry(path, data) && movesTotals(path, data, context);
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
        isServerTime(data.timestamp) &&
        data.status === 'waiting'
      );
    case 'publicAds':
      return isAdmin(actor) && isPublicCopyOfApproval(path.id, data, context);
    case 'entitlements':
      return canGrantEntitlement(actor, path.id, data, context);
    case 'bookFiles':
      return canSetBookFile(actor, path.id, data);
    case 'payouts':
      return canCreatePayout(actor, path.id, data, context);
    case 'payoutTotals':
      return canWritePayoutTotals(actor, path.id, null, data, context);
  }
}

/**
 * The public copy the admin's approval writes with the ad in one batch: the ad's own category,
 * subcategory and fields and its poster's first name, stamped with the same publication time.
 */
function isPublicCopyOfApproval(id: string, data: DocData, context: PolicyContext): boolean {
  const ad = context.getAfter(`submissions/${id}`);
  if (!ad || ad.status !== 'published' || typeof ad.uid !== 'string') return false;
  const poster = context.get(`users/${ad.uid}`);
  return (
    hasOnly(data, PUBLIC_AD_FIELDS) &&
    hasAll(data, PUBLIC_AD_FIELDS) &&
    data.category === ad.category &&
    data.subcategory === ad.subcategory &&
    sameMap(data.fields, ad.fields) &&
    poster !== null &&
    data.firstName === poster.firstName &&
    isServerTime(data.publishedAt) &&
    isServerTime(ad.publishedAt) &&
    isWordList(data.words)
  );
}

/** Two maps with the same keys and values, in whatever order (as the rules' == on maps). */
function sameMap(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return false;
  const left = Object.entries(a);
  const right = b as Record<string, unknown>;
  return left.length === Object.keys(right).length && left.every(([key, value]) => right[key] === value);
}

function isWordList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length <= MAX_AD_WORDS &&
    value.every((word) => isText(word, 1, MAX_AD_WORD))
  );
}

/** An ad's moderation state; an ad from before moderation existed is waiting for review. */
const adStatus = (ad: DocData) => (typeof ad.status === 'string' ? ad.status : 'waiting');

function isEntry(path: DocPath, data: DocData): boolean {
  return (
    hasOnly(data, ENTRY_FIELDS) &&
    hasAll(data, ENTRY_FIELDS) &&
    isDailyCount(data.count) &&
    data.date === path.id &&
    isDayId(path.id)
  );
}

const isTally = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isDayOrNone = (value: unknown) => value === '' || isDayId(value);

function isTotals(data: DocData): boolean {
  return (
    hasOnly(data, TOTALS_FIELDS) &&
    hasAll(data, TOTALS_FIELDS) &&
    isTally(data.allTime) &&
    isDayOrNone(data.firstDay) &&
    isDayOrNone(data.lastDay)
  );
}

const countIn = (entry: DocData | null | undefined) => (typeof entry?.count === 'number' ? entry.count : 0);

/** A day's count written with its worker's totals moved by exactly the count's change. */
function movesTotals(path: DocPath & { collection: 'dailyEntries' }, after: DocData, context: PolicyContext) {
  const totals = totalsPath(path.uid);
  const totalsBefore = context.get(totals);
  const totalsAfter = context.getAfter(totals);
  if (!totalsBefore || !totalsAfter) return false;
  const change = countIn(after) - countIn(context.get(dayPath(path.uid, path.id)));
  return totalsAfter.lastDay === path.id && totalsAfter.allTime === (totalsBefore.allTime as number) + change;
}

/**
 * An update of a worker's totals: written with the day it names (lastDay), moving all time by
 * exactly that day's change and the first day to that day when it is earlier. Or a recount
 * replacing totals of the earlier shape, which had a map of months and no first day.
 */
function isTotalsMove(uid: string, before: DocData, after: DocData, context: PolicyContext): boolean {
  if (!isTotals(after)) return false;
  if (!('firstDay' in before)) return after.lastDay === '';
  if (!isDayId(after.lastDay)) return false;
  const day = dayPath(uid, after.lastDay);
  const dayAfter = context.getAfter(day);
  if (!dayAfter) return false;
  const change = countIn(dayAfter) - countIn(context.get(day));
  return (
    after.allTime === (before.allTime as number) + change &&
    isDayOrNone(before.firstDay) &&
    after.firstDay === earlierDay(before.firstDay as string, after.lastDay)
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
  context: PolicyContext = standalone(),
): boolean {
  if (!actor) return false;
  const changed = changedKeys(before, after);
  switch (path.collection) {
    case 'users':
      if (isAdmin(actor)) return isApprovalChange(changed, after);
      return (
        path.id === actor.uid &&
        changed.every((key) => key === 'firstName' || key === 'lastName') &&
        isText(after.firstName, 1, MAX_NAME) &&
        isText(after.lastName, 0, MAX_NAME)
      );
    case 'payments':
      return canDecidePayment(actor, path.id, before, after, context);
    case 'dailyEntries':
      return isAdmin(actor) && isEntry(path, after) && movesTotals(path, after, context);
    case 'totals':
      return isAdmin(actor) && isTotalsMove(path.id, before, after, context);
    case 'submissions':
      return (
        hasOnly(after, [...SUBMISSION_FIELDS, ...SUBMISSION_LATER_FIELDS]) &&
        ((isAdmin(actor) && isModeration(path.id, before, after, changed, context)) ||
          (before.uid === actor.uid && isPosterChange(path.id, before, after, changed, context)))
      );
    case 'publicAds': {
      // Renewal: the poster stamps the copy with the same new publication time as the ad.
      const ad = context.get(`submissions/${path.id}`);
      return (
        ad?.uid === actor.uid &&
        changed.every((key) => key === 'publishedAt') &&
        isServerTime(after.publishedAt) &&
        isServerTime(context.getAfter(`submissions/${path.id}`)?.publishedAt)
      );
    }
    case 'entitlements':
      return canGrantEntitlement(actor, path.id, after, context);
    case 'bookFiles':
      return canSetBookFile(actor, path.id, after);
    case 'payouts':
      // Append-only: a mistake is taken back by a reversal, never edited.
      return false;
    case 'payoutTotals':
      return canWritePayoutTotals(actor, path.id, before, after, context);
  }
}

/** The admin publishes a waiting ad with its public copy, or rejects it with a reason. */
function isModeration(
  id: string,
  before: DocData,
  after: DocData,
  changed: string[],
  context: PolicyContext,
): boolean {
  if (adStatus(before) !== 'waiting') return false;
  if (after.status === 'published') {
    return (
      changed.every((key) => key === 'status' || key === 'publishedAt') &&
      isServerTime(after.publishedAt) &&
      context.getAfter(`publicAds/${id}`) !== null
    );
  }
  return (
    after.status === 'rejected' &&
    changed.every((key) => key === 'status' || key === 'reason') &&
    isText(after.reason, 1, MAX_REJECTION_REASON)
  );
}

/**
 * The poster withdraws a published ad, deleting its public copy in the same batch, or renews an
 * expired one, stamping the ad and its copy with a new publication time.
 */
function isPosterChange(
  id: string,
  before: DocData,
  after: DocData,
  changed: string[],
  context: PolicyContext,
): boolean {
  if (adStatus(before) !== 'published') return false;
  if (after.status === 'withdrawn') {
    return changed.every((key) => key === 'status') && context.getAfter(`publicAds/${id}`) === null;
  }
  return (
    !isListedAt(before.publishedAt, context.now) &&
    changed.every((key) => key === 'publishedAt') &&
    isServerTime(after.publishedAt) &&
    isServerTime(context.getAfter(`publicAds/${id}`)?.publishedAt)
  );
}

/**
 * Nothing is deleted but a rejected payment, by the admin, to free its transaction id, and the
 * public copy of an ad its poster withdraws in the same batch.
 */
export function canDelete(
  actor: Actor | null,
  path: DocPath,
  data: DocData | null,
  context: PolicyContext = standalone(),
): boolean {
  if (!actor) return false;
  if (path.collection === 'payments') return canReleasePayment(actor, data);
  if (path.collection !== 'publicAds') return false;
  const ad = context.get(`submissions/${path.id}`);
  return ad?.uid === actor.uid && context.getAfter(`submissions/${path.id}`)?.status === 'withdrawn';
}

/**
 * Whether a collection query may run at all, as Firestore judges a query by its constraints:
 * the admin reads every collection; a user reads only their own documents; anyone reads the
 * public copies of ads with a query of the listed ones only (`listedOnly`: published since
 * listedSince(now)).
 */
export function canList(
  actor: Actor | null,
  collection: string,
  whereUid?: string,
  listedOnly = false,
): boolean {
  if (collection === 'publicAds') return listedOnly;
  if (!actor) return false;
  if (isAdmin(actor)) return parseCollection(collection) !== null;
  const parsed = parseCollection(collection);
  if (!parsed) return false;
  if (parsed.collection === 'dailyEntries') return parsed.uid === actor.uid;
  if (parsed.collection === 'totals' || parsed.collection === 'payoutTotals') return false;
  if (
    parsed.collection === 'payouts' ||
    parsed.collection === 'payments' ||
    parsed.collection === 'submissions' ||
    parsed.collection === 'entitlements'
  )
    return whereUid === actor.uid;
  return false;
}

/** A query over every worker's days at once (a collection-group query): the admin's alone. */
export function canListGroup(actor: Actor | null, collectionId: string): boolean {
  return collectionId === 'dailyEntries' && isAdmin(actor);
}
