import { MAX_PUBLIC_ADS_QUERY } from '../limits';
import { canWriteFiling, filesOneMore } from './filingPolicy';
import { canCreateAd, canUpdateAd } from './adPolicy';
import { canCreatePublicCopy, canDeletePublicCopy, canRenewPublicCopy } from './publicCopyPolicy';
import { canWriteListing } from './listingPolicy';
import { LISTING_PATH } from '../documents/adListing';
import { parseCollection, type DocPath } from '../documents/documentPaths';
import { canCreateTotals, canUpdateTotals, canWriteDay } from './entryPolicy';
import { isAdmin, type Actor } from '../isAdmin';
import { canCreatePayout, canWritePayoutTotals } from './payoutPolicy';
import { canWritePayoutDetails } from './payoutDetailsPolicy';
import { canCreateSentPayout, canWithdrawSentPayout } from './sentPayoutPolicy';
import { changedKeys, isDayId, standalone, type DocData, type PolicyContext } from './policyHelpers';
import { isListedAt } from '../documents/publicAds';
import {
  canDecidePayment,
  canGrantEntitlement,
  canReadBookFile,
  canReadEntitlement,
  canReleasePayment,
  canSetBookFile,
  paymentRefusal,
} from './purchasePolicy';
import { canCountReport, canCreateReporter, canDeleteReports, isOwnReporterId } from './reportPolicy';
import { canCreateProfile, canUpdateProfile } from './userPolicy';

/**
 * The access table of docs/data-and-access.md as functions over documents: the `local` backend runs
 * every read and write through them, and firestore.rules states the same table for production. The
 * shared access matrix (accessMatrix.ts) checks both against one list of cases. This module only says
 * which collection's policy judges a request; each collection's rules are in its own module:
 * userPolicy, purchasePolicy (payments, entitlements, book files), entryPolicy (days and totals),
 * payoutPolicy (payouts and what each worker was paid), payoutDetailsPolicy (where each worker is
 * paid), sentPayoutPolicy (the payouts of a prepared pay run), adPolicy and publicCopyPolicy (ads and
 * their public copies), listingPolicy (the cards /ads lists) and reportPolicy (visitors' reports of
 * ads).
 */

export { isAdmin, isDayId, isListedAt, standalone, type Actor, type PolicyContext };
export { SERVER_TIME, searchKey, type DocData, type ServerTime, type World } from './policyHelpers';
export { isDailyCount, MAX_DAILY_COUNT } from './entryPolicy';
export { normaliseTransactionId, paymentRefusal, TRANSACTION_ID } from './purchasePolicy';

const ownerOf = (path: DocPath, data: DocData | null): string | undefined => {
  switch (path.collection) {
    case 'users':
      return path.id;
    case 'dailyEntries':
      return path.uid;
    case 'totals':
    case 'payoutTotals':
    case 'payoutDetails':
    case 'filings':
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
  // Anyone reads the listing of the published ads' cards; there is no other listing.
  if (path.collection === 'listings') return `listings/${path.id}` === LISTING_PATH;
  if (!actor) return false;
  if (isAdmin(actor)) return true;
  if (path.collection === 'bookFiles') return canReadBookFile(actor, path.id, context);
  if (path.collection === 'entitlements') return canReadEntitlement(actor, path.id, data);
  if (path.collection === 'adReporters') return isOwnReporterId(actor, path.id);
  // A missing document is readable by whoever could read it if it existed (its owner).
  const ownedByPath = [
    'users',
    'dailyEntries',
    'totals',
    'payoutTotals',
    'payoutDetails',
    'filings',
  ].includes(path.collection);
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
      return canCreateProfile(actor, path.id, data);
    case 'payments':
      return (
        paymentRefusal(actor, path.id, data, context) === null &&
        filesOneMore(actor.uid, 'pendingPayments', path.id, context)
      );
    case 'dailyEntries':
      return canWriteDay(actor, path.uid, path.id, data, context);
    case 'totals':
      return canCreateTotals(actor, data, context.now);
    case 'submissions':
      return canCreateAd(actor, path.id, data, context);
    case 'publicAds':
      return canCreatePublicCopy(actor, path.id, data, context);
    case 'entitlements':
      return canGrantEntitlement(actor, path.id, data, context);
    case 'bookFiles':
      return canSetBookFile(actor, path.id, data);
    case 'payouts':
      return canCreatePayout(actor, path.id, data, context);
    case 'payoutTotals':
      return canWritePayoutTotals(actor, path.id, null, data, context);
    case 'payoutDetails':
      return canWritePayoutDetails(actor, path.id, data, context);
    case 'sentPayouts':
      return canCreateSentPayout(actor, path.id, data, context);
    case 'filings':
      return canWriteFiling(actor, path.id, null, data, context);
    case 'adReports':
      return canCountReport(actor, path.id, null, data, context);
    case 'adReporters':
      return canCreateReporter(actor, path.id, data, context);
    case 'listings':
      return canWriteListing(actor, path.id, null, data, context);
  }
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
      return canUpdateProfile(actor, path.id, changed, after);
    case 'payments':
      return canDecidePayment(actor, path.id, before, after, context);
    case 'dailyEntries':
      return canWriteDay(actor, path.uid, path.id, after, context);
    case 'totals':
      return canUpdateTotals(actor, path.id, before, after, context);
    case 'submissions':
      return canUpdateAd(actor, path.id, before, after, changed, context);
    case 'publicAds':
      return canRenewPublicCopy(actor, path.id, changed, after, context);
    case 'entitlements':
      return canGrantEntitlement(actor, path.id, after, context);
    case 'bookFiles':
      return canSetBookFile(actor, path.id, after);
    case 'payouts':
      // Append-only: a mistake is taken back by a reversal, never edited.
      return false;
    case 'payoutTotals':
      return canWritePayoutTotals(actor, path.id, before, after, context);
    case 'payoutDetails':
      return canWritePayoutDetails(actor, path.id, after, context);
    case 'sentPayouts':
      return canWithdrawSentPayout(actor, path.id, before, after, changed, context);
    case 'filings':
      return canWriteFiling(actor, path.id, before, after, context);
    case 'adReports':
      return canCountReport(actor, path.id, before, after, context);
    case 'adReporters':
      // A report is made once; it is not changed.
      return false;
    case 'listings':
      return canWriteListing(actor, path.id, before, after, context);
  }
}

/**
 * Nothing is deleted but a rejected payment, by the admin, to free its transaction id; the
 * public copy of an ad its poster withdraws or the admin takes down, in the same batch; and an
 * ad's count of reports, which the admin sets aside.
 */
export function canDelete(
  actor: Actor | null,
  path: DocPath,
  data: DocData | null,
  context: PolicyContext = standalone(),
): boolean {
  if (!actor) return false;
  if (path.collection === 'payments') return canReleasePayment(actor, data);
  if (path.collection === 'publicAds') return canDeletePublicCopy(actor, path.id, context);
  if (path.collection === 'adReports') return canDeleteReports(actor);
  return false;
}

/**
 * Whether a collection query may run at all, as Firestore judges a query by its constraints:
 * the admin reads every collection; a user reads only their own documents; anyone reads the
 * public copies of ads with a query of the listed ones only (`listedOnly`: published since
 * listedSince(now)), a page at a time (`limit`, at most MAX_PUBLIC_ADS_QUERY).
 */
export function canList(
  actor: Actor | null,
  collection: string,
  whereUid?: string,
  listedOnly = false,
  limit?: number,
): boolean {
  if (collection === 'publicAds') return listedOnly && limit !== undefined && limit <= MAX_PUBLIC_ADS_QUERY;
  // The one listing is read by its path, never by a query.
  if (collection === 'listings') return false;
  if (!actor) return false;
  if (isAdmin(actor)) return parseCollection(collection) !== null;
  const parsed = parseCollection(collection);
  if (!parsed) return false;
  if (parsed.collection === 'dailyEntries') return parsed.uid === actor.uid;
  if (
    parsed.collection === 'totals' ||
    parsed.collection === 'payoutTotals' ||
    parsed.collection === 'payoutDetails' ||
    parsed.collection === 'filings'
  )
    return false;
  if (
    parsed.collection === 'payouts' ||
    parsed.collection === 'sentPayouts' ||
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
