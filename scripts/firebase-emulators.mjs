// The Firebase emulators for test:rules, test:auth, test:e2e:firebase, dev:firebase and the data
// benchmarks: found wherever they are installed, started on loopback, stopped with every process
// they started, even when a run fails or is interrupted. Offline: no update check, no emulator UI,
// a demo- project (no real project is ever reached).
//
// The Firestore emulator is a Java program, found in this order:
//   1. one already running, named by FIRESTORE_EMULATOR_HOST;
//   2. firebase-tools' own jar, when Java 21 or newer is on the PATH and the jar is downloaded;
//   3. the Google Cloud CLI's (Debian package google-cloud-cli-firestore-emulator, or
//      `gcloud components install cloud-firestore-emulator`), which runs on Java 17.
// The Auth emulator is Node code inside firebase-tools and needs nothing else.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { findFirestoreEmulator } from './emulators/find-firestore.mjs';
import { anyFreePort, portFree, run, startProcess } from './emulators/processes.mjs';
import { bin, PROJECT_ID, root } from './emulators/project.mjs';

export { bin, findFirestoreEmulator, PROJECT_ID, root, run };

/** How the app is built or served against the emulators: the `firebase` backend, the demo project. */
export const appEmulatorEnv = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  // The emulators accept any API key, but the SDK refuses to start without one.
  VITE_FIREBASE_API_KEY: 'demo-key',
  VITE_FIREBASE_EMULATORS: 'true',
};

/** The emulator hosts of firebase.json's `emulators` block: the one place that names them. */
export function configuredHosts() {
  const { emulators } = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const hostOf = ({ host, port }) => `${host}:${port}`;
  return { auth: hostOf(emulators.auth), firestore: hostOf(emulators.firestore) };
}

/**
 * The admin's address and pinned account for anything run against the emulators: the production
 * config's, because firestore.rules names those (src/backend/firebase/rulesConfig.test.ts checks
 * they agree). Empty where the production config sets none, so the app's default applies, whatever
 * .env.local says. Nothing else is taken from the production config.
 */
export function rulesAdminEnv() {
  const production = loadEnv('production', root, 'VITE_');
  return {
    VITE_ADMIN_EMAIL: production.VITE_ADMIN_EMAIL ?? '',
    VITE_ADMIN_UID: production.VITE_ADMIN_UID ?? '',
  };
}

/** The environment for firebase-tools: no update check, no message-of-the-day fetch. */
function emulatorEnv(extra = {}) {
  return { ...process.env, CI: process.env.CI ?? 'true', NO_UPDATE_NOTIFIER: '1', ...extra };
}

/**
 * Starts a Firestore emulator at `host` ('127.0.0.1:8080'), or on a free port of 127.0.0.1 when no
 * host is given; or takes the one FIRESTORE_EMULATOR_HOST names. Resolves with
 * `{ host, name, stop() }`; throws with the reason when none can start.
 */
export async function startFirestoreEmulator({ host, log = false } = {}) {
  const found = findFirestoreEmulator();
  if (found.running) {
    if (host && host !== found.running) {
      throw new Error(
        `FIRESTORE_EMULATOR_HOST is ${found.running}, but the app connects to ${host} (firebase.json)`,
      );
    }
    return {
      host: found.running,
      name: 'the Firestore emulator at FIRESTORE_EMULATOR_HOST',
      stop: async () => {},
    };
  }
  if (found.missing) throw new Error(found.missing);
  const [hostname, wanted] = (host ?? '127.0.0.1:0').split(':');
  const port = Number(wanted) || (await anyFreePort(hostname));
  if (!(await portFree(hostname, port))) {
    throw new Error(`port ${port} is taken, so the Firestore emulator cannot start there; stop what uses it`);
  }
  const emulator = await startProcess(
    found.name,
    found.command(hostname, port),
    `http://${hostname}:${port}/`,
    {
      log,
    },
  );
  return { host: `${hostname}:${port}`, name: found.name, stop: emulator.stop };
}

/** Starts firebase-tools' Auth emulator on firebase.json's port. Resolves with `{ host, stop() }`. */
export async function startAuthEmulator({ log = false } = {}) {
  const host = configuredHosts().auth;
  const [hostname, port] = host.split(':');
  if (!(await portFree(hostname, Number(port)))) {
    throw new Error(`port ${port} is taken, so the Auth emulator cannot start there; stop what uses it`);
  }
  const command = [bin('firebase'), ['emulators:start', '--only', 'auth', '--project', PROJECT_ID]];
  const auth = await startProcess('the Auth emulator', command, `http://${host}/`, {
    env: emulatorEnv(),
    log,
  });
  return { host, stop: auth.stop };
}

/** Loads firestore.rules into the emulator at `host`, as the rules testing library does. */
export async function loadRules(host) {
  const content = readFileSync(join(root, 'firestore.rules'), 'utf8');
  const response = await fetch(`http://${host}/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  if (!response.ok) throw new Error(`The emulator refused firestore.rules: ${await response.text()}`);
}

/**
 * Starts both emulators on firebase.json's ports with firestore.rules loaded, runs `work`, and stops
 * them however it ends. Resolves with the exit code `work` resolves with, or 1 when the emulators
 * cannot start, said in one line that names `what` was to run.
 */
export async function withAppEmulators(what, work) {
  let firestore;
  let auth;
  try {
    firestore = await startFirestoreEmulator({ host: configuredHosts().firestore });
    auth = await startAuthEmulator();
    await loadRules(firestore.host);
    console.log(`${what}: ${firestore.name} at ${firestore.host}, Auth at ${auth.host}`);
    return await work();
  } catch (error) {
    console.error(`${what} cannot run: ${error instanceof Error ? error.message : error}`);
    return 1;
  } finally {
    await Promise.all([auth?.stop(), firestore?.stop()]);
  }
}
