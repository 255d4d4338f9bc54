import {
  collection,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  startAfter,
  Timestamp,
  where,
  type DocumentData,
  type Firestore,
  type SetOptions,
} from 'firebase/firestore/lite';
import { cardOf, fitsListing, LISTING_PATH } from '../documents/adListing';
import { listingFull } from '../words/englishErrors';
import type { ListingCardDocument } from '../documents/fields';
import { MAX_LISTED_ADS, MAX_PUBLIC_ADS_QUERY } from '../limits';
import { listedSince, toPublicAd } from '../documents/publicAds';

/** listings/ads in Cloud Firestore: the cards /ads reads (src/backend/documents/adListing.ts). */

/**
 * The listing's change that goes with an ad's write (adListing.ts): the ad's card put in, or taken
 * out with `card` null, and the `expired` cards taken out; for a set beside the ad's writes. Each
 * card is merged as a field of its own, so two ads written at once do not undo each other's change.
 */
export function listingChange(
  adId: string,
  card: ListingCardDocument | null,
  expired: readonly string[] = [],
): [DocumentData, SetOptions] {
  const cards: Record<string, unknown> = {};
  for (const id of expired) cards[id] = deleteField();
  cards[adId] = card ?? deleteField();
  return [
    { cards, lastAd: adId, expired: [...expired] },
    { mergeFields: ['lastAd', 'expired', ...Object.keys(cards).map((id) => new FieldPath('cards', id))] },
  ];
}

/**
 * The admin's: puts on the listing the card of every listed public copy it does not hold (ads
 * published before the listing existed), each a write of its own; resolves with how many.
 */
export async function relistPublished(db: Firestore): Promise<number> {
  const listing = doc(db, LISTING_PATH);
  const listed = await getDoc(listing);
  const cards = new Set(Object.keys((listed.get('cards') as object | undefined) ?? {}));
  // As the public pages ask, a little ahead of the server's clock: the rules list only ads
  // listed by theirs (an ad in its last minutes is left to expire).
  const since = Timestamp.fromDate(listedSince(new Date(Date.now() + 10 * 60_000)));
  let added = 0;
  for (let after: unknown = null; ;) {
    // The listed public copies a page at a time, as the rules let anyone ask for them.
    const page = await getDocs(
      query(
        collection(db, 'publicAds'),
        where('publishedAt', '>', since),
        orderBy('publishedAt'),
        ...(after ? [startAfter(after)] : []),
        limit(MAX_PUBLIC_ADS_QUERY),
      ),
    );
    for (const copy of page.docs) {
      const ad = toPublicAd(copy.id, copy.data(), null);
      if (cards.has(copy.id) || !fitsListing(ad)) continue;
      if (cards.size >= MAX_LISTED_ADS) throw listingFull();
      // The copy's own time, to the microsecond, as the rules compare it.
      await setDoc(listing, ...listingChange(copy.id, cardOf(ad, copy.get('publishedAt'))));
      cards.add(copy.id);
      added += 1;
    }
    if (page.docs.length < MAX_PUBLIC_ADS_QUERY) return added;
    after = page.docs[page.docs.length - 1];
  }
}
