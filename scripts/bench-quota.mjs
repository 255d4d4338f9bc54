// npm run bench:quota: what a business day costs of Firestore's free daily quota (the Spark plan:
// 50,000 document reads, 20,000 writes, 20,000 deletes), and how many visitors the rest serves.
// It builds the app on the `firebase` backend, starts the emulators with a recording proxy where
// the app looks for Firestore (bench-quota/recorder.mjs counts reads, writes and deletes as
// Firestore bills them, the rules' own reads too), seeds a company of 200 workers with a year of
// days, and runs each part of the modelled day once, in Chromium as its people use the pages or
// with the app's own code: each part's cost, times how often the day has it, is the day's.
// Prints a table; exits 1 when the business's own day takes more than a quarter of any quota, or
// the rest serves fewer than 10,000 visitors who open /ads and one ad. Run it under the emulators'
// lock (it starts them on their fixed ports):
//   flock /tmp/emulators.lock npm run bench:quota
// CI does not run it.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { bulkWrite } from './bench-data/owner-writes.mjs';
import { loadAppModule, loadSeed, resetToSeed } from './emulator-seed.mjs';
import {
  appEmulatorEnv,
  bin,
  configuredHosts,
  loadRules,
  PROJECT_ID,
  root,
  rulesAdminEnv,
  run,
  startAuthEmulator,
  startFirestoreEmulator,
} from './firebase-emulators.mjs';
import { startRecorder } from './bench-quota/recorder.mjs';
import { printFigures, reads } from './bench-quota/figures.mjs';
import { open, openSession } from './bench-quota/pages.mjs';

const WORKERS = 200;
const SALES = 50;
const ADS = 10;
const DASHBOARD_VIEWS = 20;
/** Ads listed on /ads: a month of the day's ten a day. */
const LISTED_ADS = 300;
const PORT = Number(process.env.BENCH_PORT ?? 4192);
const OUT = `.e2e/dist-quota-${PORT}`;
const POSTER_PASSWORD = 'poster1234';

/** Accounts with verified addresses, straight into the Auth emulator (as the demo seed makes its own). */
async function addAccounts(authHost, accounts) {
  const base = `http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`;
  for (const account of accounts) {
    const response = await fetch(base, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ ...account, emailVerified: true }),
    });
    if (!response.ok) throw new Error(`adding ${account.email}: ${await response.text()}`);
  }
}

let code = 0;
let firestore;
let recorder;
let auth;
let server;
let browser;
try {
  const env = { ...appEmulatorEnv, ...rulesAdminEnv() };
  Object.assign(process.env, rulesAdminEnv());
  console.log('Building the firebase app…');
  if (
    (await run(bin('vite'), ['build', '--mode', 'e2e', '--logLevel', 'warn', '--outDir', OUT], env)) !== 0
  ) {
    throw new Error('the build failed');
  }
  // The emulator on a port of its own; the proxy where the app and the benchmark look for it.
  firestore = await startFirestoreEmulator({});
  recorder = await startRecorder({ listen: configuredHosts().firestore, target: firestore.host });
  auth = await startAuthEmulator();
  await loadRules(firestore.host);
  server = spawn(
    bin('vite'),
    ['preview', '--outDir', OUT, '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );

  const seed = await loadSeed();
  const { companyDocs } = await loadAppModule('scripts/bench-data/company.ts');
  const { benchDayDocs } = await loadAppModule('scripts/bench-quota/company.ts');
  const { importResponsesMonth } = await loadAppModule('scripts/bench-data/responses-month.ts');
  const actions = await loadAppModule('scripts/bench-quota/actions.ts');

  console.log(`Seeding ${WORKERS} workers × 365 days…`);
  await resetToSeed({ auth: auth.host, firestore: firestore.host }, seed);
  await bulkWrite(
    firestore.host,
    companyDocs({ workers: WORKERS, days: 365, payments: 0 }, seed.demoAccounts.approved.uid),
  );
  // The demo's listing as the seed wrote it, with the day's listed ads added.
  const listing = seed.demoDocuments(new Date())['listings/ads'] ?? null;
  const day = benchDayDocs({ sales: SALES - 1, posters: ADS, listedAds: LISTED_ADS }, listing);
  await bulkWrite(firestore.host, day.docs);
  await addAccounts(
    auth.host,
    day.posters.map(({ uid, email }) => ({ localId: uid, email, password: POSTER_PASSWORD })),
  );

  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const session = (email) =>
    openSession(browser, {
      baseURL: `http://127.0.0.1:${PORT}`,
      firestoreHost: configuredHosts().firestore,
      recorder,
      email,
    });
  const { demoAccounts } = seed;
  /** @type {{ part: string, times: number, tally: ReturnType<typeof recorder.take>, visitor?: boolean }[]} */
  const parts = [];
  const part = (name, times, tally, visitor = false) => {
    parts.push({ part: name, times, tally, visitor });
    console.log(
      `  ${name}: ${reads(tally)} reads, ${tally.writes} writes, ${tally.deletes} deletes (× ${times})`,
    );
  };

  console.log('Measuring the day…');
  // A worker signs in and opens the work page and their statement; each does so twice a day.
  {
    const worker = await session(demoAccounts.approved.email);
    const signIn = await worker.step(() => worker.signIn());
    const work = await worker.step(open('/userwoDataEntryworksforms', 'main table tbody tr'));
    const statement = await worker.step(open('/my-earnings', 'main table tbody tr'));
    await worker.close();
    part('A worker signs in', WORKERS * 2, signIn);
    part('A worker opens the work page', WORKERS * 2, work);
    part('A worker opens their statement', WORKERS * 2, statement);
  }
  // A buyer opens an eBook, pays and files the transaction id: one of the day's sales.
  {
    const buyer = await session(demoAccounts.learner.email);
    await buyer.step(() => buyer.signIn());
    const tally = await buyer.step(async (tab) => {
      await open('/ebooks/3', 'h1')(tab);
      await tab.getByRole('link', { name: 'Buy Now' }).click();
      await tab.getByLabel('Transaction ID or UTR number').fill('612345670050');
      await tab.getByRole('button', { name: 'Submit payment' }).click();
      await tab.waitForURL(/\/confirmation\/612345670050$/);
      await tab.getByRole('heading', { level: 1 }).waitFor();
    });
    await buyer.close();
    part('An eBook sale: the book, the payment page, the filing', SALES, tally);
  }
  recorder.take();
  // The day's sales, and any payment of the demo data still pending in the statement's days.
  const checked = await actions.checkAndApprove();
  if (checked.approved < SALES || checked.failed.length) {
    throw new Error(`approved ${checked.approved} of ${SALES} sales; not ${checked.failed.join(', ')}`);
  }
  part(`The bank statement checked and its ${checked.approved} payments approved`, 1, recorder.take());

  recorder.take();
  await actions.postAndPublish(day.posters, POSTER_PASSWORD);
  part(`${ADS} ads posted, reviewed and published`, 1, recorder.take());

  // The admin's dashboards, each opened as often as the day has it.
  const admin = await session(demoAccounts.admin.email);
  await admin.step(() => admin.signIn());
  for (const [name, path, first] of [
    ['Admin home (three counts)', '/admin', '.admin-card:nth-child(3) .admin-count'],
    ['Payment Approval Dashboard', '/confirm-payment', 'table tbody tr'],
    ['User approvals', '/admin/users', 'table tbody tr'],
    ['User Earnings Dashboard', '/all-approved-user-list', 'table tbody tr'],
    ['Ad submissions', '/admin/submissions', '.ad-states'],
  ]) {
    part(`The admin opens ${name}`, DASHBOARD_VIEWS, await admin.step(open(path, first)));
  }
  await admin.close();

  // The first of the month: the month's responses imported (last, as it changes a month of counts).
  recorder.take();
  const month = await importResponsesMonth(WORKERS, 60);
  if (month.failed) throw new Error(`${month.failed} days of the import not saved`);
  part(`A month's responses imported (${month.changed} days)`, 1, recorder.take());

  // A visitor, not signed in.
  const visitor = await session();
  const firstPage = await visitor.step(open('/ads', '.public-ads article'));
  const category = await visitor.step(async (tab) => {
    await tab.getByLabel('Category', { exact: true }).selectOption('Vehicles');
    await tab.waitForURL(/category=Vehicles/);
    await tab.getByRole('status').waitFor();
  });
  const search = await visitor.step(async (tab) => {
    await tab.getByLabel('Words in the ad').fill('swift');
    await tab.getByRole('button', { name: 'Search' }).click();
    await tab.waitForURL(/q=swift/);
    await tab.getByRole('status').waitFor();
  });
  const ad = await visitor.step(async (tab) => {
    await tab.locator('.public-ads article a').first().click();
    await tab.getByRole('heading', { level: 1 }).waitFor();
    await tab.getByRole('link', { name: 'Share on WhatsApp' }).waitFor();
  });
  await visitor.close();
  part('A visitor opens /ads (first page)', 0, firstPage, true);
  part('A visitor chooses a category', 0, category, true);
  part('A visitor searches by word', 0, search, true);
  part('A visitor opens an ad', 0, ad, true);

  if (!printFigures(parts, { firstPage, category, search, ad })) code = 1;
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  code = 1;
} finally {
  await browser?.close();
  server?.kill();
  await recorder?.stop();
  await auth?.stop();
  await firestore?.stop();
}
process.exit(code);
