// npm run test:e2e:firebase: the browser journeys on the `firebase` backend, against the Auth and
// Firestore emulators on firebase.json's ports with firestore.rules loaded. Each journey starts
// from the demo data (e2e/fixtures.ts empties and seeds the emulators). Extra arguments go to
// Playwright. scripts/firebase-emulators.mjs says where the Firestore emulator is found. Every
// query the journeys send is recorded for `npm run check:queries`.
import { bin, rulesAdminEnv, run, withAppEmulators } from './firebase-emulators.mjs';

// The build under test and the seed name the admin that firestore.rules names.
Object.assign(process.env, rulesAdminEnv(), { E2E_BACKEND: 'firebase' });

const code = await withAppEmulators(
  'Journeys on the firebase backend',
  () => run(bin('playwright'), ['test', ...process.argv.slice(2)]),
  { recordQueries: 'journeys' },
);
process.exit(code);
