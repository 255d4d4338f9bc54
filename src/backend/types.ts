/**
 * The backend port: the entities of docs/data-and-access.md (the specification's and those added)
 * and every operation the product performs on them. Pages see only these types; the `local` and
 * `firebase` backends implement them with the same access policy and the same errors.
 */

/** The signed-in account, as the auth service reports it. */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string | null;
  /** The admin must have a verified address, so a sign-up with the admin's e-mail is not the admin. */
  emailVerified: boolean;
}

/** users/{uid} */
export interface UserProfile {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  approved: boolean;
  /** Approved once and then revoked (and not approved again since): they may still be owed money. */
  revoked: boolean;
  createdAt: Date | null;
}

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

/** entitlements/{uid}_{bookId}: the buyer owns the book, granted with the confirmation of `paymentId`. */
export interface Entitlement {
  uid: string;
  bookId: string;
  paymentId: string;
  grantedAt: Date | null;
}

/**
 * One page of a list in its order (newest first for payments). `next` asks for the page after it,
 * and is null on the last page; the value is the backend's own and means nothing to the page.
 */
export interface Page<T> {
  items: T[];
  next: string | null;
}

export interface PageRequest {
  size: number;
  /** A page's `next`: the items after that page; absent for the first page. */
  after?: string | null;
}

/**
 * Why the access policy refuses a new payment, so the buyer reads what to change: a transaction id
 * that is not a UPI reference, a book the buyer already owns, a book or an amount not the
 * catalogue's, an e-mail not the account's, a name missing or too long, or any other detail.
 */
export type PaymentRefusal = 'transaction-id' | 'owned' | 'book' | 'amount' | 'email' | 'name' | 'details';

export type NewPayment = Pick<
  Payment,
  'bookId' | 'bookTitle' | 'amount' | 'emailID' | 'userName' | 'transactionId'
>;

/** A calendar day in the user's local time, 'yyyy-MM-dd'; also the id of its daily entry. */
export type DayId = string;

/** entries/{uid}/dailyEntries/{date} */
export interface DailyEntry {
  /** Equal to the document id. */
  date: DayId;
  /** Whole entries, 0..100. */
  count: number;
}

/** One worker's count of one day, from a query across every worker. */
export interface WorkerDay {
  uid: string;
  date: DayId;
  count: number;
}

/**
 * Where an ad is in its life: waiting for the admin's review, published (listed on /ads until it
 * expires), rejected with a reason, or withdrawn by its poster. In the order the admin's list of
 * ads shows them; firestore.rules compares the same words (the same test checks it).
 */
export const SUBMISSION_STATUSES = ['waiting', 'published', 'rejected', 'withdrawn'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/**
 * entries/{uid}: a worker's running totals, moved in the same batched write as each day's count
 * (the rules check they move by exactly the count's change). Its size is fixed, whatever the
 * length of the history: a month's total is the sum of that month's days, which a page showing
 * the month reads anyway.
 */
export interface WorkerTotals {
  allTime: number;
  /** The first day ever recorded, where the worker's statement begins; '' while there is none. */
  firstDay: DayId | '';
}

/**
 * payouts/{id}: money the company paid a worker outside the app, recorded by the admin. Append-only:
 * a mistake is taken back by a reversal (`reverses` names the payout, `amount` is its negative),
 * filed under `<originalId>-reversal` so a payout is reversed at most once.
 */
export interface Payout {
  id: string;
  /** The worker paid. */
  uid: string;
  /** Whole rupees: positive for a payout, the negative of the original for a reversal. */
  amount: number;
  /** The day the money was sent (for a reversal, the day it was taken back). */
  paidOn: DayId;
  /** The UPI or bank reference. */
  reference: string;
  /** The admin's words; required on a reversal. */
  note: string;
  /** The id of the payout this one takes back; null for a payout. */
  reverses: string | null;
  createdAt: Date | null;
  /** The admin who recorded it. */
  createdBy: string;
}

/** What the admin types for a payout. */
export interface NewPayout {
  uid: string;
  amount: number;
  paidOn: DayId;
  reference: string;
  note: string;
}

/** payoutTotals/{uid}: what a worker has been paid to date, moved in the batch of each payout. */
export interface PayoutTotals {
  /** Whole rupees, reversals taken off. */
  paid: number;
}

/** submissions/{id} */
export interface Submission {
  id: string;
  /** The poster's full name from their profile. */
  userName: string;
  email: string;
  category: string;
  subcategory: string;
  /** Field label → value, as typed. */
  fields: Record<string, string>;
  timestamp: Date | null;
  uid: string;
  status: SubmissionStatus;
  /** When the admin published it, or the poster last renewed it; null before publication. */
  publishedAt: Date | null;
  /** The admin's reason, for a rejected ad. */
  reason: string;
}

/**
 * publicAds/{id}: what anyone may read of a published ad, under the ad's own id. The poster's
 * e-mail, full name and account id are never part of it.
 */
export interface PublicAd {
  id: string;
  category: string;
  subcategory: string;
  /** Field label → value, as the poster typed them. */
  fields: Record<string, string>;
  /** The poster's first name. */
  firstName: string;
  publishedAt: Date | null;
}

/** What /ads asks for: one page of the listed ads, newest first. */
export interface PublicAdsQuery {
  category?: string;
  subcategory?: string;
  /** Whole words the ad must contain, as typed; the empty string for any ad. */
  search?: string;
  pageSize: number;
  /** The `next` of the page before, for the page after it. */
  after?: string | null;
}

export interface PublicAdsPage {
  ads: PublicAd[];
  /** Where the next page starts; null on the last page. */
  next: string | null;
}

/** One ad's public page: listed, expired (its copy is still there but no longer shown), or not there. */
export type PublicAdLookup =
  { status: 'listed'; ad: PublicAd } | { status: 'expired' } | { status: 'missing' };

export type NewSubmission = Pick<Submission, 'userName' | 'email' | 'category' | 'subcategory' | 'fields'>;

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** The typed failures the UI words for people (see src/backend/errors.ts). */
export type BackendErrorCode =
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'already-exists'
  | 'invalid-input'
  | 'network'
  /** Sign-in failed and the service does not say whether the e-mail or the password was wrong. */
  | 'invalid-credential'
  | 'wrong-password'
  | 'user-not-found'
  | 'email-in-use'
  | 'weak-password'
  | 'invalid-email'
  /** A sign-up's first or last name that the profile cannot hold. */
  | 'invalid-name'
  | 'too-many-requests'
  | 'unknown';

export interface AuthPort {
  /** Calls back at once with the current state (null when signed out), then on every change. */
  subscribe(listener: (user: AuthUser | null) => void): () => void;
  /** Creates the account and its users/{uid} profile with approved false; signs the user in. */
  signUp(input: SignUpInput): Promise<AuthUser>;
  signIn(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
}

export interface UsersRepository {
  /** The profile of `uid`, or null when it does not exist. */
  get(uid: string): Promise<UserProfile | null>;
  /**
   * Admin only: one page of the approved workers by first name, last name. The admin's own
   * profile is never one of them (a page may be one short for it).
   */
  listApprovedPage(request: PageRequest): Promise<Page<UserProfile>>;
  /** Admin only: how many workers are approved, counted by the server, the admin not among them. */
  countApproved(): Promise<number>;
  /** Admin only: one page of the users whose approval was revoked, by first name, last name. */
  listRevokedPage(request: PageRequest): Promise<Page<UserProfile>>;
  /** Admin only: how many users' approval was revoked, counted by the server. */
  countRevoked(): Promise<number>;
  /**
   * Admin only: one page of the users waiting for approval (not approved, never revoked), by first
   * name, last name; the admin's own profile is never one of them.
   */
  listWaitingPage(request: PageRequest): Promise<Page<UserProfile>>;
  /** Admin only: how many users wait for approval (not approved, never revoked), counted by the server. */
  countWaiting(): Promise<number>;
  /** Admin only; approving clears the revoked mark, taking the approval away sets it. */
  setApproval(uid: string, approved: boolean): Promise<void>;
  /**
   * Admin only: marks revoked every user who is not approved, has days recorded and is not marked
   * yet (workers revoked before the mark existed), and says how many it marked. Running it again
   * marks no one.
   */
  markFormerWorkers(): Promise<number>;
}

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
  /** Admin only: pending → confirmed, granting the buyer the book in the same write. */
  approve(id: string): Promise<void>;
  /** Admin only: pending → rejected, with the reason the buyer will see. */
  reject(id: string, rejection: Rejection): Promise<void>;
  /** Admin only: deletes a rejected payment so its transaction id can be submitted again. */
  release(id: string): Promise<void>;
  /** Admin only: the confirmed payments decided from `start` (inclusive) to `end` (exclusive), oldest first. */
  listConfirmedBetween(start: Date, end: Date): Promise<Payment[]>;
}

export interface LibraryRepository {
  /** The books the current user owns. */
  listMine(): Promise<Entitlement[]>;
  /** The current user's entitlement to one book (one document read), or null when they do not own it. */
  owned(bookId: string): Promise<Entitlement | null>;
  /** Where an owned book's file is (the admin's link); null when none is set yet. */
  fileLink(bookId: string): Promise<string | null>;
  /** Admin only: every book's link, by book id. */
  listFileLinks(): Promise<Record<string, string>>;
  /** Admin only. */
  setFileLink(bookId: string, url: string): Promise<void>;
}

export interface EntriesRepository {
  get(uid: string, date: DayId): Promise<DailyEntry | null>;
  /**
   * Admin only: upsert the count of one day and move the worker's totals by its change, in one
   * batch; a worker without totals is recounted first. Returns the totals after the write.
   */
  save(uid: string, date: DayId, count: number): Promise<WorkerTotals>;
  /** Entries with from <= date <= to, both inclusive. */
  listRange(uid: string, from: DayId, to: DayId): Promise<DailyEntry[]>;
  listAll(uid: string): Promise<DailyEntry[]>;
  /** The worker's running totals; null for a worker whose history was never counted. */
  totals(uid: string): Promise<WorkerTotals | null>;
  /** Admin only: counts a worker's whole history once and writes their missing totals. */
  recountTotals(uid: string): Promise<WorkerTotals>;
  /** Admin only: every worker's count on one day, by uid, from one query. */
  countsOn(date: DayId): Promise<Record<string, number>>;
  /** Admin only: everyone's entries from `from` to `to`, both inclusive, summed by the server. */
  sumDays(from: DayId, to: DayId): Promise<number>;
  /** Admin only: everyone's entries of all time, the sum of the workers' totals. */
  sumAllTime(): Promise<number>;
  /** Admin only: every worker's days from `from` to `to`, both inclusive, from one query. */
  listDaysOfEveryone(from: DayId, to: DayId): Promise<WorkerDay[]>;
}

export interface PayoutsRepository {
  /**
   * Admin only: records a payout and moves the worker's paid-to-date by it in one write;
   * 'invalid-input' for an amount or a day the policy refuses.
   */
  record(payout: NewPayout): Promise<Payout>;
  /**
   * Admin only: takes a payout back with a reversal carrying `note`; 'already-exists' when it was
   * reversed before, 'invalid-input' for a reversal or an empty note.
   */
  reverse(original: Payout, paidOn: DayId, note: string): Promise<Payout>;
  /** The worker's payouts (their own, or the admin's view of anyone's), oldest first. */
  listFor(uid: string): Promise<Payout[]>;
  /** The worker's payouts with from <= paidOn <= to, oldest first. */
  listForRange(uid: string, from: DayId, to: DayId): Promise<Payout[]>;
  /** Admin only: everyone's payouts with from <= paidOn <= to, both inclusive, oldest first. */
  listRange(from: DayId, to: DayId): Promise<Payout[]>;
  /** The worker's paid-to-date; zero for a worker never paid. */
  totals(uid: string): Promise<PayoutTotals>;
  /** Admin only: what has been paid to everyone, summed by the server. */
  sumPaid(): Promise<number>;
}

export interface SubmissionsRepository {
  /** Writes an ad owned by the current user, waiting for review, stamped with server time. */
  add(submission: NewSubmission): Promise<Submission>;
  /** Admin only: one page of the ads in one state, newest first. */
  listPage(status: SubmissionStatus, request: PageRequest): Promise<Page<Submission>>;
  /** Admin only: how many ads are in each state, counted by the database. */
  countByStatus(): Promise<Record<SubmissionStatus, number>>;
  /** Admin only: how many ads there are, counted by the server. */
  count(): Promise<number>;
  /** The current user's own ads. */
  listMine(): Promise<Submission[]>;
  /** Admin only: publishes a waiting ad, writing its public copy in the same batch. */
  approve(id: string): Promise<void>;
  /** Admin only: rejects a waiting ad with the reason its poster will read. */
  reject(id: string, reason: string): Promise<void>;
  /** The poster: takes their published ad off the listing, deleting its public copy. */
  withdraw(id: string): Promise<void>;
  /** The poster: lists their expired ad again for another period from now. */
  renew(id: string): Promise<void>;
}

/** The published ads, readable by anyone, signed in or not. */
export interface PublicAdsReader {
  list(query: PublicAdsQuery): Promise<PublicAdsPage>;
  get(id: string): Promise<PublicAdLookup>;
}

export type BackendKind = 'local' | 'firebase';

export interface Backend {
  kind: BackendKind;
  auth: AuthPort;
  users: UsersRepository;
  payments: PaymentsRepository;
  library: LibraryRepository;
  entries: EntriesRepository;
  payouts: PayoutsRepository;
  submissions: SubmissionsRepository;
  publicAds: PublicAdsReader;
}
