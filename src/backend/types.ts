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

export type PaymentStatus = 'pending' | 'confirmed';

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

/**
 * Where an ad is in its life: waiting for the admin's review, published (listed on /ads until it
 * expires), rejected with a reason, or withdrawn by its poster.
 */
export type SubmissionStatus = 'waiting' | 'published' | 'rejected' | 'withdrawn';

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
  /** Admin only: pending → confirmed. */
  approve(id: string): Promise<void>;
}

export interface EntriesRepository {
  get(uid: string, date: DayId): Promise<DailyEntry | null>;
  /** Admin only: upsert (merge) the count of one day. */
  save(uid: string, date: DayId, count: number): Promise<void>;
  /** Entries with from <= date <= to, both inclusive. */
  listRange(uid: string, from: DayId, to: DayId): Promise<DailyEntry[]>;
  listAll(uid: string): Promise<DailyEntry[]>;
}

/** One page of the admin's list of ads, newest first. */
export interface SubmissionsPage {
  ads: Submission[];
  /** Where the next page starts; null on the last page. */
  next: string | null;
}

export interface SubmissionsRepository {
  /** Writes an ad owned by the current user, waiting for review, stamped with server time. */
  add(submission: NewSubmission): Promise<Submission>;
  /** Admin only. */
  listAll(): Promise<Submission[]>;
  /** Admin only: one page of the ads in one state, newest first. */
  listPage(status: SubmissionStatus, pageSize: number, after?: string | null): Promise<SubmissionsPage>;
  /** Admin only: how many ads are in each state, counted by the database. */
  countByStatus(): Promise<Record<SubmissionStatus, number>>;
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
  entries: EntriesRepository;
  submissions: SubmissionsRepository;
  publicAds: PublicAdsReader;
}
