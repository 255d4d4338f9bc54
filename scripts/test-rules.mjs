// npm run test:rules: the shared access matrix against firestore.rules in a Firestore emulator,
// started on a free port for this run and stopped after it (scripts/firebase-emulators.mjs says
// where the emulator is found). Where there is none: one line, and exit 0 on a developer's machine,
// exit 1 under CI=true, where a missing emulator is a broken machine, not a reason to skip.
// Extra arguments go to Vitest (CI passes its JSON reporter).
import { bin, PROJECT_ID, run, startFirestoreEmulator } from './firebase-emulators.mjs';

const CONFIG = 'scripts/emulators/vitest.rules.config.ts';

let emulator;
try {
  emulator = await startFirestoreEmulator();
} catch (error) {
  const why = error instanceof Error ? error.message : String(error);
  if (process.env.CI === 'true') {
    console.error(`Firestore rules tests cannot run: ${why}`);
    process.exit(1);
  }
  console.log(`Firestore rules tests skipped: ${why}`);
  process.exit(0);
}

console.log(`Firestore rules against ${emulator.name} at ${emulator.host}`);
const code = await run(bin('vitest'), ['run', '--config', CONFIG, ...process.argv.slice(2)], {
  FIRESTORE_EMULATOR_HOST: emulator.host,
  GCLOUD_PROJECT: PROJECT_ID,
});
await emulator.stop();
process.exit(code);
