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
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = 'demo-learn-and-earn';
export const bin = (name) => join(root, 'node_modules', '.bin', name);

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

const MIN_JAVA_FOR_FIREBASE_TOOLS = 21;

function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "([1-9][0-9]*)/.exec(`${result.stderr}${result.stdout}`);
  return match ? Number(match[1]) : null;
}

/** The newest Firestore emulator jar firebase-tools has downloaded (`firebase setup:emulators:firestore`). */
function firebaseToolsJar() {
  const dir = process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(dir)) return null;
  const version = (name) => name.match(/\d+/g).map(Number);
  const newer = (a, b) => {
    const [x, y] = [version(a), version(b)];
    for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
      if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
    }
    return 0;
  };
  const jars = readdirSync(dir).filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name));
  return jars.length ? join(dir, jars.sort(newer).at(-1)) : null;
}

const LAUNCHER = join('platform', 'cloud-firestore-emulator', 'cloud_firestore_emulator');

/** The Google Cloud CLI's launcher, from `gcloud info` or the Debian package's file list. */
function gcloudLauncher() {
  const info = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      CLOUDSDK_CORE_DISABLE_PROMPTS: '1',
      CLOUDSDK_COMPONENT_MANAGER_DISABLE_UPDATE_CHECK: '1',
    },
    timeout: 30_000,
  });
  const sdkRoot = info.status === 0 ? info.stdout.trim() : '';
  if (sdkRoot && existsSync(join(sdkRoot, LAUNCHER))) return join(sdkRoot, LAUNCHER);
  const dpkg = spawnSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], { encoding: 'utf8' });
  const listed =
    dpkg.status === 0 ? dpkg.stdout.split('\n').find((path) => path.endsWith(`/${LAUNCHER}`)) : undefined;
  return listed && existsSync(listed) ? listed : null;
}

/**
 * How to run a Firestore emulator here: `{ running: host }`, `{ command(host, port) }` or
 * `{ missing: why }`.
 */
export function findFirestoreEmulator() {
  if (process.env.FIRESTORE_EMULATOR_HOST) return { running: process.env.FIRESTORE_EMULATOR_HOST };
  const java = javaMajorVersion();
  const jar = firebaseToolsJar();
  if (jar && java !== null && java >= MIN_JAVA_FOR_FIREBASE_TOOLS) {
    return {
      name: `firebase-tools' Firestore emulator (Java ${java})`,
      command: (host, port) => [
        'java',
        [
          '-Duser.language=en',
          '-jar',
          jar,
          '--host',
          host,
          '--port',
          String(port),
          '--project_id',
          PROJECT_ID,
        ],
      ],
    };
  }
  const launcher = gcloudLauncher();
  if (launcher && java !== null) {
    return {
      name: `the Google Cloud CLI's Firestore emulator (Java ${java})`,
      command: (host, port) => [
        launcher,
        ['start', `--host=${host}`, `--port=${port}`, `--project_id=${PROJECT_ID}`],
      ],
    };
  }
  const found = java === null ? 'no Java found' : `Java ${java} found`;
  return {
    missing:
      `no Firestore emulator found (${found}): install the Google Cloud CLI's ` +
      '(`apt-get install google-cloud-cli-firestore-emulator`, or ' +
      "`gcloud components install cloud-firestore-emulator`), or firebase-tools' own with Java 21 " +
      '(`npx firebase setup:emulators:firestore`), or set FIRESTORE_EMULATOR_HOST',
  };
}

/** Whether nothing listens on host:port yet. */
function portFree(host, port) {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, host, () => server.close(() => done(true)));
  });
}

/** A port the system has just handed out, so free at this moment. */
function anyFreePort(host) {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

/** Every emulator started here, stopped when this process ends, however it ends. */
const started = new Set();
/** Commands run while the emulators are up (Vitest, Playwright, Vite): handed on any stop signal. */
const commands = new Set();

function stopGroup(child) {
  try {
    // A negative pid signals the whole group: a launcher script and the Java it started.
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

let cleanupInstalled = false;
function installCleanup() {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  process.on('exit', () => {
    for (const child of started) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      for (const child of commands) child.kill(signal);
      for (const child of started) stopGroup(child);
      process.exit(130);
    });
  }
}

/** Starts `command` in its own process group and resolves once `url` answers. */
async function startProcess(name, [file, args], url, { env = process.env, log } = {}) {
  installCleanup();
  const child = spawn(file, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  started.add(child);
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
    if (log) process.stderr.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((done) => child.once('exit', () => done(true)));
  child.once('error', (error) => keep(`${error.message}\n`));

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (await answers(url)) break;
    if (await Promise.race([exited, new Promise((done) => setTimeout(() => done(false), 250))])) {
      started.delete(child);
      throw new Error(`${name} stopped before it answered:\n${output.trim()}`);
    }
  }
  if (!(await answers(url))) {
    stopGroup(child);
    throw new Error(`${name} did not answer at ${url} within 90 s:\n${output.trim()}`);
  }
  return {
    async stop() {
      if (!started.has(child)) return;
      stopGroup(child);
      // The launcher may exit before the Java it started: wait for the whole group to be gone.
      const deadline = Date.now() + 10_000;
      while (groupAlive(child) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
      if (groupAlive(child)) process.kill(-child.pid, 'SIGKILL');
      started.delete(child);
    },
  };
}

function groupAlive(child) {
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
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

/** Runs a command to its end with the given extra environment; resolves with its exit code. */
export function run(file, args, extraEnv = {}) {
  installCleanup();
  return new Promise((done) => {
    const child = spawn(file, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
    commands.add(child);
    child.once('exit', () => commands.delete(child));
    child.once('error', (error) => {
      console.error(`Could not start ${file}: ${error.message}`);
      done(1);
    });
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
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
