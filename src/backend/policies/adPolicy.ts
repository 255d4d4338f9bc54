import { filesOneMore, releasesOne } from './filingPolicy';
import { findSubcategory } from '../../catalogue/ads';
import { SUBMISSION_FIELDS, SUBMISSION_LATER_FIELDS } from '../documents/fields';
import { isAdmin, type Actor } from '../isAdmin';
import { fullNameOf, MAX_AD_FIELDS, MAX_FULL_NAME, MAX_REJECTION_REASON } from '../limits';
import { hasAll, hasOnly, isServerTime, isText, type DocData, type PolicyContext } from './policyHelpers';
import { isListedAt } from '../documents/publicAds';
import { isOwnEmail } from './userPolicy';

/**
 * The access policy of an ad (submissions/{id}), with its public copy's in publicCopyPolicy.ts: posted by its
 * own account, waiting; published with its copy, or rejected with a reason, by the admin; withdrawn
 * or renewed by its poster; taken down by the admin with a reason once published. firestore.rules
 * states the same.
 */

export const MAX_FIELD_TEXT = 2000;

/**
 * A category of the catalogue and one of its subcategories, with fields labelled by that
 * subcategory's form: a label is published as it is, so no other text may pass for one.
 */
function isCatalogueAd(data: DocData): boolean {
  if (typeof data.category !== 'string' || typeof data.subcategory !== 'string') return false;
  const form = findSubcategory(data.category, data.subcategory);
  if (!form || typeof data.fields !== 'object' || data.fields === null) return false;
  const labels = form.fields.map((field) => field.label);
  return Object.keys(data.fields).every((label) => labels.includes(label));
}

function isFieldMap(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.length <= MAX_AD_FIELDS &&
    entries.every(([, v]) => isText(v, 0, MAX_FIELD_TEXT))
  );
}

/** An ad's moderation state; an ad from before moderation existed is waiting for review. */
const adStatus = (ad: DocData) => (typeof ad.status === 'string' ? ad.status : 'waiting');

/**
 * An ad of one's own, waiting for review: by an account with a profile and a verified address, filed
 * in the batch that counts it among the account's waiting ads and names it (filingPolicy.ts).
 */
export function canCreateAd(actor: Actor, id: string, data: DocData, context: PolicyContext): boolean {
  const profile = context.getAfter(`users/${actor.uid}`);
  return (
    // A throw-away address cannot flood the review: the poster has opened a link sent to it.
    actor.emailVerified &&
    profile !== null &&
    // The name on the ad is the poster's, as on their profile.
    data.userName === posterFullName(profile) &&
    filesOneMore(actor.uid, 'waitingAds', id, context) &&
    isAdContent(actor, data)
  );
}

/** The name an ad of the profile's account carries (fullNameOf in limits.ts). */
const posterFullName = (profile: DocData): string | null =>
  typeof profile.firstName === 'string'
    ? fullNameOf({
        firstName: profile.firstName,
        lastName: typeof profile.lastName === 'string' ? profile.lastName : '',
      })
    : null;

/** An ad's own fields: the poster's, in a category and subcategory of the catalogue, waiting. */
export function isAdContent(actor: Actor, data: DocData): boolean {
  return (
    hasOnly(data, SUBMISSION_FIELDS) &&
    hasAll(data, SUBMISSION_FIELDS) &&
    data.uid === actor.uid &&
    isText(data.userName, 1, MAX_FULL_NAME) &&
    isOwnEmail(actor, data.email) &&
    isCatalogueAd(data) &&
    isFieldMap(data.fields) &&
    isServerTime(data.timestamp) &&
    data.status === 'waiting'
  );
}

export function canUpdateAd(
  actor: Actor,
  id: string,
  before: DocData,
  after: DocData,
  changed: string[],
  context: PolicyContext,
): boolean {
  return (
    hasOnly(after, [...SUBMISSION_FIELDS, ...SUBMISSION_LATER_FIELDS]) &&
    ((isAdmin(actor) && isModeration(id, before, after, changed, context)) ||
      (before.uid === actor.uid && isPosterChange(id, before, after, changed, context)))
  );
}

/** The reason the poster reads for a rejection or a takedown: the only other change. */
const isReasonGiven = (after: DocData, changed: string[]) =>
  changed.every((key) => key === 'status' || key === 'reason') &&
  isText(after.reason, 1, MAX_REJECTION_REASON);

/**
 * The admin publishes a waiting ad with its public copy, or rejects it with a reason; or takes a
 * published one down with a reason, deleting its copy in the same batch.
 */
function isModeration(
  id: string,
  before: DocData,
  after: DocData,
  changed: string[],
  context: PolicyContext,
): boolean {
  if (adStatus(before) === 'published') {
    return (
      after.status === 'taken-down' &&
      isReasonGiven(after, changed) &&
      context.getAfter(`publicAds/${id}`) === null
    );
  }
  if (adStatus(before) !== 'waiting') return false;
  // The decision frees the poster's place among their waiting ads; an ad from before moderation
  // names no poster, and was never counted.
  if (typeof before.uid === 'string' && !releasesOne(before.uid, 'waitingAds', context)) return false;
  if (after.status === 'published') {
    return (
      changed.every((key) => key === 'status' || key === 'publishedAt') &&
      isServerTime(after.publishedAt) &&
      context.getAfter(`publicAds/${id}`) !== null
    );
  }
  return after.status === 'rejected' && isReasonGiven(after, changed);
}

/**
 * The poster withdraws a published ad, deleting its public copy in the same batch, or renews an
 * expired one, stamping the ad and its copy with a new publication time.
 */
function isPosterChange(
  id: string,
  before: DocData,
  after: DocData,
  changed: string[],
  context: PolicyContext,
): boolean {
  if (adStatus(before) !== 'published') return false;
  if (after.status === 'withdrawn') {
    return changed.every((key) => key === 'status') && context.getAfter(`publicAds/${id}`) === null;
  }
  return (
    !isListedAt(before.publishedAt, context.now) &&
    changed.every((key) => key === 'publishedAt') &&
    isServerTime(after.publishedAt) &&
    isServerTime(context.getAfter(`publicAds/${id}`)?.publishedAt)
  );
}
