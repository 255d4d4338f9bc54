// npm run test:auth: the firebase backend's auth port against the Firebase Auth emulator, which
// firebase-tools runs in Node, offline. Extra arguments go to Vitest (CI passes its JSON reporter).
import { bin, emulatorsExec, shellQuote } from './firebase-emulators.mjs';

const CONFIG = 'src/backend/firebase/emulator/vitest.auth.config.ts';
const vitest = [bin('vitest'), 'run', '--config', CONFIG, ...process.argv.slice(2)];

const started = performance.now();
const code = await emulatorsExec('auth', vitest.map(shellQuote).join(' '));
console.log(`Auth emulator run (start, tests, stop): ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(code);
