// npm run test:repositories: the repository behaviour suite of src/backend/contract/repositoryContract.ts on
// the firebase backend, against the Auth and Firestore emulators on firebase.json's ports with
// firestore.rules loaded (the same suite runs on the `local` backend in npm test). Each case starts
// from the demo data. Extra arguments go to Vitest (CI passes its JSON reporter). Every query the
// suite sends is recorded for `npm run check:queries`.
import { bin, rulesAdminEnv, run, withAppEmulators } from './firebase-emulators.mjs';

const CONFIG = 'scripts/emulators/vitest.repositories.config.ts';

const code = await withAppEmulators(
  'The repository suite on the firebase backend',
  () => run(bin('vitest'), ['run', '--config', CONFIG, ...process.argv.slice(2)], rulesAdminEnv()),
  { recordQueries: 'repositories' },
);
process.exit(code);
