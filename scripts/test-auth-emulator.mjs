// npm run test:auth: the firebase backend's auth port, and the page every e-mail's link opens, against
// the Firebase Auth emulator, which firebase-tools runs in Node, offline. Extra arguments go to Vitest
// (CI passes its JSON reporter).
import { bin, run, startAuthEmulator } from './firebase-emulators.mjs';

const CONFIG = 'scripts/emulators/vitest.auth.config.ts';

let auth;
let code = 1;
try {
  auth = await startAuthEmulator();
  code = await run(bin('vitest'), ['run', '--config', CONFIG, ...process.argv.slice(2)], {
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
  });
} catch (error) {
  console.error(`Auth emulator tests cannot run: ${error instanceof Error ? error.message : error}`);
} finally {
  await auth?.stop();
}
process.exit(code);
