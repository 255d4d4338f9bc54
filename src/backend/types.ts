/**
 * The backend port: the entities of the specification (section 3, with the additions of DESIGN.md)
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
  createdAt: Date | null;
}

export type PaymentStatus = 'pending' | 'confirmed' | 'rejected';

/** Why the admin refused a payment (src/backend/purchasePolicy.ts lists them). */
export type RejectionReason = 'amount-not-received' | 'wrong-amount' | 'transaction-not-found' | 'other-book';

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
}

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
  /** Admin only. */
  listAll(): Promise<UserProfile[]>;
  /** Admin only: the users with approved == true. */
  listApproved(): Promise<UserProfile[]>;
  /** Admin only. */
  setApproval(uid: string, approved: boolean): Promise<void>;
}

export interface PaymentsRepository {
  /** Writes a pending payment owned by the current user; 'already-exists' for a repeated transaction id. */
  submit(payment: NewPayment): Promise<Payment>;
  /** Admin only. */
  listAll(): Promise<Payment[]>;
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
}

export interface LibraryRepository {
  /** The books the current user owns. */
  listMine(): Promise<Entitlement[]>;
  /** Where an owned book's file is (the admin's link); null when none is set yet. */
  fileLink(bookId: string): Promise<string | null>;
  /** Admin only: every book's link, by book id. */
  listFileLinks(): Promise<Record<string, string>>;
  /** Admin only. */
  setFileLink(bookId: string, url: string): Promise<void>;
}

export interface EntriesRepository {
  get(uid: string, date: DayId): Promise<DailyEntry | null>;
  /** Admin only: upsert (merge) the count of one day. */
  save(uid: string, date: DayId, count: number): Promise<void>;
  /** Entries with from <= date <= to, both inclusive. */
  listRange(uid: string, from: DayId, to: DayId): Promise<DailyEntry[]>;
  listAll(uid: string): Promise<DailyEntry[]>;
}

export interface SubmissionsRepository {
  /** Writes an ad owned by the current user, stamped with server time. */
  add(submission: NewSubmission): Promise<Submission>;
  /** Admin only. */
  listAll(): Promise<Submission[]>;
  /** The current user's own ads. */
  listMine(): Promise<Submission[]>;
}

export type BackendKind = 'local' | 'firebase';

export interface Backend {
  kind: BackendKind;
  auth: AuthPort;
  users: UsersRepository;
  payments: PaymentsRepository;
  library: LibraryRepository;
  entries: EntriesRepository;
  submissions: SubmissionsRepository;
}
