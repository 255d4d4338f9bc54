// npm run test:rules: the shared access matrix against firestore.rules in the Firestore emulator.
// Where that emulator cannot start (it needs Java 21 and a one-time download from outside the npm
// registry) it says so in one line and exits 0 without running, or claiming, anything.
// Extra arguments go to Vitest (CI passes its JSON reporter).
import { spawnSync } from 'node:child_process';
import { bin, emulatorsExec, firestoreEmulatorUnavailable, root, shellQuote } from './firebase-emulators.mjs';

const CONFIG = 'src/backend/firebase/emulator/vitest.rules.config.ts';
const vitest = [bin('vitest'), 'run', '--config', CONFIG, ...process.argv.slice(2)];

const reason = firestoreEmulatorUnavailable();
if (reason) {
  console.log(`Firestore rules tests skipped: ${reason}`);
  process.exit(0);
}

if (process.env.FIRESTORE_EMULATOR_HOST) {
  // An emulator is already running (started by `firebase emulators:exec` or by hand).
  const result = spawnSync(vitest[0], vitest.slice(1), { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

process.exit(await emulatorsExec('firestore', vitest.map(shellQuote).join(' ')));
