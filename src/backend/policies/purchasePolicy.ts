import { hasRoomFor, releasesOne } from './filingPolicy';
import { findEbook, paymentAmount } from '../../catalogue/ebooks';
import { entitlementId } from '../documents/documentPaths';
import { BOOK_FILE_FIELDS, ENTITLEMENT_FIELDS, PAYMENT_FIELDS } from '../documents/fields';
import { isAdmin, type Actor } from '../isAdmin';
import { MAX_FULL_NAME, MAX_REJECTION_NOTE } from '../limits';
import { REJECTION_REASONS, type PaymentRefusal, type RejectionReason } from '../types';
import { isOwnEmail } from './userPolicy';
import {
  changedKeys,
  hasAll,
  hasOnly,
  isServerTime,
  isText,
  searchKey,
  type DocData,
  type World,
} from './policyHelpers';

/**
 * The access policy of a purchase once it is submitted: the admin's decision on a payment, the
 * entitlement a confirmation gives the buyer, and the per-book file link only owners may read.
 * firestore.rules states the same; the shared access matrix checks both.
 */

/** A transaction reference as stored and as the payment's document id: no spaces, upper case. */
export function normaliseTransactionId(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** UPI references (UTR, transaction ids) are letters, digits and a few separators; never a '/'. */
export const TRANSACTION_ID = /^[A-Z0-9._-]{4,64}$/;

/**
 * Why a new payment would be refused, or null when it is accepted: a pending payment of the buyer's
 * own for a book of the catalogue with its title and price, filed under its transaction id, for a
 * book the buyer does not own yet. Both backends report this reason, so the buyer reads the same
 * words whichever runs; the first that applies, in this order, is the one given.
 */
export function paymentRefusal(actor: Actor, id: string, data: DocData, world: World): PaymentRefusal | null {
  if (!isText(data.transactionId, 4, 64) || !TRANSACTION_ID.test(data.transactionId)) return 'transaction-id';
  const book = typeof data.bookId === 'string' ? findEbook(data.bookId) : undefined;
  if (!book || data.bookTitle !== book.recordedTitle) return 'book';
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
  // A profile written in the same batch counts (the matrix's longest address signs up and pays).
  if (world.getAfter(`users/${actor.uid}`) === null) return 'profile';
  if (!hasRoomFor(actor.uid, 'pendingPayments', world)) return 'pending-limit';
  // Last: it is the one reason the buyer cannot read, and the firebase backend asks after a refusal.
  if (world.get(`entitlements/${entitlementId(actor.uid, book.id)}`) !== null) return 'owned';
  return null;
}

export const isRejectionReason = (value: unknown): value is RejectionReason =>
  (REJECTION_REASONS as readonly unknown[]).includes(value);

/**
 * A link to the company's copy of the book: an https address with a host, or a path of this site
 * (the demo's samples). Never '//host' or '/\\host', which a browser follows to another site, and
 * no spaces or backslashes anywhere.
 */
export const BOOK_FILE_URL = /^(https:\/\/[^/\\\s]|\/[^/\\\s])[^\\\s]*$/;
export const MAX_BOOK_FILE_URL = 2000;

/** Who decided and when: the admin's own uid and the server's clock, never the browser's. */
const isStampedDecision = (actor: Actor, after: DocData) =>
  isServerTime(after.decidedAt) && after.decidedBy === actor.uid;

/**
 * The account a payment was filed by, or null for one of the specification's shape, from before
 * payments named their buyer (no `uid`, or an empty one): such a payment was never counted among
 * anyone's filings, and there is nobody to grant its book to.
 */
export function buyerOf(payment: DocData): string | null {
  return typeof payment.uid === 'string' && payment.uid !== '' ? payment.uid : null;
}

/**
 * The admin's pending → confirmed, which must come with the buyer's entitlement in the same batch;
 * a payment that names no buyer is confirmed alone, granting nothing.
 */
function isConfirmation(actor: Actor, id: string, before: DocData, after: DocData, world: World) {
  const buyer = buyerOf(before);
  const granted =
    buyer === null ||
    (typeof before.bookId === 'string' &&
      world.getAfter(`entitlements/${entitlementId(buyer, before.bookId)}`)?.paymentId === id);
  return (
    after.status === 'confirmed' &&
    changedKeys(before, after).every((key) => ['status', 'decidedAt', 'decidedBy'].includes(key)) &&
    isStampedDecision(actor, after) &&
    granted
  );
}

/** The admin's pending → rejected, with one of the reasons and perhaps a note. */
function isRejection(actor: Actor, before: DocData, after: DocData) {
  return (
    after.status === 'rejected' &&
    changedKeys(before, after).every((key) =>
      ['status', 'decidedAt', 'decidedBy', 'rejectionReason', 'rejectionNote'].includes(key),
    ) &&
    isStampedDecision(actor, after) &&
    isRejectionReason(after.rejectionReason) &&
    (!('rejectionNote' in after) || isText(after.rejectionNote, 0, MAX_REJECTION_NOTE))
  );
}

export function canDecidePayment(
  actor: Actor,
  id: string,
  before: DocData,
  after: DocData,
  world: World,
): boolean {
  const buyer = buyerOf(before);
  return (
    isAdmin(actor) &&
    before.status === 'pending' &&
    (isConfirmation(actor, id, before, after, world) || isRejection(actor, before, after)) &&
    // The decision frees the buyer's place among their payments waiting to be checked.
    (buyer === null || releasesOne(buyer, 'pendingPayments', world))
  );
}

/**
 * An entitlement is written by the admin only, in the batch that confirms the buyer's own payment
 * for that very book: no one owns a book without a confirmed payment of their own.
 */
export function canGrantEntitlement(actor: Actor, id: string, data: DocData, world: World): boolean {
  if (!isAdmin(actor) || !hasOnly(data, ENTITLEMENT_FIELDS) || !hasAll(data, ENTITLEMENT_FIELDS))
    return false;
  if (typeof data.uid !== 'string' || typeof data.bookId !== 'string' || typeof data.paymentId !== 'string')
    return false;
  const paymentPath = `payments/${data.paymentId}`;
  const before = world.get(paymentPath);
  const after = world.getAfter(paymentPath);
  return (
    id === entitlementId(data.uid, data.bookId) &&
    isServerTime(data.grantedAt) &&
    before?.status === 'pending' &&
    after?.status === 'confirmed' &&
    buyerOf(after) === data.uid &&
    after.bookId === data.bookId
  );
}

/**
 * An owner reads their entitlement; and the one it would belong to may ask for one that does not
 * exist, so a page learns with one read that the book is not theirs (the id is
 * {uid}_{bookId}, and a book's id has no '_').
 */
export function canReadEntitlement(actor: Actor, id: string, data: DocData | null): boolean {
  if (data) return data.uid === actor.uid;
  return id === entitlementId(actor.uid, id.slice(id.lastIndexOf('_') + 1));
}

/** The admin sets where a book of the catalogue is kept. */
export function canSetBookFile(actor: Actor, bookId: string, data: DocData): boolean {
  return (
    isAdmin(actor) &&
    findEbook(bookId) !== undefined &&
    hasOnly(data, BOOK_FILE_FIELDS) &&
    hasAll(data, BOOK_FILE_FIELDS) &&
    isText(data.url, 1, MAX_BOOK_FILE_URL) &&
    BOOK_FILE_URL.test(data.url) &&
    isServerTime(data.updatedAt)
  );
}

/** A book's file link: the admin, and whoever owns the book. */
export function canReadBookFile(actor: Actor, bookId: string, world: World): boolean {
  return isAdmin(actor) || world.get(`entitlements/${entitlementId(actor.uid, bookId)}`) !== null;
}

/** The admin frees a rejected payment's transaction id for its real owner by deleting the claim. */
export function canReleasePayment(actor: Actor, data: DocData | null): boolean {
  return isAdmin(actor) && data?.status === 'rejected';
}
