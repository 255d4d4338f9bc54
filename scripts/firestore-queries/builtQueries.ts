import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { firestoreEntries } from '../../src/backend/firebase/entries';
import type { FirestoreContext } from '../../src/backend/firebase/repository';
import { restPublicAds } from '../../src/backend/firestoreRest';
import { shapeOfRequest, sortedShapes, type Shape } from './shapes.mjs';

/**
 * Queries whose shape depends on the data or on the day, built by the app's own code and sent
 * nowhere: every request is answered as by an empty database and its shape noted. The suites send
 * only some of them (the weekday of a test run picks its slot), so the inventory holds them all.
 */

/** An empty answer to a query, or to an aggregation with each of its aliases at 0. */
function emptyAnswer(body: {
  structuredAggregationQuery?: { aggregations?: { alias: string }[] };
}): Response {
  const aggregations = body.structuredAggregationQuery?.aggregations;
  const rows = aggregations
    ? [
        {
          result: {
            aggregateFields: Object.fromEntries(
              aggregations.map(({ alias }) => [alias, { integerValue: '0' }]),
            ),
          },
          readTime: '2026-11-01T00:00:00Z',
        },
      ]
    : [];
  return new Response(JSON.stringify(rows), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** The shapes of the queries `work` sends through fetch, each answered as by an empty database. */
async function captured(work: () => Promise<void>): Promise<Shape[]> {
  const sent: Shape[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}'));
    const shape = shapeOfRequest(decodeURIComponent(new URL(String(input)).pathname), body);
    if (shape) sent.push(shape);
    return emptyAnswer(body);
  }) as typeof fetch;
  try {
    await work();
  } finally {
    globalThis.fetch = realFetch;
  }
  return sent;
}

/**
 * The public ads' reader for every choice a visitor can make on /ads: a category or not, a
 * subcategory or not, words or none, the first page or a later one.
 */
const publicAdsQueries = () =>
  captured(async () => {
    const reader = restPublicAds(
      { origin: 'http://127.0.0.1:1', projectId: 'demo-learn-and-earn' },
      () => new Date('2026-11-01T00:00:00Z'),
    );
    for (const category of [undefined, 'jobs']) {
      for (const subcategory of [undefined, 'data-entry']) {
        for (const search of ['', 'typist']) {
          for (const after of [null, '2026-10-30T10:00:00.000Z|ad1']) {
            await reader.list({ category, subcategory, search, pageSize: 20, after });
          }
        }
      }
    }
  });

let db: Firestore | null = null;
/** A Firestore of the SDK whose requests go to an address nothing listens on, for captured() to answer. */
function unreachedFirestore(): Firestore {
  if (!db) {
    db = getFirestore(
      initializeApp({ projectId: 'demo-learn-and-earn', apiKey: 'demo-key' }, 'query-builders'),
    );
    connectFirestoreEmulator(db, '127.0.0.1', 1);
  }
  return db;
}

/** The last seven days' sums on the earnings dashboard: one query per weekday's slot of the totals. */
const recentDaysQueries = () =>
  captured(async () => {
    // Sums need no signed-in account: the repository never asks for one.
    const entries = firestoreEntries({ db: unreachedFirestore() } as FirestoreContext);
    await entries.sumRecentDays('2026-11-02', '2026-11-08');
  });

/** Every query the app's builders make for every choice of their data. */
export async function builtQueries(): Promise<Shape[]> {
  return sortedShapes([...(await publicAdsQueries()), ...(await recentDaysQueries())]);
}
