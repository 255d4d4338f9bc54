import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { format } from 'date-fns';
import Papa from 'papaparse';
import type { demoAccounts } from '../../src/backend/local/seed';
import { confirmMessages as confirmText } from '../../src/features/workers/payRun/confirm/messages';
import type { PLAIN_CSV_COLUMNS } from '../../src/features/workers/payRun/layouts/plainCsv';
import { HDFC_HEADER } from '../../src/features/workers/payRun/fixtures/payouts';
import { payWorkersMessages as text } from '../../src/features/workers/payRun/messages';
import { signedIn, watchFirestore } from './measure-page.mjs';

/** One step of the pay run: its time, and the Firestore traffic the page made for it. */
export interface PayStep {
  ms: number;
  documentsRead: number;
  documentsWritten: number;
  requests: number;
  /** Requests by the REST method they call (commit, batchGet, runQuery…), to see where time goes. */
  byMethod: Record<string, number>;
}

/** What paying every worker ready cost, as scripts/bench-data.mjs prints it. */
export interface PayRunMeasured {
  payouts: number;
  /** Rupees in the file. */
  total: number;
  /** Download transfer file pressed to the dialog: the check for an earlier run of the period. */
  check: PayStep;
  /**
   * Keep and download pressed to the file downloaded: the run kept, 3 payouts a batch. Its traffic
   * goes on to the list read again without what was sent, until the page is quiet.
   */
  keep: PayStep;
  /** The statement dropped to its Record button shown. */
  statement: PayStep;
  /** Record pressed to every payout recorded. */
  record: PayStep;
  failed: number;
}

const LONG = 15 * 60_000;
const bankAmount = (rupees: number) =>
  rupees.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

type Transfer = Record<(typeof PLAIN_CSV_COLUMNS)[number], string>;

/**
 * An HDFC Bank statement (as e2e/pay-workers.spec.ts drops one) that shows every payout of the
 * transfer file paid today: one debit each, its narration naming the worker and the payout's
 * reference, with a bank reference of its own.
 */
export function statementOf(transfers: readonly Transfer[], today = new Date()): string {
  const day = format(today, 'dd/MM/yyyy');
  let balance = transfers.reduce((sum, row) => sum + Number(row['Amount (INR)']), 0) + 50_000;
  const rows = transfers.map((row, index) => {
    const amount = Number(row['Amount (INR)']);
    balance -= amount;
    const name = row.Name.toUpperCase();
    const narration =
      row.Method === 'UPI'
        ? `UPI-${name}-${row['UPI ID']}-${row.Reference} PAY`
        : `NEFT DR-${row.IFSC}-${name}-${row.Reference} PAY`;
    const bankReference = `N332${String(index + 1).padStart(12, '0')}`;
    return [day, narration, bankReference, day, bankAmount(amount), '', bankAmount(balance)];
  });
  return Papa.unparse({ fields: HDFC_HEADER, data: rows }, { newline: '\r\n' });
}

/** The traffic of one step, from a count taken at its start to now. */
function stepOf(watch: ReturnType<typeof watchFirestore>, started: Snapshot, ms: number): PayStep {
  const now = snapshot(watch);
  const byMethod: Record<string, number> = {};
  for (const [method, count] of Object.entries(now.byMethod)) {
    const more = count - (started.byMethod[method] ?? 0);
    if (more > 0) byMethod[method] = more;
  }
  return {
    ms,
    documentsRead: now.documents - started.documents,
    documentsWritten: now.written - started.written,
    requests: now.requests - started.requests,
    byMethod,
  };
}

type Snapshot = { documents: number; written: number; requests: number; byMethod: Record<string, number> };
const snapshot = ({ figures }: ReturnType<typeof watchFirestore>): Snapshot => ({
  documents: figures.documents,
  written: figures.written,
  requests: figures.requests,
  byMethod: { ...figures.byMethod },
});

/** Drops `csv` on the confirmation's drop zone, as a file dragged from the desktop lands. */
async function dropStatement(tab: Page, csv: string) {
  const dataTransfer = await tab.evaluateHandle((content) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([content], 'statement.csv', { type: 'text/csv' }));
    return transfer;
  }, csv);
  await tab
    .getByRole('region', { name: confirmText.title })
    .locator('.spreadsheet-drop')
    .dispatchEvent('drop', { dataTransfer });
}

/**
 * The admin pays every worker ready on Pay workers, as a person would in Chromium on the firebase
 * build: plain CSV, the run kept and its file downloaded, then the bank's statement of that file
 * dropped on the page and every payout recorded. Fails unless all `workers` are paid and recorded.
 */
export async function payEveryone(
  browser: Browser,
  baseURL: string,
  seed: { demoAccounts: typeof demoAccounts; DEMO_PASSWORD: string },
  workers: number,
): Promise<PayRunMeasured> {
  const { context, tab } = await signedIn(browser, baseURL, seed, 'admin');
  tab.setDefaultTimeout(LONG);
  const watch = watchFirestore(tab);
  try {
    await tab.goto('/admin/pay-workers');
    await tab.getByRole('heading', { name: text.readyTitle(workers) }).waitFor();
    await tab.getByLabel(text.layoutLabel).selectOption('plain-csv');
    await watch.quiet();

    let started = snapshot(watch);
    let clock = Date.now();
    await tab.getByRole('button', { name: text.download }).click();
    const dialog = tab.getByRole('dialog', { name: text.keepTitle });
    await dialog.waitFor();
    let ms = Date.now() - clock;
    await watch.quiet();
    const check = stepOf(watch, started, ms);

    started = snapshot(watch);
    clock = Date.now();
    const downloading = tab.waitForEvent('download');
    await dialog.getByRole('button', { name: text.keep }).click();
    const download = await downloading;
    ms = Date.now() - clock;
    const confirm = tab.getByRole('region', { name: confirmText.title });
    await confirm.waitFor();
    await watch.quiet();
    const keep = stepOf(watch, started, ms);

    const file = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
    const transfers = Papa.parse<Transfer>(file, { header: true, skipEmptyLines: true }).data;
    if (transfers.length !== workers)
      throw new Error(`the transfer file pays ${transfers.length} workers, not ${workers}`);
    const total = transfers.reduce((sum, row) => sum + Number(row['Amount (INR)']), 0);

    started = snapshot(watch);
    clock = Date.now();
    await dropStatement(tab, statementOf(transfers));
    const paid = confirm.getByRole('region', { name: new RegExp(`^${confirmText.paidTitle} \\(\\d+\\)$`) });
    await paid.waitFor();
    ms = Date.now() - clock;
    const recordButton = confirm.getByRole('button', { name: confirmText.recordAll(workers) });
    if (!(await recordButton.isVisible()))
      throw new Error(`the statement leaves ${await paid.getByRole('heading').first().textContent()}`);
    await watch.quiet();
    const statement = stepOf(watch, started, ms);

    started = snapshot(watch);
    clock = Date.now();
    await recordButton.click();
    const failures = confirm.getByRole('alert').filter({ hasText: confirmText.recordFailures });
    await confirm.getByText(confirmText.recordedAll(workers)).or(failures).waitFor();
    ms = Date.now() - clock;
    await watch.quiet();
    const record = stepOf(watch, started, ms);
    const failed = (await failures.count()) > 0 ? await failures.getByRole('listitem').count() : 0;
    if (failed > 0) {
      const reasons = await failures.getByRole('listitem').allTextContents();
      console.error(`${failed} payouts not recorded, the first: ${reasons[0]}`);
    }
    return { payouts: transfers.length, total, check, keep, statement, record, failed };
  } finally {
    await context.close();
  }
}
