/**
 * The backend port: the entities of docs/data-and-access.md (the specification's and those added)
 * and every operation the product performs on them. Pages see only these types; the `local` and
 * `firebase` backends implement them with the same access policy and the same errors. Each area's
 * entities and repository are in port/; importing them from here keeps a page's imports one line.
 */

import type { AuthPort } from './port/auth';
import type { EntriesRepository } from './port/entries';
import type { LibraryRepository } from './port/library';
import type { PayoutDetailsRepository } from './port/payoutDetails';
import type { PayoutsRepository } from './port/payouts';
import type { PaymentsRepository } from './port/payments';
import type { SentPayoutsRepository } from './port/sentPayouts';
import type { PublicAdsReader, SubmissionsRepository } from './port/ads';
import type { UsersRepository } from './port/users';

export * from './port/auth';
export * from './port/paging';
export * from './port/users';
export * from './port/payments';
export * from './port/library';
export * from './port/entries';
export * from './port/payouts';
export * from './port/payoutDetails';
export * from './port/sentPayouts';
export * from './port/ads';

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
  /** The account already has as many payments or ads waiting on the admin as it may (limits.ts). */
  | 'limit-reached'
  /** Posting an ad needs an account whose e-mail address is verified. */
  | 'email-not-verified'
  /** A verification link that has expired, was used already, or was never sent. */
  | 'invalid-action-code'
  /** The database's quota of the day is spent (src/backend/quota.ts): nothing works until it resets. */
  | 'quota-exceeded'
  | 'unknown';

export type BackendKind = 'local' | 'firebase';

export interface Backend {
  kind: BackendKind;
  auth: AuthPort;
  users: UsersRepository;
  payments: PaymentsRepository;
  library: LibraryRepository;
  entries: EntriesRepository;
  payouts: PayoutsRepository;
  payoutDetails: PayoutDetailsRepository;
  sentPayouts: SentPayoutsRepository;
  submissions: SubmissionsRepository;
  publicAds: PublicAdsReader;
}
