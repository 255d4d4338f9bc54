// npm run test:e2e:firebase: the browser journeys on the `firebase` backend, against the Auth and
// Firestore emulators on firebase.json's ports with firestore.rules loaded. Each journey starts
// from the demo data (e2e/fixtures.ts empties and seeds the emulators). Extra arguments go to
// Playwright. scripts/firebase-emulators.mjs says where the Firestore emulator is found.
import {
  bin,
  configuredHosts,
  loadRules,
  rulesAdminEnv,
  run,
  startAuthEmulator,
  startFirestoreEmulator,
} from './firebase-emulators.mjs';

// The build under test and the seed name the admin that firestore.rules names.
Object.assign(process.env, rulesAdminEnv(), { E2E_BACKEND: 'firebase' });

let firestore;
let auth;
let code = 1;
try {
  firestore = await startFirestoreEmulator({ host: configuredHosts().firestore });
  auth = await startAuthEmulator();
  await loadRules(firestore.host);
  console.log(
    `Journeys on the firebase backend: ${firestore.name} at ${firestore.host}, Auth at ${auth.host}`,
  );
  code = await run(bin('playwright'), ['test', ...process.argv.slice(2)]);
} catch (error) {
  console.error(
    `Journeys on the firebase backend cannot run: ${error instanceof Error ? error.message : error}`,
  );
} finally {
  await Promise.all([auth?.stop(), firestore?.stop()]);
}
process.exit(code);
