import { parseISO } from 'date-fns';
import { entitlementId } from './documentPaths';
import { earlierDay } from '../lib/days';
import type {
  BookFileDocument,
  EntitlementDocument,
  EntryDocument,
  PaymentDocument,
  ProfileDocument,
  PublicAdDocument,
  SubmissionChange,
  SubmissionDocument,
  TotalsDocument,
} from './fields';
import { normaliseTransactionId, searchKey, SERVER_TIME, type DocData } from './policy';
import { adWords } from './publicAds';
import { isRejectionReason } from './purchasePolicy';
import {
  PAYMENT_STATUSES,
  SUBMISSION_STATUSES,
  type DailyEntry,
  type DayId,
  type Entitlement,
  type NewPayment,
  type NewSubmission,
  type Payment,
  type PaymentStatus,
  type Rejection,
  type RejectionReason,
  type Submission,
  type SubmissionStatus,
  type UserProfile,
  type WorkerTotals,
} from './types';

/**
 * The documents the firebase backend writes and the entities it reads back, as pure functions: the
 * field names are in docs/data-and-access.md, and a field the server stamps holds policy's SERVER_TIME
 * marker, which the adapter swaps for Firestore's serverTimestamp() at the moment of writing. That
 * lets a plain unit test hold every document against the access policy that firestore.rules states.
 * Each new document `satisfies` its list of fields in fields.ts, so the two cannot drift apart.
 */

/** users/{uid} of a new account: never approved, stamped with server time. */
export function profileDocument(
  user: { uid: string; email: string },
  name: { firstName: string; lastName: string },
): DocData {
  return {
    id: user.uid,
    firstName: name.firstName.trim(),
    lastName: name.lastName.trim(),
    email: user.email.trim().toLowerCase(),
    approved: false,
    createdAt: SERVER_TIME,
  } satisfies ProfileDocument;
}

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

/** entries/{uid}/dailyEntries/{date}: the date is also the document id. */
export function entryDocument(date: DayId, count: number): DocData {
  return { count, date } satisfies EntryDocument;
}

/** The totals of a whole history of days, as a recount writes them. */
export function countTotals(entries: readonly DailyEntry[]): WorkerTotals {
  const totals: WorkerTotals = { allTime: 0, firstDay: '' };
  for (const { date, count } of entries) {
    totals.allTime += count;
    totals.firstDay = earlierDay(totals.firstDay, date);
  }
  return totals;
}

/** The totals after one day's count goes from `before` (0 when unrecorded) to `after`. */
export function movedTotals(totals: WorkerTotals, day: DayId, before: number, after: number): WorkerTotals {
  return { allTime: totals.allTime + after - before, firstDay: earlierDay(totals.firstDay, day) };
}

/** entries/{uid}: the totals, with the day whose write last moved them ('' after a recount). */
export function totalsDocument(totals: WorkerTotals, lastDay: DayId | ''): DocData {
  return { allTime: totals.allTime, firstDay: totals.firstDay, lastDay } satisfies TotalsDocument;
}

/**
 * The totals of a document, or null for one written before they took their present shape (with a
 * per-month map and no first day): such a worker is recounted, as one without totals is.
 */
export function toTotals(data: DocData): WorkerTotals | null {
  if (typeof data.firstDay !== 'string') return null;
  return { allTime: typeof data.allTime === 'number' ? data.allTime : 0, firstDay: data.firstDay };
}

/** An opaque page cursor from the values a list is ordered by, and back. */
export const encodeCursor = (values: readonly unknown[]): string => JSON.stringify(values);
export function decodeCursor(cursor: string | null | undefined): unknown[] | null {
  if (!cursor) return null;
  try {
    const values: unknown = JSON.parse(cursor);
    return Array.isArray(values) ? values : null;
  } catch {
    return null;
  }
}

/** submissions/{auto id}, owned by `uid`, stamped with server time, waiting for review. */
export function submissionDocument(uid: string, submission: NewSubmission): DocData {
  return {
    userName: submission.userName,
    email: submission.email,
    category: submission.category,
    subcategory: submission.subcategory,
    fields: { ...submission.fields },
    timestamp: SERVER_TIME,
    uid,
    status: 'waiting',
  } satisfies SubmissionDocument;
}

/**
 * The admin's approval: the ad's new state and its public copy, written together. The copy holds
 * the ad's own category, subcategory and fields, the poster's first name and the words a search
 * matches; never the e-mail, the full name or the account id.
 */
export function approvalDocuments(
  ad: Submission,
  posterFirstName: string,
): { ad: DocData; publicAd: DocData } {
  return {
    ad: { status: 'published', publishedAt: SERVER_TIME } satisfies SubmissionChange,
    publicAd: {
      category: ad.category,
      subcategory: ad.subcategory,
      fields: { ...ad.fields },
      firstName: posterFirstName,
      publishedAt: SERVER_TIME,
      words: adWords(ad),
    } satisfies PublicAdDocument,
  };
}

/** The poster's renewal: the ad and its public copy published again from now. */
export const renewalDocument = (): DocData => ({ publishedAt: SERVER_TIME });

/**
 * A Firestore Timestamp, a Date, or an older record's date string or epoch milliseconds as a Date
 * (an unreadable one as an invalid Date, which shows as 'Invalid Date'); a missing field as null.
 */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  // parseISO keeps a bare yyyy-MM-dd on that calendar day wherever the reader is.
  if (typeof value === 'string') return parseISO(value);
  if (typeof value === 'number') return new Date(value);
  if (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toDate?: unknown }).toDate === 'function'
  ) {
    const date = (value as { toDate: () => unknown }).toDate();
    return date instanceof Date ? date : null;
  }
  return null;
}

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

const isOneOf = <T extends string>(words: readonly T[], value: unknown): value is T =>
  (words as readonly unknown[]).includes(value);

/** A stored value as a warning names it: a text in quotes. */
const quoted = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

/**
 * Says in the console that a stored document holds a word the app does not know and how it is
 * read instead: firestore.rules lets no such value be written, so it comes from an old or a
 * hand-edited document, which someone should look at rather than have the page guess in silence.
 */
function warnUnknown(document: string, field: string, stored: unknown, readAs: string): void {
  console.warn(`${document} has the ${field} ${quoted(stored)}, which the app does not know; ${readAs}.`);
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

export function toProfile(id: string, data: DocData): UserProfile {
  return {
    id: text(data.id, id),
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    email: text(data.email),
    approved: data.approved === true,
    revoked: data.revoked === true && data.approved !== true,
    createdAt: toDate(data.createdAt),
  };
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
 * The writes of a confirmation, made in one batch: the payment becomes confirmed, stamped with the
 * admin and the server's time, and the buyer is granted the book (firestore.rules requires both).
 */
export function confirmationWrites(adminUid: string, payment: Pick<Payment, 'id' | 'uid' | 'bookId'>) {
  return {
    paymentPath: `payments/${payment.id}`,
    paymentPatch: { status: 'confirmed', decidedAt: SERVER_TIME, decidedBy: adminUid } as DocData,
    entitlementPath: `entitlements/${entitlementId(payment.uid, payment.bookId)}`,
    entitlement: {
      uid: payment.uid,
      bookId: payment.bookId,
      paymentId: payment.id,
      grantedAt: SERVER_TIME,
    } satisfies EntitlementDocument,
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

export function toEntry(id: string, data: DocData): DailyEntry {
  return { date: text(data.date, id), count: typeof data.count === 'number' ? data.count : 0 };
}

/**
 * An ad posted before moderation existed has no state: it waits for review like a new one. One of
 * an unknown state is read as waiting too, the state that shows it to no one but its poster and
 * the admin, but that is a guess worth a warning.
 */
function adStatus(id: string, stored: unknown): SubmissionStatus {
  if (stored === undefined || isOneOf(SUBMISSION_STATUSES, stored)) return stored ?? 'waiting';
  warnUnknown(`Ad ${id}`, 'status', stored, 'it is shown as waiting for review');
  return 'waiting';
}

export function toSubmission(id: string, data: DocData): Submission {
  const fields: Record<string, string> = {};
  if (typeof data.fields === 'object' && data.fields !== null) {
    for (const [label, value] of Object.entries(data.fields)) fields[label] = String(value);
  }
  return {
    id,
    userName: text(data.userName),
    email: text(data.email),
    category: text(data.category),
    subcategory: text(data.subcategory),
    fields,
    timestamp: toDate(data.timestamp),
    uid: text(data.uid),
    status: adStatus(id, data.status),
    publishedAt: toDate(data.publishedAt),
    reason: text(data.reason),
  };
}

/** Replaces each top-level SERVER_TIME marker with `stamp` (Firestore's serverTimestamp()). */
export function withServerTime(data: DocData, stamp: unknown): DocData {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value === SERVER_TIME ? stamp : value]),
  );
}
