import { afterEach, describe, expect, it, vi } from 'vitest';
import { firestoreRestConfig, restPublicAds } from './firestoreRest';

/**
 * The REST reader against Firestore's documented wire format: what it asks for and how it reads
 * the answers. (The journeys on the `firebase` backend run it against the emulator.)
 */

const now = new Date('2026-11-20T12:00:00Z');
const config = { origin: 'https://firestore.googleapis.com', projectId: 'p1', apiKey: 'k1' };
const documents = 'projects/p1/databases/(default)/documents';

const restAd = (id: string, publishedAt: string, words: string[]) => ({
  document: {
    name: `${documents}/publicAds/${id}`,
    fields: {
      category: { stringValue: 'Vehicles' },
      subcategory: { stringValue: 'Cars' },
      fields: { mapValue: { fields: { Brand: { stringValue: 'Tata' }, Model: { stringValue: id } } } },
      firstName: { stringValue: 'Rahul' },
      publishedAt: { timestampValue: publishedAt },
      words: { arrayValue: { values: words.map((stringValue) => ({ stringValue })) } },
    },
  },
});

const answer = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('the published ads over REST', () => {
  it('searches the listed ads of a category by word, newest first, one more than a page, and reads them', async () => {
    const fetchMock = answer([
      restAd('a2', '2026-11-19T10:00:00.123456Z', ['tata', 'a2']),
      restAd('a1', '2026-11-18T10:00:00Z', ['tata', 'a1']),
    ]);
    vi.stubGlobal('fetch', fetchMock);

    const page = await restPublicAds(config, () => now).list({
      category: 'Vehicles',
      subcategory: 'Cars',
      search: 'Tata',
      pageSize: 1,
    });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`https://firestore.googleapis.com/v1/${documents}:runQuery?key=k1`);
    const { structuredQuery } = JSON.parse(String(init?.body)) as {
      structuredQuery: {
        where: { compositeFilter: { filters: unknown[] } };
        limit: number;
        orderBy: unknown;
      };
    };
    const [since, ...rest] = structuredQuery.where.compositeFilter.filters as {
      fieldFilter: { field: { fieldPath: string }; op: string; value: Record<string, string> };
    }[];
    expect(since!.fieldFilter).toMatchObject({ field: { fieldPath: 'publishedAt' }, op: 'GREATER_THAN' });
    // Thirty days back, from a clock a little ahead for the device's skew.
    const cutOff = new Date(since!.fieldFilter.value.timestampValue!).getTime();
    expect(cutOff - (now.getTime() - 30 * 86_400_000)).toBe(10 * 60_000);
    expect(
      rest.map(({ fieldFilter }) => [fieldFilter.field.fieldPath, fieldFilter.value.stringValue]),
    ).toEqual([
      ['category', 'Vehicles'],
      ['subcategory', 'Cars'],
      ['words', 'tata'],
    ]);
    expect(structuredQuery.limit).toBe(2);

    expect(page.ads).toEqual([
      {
        id: 'a2',
        category: 'Vehicles',
        subcategory: 'Cars',
        fields: { Brand: 'Tata', Model: 'a2' },
        firstName: 'Rahul',
        publishedAt: new Date('2026-11-19T10:00:00.123Z'),
      },
    ]);
    // The cursor keeps the stored time to the microsecond.
    expect(page.next).toBe('2026-11-19T10:00:00.123456Z|a2');
  });

  it('starts the next page after the cursor, and searches one word in the query and the rest here', async () => {
    const fetchMock = answer([
      restAd('a1', '2026-11-18T10:00:00Z', ['tata', 'nexon', 'red']),
      restAd('a0', '2026-11-17T10:00:00Z', ['tata', 'nexon']),
    ]);
    vi.stubGlobal('fetch', fetchMock);

    const page = await restPublicAds(config, () => now).list({
      search: 'Nexon, RED',
      pageSize: 5,
      after: '2026-11-19T10:00:00.123456Z|a2',
    });

    const { structuredQuery } = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)) as {
      structuredQuery: { where: { compositeFilter: { filters: unknown[] } }; startAt: unknown };
    };
    expect(structuredQuery.where.compositeFilter.filters).toContainEqual({
      fieldFilter: { field: { fieldPath: 'words' }, op: 'ARRAY_CONTAINS', value: { stringValue: 'nexon' } },
    });
    expect(structuredQuery.startAt).toEqual({
      before: false,
      values: [
        { timestampValue: '2026-11-19T10:00:00.123456Z' },
        { referenceValue: `${documents}/publicAds/a2` },
      ],
    });
    expect(page.ads.map((ad) => ad.id)).toEqual(['a1']);
    expect(page.next).toBeNull();
  });

  it('lists without words from the listing alone: one document for a page, a category or the next page', async () => {
    const card = (category: string, Model: string, publishedAt: string) => ({
      mapValue: {
        fields: {
          category: { stringValue: category },
          subcategory: { stringValue: category === 'Vehicles' ? 'Cars' : 'Laptops' },
          fields: { mapValue: { fields: { Brand: { stringValue: 'Tata' }, Model: { stringValue: Model } } } },
          publishedAt: { timestampValue: publishedAt },
        },
      },
    });
    const listing = {
      name: `${documents}/listings/ads`,
      fields: {
        cards: {
          mapValue: {
            fields: {
              c1: card('Vehicles', 'Punch', '2026-11-18T10:00:00Z'),
              c2: card('Vehicles', 'Nexon', '2026-11-19T10:00:00.123456Z'),
              c3: card('Electronics', 'Book', '2026-11-17T10:00:00Z'),
              // Published 31 days ago: expired, though its card is still there.
              c0: card('Vehicles', 'Old', '2026-10-20T11:00:00Z'),
            },
          },
        },
        lastAd: { stringValue: 'c2' },
        expired: { arrayValue: {} },
      },
    };
    const fetchMock = answer(listing);
    vi.stubGlobal('fetch', fetchMock);
    const reader = restPublicAds(config, () => now);

    const first = await reader.list({ category: 'Vehicles', pageSize: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(
      `https://firestore.googleapis.com/v1/${documents}/listings/ads?key=k1`,
    );
    expect(first.ads).toEqual([
      {
        id: 'c2',
        category: 'Vehicles',
        subcategory: 'Cars',
        fields: { Brand: 'Tata', Model: 'Nexon' },
        publishedAt: new Date('2026-11-19T10:00:00.123Z'),
      },
    ]);
    const second = await reader.list({ category: 'Vehicles', pageSize: 1, after: first.next });
    expect(second.ads.map((ad) => ad.id)).toEqual(['c1']);
    expect(second.next).toBeNull();
    expect((await reader.list({ pageSize: 5 })).ads.map((ad) => ad.id)).toEqual(['c2', 'c1', 'c3']);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    vi.stubGlobal('fetch', answer({ error: { status: 'NOT_FOUND' } }, 404));
    expect(await reader.list({ pageSize: 5 })).toEqual({ ads: [], next: null });
  });

  it('reads one ad: listed, expired (refused by the rules) or missing', async () => {
    vi.stubGlobal('fetch', answer(restAd('a1', '2026-11-18T10:00:00Z', []).document));
    expect(await restPublicAds(config).get('a1')).toMatchObject({ status: 'listed', ad: { id: 'a1' } });
    vi.stubGlobal('fetch', answer({ error: { status: 'PERMISSION_DENIED' } }, 403));
    expect(await restPublicAds(config).get('a1')).toEqual({ status: 'expired' });
    vi.stubGlobal('fetch', answer({ error: { status: 'NOT_FOUND' } }, 404));
    expect(await restPublicAds(config).get('a1')).toEqual({ status: 'missing' });
  });

  it('reports an unreachable service as a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(restPublicAds(config).list({ pageSize: 5 })).rejects.toMatchObject({ code: 'network' });
  });

  it('reads the emulator in development and Firestore itself in production', () => {
    expect(firestoreRestConfig({ projectId: 'demo-x', useEmulators: true })).toEqual({
      origin: 'http://127.0.0.1:8080',
      projectId: 'demo-x',
    });
    expect(firestoreRestConfig({ projectId: 'p1', apiKey: 'k1', useEmulators: false })).toEqual(config);
  });
});
