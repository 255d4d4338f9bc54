import type { Page, PageRequest } from './paging';

/** The port's users/{uid}: the profiles, and the admin's lists of workers by approval. */

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
  /** The site's language the user chose with the switch (src/i18n/language.ts); null before they chose. */
  language: ProfileLanguage | null;
}

/** The languages a profile may name: the site's (src/i18n/language.ts LANGUAGES). */
export const PROFILE_LANGUAGES = ['en', 'hi'] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

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
  /** The signed-in user's own profile only: remembers the language they chose, for their next device. */
  setLanguage(uid: string, language: ProfileLanguage): Promise<void>;
  /** Admin only; approving clears the revoked mark, taking the approval away sets it. */
  setApproval(uid: string, approved: boolean): Promise<void>;
  /**
   * Admin only: marks revoked every user who is not approved, has days recorded and is not marked
   * yet (workers revoked before the mark existed), and says how many it marked. Running it again
   * marks no one.
   */
  markFormerWorkers(): Promise<number>;
}
