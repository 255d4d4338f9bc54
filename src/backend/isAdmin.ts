import { site } from '../config/site';

/** Who is asking: null when signed out. */
export interface Actor {
  uid: string;
  email: string;
  emailVerified: boolean;
}

/**
 * The one admin: the configured address, verified, so a sign-up with that address is not the admin.
 * Its own module because the app shell asks it on every page, without the rest of the policy.
 */
export function isAdmin(actor: Actor | null): boolean {
  return !!actor && actor.emailVerified && isAdminEmail(actor.email);
}

/** The admin's own address, so the admin's profile is kept out of the lists of workers. */
export const isAdminEmail = (email: string) => email.toLowerCase() === site.adminEmail;
