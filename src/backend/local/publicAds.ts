import { MAX_PUBLIC_ADS_QUERY } from '../limits';
import { toDate } from '../documents/documents';
import { isBackendError } from '../errors';
import {
  hasEveryTerm,
  isAfterCursor,
  newestPublishedFirst,
  pageCursor,
  searchTerms,
  toPublicAd,
} from '../documents/publicAds';
import type { PublicAdsReader } from '../types';
import { LISTING_PATH, listedCards, listingPage } from '../documents/adListing';
import type { LocalRepositoryContext } from './repository';

/**
 * The published ads of the local backend, read as a visitor reads them: the listing's cards of
 * the listed ones, or for a search the listed public copies with its words.
 */
export function localPublicAds({ store }: LocalRepositoryContext): PublicAdsReader {
  return {
    async list({ category, subcategory, search, pageSize, after }) {
      const terms = searchTerms(search);
      // Without words, the listing's cards, as the firebase backend's light reader reads them.
      if (terms.length === 0) {
        const cards = listedCards(store.get(null, LISTING_PATH), store.serverView().now);
        return listingPage(cards, { category, subcategory, pageSize, after });
      }
      const listed = store
        .list(null, 'publicAds', undefined, true, Math.min(pageSize + 1, MAX_PUBLIC_ADS_QUERY))
        .filter(({ data }) => !category || data.category === category)
        .filter(({ data }) => !subcategory || data.subcategory === subcategory)
        .filter(({ data }) => hasEveryTerm(Array.isArray(data.words) ? (data.words as string[]) : [], terms))
        .map(({ id, data }) => toPublicAd(id, data, toDate(data.publishedAt)))
        .sort(newestPublishedFirst)
        .filter((ad) => isAfterCursor(ad, after));
      const ads = listed.slice(0, pageSize);
      return { ads, next: listed.length > pageSize ? pageCursor(ads[ads.length - 1]!) : null };
    },
    async get(id) {
      // Read as a visitor: the policy refuses an expired copy, as firestore.rules do.
      let copy;
      try {
        copy = store.get(null, `publicAds/${id}`);
      } catch (error) {
        if (isBackendError(error, 'permission-denied')) return { status: 'expired' };
        throw error;
      }
      return copy
        ? { status: 'listed', ad: toPublicAd(id, copy, toDate(copy.publishedAt)) }
        : { status: 'missing' };
    },
  };
}
