import type { Page, PageRequest } from './paging';

/** The port's ads: submissions/{id} as posted and reviewed, and their public copies. */

/**
 * Where an ad is in its life: waiting for the admin's review, published (listed on /ads until it
 * expires), rejected with a reason, withdrawn by its poster, or taken down by the admin after it
 * was published, with a reason. In the order the admin's list of ads shows them; firestore.rules
 * compares the same words (src/backend/firebase/rulesLists.test.ts checks it).
 */
export const SUBMISSION_STATUSES = ['waiting', 'published', 'rejected', 'withdrawn', 'taken-down'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

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
  /** The admin's reason, for a rejected or taken-down ad. */
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

/** What an ad's card on /ads shows: its place in the catalogue, the fields of its title, price and place. */
export type PublicAdCard = Pick<PublicAd, 'id' | 'category' | 'subcategory' | 'fields' | 'publishedAt'>;

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
  ads: PublicAdCard[];
  /** Where the next page starts; null on the last page. */
  next: string | null;
}

/** One ad's public page: listed, expired (its copy is still there but no longer shown), or not there. */
export type PublicAdLookup =
  { status: 'listed'; ad: PublicAd } | { status: 'expired' } | { status: 'missing' };

/**
 * Why a signed-in visitor reports a listed ad. firestore.rules accepts the same words
 * (src/backend/firebase/rulesLists.test.ts checks it).
 */
export const REPORT_REASONS = ['scam', 'sold', 'wrong-category', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** adReports/{adId}: how many people reported an ad, and the latest reason, for the admin. */
export interface AdReport {
  adId: string;
  count: number;
  lastReason: ReportReason;
  lastReportedAt: Date | null;
}

export type NewSubmission = Pick<Submission, 'userName' | 'email' | 'category' | 'subcategory' | 'fields'>;

export interface SubmissionsRepository {
  /**
   * Writes an ad owned by the current user, waiting for review, stamped with server time, under
   * `id`: a form sends the same id again after a failure whose answer was lost, and the ad already
   * filed under it comes back as it is, filed once.
   */
  add(submission: NewSubmission, id?: string): Promise<Submission>;
  /** Admin only: one page of the ads in one state, newest first. */
  listPage(status: SubmissionStatus, request: PageRequest): Promise<Page<Submission>>;
  /** Admin only: how many ads are in each state, counted by the database. */
  countByStatus(): Promise<Record<SubmissionStatus, number>>;
  /** Admin only: how many ads there are, counted by the server. */
  count(): Promise<number>;
  /** Admin only: one ad, or null when there is none with this id. */
  get(id: string): Promise<Submission | null>;
  /** The current user's own ads. */
  listMine(): Promise<Submission[]>;
  /**
   * Admin only: publishes a waiting ad, writing its public copy in the same batch. An ad published
   * already is left as it is (a press again after a lost answer); one decided otherwise by then is
   * refused with 'already-exists'.
   */
  approve(id: string): Promise<void>;
  /**
   * Admin only: rejects a waiting ad with the reason its poster will read. An ad rejected already
   * keeps its first reason (a press again after a lost answer); one decided otherwise by then is
   * refused with 'already-exists'.
   */
  reject(id: string, reason: string): Promise<void>;
  /**
   * Admin only: takes a published ad off the listing at any time (a reported scam, a sold item, a
   * broken rule), deleting its public copy, with the reason its poster will read.
   */
  takeDown(id: string, reason: string): Promise<void>;
  /** The poster: takes their published ad off the listing, deleting its public copy. */
  withdraw(id: string): Promise<void>;
  /** The poster: lists their expired ad again for another period from now. */
  renew(id: string): Promise<void>;
  /**
   * A signed-in visitor with a profile reports a listed ad, once: 'already-exists' when they have
   * reported it before.
   */
  report(id: string, reason: ReportReason): Promise<void>;
  /** Whether the current user has reported this ad. */
  hasReported(id: string): Promise<boolean>;
  /** Admin only: the reported ads, most reported first, at most `size` of them. */
  reported(size: number): Promise<AdReport[]>;
  /** Admin only: sets an ad's reports aside (taking the ad down does too). */
  dismissReports(id: string): Promise<void>;
  /**
   * Admin only: puts on the listing the card of every listed ad it does not hold (ads published
   * before the listing existed); resolves with how many it put there.
   */
  relist(): Promise<number>;
}

/** The published ads, readable by anyone, signed in or not. */
export interface PublicAdsReader {
  list(query: PublicAdsQuery): Promise<PublicAdsPage>;
  get(id: string): Promise<PublicAdLookup>;
}
