// The demo accounts and documents of the local backend (src/backend/local/seed.ts), written into
// the Auth and Firestore emulators: for dev:firebase, and before each browser journey on the
// `firebase` backend, so every journey starts from the same data on both backends.
import { runnerImport } from 'vite';
import { PROJECT_ID, root } from './firebase-emulators.mjs';

/**
 * One of the app's TypeScript modules, loaded through Vite so it reads the app's config, in the
 * journeys' own mode, so no deploy config (.env.production) is read.
 */
export async function loadAppModule(path) {
  const { module } = await runnerImport(`${root}/${path}`, {
    root,
    mode: 'e2e',
    configFile: false,
    logLevel: 'error',
  });
  return module;
}

/**
 * The local backend's seed module. The admin's address and pinned account are set by whoever
 * starts the run (VITE_ADMIN_EMAIL, VITE_ADMIN_UID), as for the build the journeys test: the demo
 * admin's account gets the pinned uid.
 * @returns {Promise<typeof import('../src/backend/local/seed.ts')>}
 */
export const loadSeed = () => loadAppModule('src/backend/local/seed.ts');

async function request(url, { body, method = 'POST' } = {}) {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : {};
}

/** The demo accounts, with the local backend's uids, so the seeded documents belong to them. */
async function seedAuth(host, seed) {
  const base = `http://${host}/identitytoolkit.googleapis.com/v1`;
  for (const account of Object.values(seed.demoAccounts)) {
    await request(`${base}/projects/${PROJECT_ID}/accounts`, {
      body: {
        localId: account.uid,
        email: account.email,
        password: seed.DEMO_PASSWORD,
        displayName: `${account.firstName} ${account.lastName}`,
        // As in the local backend: the demo admin stands for a company admin who verified the address.
        emailVerified: true,
      },
    });
  }
}

/** A JavaScript value as a Firestore REST value. */
function toValue(value) {
  if (value === null || value === undefined) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  return { mapValue: { fields: toFields(value) } };
}
const toFields = (data) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, toValue(value)]));

/**
 * Documents written as the emulator's owner, past the rules: the seed, or data as an older version
 * of the app or an existing business left it.
 * @param {string} host
 * @param {Record<string, Record<string, unknown>>} documents by path
 */
export async function writeAsOwner(host, documents) {
  const name = (path) => `projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  await request(`http://${host}/v1/projects/${PROJECT_ID}/databases/(default)/documents:commit`, {
    body: {
      writes: Object.entries(documents).map(([path, data]) => ({
        update: { name: name(path), fields: toFields(data) },
      })),
    },
  });
}

/** The demo documents, written as the emulator's owner (the rules do not apply to the seed). */
async function seedFirestore(host, seed, now) {
  const documents = seed.demoDocuments(now);
  await writeAsOwner(host, documents);
  return Object.keys(documents).length;
}

/** Empties both emulators: every account and every document. */
export async function clearEmulators({ auth, firestore }) {
  await Promise.all([
    request(`http://${auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' }),
    request(`http://${firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
      method: 'DELETE',
    }),
  ]);
}

/** Empties both emulators and writes the demo data afresh, dated from `now`. */
export async function resetToSeed(hosts, seed, now = new Date()) {
  await clearEmulators(hosts);
  await seedAuth(hosts.auth, seed);
  return seedFirestore(hosts.firestore, seed, now);
}
