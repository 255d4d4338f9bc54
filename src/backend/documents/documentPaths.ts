/**
 * The paths of the product's documents and collections, as the access policy and firestore.rules
 * match them: users/{uid}, payments/{id}, entries/{uid} (a worker's running totals),
 * entries/{uid}/dailyEntries/{date}, submissions/{id}, publicAds/{id} (the published copy of an
 * ad, filed under the ad's id), entitlements/{uid}_{bookId} (a book its owner may download) and
 * bookFiles/{bookId} (where it lives), payouts/{id} (money paid to a worker) and payoutTotals/{uid}
 * (what the worker has been paid to date), payoutDetails/{uid} (where the worker is paid),
 * sentPayouts/{reference} (a payout of a prepared run, sent for payment),
 * filings/{uid} (what the account has waiting on the admin),
 * adReports/{adId} (how often an ad was reported), adReporters/{uid}_{adId} (who reported it) and
 * listings/ads (the cards of the published ads, which /ads reads).
 */

/** Top-level collections whose documents sit directly under them. */
const TOP_LEVEL = [
  'users',
  'payments',
  'submissions',
  'publicAds',
  'entitlements',
  'bookFiles',
  'payouts',
  'payoutTotals',
  'payoutDetails',
  'sentPayouts',
  'filings',
  'adReports',
  'adReporters',
  'listings',
] as const;
type TopLevel = (typeof TOP_LEVEL)[number];
const isTopLevel = (name: string | undefined): name is TopLevel =>
  (TOP_LEVEL as readonly string[]).includes(name ?? '');

/** entitlements/{id}: one per owner and book, so owning a book twice is one document. */
export const entitlementId = (uid: string, bookId: string) => `${uid}_${bookId}`;

/** A parsed document path of the product's data. */
export type DocPath =
  | { collection: 'users'; id: string }
  | { collection: 'payments'; id: string }
  | { collection: 'dailyEntries'; uid: string; id: string }
  /** entries/{uid}: the worker's running totals; its id is the worker's uid. */
  | { collection: 'totals'; id: string }
  | { collection: 'submissions'; id: string }
  | { collection: 'publicAds'; id: string }
  | { collection: 'entitlements'; id: string }
  | { collection: 'bookFiles'; id: string }
  | { collection: 'payouts'; id: string }
  /** payoutTotals/{uid}: its id is the worker's uid. */
  | { collection: 'payoutTotals'; id: string }
  /** payoutDetails/{uid}: where the worker is paid; its id is the worker's uid. */
  | { collection: 'payoutDetails'; id: string }
  /** sentPayouts/{reference}: its id is the payout's reference. */
  | { collection: 'sentPayouts'; id: string }
  /** filings/{uid}: its id is the account's uid. */
  | { collection: 'filings'; id: string }
  /** adReports/{adId}: its id is the ad's. */
  | { collection: 'adReports'; id: string }
  /** adReporters/{uid}_{adId}. */
  | { collection: 'adReporters'; id: string }
  /** listings/ads: the cards /ads shows (adListing.ts). */
  | { collection: 'listings'; id: string };

export function parsePath(path: string): DocPath | null {
  const parts = path.split('/');
  if (parts.some((part) => part === '')) return null;
  if (parts.length === 2 && isTopLevel(parts[0])) {
    return { collection: parts[0], id: parts[1]! };
  }
  if (parts.length === 2 && parts[0] === 'entries') return { collection: 'totals', id: parts[1]! };
  if (parts.length === 4 && parts[0] === 'entries' && parts[2] === 'dailyEntries') {
    return { collection: 'dailyEntries', uid: parts[1]!, id: parts[3]! };
  }
  return null;
}

export type CollectionPath =
  | { collection: TopLevel }
  /** Every worker's totals. */
  | { collection: 'totals' }
  | { collection: 'dailyEntries'; uid: string };

export function parseCollection(path: string): CollectionPath | null {
  if (isTopLevel(path)) return { collection: path };
  if (path === 'entries') return { collection: 'totals' };
  const parts = path.split('/');
  if (parts.length === 3 && parts[0] === 'entries' && parts[1] && parts[2] === 'dailyEntries') {
    return { collection: 'dailyEntries', uid: parts[1] };
  }
  return null;
}

/** The path of a worker's totals and of one of their days. */
export const totalsPath = (uid: string) => `entries/${uid}`;
export const dayPath = (uid: string, day: string) => `entries/${uid}/dailyEntries/${day}`;

/**
 * The id of a new ad or payout, drawn once by the form that files it, so a press again after a lost
 * answer names the same document and cannot file it twice (20 characters, as Firestore's own ids).
 */
export const newRecordId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 20);
