import type { Page, Request } from '@playwright/test';
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
 * every query) as Firestore does once the day's quota is spent, or only those `refused` picks.
 * Returns how many it refused.
 */
export async function spendQuota(
  page: Page,
  method: 'commit' | 'runQuery',
  refused: (request: Request) => boolean = () => true,
): Promise<() => number> {
  let count = 0;
  const host = configuredHosts().firestore;
  // Matched by its parts: the SDKs encode the database's '(default)' in the address.
  const isMethod = (url: URL) => url.host === host && url.pathname.endsWith(`/documents:${method}`);
  await page.route(isMethod, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !refused(request)) return route.continue();
    count += 1;
    return route.fulfill(SPENT);
  });
  return () => count;
}
