import type { Page, Request, Route } from '@playwright/test';
import { configuredHosts, PROJECT_ID } from '../scripts/firebase-emulators.mjs';

/** The Firestore emulator's REST API, as the project's owner: what the database holds, past the rules. */
const documents = `projects/${PROJECT_ID}/databases/(default)/documents`;
const base = `http://${configuredHosts().firestore}/v1/${documents}`;

type RestValue = Record<string, unknown>;

function plain(value: RestValue): unknown {
  if ('mapValue' in value)
    return plainFields((value.mapValue as { fields?: Record<string, RestValue> }).fields);
  if ('arrayValue' in value) return ((value.arrayValue as { values?: RestValue[] }).values ?? []).map(plain);
  if ('integerValue' in value) return Number(value.integerValue);
  if ('nullValue' in value) return null;
  return Object.values(value)[0];
}

const plainFields = (fields: Record<string, RestValue> = {}) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, plain(value)]));

/** The document at `path` as the emulator holds it, or null when there is none. */
export async function readDocument(path: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(`${base}/${path}`, { headers: { Authorization: 'Bearer owner' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return plainFields(((await response.json()) as { fields?: Record<string, RestValue> }).fields);
}

/** The documents of a collection, by id, as the emulator holds them. */
export async function listDocuments(collection: string): Promise<Record<string, Record<string, unknown>>> {
  const response = await fetch(`${base}/${collection}?pageSize=300`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`${collection}: ${response.status} ${await response.text()}`);
  const { documents: found = [] } = (await response.json()) as {
    documents?: { name: string; fields?: Record<string, RestValue> }[];
  };
  return Object.fromEntries(
    found.map(({ name, fields }) => [name.slice(name.lastIndexOf('/') + 1), plainFields(fields)]),
  );
}

/** Sets one boolean field of an existing document, as the owner would in the console. */
export async function setFlag(path: string, field: string, value: boolean): Promise<void> {
  const response = await fetch(`${base}/${path}?updateMask.fieldPaths=${field}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ fields: { [field]: { booleanValue: value } } }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

/** Firestore's answer once the day's quota is spent: HTTP 429 with RESOURCE_EXHAUSTED. */
const SPENT = {
  status: 429,
  contentType: 'application/json',
  // The page reads the emulator from another origin.
  headers: { 'Access-Control-Allow-Origin': '*' },
  body: JSON.stringify({
    error: { code: 429, message: 'Quota exceeded.', status: 'RESOURCE_EXHAUSTED' },
  }),
};

/**
 * From now on the emulator answers the page's `method` requests (`commit`: every write; `runQuery`:
 * every query; `get`: every document read by its path, as /ads reads its listing) as Firestore does
 * once the day's quota is spent, or only those `refused` picks. Returns how many it refused.
 */
export async function spendQuota(
  page: Page,
  method: 'commit' | 'runQuery' | 'get',
  refused: (request: Request) => boolean = () => true,
): Promise<() => number> {
  let count = 0;
  const host = configuredHosts().firestore;
  // Matched by its parts: the SDKs encode the database's '(default)' in the address.
  const isMethod = (url: URL) =>
    url.host === host &&
    (method === 'get' ? url.pathname.includes('/documents/') : url.pathname.endsWith(`/documents:${method}`));
  await page.route(isMethod, async (route) => {
    const request = route.request();
    if (request.method() !== (method === 'get' ? 'GET' : 'POST') || !refused(request))
      return route.continue();
    count += 1;
    return route.fulfill(SPENT);
  });
  return () => count;
}

/**
 * A connection that drops midway through a run of writes: the page's first `passing` commits go
 * through, the next reaches the emulator with its answer lost, and every later one never leaves.
 * `restore()` brings the connection back. Firestore Lite has no queue, so each cut write fails.
 */
export async function cutWritesAfter(page: Page, passing: number) {
  const host = configuredHosts().firestore;
  const isCommit = (url: URL) => url.host === host && url.pathname.endsWith('/documents:commit');
  let sent = 0;
  const handler = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    sent += 1;
    if (sent <= passing) return route.fallback();
    if (sent === passing + 1) await route.fetch();
    return route.abort('internetdisconnected');
  };
  await page.route(isCommit, handler);
  return {
    /** The writes sent since the cut was set, those cut included. */
    sent: () => sent,
    restore: () => page.unroute(isCommit, handler),
  };
}

/** Each of the worker's stored days, by date, and the all-time count of the worker's totals. */
export async function workerDays(uid: string) {
  const days = await listDocuments(`entries/${uid}/dailyEntries`);
  const counts = Object.fromEntries(Object.entries(days).map(([date, day]) => [date, day.count as number]));
  const totals = await readDocument(`entries/${uid}`);
  return { counts, allTime: totals?.allTime, sum: Object.values(counts).reduce((a, b) => a + b, 0) };
}

/**
 * Holds the page's next write on its way to the emulator until `release()`, as a slow connection
 * would, so another page's write can reach the database first. `arrived` settles once it is held.
 */
export async function holdNextWrite(page: Page) {
  const host = configuredHosts().firestore;
  const isCommit = (url: URL) => url.host === host && url.pathname.endsWith('/documents:commit');
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let held = 0;
  await page.route(isCommit, async (route) => {
    if (route.request().method() !== 'POST' || held > 0) return route.fallback();
    held += 1;
    arrive();
    await released;
    return route.fallback();
  });
  return { arrived, release };
}

/** Counts the page's writes (commits) that leave for Firestore from now on. */
export function countWrites(page: Page): () => number {
  const host = configuredHosts().firestore;
  let count = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && url.host === host && url.pathname.endsWith('/documents:commit'))
      count += 1;
  });
  return () => count;
}
