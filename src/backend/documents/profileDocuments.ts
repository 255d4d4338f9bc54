import { text, toDate } from './documentReading';
import type { ProfileDocument } from './fields';
import { SERVER_TIME, type DocData } from '../policies/policyHelpers';
import { rulesLower, rulesTrim } from '../rulesText';
import { PROFILE_LANGUAGES, type ProfileLanguage } from '../port/users';
import type { UserProfile } from '../types';

/** users/{uid}: the profile a new account writes, and a profile as the app reads it. */

/** users/{uid} of a new account: never approved, stamped with server time. */
export function profileDocument(
  user: { uid: string; email: string },
  name: { firstName: string; lastName: string },
): DocData {
  return {
    id: user.uid,
    firstName: name.firstName.trim(),
    lastName: name.lastName.trim(),
    email: rulesLower(rulesTrim(user.email)),
    approved: false,
    createdAt: SERVER_TIME,
  } satisfies ProfileDocument;
}

export function toProfile(id: string, data: DocData): UserProfile {
  return {
    id: text(data.id, id),
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    email: text(data.email),
    approved: data.approved === true,
    revoked: data.revoked === true && data.approved !== true,
    createdAt: toDate(data.createdAt),
    language: PROFILE_LANGUAGES.includes(data.language as ProfileLanguage)
      ? (data.language as ProfileLanguage)
      : null,
  };
}
