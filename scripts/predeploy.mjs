// The first step of `npm run deploy`: what production needs that no emulator shows. It refuses to
// deploy a build that is not for the Firebase project, a site whose admin is not pinned or whose
// .env.production and firestore.rules name different admins, and queries without their indexes
// (firestore.queries.json against firestore.indexes.json, no emulator needed). Then it runs the
// tests that hold the rules and firebase.json to the code and the configuration.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, runnerImport } from 'vite';
import { run } from './emulators/processes.mjs';
import { bin, root } from './emulators/project.mjs';
import { checkInventory, readProject } from './firestore-queries/check.mjs';

/** The tests `npm run deploy` runs after these checks, each against the production configuration. */
export const DEPLOY_TESTS = [
  'src/backend/firebase/rulesConfig.test.ts',
  'src/backend/firebase/rulesCatalogue.test.ts',
  'src/backend/firebase/rulesLists.test.ts',
  'src/backend/firebase/productionLimits.test.ts',
  'scripts/hosting.test.ts',
];

/** What a function of firestore.rules returns: `function adminUid() { return '…'; }`, each found. */
const returned = (rules, name) =>
  [...rules.matchAll(new RegExp(`function ${name}\\(\\)\\s*\\{\\s*return '([^']*)';\\s*\\}`, 'g'))].map(
    (match) => match[1],
  );

/**
 * Why the admin settings would deploy a site without its admin: the production build's
 * VITE_ADMIN_EMAIL and VITE_ADMIN_UID against firestore.rules' adminEmail() and adminUid().
 * @param {{ env: Record<string, string | undefined>, rules: string, demoAdmin: { email: string, uid: string } }} input
 * @returns {string[]}
 */
export function adminProblems({ env, rules, demoAdmin }) {
  const problems = [];
  const email = (env.VITE_ADMIN_EMAIL ?? '').trim().toLowerCase();
  const uid = (env.VITE_ADMIN_UID ?? '').trim();
  const [rulesEmail, ...moreEmails] = returned(rules, 'adminEmail');
  const [rulesUid, ...moreUids] = returned(rules, 'adminUid');
  if (rulesEmail === undefined || moreEmails.length) {
    problems.push("firestore.rules must declare function adminEmail() once, returning the admin's address.");
  }
  if (rulesUid === undefined || moreUids.length) {
    problems.push("firestore.rules must declare function adminUid() once, returning the owner's account.");
  }
  if (!email) {
    problems.push(
      "VITE_ADMIN_EMAIL is not set: put the admin's address in .env.production and in adminEmail().",
    );
  } else if (email === demoAdmin.email) {
    problems.push(`VITE_ADMIN_EMAIL is still the demo's ${demoAdmin.email}: set the owner's address.`);
  } else if (rulesEmail !== undefined && rulesEmail !== email) {
    problems.push(
      `The admin's address differs: .env.production has ${email}, firestore.rules' adminEmail() ` +
        `returns '${rulesEmail}'. Write the same address, in lower case, in both.`,
    );
  }
  const pin =
    "Create the owner's account (Firebase console > Authentication > Users > Add user, with the admin's " +
    'address), copy its User UID into VITE_ADMIN_UID in .env.production and into adminUid() in firestore.rules.';
  if (!uid || rulesUid === '') {
    problems.push(`No admin is pinned, so nobody could approve a payment. ${pin}`);
  } else if (uid === demoAdmin.uid || rulesUid === demoAdmin.uid) {
    problems.push(
      `The admin is still the demo's account (${demoAdmin.uid}), which no real account is. ${pin}`,
    );
  } else if (rulesUid !== undefined && rulesUid !== uid) {
    problems.push(
      `The admin's account differs: .env.production pins ${uid}, firestore.rules' adminUid() returns ` +
        `'${rulesUid}'. Write the same User UID in both.`,
    );
  }
  return problems;
}

/**
 * Why the build would not be the production site: no .env.production, or one that leaves the
 * build on the demo backend or on the emulators.
 * @param {{ envFileExists: boolean, backend: string, emulators: boolean }} input
 */
export function buildProblems({ envFileExists, backend, emulators }) {
  if (!envFileExists) {
    return [
      'There is no .env.production: copy .env.example to .env.production and fill it in ' +
        '(README, Deploying, step 2). Without it the build is the demo.',
    ];
  }
  if (backend !== 'firebase') {
    return [
      'The build would run on the demo backend: set VITE_FIREBASE_PROJECT_ID (and the rest of the web ' +
        "app's config) in .env.production, and leave VITE_BACKEND unset (.env.local may set it too).",
    ];
  }
  if (emulators) {
    return [
      'The build would connect to the emulators: a demo- project id or VITE_FIREBASE_EMULATORS=true is ' +
        'set for production. Use the real project id and leave VITE_FIREBASE_EMULATORS unset.',
    ];
  }
  return [];
}

/**
 * Every reason not to deploy the project files at `dir` (.env files, firestore.rules and the index
 * files), with the settings `vite build` reads there.
 */
export async function deployProblems(dir) {
  const env = loadEnv('production', dir, 'VITE_');
  const load = async (file) =>
    (await runnerImport(join(root, file), { root, configFile: false, logLevel: 'error' })).module;
  const [{ chooseBackend, usesFirebaseEmulators }, { demoAdmin }] = await Promise.all([
    load('src/config/buildTarget.ts'),
    load('src/config/site.ts'),
  ]);
  const project = readProject(dir);
  return [
    ...buildProblems({
      envFileExists: existsSync(join(dir, '.env.production')),
      backend: chooseBackend(env),
      emulators: usesFirebaseEmulators(env),
    }),
    ...adminProblems({ env, rules: readFileSync(join(dir, 'firestore.rules'), 'utf8'), demoAdmin }),
    ...checkInventory(project),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = await deployProblems(root);
  if (problems.length) {
    console.error(`npm run deploy stopped before deploying anything:\n\n${problems.join('\n\n')}`);
    process.exit(1);
  }
  console.log('Production settings, admin and indexes checked.');
  process.exit(await run(bin('vitest'), ['run', ...DEPLOY_TESTS]));
}
