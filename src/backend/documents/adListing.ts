import { CARD_LABELS } from '../words/adCardLabels';
import { toDate } from './documentReading';
import type { ListingCardDocument, ListingDocument } from './fields';
import { MAX_CARD_FIELDS, MAX_CARD_TEXT, MAX_EXPIRED_CARDS, MAX_LISTED_ADS } from '../limits';
import { isListedAt, isAfterCursor, newestPublishedFirst, pageCursor } from './publicAds';
import type { PublicAdCard, PublicAdsPage } from '../types';

/**
 * listings/ads: the cards of every published ad in one document, so /ads shows its first page, any
 * category and any further page with one read, where a query of the public copies reads each ad
 * it returns. The batches that publish, renew, withdraw and take down an ad write its card with it
 * (firestore.rules and listingPolicy.ts accept a card only as the ad's public copy has it). An
 * expired card stays until a later publication takes it out; readers skip it. Pure functions,
 * shared by both backends and the light reader of the public pages.
 */

export const LISTING_PATH = 'listings/ads';

export { CARD_LABELS, NAME_LABELS } from '../words/adCardLabels';

type AdContent = { category: string; subcategory: string; fields: Record<string, string> };

/** The ad's fields its card shows, as the poster typed them. */
export const cardFields = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).filter(([label]) => CARD_LABELS.includes(label)));

/**
 * Whether an ad's card fits the listing: the ad form holds the card's fields to MAX_CARD_TEXT, so
 * only an ad written past the form is refused.
 */
export function fitsListing(ad: AdContent): boolean {
  const shown = Object.values(cardFields(ad.fields));
  return shown.length <= MAX_CARD_FIELDS && shown.every((value) => value.length <= MAX_CARD_TEXT);
}

/** An ad's card as the listing keeps it, stamped with its public copy's time of publication. */
export function cardOf(ad: AdContent, publishedAt: unknown): ListingCardDocument {
  return {
    category: ad.category,
    subcategory: ad.subcategory,
    fields: cardFields(ad.fields),
    publishedAt,
  };
}

type StoredCards = Record<string, { publishedAt?: unknown }>;

const cardsIn = (listing: Record<string, unknown> | null): StoredCards =>
  typeof listing?.cards === 'object' && listing.cards !== null ? (listing.cards as StoredCards) : {};

/** The cards whose listing period has ended, oldest first: what a write may take out with it. */
export function expiredCards(listing: Record<string, unknown> | null, now: Date): string[] {
  return Object.entries(cardsIn(listing))
    .map(([id, card]) => ({ id, publishedAt: toDate(card.publishedAt) }))
    .filter(({ publishedAt }) => !isListedAt(publishedAt, now))
    .sort((a, b) => (a.publishedAt?.getTime() ?? 0) - (b.publishedAt?.getTime() ?? 0))
    .slice(0, MAX_EXPIRED_CARDS)
    .map(({ id }) => id);
}

/** Whether the listing holds a card of the ad, listed or expired. */
export const holdsCard = (listing: Record<string, unknown> | null, adId: string) => adId in cardsIn(listing);

/** Whether a listing without its `expired` cards has room for one more. */
export const hasRoomFor = (listing: Record<string, unknown> | null, expired: readonly string[]) =>
  Object.keys(cardsIn(listing)).filter((id) => !expired.includes(id)).length < MAX_LISTED_ADS;

/**
 * The listing after one ad's write: its card put in (or taken out, with `card` null), and the
 * expired cards taken out. The firebase backend writes the same as a merge, field by field.
 */
export function listingAfter(
  before: Record<string, unknown> | null,
  adId: string,
  card: ListingCardDocument | null,
  expired: readonly string[] = [],
): ListingDocument {
  const cards: Record<string, unknown> = { ...cardsIn(before) };
  for (const id of [...expired, adId]) delete cards[id];
  if (card) cards[adId] = card;
  return { cards, lastAd: adId, expired: [...expired] };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The cards of the ads listed at `now`, newest publication first. */
export function listedCards(listing: Record<string, unknown> | null, now: Date): PublicAdCard[] {
  return Object.entries(cardsIn(listing))
    .map(([id, stored]): PublicAdCard => {
      const card = stored as Partial<Record<keyof ListingCardDocument, unknown>>;
      const fields: Record<string, string> = {};
      if (typeof card.fields === 'object' && card.fields !== null) {
        for (const [label, value] of Object.entries(card.fields)) fields[label] = String(value);
      }
      return {
        id,
        category: text(card.category),
        subcategory: text(card.subcategory),
        fields,
        publishedAt: toDate(card.publishedAt),
      };
    })
    .filter((card) => isListedAt(card.publishedAt, now))
    .sort(newestPublishedFirst);
}

/** One page of the listed cards under a category and subcategory, after the page before. */
export function listingPage(
  cards: readonly PublicAdCard[],
  query: { category?: string; subcategory?: string; pageSize: number; after?: string | null },
): PublicAdsPage {
  const matching = cards
    .filter((card) => !query.category || card.category === query.category)
    .filter((card) => !query.subcategory || card.subcategory === query.subcategory)
    .filter((card) => isAfterCursor(card, query.after));
  const ads = matching.slice(0, query.pageSize);
  const last = ads[ads.length - 1];
  return { ads, next: matching.length > query.pageSize && last ? pageCursor(last) : null };
}
