// Where a Firestore emulator can be had on this machine (the order is in firebase-emulators.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ID } from './project.mjs';

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
