import type { Page, PageRequest } from './paging';

/** The port's payments/{id}: a buyer's UPI payment for an eBook and the admin's decision on it. */

/**
 * A payment's statuses, in the order the admin's dashboard shows them as tabs. firestore.rules
 * compares the same words (src/backend/firebase/rulesLists.test.ts checks it).
 */
export const PAYMENT_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Why the admin refused a payment, in the order the rejection dialog offers them; the buyer reads
 * the words of each in My Library. firestore.rules accepts exactly these (the same test checks it).
 */
export const REJECTION_REASONS = [
  'amount-not-received',
  'wrong-amount',
  'transaction-not-found',
  'other-book',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export interface Rejection {
  reason: RejectionReason;
  /** The admin's own words to the buyer, if any. */
  note?: string;
}

/** payments/{id}; the id is the normalised transaction id, so one reference is paid once. */
export interface Payment {
  id: string;
  bookId: string;
  bookTitle: string;
  /** With the rupee sign, as the specification stores it: '₹1,499'. */
  amount: string;
  emailID: string;
  userName: string;
  transactionId: string;
  /** Server time of the submission; null while a local write is pending. */
  createdAt: Date | null;
  /** Older documents carry their date here instead of createdAt. */
  timestamp?: Date | null;
  status: PaymentStatus;
  /** The buyer. */
  uid: string;
  /** Server time of the admin's approval or rejection; absent while pending. */
  decidedAt?: Date | null;
  /** The admin who decided. */
  decidedBy?: string;
  /** Set on a rejected payment. */
  rejectionReason?: RejectionReason;
  rejectionNote?: string;
}

/**
 * Why the access policy refuses a new payment, so the buyer reads what to change: a transaction id
 * that is not a UPI reference, a book the buyer already owns, a book or an amount not the
 * catalogue's, an e-mail not the account's, a name missing or too long, or any other detail.
 */
export type PaymentRefusal =
  | 'transaction-id'
  | 'owned'
  | 'book'
  | 'amount'
  | 'email'
  | 'name'
  | 'details'
  /** The account has no profile: filing anything needs one. */
  | 'profile'
  /** The account already has MAX_PENDING_PAYMENTS payments waiting to be checked. */
  | 'pending-limit';

export type NewPayment = Pick<
  Payment,
  'bookId' | 'bookTitle' | 'amount' | 'emailID' | 'userName' | 'transactionId'
>;

/** What became of a decision: made now, or made already, the same way, before this press. */
export type Decided = 'decided' | 'decided-before';

export interface PaymentsRepository {
  /**
   * Writes a pending payment owned by the current user; 'already-exists' for a repeated transaction
   * id, 'invalid-input' with the policy's PaymentRefusal for a payment it refuses.
   */
  submit(payment: NewPayment): Promise<Payment>;
  /**
   * One of the current user's pending payments for the book, or null: at most one document read,
   * so a page can say the payment is being checked without reading the whole library.
   */
  pendingFor(bookId: string): Promise<Payment | null>;
  /** Admin only: one page of the payments in `status`, newest first. */
  listPage(status: PaymentStatus, request: PageRequest): Promise<Page<Payment>>;
  /** Admin only: how many payments are in `status`, counted by the server. */
  count(status: PaymentStatus): Promise<number>;
  /** Admin only: the payment of one transaction id (its document), or null. */
  find(transactionId: string): Promise<Payment | null>;
  /**
   * Admin only: the newest payments whose buyer's name or e-mail starts with `prefix` (any case).
   * Payments written before the search fields existed are not found this way.
   */
  searchByBuyer(prefix: string, size: number): Promise<Payment[]>;
  /** The current user's own payments. */
  listMine(): Promise<Payment[]>;
  /**
   * One payment, the buyer's own or (for the admin) anyone's; null when there is none the caller
   * may read, so an unknown id and someone else's look the same.
   */
  get(id: string): Promise<Payment | null>;
  /**
   * Admin only: pending → confirmed, granting the buyer the book in the same write. 'decided-before'
   * when it was confirmed already (by another tab, or by a press whose answer was lost), and nothing
   * is written again; 'already-exists' when it was rejected by then.
   */
  approve(id: string): Promise<Decided>;
  /**
   * Admin only: pending → rejected, with the reason the buyer will see; 'decided-before' when it was
   * rejected already, 'already-exists' when it was confirmed by then.
   */
  reject(id: string, rejection: Rejection): Promise<Decided>;
  /** Admin only: deletes a rejected payment so its transaction id can be submitted again. */
  release(id: string): Promise<void>;
  /**
   * Admin only: one page of the pending payments sent from `start` (inclusive) to `end` (exclusive),
   * newest first: what a bank statement of those days can settle.
   */
  listPendingBetween(start: Date, end: Date, request: PageRequest): Promise<Page<Payment>>;
  /** Admin only: the confirmed payments decided from `start` (inclusive) to `end` (exclusive), oldest first. */
  listConfirmedBetween(start: Date, end: Date): Promise<Payment[]>;
}
