import { MAX_PUBLIC_ADS_QUERY } from './limits';
import { emulators } from '../../firebase.json';
import { BackendError } from './errors';
import { LISTING_PATH, listedCards, listingPage } from './documents/adListing';
import { hasEveryTerm, listedSince, searchTerms, toPublicAd } from './documents/publicAds';
import { reportQuotaSpent } from './quota';
import type { PublicAd, PublicAdsReader } from './types';

/**
 * The published ads read through Firestore's REST API with plain fetch, as a visitor: the public
 * pages show them without downloading the Firebase SDK. firestore.rules decide what a visitor may
 * read, exactly as for the SDK (the listing, a listed ad's public copy, nothing else). /ads reads
 * the listing (adListing.ts): its first page, a category or the next page cost one document read
 * each, where a query of the public copies costs one for each ad it returns. A search still queries
 * the public copies by word, as only they hold an ad's words.
 */

export interface FirestoreRestConfig {
  /** https://firestore.googleapis.com, or the emulator's http://host:port. */
  origin: string;
  projectId: string;
  apiKey?: string;
}

/** Where the published ads are read: the Firestore emulator in development, else Firestore itself. */
export function firestoreRestConfig(project: {
  projectId: string;
  apiKey?: string;
  useEmulators: boolean;
}): FirestoreRestConfig {
  const { host, port } = emulators.firestore;
  return project.useEmulators
    ? { origin: `http://${host}:${port}`, projectId: project.projectId }
    : { origin: 'https://firestore.googleapis.com', projectId: project.projectId, apiKey: project.apiKey };
}

/**
 * The rules list only ads published after their own clock's cut-off; a query cut off a little
 * later still passes on a device whose clock runs behind, at the price of hiding an ad in its last
 * minutes. The listing's cards are cut off the same way, so the two agree.
 */
const CLOCK_SKEW_MS = 10 * 60 * 1000;

type RestValue = {
  stringValue?: string;
  timestampValue?: string;
  mapValue?: { fields?: Record<string, RestValue> };
  arrayValue?: { values?: RestValue[] };
  integerValue?: string;
  booleanValue?: boolean;
};

interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
}

function plain(value: RestValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.timestampValue !== undefined) return value.timestampValue;
  if (value.mapValue) return plainFields(value.mapValue.fields ?? {});
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(plain);
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.booleanValue !== undefined) return value.booleanValue;
  return null;
}

const plainFields = (fields: Record<string, RestValue>) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, plain(value)]));

const idOf = (document: RestDocument) => document.name.slice(document.name.lastIndexOf('/') + 1);

function toAd(document: RestDocument): { ad: PublicAd; words: string[]; time: string } {
  const data = plainFields(document.fields ?? {});
  const time = typeof data.publishedAt === 'string' ? data.publishedAt : '';
  return {
    ad: toPublicAd(idOf(document), data, time ? new Date(time) : null),
    words: Array.isArray(data.words) ? data.words.filter((word) => typeof word === 'string') : [],
    time,
  };
}

const equal = (fieldPath: string, value: string) => ({
  fieldFilter: { field: { fieldPath }, op: 'EQUAL', value: { stringValue: value } },
});

export function restPublicAds(config: FirestoreRestConfig, now = () => new Date()): PublicAdsReader {
  const documents = `projects/${config.projectId}/databases/(default)/documents`;
  const url = (path: string) =>
    `${config.origin}/v1/${path}${config.apiKey ? `?key=${encodeURIComponent(config.apiKey)}` : ''}`;

  const call = async (path: string, init?: RequestInit): Promise<Response> => {
    try {
      return await fetch(url(path), init);
    } catch {
      throw new BackendError('network', 'The ads could not be reached.');
    }
  };
  const failure = (response: Response) => {
    // 429 is Firestore's RESOURCE_EXHAUSTED: on the Spark plan, the day's reads are spent.
    if (response.status === 429) reportQuotaSpent();
    return new BackendError(
      response.status === 403 ? 'permission-denied' : response.status === 429 ? 'quota-exceeded' : 'unknown',
      `Firestore answered ${response.status}.`,
    );
  };

  return {
    async list({ category, subcategory, search, pageSize, after }) {
      const terms = searchTerms(search);
      if (terms.length === 0) {
        const response = await call(`${documents}/${LISTING_PATH}`);
        // No listing yet: nothing was published since it came in.
        if (response.status === 404) return { ads: [], next: null };
        if (!response.ok) throw failure(response);
        const listing = plainFields(((await response.json()) as RestDocument).fields ?? {});
        const cards = listedCards(listing, new Date(now().getTime() + CLOCK_SKEW_MS));
        return listingPage(cards, { category, subcategory, pageSize, after });
      }
      const since = listedSince(new Date(now().getTime() + CLOCK_SKEW_MS)).toISOString();
      const filters: unknown[] = [
        {
          fieldFilter: {
            field: { fieldPath: 'publishedAt' },
            op: 'GREATER_THAN',
            value: { timestampValue: since },
          },
        },
      ];
      if (category) filters.push(equal('category', category));
      if (subcategory) filters.push(equal('subcategory', subcategory));
      // One word goes to the database (a query holds one array-contains); the rest are checked here.
      if (terms[0]) {
        filters.push({
          fieldFilter: {
            field: { fieldPath: 'words' },
            op: 'ARRAY_CONTAINS',
            value: { stringValue: terms[0] },
          },
        });
      }
      const cursorAt = after ? after.indexOf('|') : -1;
      const structuredQuery = {
        from: [{ collectionId: 'publicAds' }],
        where: { compositeFilter: { op: 'AND', filters } },
        orderBy: [
          { field: { fieldPath: 'publishedAt' }, direction: 'DESCENDING' },
          { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
        ],
        ...(after && cursorAt > 0
          ? {
              startAt: {
                before: false,
                values: [
                  { timestampValue: after.slice(0, cursorAt) },
                  { referenceValue: `${documents}/publicAds/${after.slice(cursorAt + 1)}` },
                ],
              },
            }
          : {}),
        // The rules refuse a query of more than MAX_PUBLIC_ADS_QUERY.
        limit: Math.min(pageSize + 1, MAX_PUBLIC_ADS_QUERY),
      };
      const response = await call(`${documents}:runQuery`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ structuredQuery }),
      });
      if (!response.ok) throw failure(response);
      const rows = (await response.json()) as { document?: RestDocument }[];
      const found = rows.flatMap((row) => (row.document ? [toAd(row.document)] : []));
      const page = found.slice(0, pageSize);
      const last = page[page.length - 1];
      return {
        ads: page.filter(({ words }) => hasEveryTerm(words, terms)).map(({ ad }) => ad),
        next: found.length > pageSize && last ? `${last.time}|${last.ad.id}` : null,
      };
    },
    async get(id) {
      const response = await call(`${documents}/publicAds/${encodeURIComponent(id)}`);
      if (response.status === 404) return { status: 'missing' };
      // The copy is there but the rules no longer show it: the ad has expired.
      if (response.status === 403) return { status: 'expired' };
      if (!response.ok) throw failure(response);
      return { status: 'listed', ad: toAd((await response.json()) as RestDocument).ad };
    },
  };
}
