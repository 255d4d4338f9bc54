import { CARD_LABELS, LISTING_PATH } from '../documents/adListing';
import { LISTING_CARD_FIELDS, LISTING_FIELDS } from '../documents/fields';
import { isAdmin, type Actor } from '../isAdmin';
import { MAX_CARD_FIELDS, MAX_CARD_TEXT, MAX_EXPIRED_CARDS, MAX_LISTED_ADS } from '../limits';
import {
  changedKeys,
  hasAll,
  hasOnly,
  isMap,
  isServerTime,
  type DocData,
  type PolicyContext,
} from './policyHelpers';
import { isListedAt } from '../documents/publicAds';

/**
 * The access policy of the listing (listings/ads, adListing.ts): anyone reads it; a write changes
 * the card of one ad, named in `lastAd`, to exactly what that ad's public copy is once the batch is
 * done (its card, or none when the copy is gone), and may take out cards whose listing period has
 * ended, named in `expired`. So nobody can forge a card or drop another ad's, and the publication,
 * renewal, withdrawal and takedown that change a public copy must change its card in the same batch
 * (publicCopyPolicy.ts). firestore.rules states the same.
 */

/** The same time of publication, as the rules compare them: both the server's clock, or equal times. */
function sameTime(a: unknown, b: unknown): boolean {
  if (isServerTime(a) || isServerTime(b)) return isServerTime(a) && isServerTime(b);
  return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
}

/** A card that shows exactly the public copy's category, subcategory, time and card fields. */
function isCardOf(card: unknown, copy: DocData): boolean {
  if (!isMap(card) || !hasAll(card, LISTING_CARD_FIELDS) || !hasOnly(card, LISTING_CARD_FIELDS)) return false;
  const fields = card.fields;
  const copied = isMap(copy.fields) ? copy.fields : {};
  return (
    card.category === copy.category &&
    card.subcategory === copy.subcategory &&
    sameTime(card.publishedAt, copy.publishedAt) &&
    isMap(fields) &&
    Object.keys(fields).length <= MAX_CARD_FIELDS &&
    Object.keys(fields).every((label) => CARD_LABELS.includes(label)) &&
    Object.values(fields).every((value) => typeof value === 'string' && value.length <= MAX_CARD_TEXT) &&
    CARD_LABELS.every((label) => fields[label] === copied[label])
  );
}

const cardsOf = (data: DocData | null): DocData => (data && isMap(data.cards) ? data.cards : {});

/** Each card a write takes out was there, had expired, and is gone. */
function takesOutExpired(expired: unknown, before: DocData, after: DocData, now: Date): boolean {
  return (
    Array.isArray(expired) &&
    expired.length <= MAX_EXPIRED_CARDS &&
    expired.every((id) => {
      const card = typeof id === 'string' ? before[id] : undefined;
      return isMap(card) && !isListedAt(card.publishedAt, now) && !(id in after);
    })
  );
}

export function canWriteListing(
  actor: Actor,
  id: string,
  before: DocData | null,
  after: DocData,
  context: PolicyContext,
): boolean {
  const adId = after.lastAd;
  if (`listings/${id}` !== LISTING_PATH || typeof adId !== 'string' || !adId) return false;
  if (!hasAll(after, LISTING_FIELDS) || !hasOnly(after, LISTING_FIELDS) || !isMap(after.cards)) return false;
  const cards = after.cards;
  const expired = after.expired;
  const copy = context.getAfter(`publicAds/${adId}`);
  return (
    Object.keys(cards).length <= MAX_LISTED_ADS &&
    takesOutExpired(expired, cardsOf(before), cards, context.now) &&
    changedKeys(cardsOf(before), cards).every(
      (changed) => changed === adId || (expired as unknown[]).includes(changed),
    ) &&
    // The admin, or the ad's poster (withdrawing or renewing it).
    (isAdmin(actor) || context.get(`submissions/${adId}`)?.uid === actor.uid) &&
    (copy === null ? !(adId in cards) : isCardOf(cards[adId], copy))
  );
}

/** The listing once the batch is done holds the ad's card, stamped in this very write. */
export function listsNewCard(id: string, context: PolicyContext): boolean {
  const card = cardsOf(context.getAfter(LISTING_PATH))[id];
  return isMap(card) && isServerTime(card.publishedAt);
}

/** The listing once the batch is done holds no card of the ad (or there is no listing at all). */
export function listsNoCard(id: string, context: PolicyContext): boolean {
  return !(id in cardsOf(context.getAfter(LISTING_PATH)));
}
