import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adCategoryNames } from '../../catalogue/adCategoryNames';
import {
  CARD_LABELS,
  cardOf,
  expiredCards,
  fitsListing,
  hasRoomFor,
  LISTING_PATH,
  listedCards,
  listingAfter,
  listingPage,
} from './adListing';
import { MAX_CARD_FIELDS, MAX_CARD_TEXT, MAX_EXPIRED_CARDS, MAX_LISTED_ADS } from '../limits';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-28T06:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * A value's size as Firestore counts a document's storage
 * (https://firebase.google.com/docs/firestore/storage-size): a string its UTF-8 bytes plus one, a
 * timestamp 8 bytes, a map (and a document's fields) each key as a string plus its value.
 */
function storedSize(value: unknown): number {
  if (typeof value === 'string') return Buffer.byteLength(value, 'utf8') + 1;
  if (value instanceof Date) return 8;
  if (Array.isArray(value)) return value.reduce((sum: number, each) => sum + storedSize(each), 0);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).reduce((sum, [key, each]) => sum + storedSize(key) + storedSize(each), 0);
  }
  return 8;
}

/** A document's size: its name (each path segment as a string, plus 16) and fields, plus 32. */
const documentSize = (path: string, data: Record<string, unknown>) =>
  path.split('/').reduce((sum, segment) => sum + storedSize(segment), 16) + storedSize(data) + 32;

describe('the listing of the published ads', () => {
  it('stays far inside Firestore’s 1 MiB a document when full of the largest cards in any script', () => {
    const longest = (names: readonly string[]) => names.reduce((a, b) => (b.length > a.length ? b : a));
    const labels = [...CARD_LABELS].sort((a, b) => b.length - a.length).slice(0, MAX_CARD_FIELDS);
    // Each character a four-byte one (an emoji, a character beyond the Basic Multilingual Plane).
    const text = '𝄞'.repeat(MAX_CARD_TEXT);
    let listing = null;
    for (let n = 0; n < MAX_LISTED_ADS; n += 1) {
      listing = listingAfter(
        listing,
        `ad${String(n).padStart(18, '0')}`,
        cardOf(
          {
            category: longest(adCategoryNames.map((each) => each.name)),
            subcategory: longest(adCategoryNames.flatMap((each) => each.subcategories)),
            fields: Object.fromEntries(labels.map((label) => [label, text])),
          },
          now,
        ),
        Array.from({ length: MAX_EXPIRED_CARDS }, (_, i) => `gone${String(i).padStart(16, '0')}`),
      );
    }
    const size = documentSize(LISTING_PATH, listing!);
    expect(size).toBeLessThan(1_048_576);
    console.log(`A full listing of the largest cards: ${(size / 1024).toFixed(0)} KiB of 1,024 KiB.`);
  });

  it('keeps its cards out of the indexes, so a full listing writes no index entries for them', () => {
    const indexes = JSON.parse(readFileSync(resolve(process.cwd(), 'firestore.indexes.json'), 'utf8')) as {
      fieldOverrides: { collectionGroup: string; fieldPath: string; indexes: unknown[] }[];
    };
    expect(indexes.fieldOverrides).toContainEqual({
      collectionGroup: 'listings',
      fieldPath: 'cards',
      indexes: [],
    });
  });

  it("holds only the fields an ad's card shows", () => {
    const card = cardOf(
      {
        category: 'Vehicles',
        subcategory: 'Cars',
        fields: {
          Brand: 'Tata',
          Model: 'Nexon',
          Description: 'Long text',
          'Contact Number': '98765',
          City: 'Pune',
        },
      },
      now,
    );
    expect(card).toEqual({
      category: 'Vehicles',
      subcategory: 'Cars',
      fields: { Brand: 'Tata', Model: 'Nexon', City: 'Pune' },
      publishedAt: now,
    });
  });

  it('refuses a card longer than the form allows, whatever the description', () => {
    const ad = (fields: Record<string, string>) => ({ category: 'Vehicles', subcategory: 'Cars', fields });
    expect(fitsListing(ad({ Brand: 'B'.repeat(MAX_CARD_TEXT), Description: 'D'.repeat(2000) }))).toBe(true);
    expect(fitsListing(ad({ Brand: 'B'.repeat(MAX_CARD_TEXT + 1) }))).toBe(false);
  });

  it('shows the listed cards newest first, page by page, and none whose period has ended', () => {
    let listing = null;
    const card = (category: string, days: number) =>
      cardOf({ category, subcategory: 'x', fields: { Brand: category } }, daysAgo(days));
    listing = listingAfter(listing, 'old', card('Vehicles', 31));
    listing = listingAfter(listing, 'a', card('Vehicles', 3));
    listing = listingAfter(listing, 'b', card('Jobs', 2));
    listing = listingAfter(listing, 'c', card('Vehicles', 1));
    const cards = listedCards(listing, now);
    expect(cards.map((each) => each.id)).toEqual(['c', 'b', 'a']);
    const first = listingPage(cards, { category: 'Vehicles', pageSize: 1 });
    expect(first.ads.map((each) => each.id)).toEqual(['c']);
    expect(
      listingPage(cards, { category: 'Vehicles', pageSize: 1, after: first.next }).ads.map((each) => each.id),
    ).toEqual(['a']);
    expect(expiredCards(listing, now)).toEqual(['old']);
  });

  it('takes out expired cards to make room, oldest first, a few at a write', () => {
    let listing = null;
    for (let n = 0; n < MAX_LISTED_ADS; n += 1) {
      listing = listingAfter(
        listing,
        `ad${n}`,
        cardOf({ category: 'c', subcategory: 's', fields: {} }, daysAgo(n < 12 ? 40 + n : 1)),
      );
    }
    const expired = expiredCards(listing, now);
    expect(expired).toHaveLength(MAX_EXPIRED_CARDS);
    expect(expired[0]).toBe('ad11');
    expect(hasRoomFor(listing, [])).toBe(false);
    expect(hasRoomFor(listing, expired)).toBe(true);
    const after = listingAfter(listing, 'new', null, expired);
    expect(Object.keys(after.cards as object)).toHaveLength(MAX_LISTED_ADS - MAX_EXPIRED_CARDS);
    expect(after).toMatchObject({ lastAd: 'new', expired });
  });
});
