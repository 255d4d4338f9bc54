import { site } from '../config/site';
import { rulesLower } from './rulesText';

/** Who is asking: null when signed out. */
export interface Actor {
  uid: string;
  email: string;
  emailVerified: boolean;
  /**
   * When the account last gave its password (epoch ms; the token's auth_time in firestore.rules);
   * unknown for an actor whose sign-in is not told.
   */
  signedInAt?: number;
}

/**
 * The one admin: the owner's pinned account, holding the configured address, verified. The address
 * is public, so an account that claims it (before the owner, or after the owner's account is
 * deleted) is not the admin, verified or not; with no account pinned there is no admin.
 * Its own module because the app shell asks it on every page, without the rest of the policy.
 */
export function isAdmin(actor: Actor | null): boolean {
  return !!actor && isPinnedAdmin(actor.uid) && actor.emailVerified && isAdminEmail(actor.email);
}

/** Whether `uid` is the account the owner pinned as the admin's; never true while none is pinned. */
export const isPinnedAdmin = (uid: string) => site.adminUid !== '' && uid === site.adminUid;

/** The admin's own address, so the admin's profile is kept out of the lists of workers. */
export const isAdminEmail = (email: string) => rulesLower(email) === site.adminEmail;
