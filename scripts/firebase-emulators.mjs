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
import { recordedQueriesFile, startQueryRecorder, writeRecorded } from './firestore-queries/recorder.mjs';

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
 *
 * With `recordQueries` (a suite's name), the Firestore emulator runs on a free port behind a proxy
 * on firebase.json's, which notes the shape of every query the app sends; they are written to
 * recordedQueriesFile(root, suite) when `work` ends. An emulator named by FIRESTORE_EMULATOR_HOST is
 * already on that port, so nothing is recorded then (and says so).
 */
export async function withAppEmulators(what, work, { recordQueries } = {}) {
  let firestore;
  let auth;
  let recorder;
  try {
    const app = configuredHosts().firestore;
    if (recordQueries && !process.env.FIRESTORE_EMULATOR_HOST) {
      const [hostname, port] = app.split(':');
      if (!(await portFree(hostname, Number(port)))) {
        throw new Error(
          `port ${port} is taken, so the Firestore emulator cannot be reached there; stop what uses it`,
        );
      }
      firestore = await startFirestoreEmulator();
      recorder = await startQueryRecorder({ listen: app, target: firestore.host });
    } else {
      if (recordQueries) console.log(`${what}: queries are not recorded (FIRESTORE_EMULATOR_HOST is set)`);
      firestore = await startFirestoreEmulator({ host: app });
    }
    auth = await startAuthEmulator();
    await loadRules(firestore.host);
    const behind = recorder ? `, behind the query recorder at ${app}` : '';
    console.log(`${what}: ${firestore.name} at ${firestore.host}${behind}, Auth at ${auth.host}`);
    const code = await work();
    if (recorder) {
      const file = recordedQueriesFile(root, recordQueries);
      writeRecorded(file, recordQueries, recorder.shapes());
      console.log(`${what}: ${recorder.shapes().length} query shapes recorded in ${file}`);
    }
    return code;
  } catch (error) {
    console.error(`${what} cannot run: ${error instanceof Error ? error.message : error}`);
    return 1;
  } finally {
    await Promise.all([auth?.stop(), recorder?.stop(), firestore?.stop()]);
  }
}
