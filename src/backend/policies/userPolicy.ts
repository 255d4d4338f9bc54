import { USER_FIELDS } from '../documents/fields';
import { isAdmin, type Actor } from '../isAdmin';
import { MAX_EMAIL, MAX_NAME } from '../limits';
import { PROFILE_LANGUAGES, type ProfileLanguage } from '../port/users';
import { rulesLower } from '../rulesText';
import { hasAll, hasOnly, isServerTime, isText, type DocData } from './policyHelpers';

/**
 * The access policy of users/{uid}, a profile: written once by its own account, unapproved; renamed
 * by its owner, who also names the site's language they chose; approved, or its approval taken away, by the admin. firestore.rules states the same.
 */

/**
 * The signed-in account's own address, compared case-insensitively as the rules do. An account
 * without one (Firebase's anonymous sign-in) has none to give, so it writes no profile, payment or ad.
 */
export const isOwnEmail = (actor: Actor, value: unknown): value is string =>
  isText(value, 1, MAX_EMAIL) && rulesLower(value) === rulesLower(actor.email);

export function canCreateProfile(actor: Actor, uid: string, data: DocData): boolean {
  return (
    uid === actor.uid &&
    hasOnly(data, USER_FIELDS) &&
    hasAll(data, USER_FIELDS) &&
    data.id === actor.uid &&
    data.approved === false &&
    isOwnEmail(actor, data.email) &&
    isText(data.firstName, 1, MAX_NAME) &&
    isText(data.lastName, 0, MAX_NAME) &&
    isServerTime(data.createdAt)
  );
}

/**
 * The admin's change of a profile: its approval and, with it, `revoked` (true only when the
 * approval is taken away), which keeps a revoked worker findable for their balance due.
 */
const isApprovalChange = (changed: string[], after: DocData) =>
  changed.every((key) => key === 'approved' || key === 'revoked') &&
  typeof after.approved === 'boolean' &&
  (!('revoked' in after) || after.revoked === false || (after.revoked === true && after.approved === false));

/** The owner's choice of the site's language, alone in its write. */
const isLanguageChoice = (changed: string[], after: DocData) =>
  changed.length === 1 &&
  changed[0] === 'language' &&
  PROFILE_LANGUAGES.includes(after.language as ProfileLanguage);

export function canUpdateProfile(actor: Actor, uid: string, changed: string[], after: DocData): boolean {
  if (isAdmin(actor)) return isApprovalChange(changed, after);
  if (uid !== actor.uid) return false;
  return (
    isLanguageChoice(changed, after) ||
    (changed.every((key) => key === 'firstName' || key === 'lastName') &&
      isText(after.firstName, 1, MAX_NAME) &&
      isText(after.lastName, 0, MAX_NAME))
  );
}
