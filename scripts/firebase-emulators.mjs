// Shared by the scripts that run the Firebase Emulator Suite from the project's own firebase-tools:
// offline, without the update check or the emulator UI, against a demo- project (no real project).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = 'demo-learn-and-earn';
export const bin = (name) => join(root, 'node_modules', '.bin', name);

/** The environment for firebase-tools: no update check, no message-of-the-day fetch. */
export function emulatorEnv(extra = {}) {
  return { ...process.env, CI: process.env.CI ?? 'true', NO_UPDATE_NOTIFIER: '1', ...extra };
}

/** Quotes one argument for the shell that `firebase emulators:exec` runs its script in. */
export const shellQuote = (arg) => (/^[\w./=:@%+,-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`);

/** Runs `command` while the emulators in `only` are up; resolves with its exit code. */
export function emulatorsExec(only, command, extraEnv = {}) {
  return new Promise((done) => {
    const child = spawn(
      bin('firebase'),
      ['emulators:exec', '--only', only, '--project', PROJECT_ID, command],
      { cwd: root, env: emulatorEnv(extraEnv), stdio: 'inherit' },
    );
    child.on('error', (error) => {
      console.error(`Could not start firebase-tools: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const MIN_JAVA = 21;

/** The major version of `java` on the PATH, or null when there is none. */
function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "([1-9][0-9]*)/.exec(`${result.stderr}${result.stdout}`);
  return match ? Number(match[1]) : null;
}

/** The Firestore emulator jar this firebase-tools runs, and whether it is already downloaded. */
function firestoreJar() {
  const require = createRequire(import.meta.url);
  const info = JSON.parse(
    readFileSync(require.resolve('firebase-tools/lib/emulator/downloadableEmulatorInfo.json'), 'utf8'),
  );
  const name = info.firestore.downloadPathRelativeToCacheDir;
  const dir = process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
  return { name, dir, present: existsSync(join(dir, name)) };
}

/**
 * Why the Firestore emulator cannot start here, or null when it can (or one is already running,
 * named by FIRESTORE_EMULATOR_HOST).
 */
export function firestoreEmulatorUnavailable() {
  if (process.env.FIRESTORE_EMULATOR_HOST) return null;
  const java = javaMajorVersion();
  const jar = firestoreJar();
  const javaOk = java !== null && java >= MIN_JAVA;
  if (javaOk && jar.present) return null;
  const found = java === null ? 'no Java found' : `Java ${java} found`;
  const missingJar = `${jar.name} is not in ${jar.dir.replace(homedir(), '~')}`;
  if (!javaOk && !jar.present) {
    return `the Firestore emulator needs Java ${MIN_JAVA} and a one-time download, neither available on this machine (${found}; ${missingJar})`;
  }
  if (!javaOk) return `the Firestore emulator needs Java ${MIN_JAVA} (${found})`;
  return `the Firestore emulator needs a one-time download (${missingJar}); run \`npx firebase setup:emulators:firestore\` where the internet is reachable`;
}
