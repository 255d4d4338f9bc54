import { BackendError } from '../errors';
import { entitlementId } from './documentPaths';
import { isOneOf, text, toDate, warnUnknown } from './documentReading';
import type { BookFileDocument, EntitlementDocument, PaymentDocument } from './fields';
import { SERVER_TIME, searchKey, type DocData } from '../policies/policyHelpers';
import { isRejectionReason, normaliseTransactionId } from '../policies/purchasePolicy';
import {
  PAYMENT_STATUSES,
  type Entitlement,
  type NewPayment,
  type Payment,
  type PaymentStatus,
  type Rejection,
  type RejectionReason,
} from '../types';

/**
 * payments/{id}, entitlements/{uid_bookId} and bookFiles/{bookId}: a purchase's documents as the app
 * writes them (a field the server stamps holds SERVER_TIME), and as it reads them back.
 */

/** payments/{id}: filed under its normalised transaction id, pending, owned by `uid`. */
export function paymentDocument(uid: string, payment: NewPayment): { id: string; data: DocData } {
  const transactionId = normaliseTransactionId(payment.transactionId);
  return {
    id: transactionId,
    data: {
      bookId: payment.bookId,
      bookTitle: payment.bookTitle,
      amount: payment.amount,
      emailID: payment.emailID.trim(),
      userName: payment.userName.trim(),
      transactionId,
      createdAt: SERVER_TIME,
      status: 'pending',
      uid,
      searchName: searchKey(payment.userName),
      searchEmail: searchKey(payment.emailID),
    } satisfies PaymentDocument,
  };
}

/**
 * Whether `stored` is the payment `filed` describes, sent before by the same buyer: their payment for
 * the same book and amount, not rejected. A buyer whose first press reached the server while its
 * answer was lost presses again and is shown that payment, not told its id is taken.
 */
export function isSameFiling(stored: DocData, filed: DocData): boolean {
  return (
    stored.uid === filed.uid &&
    stored.bookId === filed.bookId &&
    stored.amount === filed.amount &&
    stored.status !== 'rejected'
  );
}

/**
 * Whether the admin's decision `wanted` on a payment now `status` is still to make ('decided-before'
 * when it was made already, the same way); a payment decided the other way by then is refused.
 */
export function decisionStill(
  status: PaymentStatus,
  wanted: 'confirmed' | 'rejected',
): 'to-make' | 'decided-before' {
  if (status === 'pending') return 'to-make';
  if (status === wanted) return 'decided-before';
  throw new BackendError(
    'already-exists',
    status === 'confirmed'
      ? 'This payment was already approved by then, so it was not rejected.'
      : 'This payment was already rejected by then, so it was not approved.',
  );
}

/**
 * A payment of an unknown status is read as pending, the one status that neither grants the book
 * nor tells the buyer it was refused, so the buyer still finds it in their library.
 */
function paymentStatus(id: string, stored: unknown): PaymentStatus {
  if (isOneOf(PAYMENT_STATUSES, stored)) return stored;
  warnUnknown(`Payment ${id}`, 'status', stored, 'it is shown as pending');
  return 'pending';
}

/** A rejection's reason; an unknown one is left out, and the buyer reads the rejection without it. */
function rejectionReason(id: string, stored: unknown): RejectionReason | undefined {
  if (stored === undefined || isRejectionReason(stored)) return stored;
  warnUnknown(`Payment ${id}`, 'rejection reason', stored, 'it is shown without a reason');
  return undefined;
}

export function toPayment(id: string, data: DocData): Payment {
  const reason = rejectionReason(id, data.rejectionReason);
  return {
    id,
    bookId: text(data.bookId),
    bookTitle: text(data.bookTitle),
    amount: text(data.amount),
    emailID: text(data.emailID),
    userName: text(data.userName),
    transactionId: text(data.transactionId, id),
    createdAt: toDate(data.createdAt),
    // Older documents carry their date in `timestamp`; the admin table falls back to it.
    timestamp: toDate(data.timestamp),
    status: paymentStatus(id, data.status),
    uid: text(data.uid),
    ...('decidedAt' in data && { decidedAt: toDate(data.decidedAt) }),
    ...(typeof data.decidedBy === 'string' && { decidedBy: data.decidedBy }),
    ...(reason && { rejectionReason: reason }),
    ...(typeof data.rejectionNote === 'string' && { rejectionNote: data.rejectionNote }),
  };
}

/**
 * Whether a payment names the account that filed it: every payment the app files does; one of the
 * specification's shape, from before payments named their buyer, does not (buyerOf in
 * purchasePolicy.ts judges the stored document the same way).
 */
export const namesBuyer = (payment: Pick<Payment, 'uid'>) => payment.uid !== '';

/**
 * The writes of a confirmation, made in one batch: the payment becomes confirmed, stamped with the
 * admin and the server's time, and the buyer is granted the book (firestore.rules requires both).
 * A payment that names no buyer is confirmed alone: there is nobody to grant the book to.
 */
export function confirmationWrites(adminUid: string, payment: Pick<Payment, 'id' | 'uid' | 'bookId'>) {
  return {
    paymentPath: `payments/${payment.id}`,
    paymentPatch: { status: 'confirmed', decidedAt: SERVER_TIME, decidedBy: adminUid } as DocData,
    grant: namesBuyer(payment)
      ? {
          path: `entitlements/${entitlementId(payment.uid, payment.bookId)}`,
          data: {
            uid: payment.uid,
            bookId: payment.bookId,
            paymentId: payment.id,
            grantedAt: SERVER_TIME,
          } satisfies EntitlementDocument,
        }
      : null,
  };
}

/** The fields a rejection changes; an empty note is left out. */
export function rejectionPatch(adminUid: string, rejection: Rejection): DocData {
  const note = rejection.note?.trim();
  return {
    status: 'rejected',
    decidedAt: SERVER_TIME,
    decidedBy: adminUid,
    rejectionReason: rejection.reason,
    ...(note && { rejectionNote: note }),
  };
}

export function toEntitlement(data: DocData): Entitlement {
  return {
    uid: text(data.uid),
    bookId: text(data.bookId),
    paymentId: text(data.paymentId),
    grantedAt: toDate(data.grantedAt),
  };
}

/** bookFiles/{bookId}: the admin's link to the book's file. */
export function bookFileDocument(url: string): DocData {
  return { url: url.trim(), updatedAt: SERVER_TIME } satisfies BookFileDocument;
}
