// npm run test:repositories: the repository behaviour suite of src/backend/repositoryContract.ts on
// the firebase backend, against the Auth and Firestore emulators on firebase.json's ports with
// firestore.rules loaded (the same suite runs on the `local` backend in npm test). Each case starts
// from the demo data. Extra arguments go to Vitest (CI passes its JSON reporter).
import {
  bin,
  configuredHosts,
  loadRules,
  rulesAdminEnv,
  run,
  startAuthEmulator,
  startFirestoreEmulator,
} from './firebase-emulators.mjs';

const CONFIG = 'src/backend/firebase/emulator/vitest.repositories.config.ts';

let firestore;
let auth;
let code = 1;
try {
  firestore = await startFirestoreEmulator({ host: configuredHosts().firestore });
  auth = await startAuthEmulator();
  await loadRules(firestore.host);
  console.log(
    `Repositories on the firebase backend: ${firestore.name} at ${firestore.host}, Auth at ${auth.host}`,
  );
  code = await run(bin('vitest'), ['run', '--config', CONFIG, ...process.argv.slice(2)], rulesAdminEnv());
} catch (error) {
  console.error(`The repository suite cannot run: ${error instanceof Error ? error.message : error}`);
} finally {
  await Promise.all([auth?.stop(), firestore?.stop()]);
}
process.exit(code);
