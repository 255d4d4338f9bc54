// npm run dev:firebase: the app on the `firebase` backend against the Firebase Emulator Suite
// (Auth + Firestore, project demo-learn-and-earn), seeded with the local backend's demo data
// (src/backend/local/seed.ts: the three demo accounts with password demo1234, the approved
// worker's recent daily entries, a few pending and confirmed payments), then `vite`.
//
//   node scripts/dev-firebase.mjs [vite args]   start the emulators, seed them, serve the app
//   node scripts/dev-firebase.mjs seed          seed emulators already running (the hosts come
//                                               from FIREBASE_AUTH_EMULATOR_HOST and
//                                               FIRESTORE_EMULATOR_HOST; each one set is seeded)
//
// The Firestore emulator needs Java 21 and a one-time download; without them this says so and stops.
import { spawn } from 'node:child_process';
import { runnerImport } from 'vite';
import {
  bin,
  emulatorsExec,
  firestoreEmulatorUnavailable,
  PROJECT_ID,
  root,
  shellQuote,
} from './firebase-emulators.mjs';

const API_KEY = 'demo-key';
const [mode, ...rest] = process.argv.slice(2);

/** The local backend's seed, loaded through Vite so it reads the same config (the admin e-mail). */
async function localSeed() {
  const { module } = await runnerImport(`${root}/src/backend/local/seed.ts`, {
    root,
    configFile: false,
    logLevel: 'error',
  });
  return module;
}

async function request(url, body, method = 'POST') {
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
    try {
      await request(`${base}/projects/${PROJECT_ID}/accounts`, {
        localId: account.uid,
        email: account.email,
        password: seed.DEMO_PASSWORD,
        displayName: `${account.firstName} ${account.lastName}`,
        // As in the local backend: the demo admin stands for a company admin who verified the address.
        emailVerified: true,
      });
    } catch (error) {
      if (!/DUPLICATE_LOCAL_ID|EMAIL_EXISTS/.test(String(error))) throw error;
    }
    // The account must sign in with the demo password, as the app will.
    const signIn = await request(`${base}/accounts:signInWithPassword?key=${API_KEY}`, {
      email: account.email,
      password: seed.DEMO_PASSWORD,
      returnSecureToken: true,
    });
    if (signIn.localId !== account.uid) throw new Error(`${account.email} signed in as ${signIn.localId}`);
  }
  console.log(
    `Seeded Auth at ${host}: ${Object.values(seed.demoAccounts)
      .map((a) => a.email)
      .join(', ')}`,
  );
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

/** The demo documents, written as the emulator's owner (the rules do not apply to the seed). */
async function seedFirestore(host, seed) {
  const documents = seed.demoDocuments(new Date());
  const name = (path) => `projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  await request(`http://${host}/v1/projects/${PROJECT_ID}/databases/(default)/documents:commit`, {
    writes: Object.entries(documents).map(([path, data]) => ({
      update: { name: name(path), fields: toFields(data) },
    })),
  });
  console.log(`Seeded Firestore at ${host}: ${Object.keys(documents).length} documents`);
}

async function seedRunning() {
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  if (!authHost && !firestoreHost) {
    throw new Error(
      'No emulator to seed: FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST are unset.',
    );
  }
  const seed = await localSeed();
  if (authHost) await seedAuth(authHost, seed);
  if (firestoreHost) await seedFirestore(firestoreHost, seed);
}

/** Inside `emulators:exec`: seed, then serve the app until it is stopped. */
async function seedAndServe(viteArgs) {
  await seedRunning();
  const vite = spawn(bin('vite'), viteArgs, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_BACKEND: 'firebase',
      VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
      VITE_FIREBASE_EMULATORS: 'true',
      VITE_FIREBASE_API_KEY: API_KEY,
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vite.kill(signal));
  return new Promise((done) => vite.on('exit', (code) => done(code ?? 0)));
}

try {
  if (mode === 'seed') {
    await seedRunning();
  } else if (mode === 'seed-and-serve') {
    process.exitCode = await seedAndServe(rest);
  } else {
    const reason = firestoreEmulatorUnavailable();
    if (reason) {
      console.error(`dev:firebase cannot start: ${reason}. Use \`npm run dev\` for the local backend.`);
      process.exit(1);
    }
    const viteArgs = process.argv.slice(2);
    const inner = ['node', 'scripts/dev-firebase.mjs', 'seed-and-serve', ...viteArgs]
      .map(shellQuote)
      .join(' ');
    process.exitCode = await emulatorsExec('auth,firestore', inner);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
