// npm run bench:data: what each admin page and the worker's own page cost on the `firebase` build
// as the business grows. For each size it seeds the Firestore emulator (through its owner path,
// past the rules), opens every page in Chromium signed in as a person would be, and counts the
// Firestore documents in the answers, the bytes of those answers and the time to the first rows.
// Prints a table; exits 1 when a page misses a budget. At the first size of 200 workers it then
// imports a month of the form's responses (60 a worker a day) and times the preview and the save,
// and pays every worker on Pay workers: the run kept and downloaded, then confirmed from a bank
// statement of its file (scripts/bench-data/pay-run.ts).
// Run it under the emulators' lock:
//   flock /tmp/emulators.lock npm run bench:data [-- 200x365 200x730]
// Sizes are WORKERSxDAYS; payments are 5,000 from 200 workers up (see SIZES). CI does not run it.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { bulkWrite } from './bench-data/owner-writes.mjs';
import { measure } from './bench-data/measure-page.mjs';
import { printPayRun } from './bench-data/print-pay-run.mjs';
import { loadAppModule, loadSeed, resetToSeed } from './emulator-seed.mjs';
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

const BUDGET = { documents: 500, bytes: 1_000_000, firstRowsMs: 2000, growth: 0.1 };
/** The earnings dashboard's whole first view, every figure in (issue budget at 200 workers). */
const DASHBOARD = { requests: 50, lastFigureMs: 2000 };
/** A month of the form's responses imported at the first size of 200 workers or more. */
const MONTH = { perDay: 60, previewMs: 5000, saveMs: 60_000 };
/** Every worker paid at that size: the statement dropped to every payout recorded. */
const PAY_RUN = { confirmationMs: 30_000 };
const PAYMENTS = { 10: 500, 50: 2000, 200: 5000 };
const SIZES = (
  process.argv.slice(2).length ? process.argv.slice(2) : ['10x30', '50x180', '200x365', '200x730']
)
  .map((size) => size.split('x').map(Number))
  .map(([workers, days]) => ({ workers, days, payments: PAYMENTS[workers] ?? 5000 }));
const PORT = Number(process.env.BENCH_PORT ?? 4190);
const OUT = `.e2e/dist-bench-${PORT}`;

/** What each page shows first: the element whose appearance ends "time to first rows". */
const PAGES = [
  {
    name: 'User Earnings Dashboard',
    who: 'admin',
    path: '/all-approved-user-list',
    first: 'table tbody tr',
    budget: DASHBOARD,
  },
  {
    name: 'Admin home (three counts)',
    who: 'admin',
    path: '/admin',
    first: '.admin-card:nth-child(3) .admin-count',
  },
  { name: 'Payment Approval Dashboard', who: 'admin', path: '/confirm-payment', first: 'table tbody tr' },
  { name: 'User approvals', who: 'admin', path: '/admin/users', first: 'table tbody tr' },
  // Every worker owed money at once, with their details: the dashboard's budget of requests and time.
  {
    name: 'Pay workers',
    who: 'admin',
    path: '/admin/pay-workers',
    first: '.pay-table tbody tr',
    budget: DASHBOARD,
  },
  {
    name: "The worker's own page",
    who: 'approved',
    path: '/userwoDataEntryworksforms',
    first: 'main table tbody tr',
  },
];

function serve() {
  const server = spawn(
    bin('vite'),
    ['preview', '--outDir', OUT, '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
  return server;
}

/** @returns {Promise<typeof import('./bench-data/company.ts')>} */
const loadCompany = () => loadAppModule('scripts/bench-data/company.ts');

const env = { ...appEmulatorEnv, ...rulesAdminEnv() };
Object.assign(process.env, rulesAdminEnv());
let code = 0;
let firestore;
let auth;
let server;
try {
  console.log('Building the firebase app…');
  if (
    (await run(bin('vite'), ['build', '--mode', 'e2e', '--logLevel', 'warn', '--outDir', OUT], env)) !== 0
  ) {
    throw new Error('the build failed');
  }
  firestore = await startFirestoreEmulator({ host: configuredHosts().firestore });
  auth = await startAuthEmulator();
  await loadRules(firestore.host);
  server = serve();
  const seed = await loadSeed();
  const { companyDocs } = await loadCompany();
  const { importResponsesMonth } = await loadAppModule('scripts/bench-data/responses-month.ts');
  const { payEveryone } = await loadAppModule('scripts/bench-data/pay-run.ts');
  let month = null;
  let payRun = null;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const rows = [];
  for (const size of SIZES) {
    const seeding = Date.now();
    await resetToSeed({ auth: auth.host, firestore: firestore.host }, seed);
    const docs = companyDocs(size, seed.demoAccounts.approved.uid);
    await bulkWrite(firestore.host, docs);
    const label = `${size.workers} × ${size.days}, ${size.payments} payments`;
    console.log(
      `Seeded ${label}: ${docs.length} documents in ${((Date.now() - seeding) / 1000).toFixed(0)} s`,
    );
    for (const page of PAGES) {
      rows.push({
        size,
        label,
        page: page.name,
        ...(await measure(browser, `http://127.0.0.1:${PORT}`, seed, page)),
      });
    }
    // Last, as they write: a month of counts, then a pay run and its payouts.
    if (!month && size.workers >= 200) {
      month = { size, ...(await importResponsesMonth(size.workers, MONTH.perDay)) };
      payRun = { size, ...(await payEveryone(browser, `http://127.0.0.1:${PORT}`, seed, size.workers)) };
    }
  }
  await browser.close();

  console.log(
    '\n| size | page | documents read | requests | transferred | first rows | last figure | budget |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const misses = [];
    if (row.size.workers >= 200) {
      if (row.documents > BUDGET.documents) misses.push(`> ${BUDGET.documents} documents`);
      if (row.bytes > BUDGET.bytes) misses.push('> 1 MB');
      if (row.firstRowsMs > BUDGET.firstRowsMs) misses.push('> 2 s');
      // The same page with half the history must cost the same, within 10 %.
      const shorter = rows.find(
        (r) => r.page === row.page && r.size.workers === row.size.workers && r.size.days < row.size.days,
      );
      if (shorter && row.documents > shorter.documents * (1 + BUDGET.growth))
        misses.push('documents grow with days');
      if (shorter && row.bytes > shorter.bytes * (1 + BUDGET.growth)) misses.push('bytes grow with days');
      const budget = PAGES.find((page) => page.name === row.page)?.budget;
      if (budget && row.requests > budget.requests) misses.push(`> ${budget.requests} requests`);
      if (budget && row.lastFigureMs > budget.lastFigureMs)
        misses.push(`last figure > ${budget.lastFigureMs / 1000} s`);
    }
    if (misses.length) code = 1;
    const verdict = row.size.workers >= 200 ? (misses.length ? `missed: ${misses.join(', ')}` : 'met') : '';
    console.log(
      `| ${row.label} | ${row.page} | ${row.documents} | ${row.requests} | ${(row.bytes / 1024).toFixed(1)} KB | ${(row.firstRowsMs / 1000).toFixed(2)} s | ${(row.lastFigureMs / 1000).toFixed(2)} s | ${verdict} |`,
    );
  }
  if (month) {
    const misses = [];
    if (month.previewMs > MONTH.previewMs) misses.push(`preview > ${MONTH.previewMs / 1000} s`);
    if (month.saveMs > MONTH.saveMs) misses.push(`save > ${MONTH.saveMs / 1000} s`);
    if (month.failed > 0) misses.push(`${month.failed} days not saved`);
    if (misses.length) code = 1;
    console.log(
      `\nA month of the form's responses at ${month.size.workers} × ${month.size.days}: ` +
        `${month.rows.toLocaleString('en-IN')} rows, ${MONTH.perDay} a worker a day, 30 days`,
    );
    console.log(
      `  preview (read, count, three reads)  ${(month.previewMs / 1000).toFixed(2)} s (budget ${MONTH.previewMs / 1000} s)`,
    );
    console.log(
      `  save ${month.changed} changed days            ${(month.saveMs / 1000).toFixed(2)} s (budget ${MONTH.saveMs / 1000} s), ` +
        `${month.documentsWritten} documents written, ${month.failed} failed`,
    );
    console.log(`  ${misses.length ? `missed: ${misses.join(', ')}` : 'met'}`);
  }
  if (payRun && printPayRun(payRun, PAY_RUN) > 0) code = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  server?.kill();
  await auth?.stop();
  await firestore?.stop();
}
process.exit(code);
