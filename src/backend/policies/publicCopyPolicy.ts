import { PUBLIC_AD_FIELDS } from '../documents/fields';
import { listsNewCard, listsNoCard } from './listingPolicy';
import { isAdmin, type Actor } from '../isAdmin';
import { MAX_AD_WORD, MAX_AD_WORDS } from '../limits';
import { hasAll, hasOnly, isServerTime, type DocData, type PolicyContext } from './policyHelpers';
import { rulesLower } from '../rulesText';

/**
 * The access policy of an ad's public copy (publicAds/{id}): written by the admin's approval with
 * the ad, renewed by its poster, deleted with the poster's withdrawal or the admin's takedown.
 * firestore.rules states the same.
 */

/** Two maps with the same keys and values, in whatever order (as the rules' == on maps). */
function sameMap(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return false;
  const left = Object.entries(a);
  const right = b as Record<string, unknown>;
  return left.length === Object.keys(right).length && left.every(([key, value]) => right[key] === value);
}

/** A word of letters and digits in any script, counted in characters as the rules count them. */
const AD_WORD = new RegExp(`^[\\p{L}\\p{N}]{1,${MAX_AD_WORD}}$`, 'u');

/**
 * A public copy's search words: at most MAX_AD_WORDS, each of letters and digits and at most
 * MAX_AD_WORD long, none with an A–Z capital, none the poster's account id. A word holds no '@',
 * so the poster's e-mail is never one.
 */
function isWordList(value: unknown, ad: DocData): boolean {
  const uid = typeof ad.uid === 'string' ? ad.uid : null;
  return (
    Array.isArray(value) &&
    value.length <= MAX_AD_WORDS &&
    value.every(
      (word) =>
        typeof word === 'string' &&
        AD_WORD.test(word) &&
        !/[A-Z]/.test(word) &&
        (uid === null || (word !== uid && word !== rulesLower(uid))),
    )
  );
}

/**
 * The public copy the admin's approval writes with the ad in one batch: the ad's own category,
 * subcategory and fields and its poster's first name, stamped with the same publication time.
 */
/**
 * The first name a public copy carries: its poster's, as on their profile. An ad from before
 * moderation names no poster, and a poster may have no profile: their copies carry none.
 */
function posterFirstName(ad: DocData, context: PolicyContext): unknown {
  const poster = typeof ad.uid === 'string' && ad.uid ? context.get(`users/${ad.uid}`) : null;
  return poster ? poster.firstName : '';
}

export function canCreatePublicCopy(
  actor: Actor,
  id: string,
  data: DocData,
  context: PolicyContext,
): boolean {
  if (!isAdmin(actor)) return false;
  const ad = context.getAfter(`submissions/${id}`);
  if (!ad || ad.status !== 'published') return false;
  return (
    hasOnly(data, PUBLIC_AD_FIELDS) &&
    hasAll(data, PUBLIC_AD_FIELDS) &&
    data.category === ad.category &&
    data.subcategory === ad.subcategory &&
    sameMap(data.fields, ad.fields) &&
    data.firstName === posterFirstName(ad, context) &&
    isServerTime(data.publishedAt) &&
    isServerTime(ad.publishedAt) &&
    isWordList(data.words, ad) &&
    // Listed in the same batch (the listing's own policy checks the card).
    listsNewCard(id, context)
  );
}

/** Renewal: the poster stamps the copy, and its card, with the same new publication time as the ad. */
export function canRenewPublicCopy(
  actor: Actor,
  id: string,
  changed: string[],
  after: DocData,
  context: PolicyContext,
): boolean {
  const ad = context.get(`submissions/${id}`);
  return (
    ad?.uid === actor.uid &&
    changed.every((key) => key === 'publishedAt') &&
    isServerTime(after.publishedAt) &&
    isServerTime(context.getAfter(`submissions/${id}`)?.publishedAt) &&
    listsNewCard(id, context)
  );
}

/**
 * The public copy of an ad its poster withdraws, or the admin takes down, deleted in the same batch,
 * and its card with it.
 */
export function canDeletePublicCopy(actor: Actor, id: string, context: PolicyContext): boolean {
  const ad = context.get(`submissions/${id}`);
  const status = context.getAfter(`submissions/${id}`)?.status;
  return (
    ((ad?.uid === actor.uid && status === 'withdrawn') || (isAdmin(actor) && status === 'taken-down')) &&
    listsNoCard(id, context)
  );
}
