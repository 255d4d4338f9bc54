// npm run dev:firebase: the app on the `firebase` backend against the Auth and Firestore emulators
// on firebase.json's ports (project demo-learn-and-earn), seeded with the local backend's demo data
// (the three demo accounts with password demo1234, the approved worker's recent daily entries, a
// few pending and confirmed payments), with firestore.rules loaded and reloaded on every save.
//
//   node scripts/dev-firebase.mjs [vite args]   start the emulators, seed them, serve the app
//   node scripts/dev-firebase.mjs seed          empty and seed the emulators already running on
//                                               firebase.json's ports
//
// scripts/firebase-emulators.mjs says where the Firestore emulator is found.
import { watch } from 'node:fs';
import { join } from 'node:path';
import { loadSeed, resetToSeed } from './emulator-seed.mjs';
import {
  appEmulatorEnv,
  bin,
  configuredHosts,
  loadRules,
  root,
  rulesAdminEnv,
  run,
  startAuthEmulator,
  startFirestoreEmulator,
} from './firebase-emulators.mjs';

const mode = process.argv[2];
Object.assign(process.env, rulesAdminEnv());

async function seed(hosts) {
  const count = await resetToSeed(hosts, await loadSeed());
  console.log(
    `Seeded the emulators: the demo accounts at ${hosts.auth}, ${count} documents at ${hosts.firestore}`,
  );
}

async function serve(viteArgs) {
  const configured = configuredHosts();
  const firestore = await startFirestoreEmulator({ host: configured.firestore });
  const auth = await startAuthEmulator();
  try {
    const hosts = { auth: auth.host, firestore: firestore.host };
    await loadRules(hosts.firestore);
    watch(join(root, 'firestore.rules'), () =>
      loadRules(hosts.firestore).then(
        () => console.log('firestore.rules reloaded'),
        (error) => console.error(error.message),
      ),
    );
    await seed(hosts);
    console.log(`Firestore: ${firestore.name} at ${firestore.host}; Auth: ${auth.host}`);
    return await run(bin('vite'), viteArgs, appEmulatorEnv);
  } finally {
    await Promise.all([auth.stop(), firestore.stop()]);
  }
}

try {
  process.exitCode =
    mode === 'seed' ? (await seed(configuredHosts()), 0) : await serve(process.argv.slice(2));
} catch (error) {
  console.error(`dev:firebase: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
