import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { format } from 'date-fns';
import { DEMO_PASSWORD, logIn, logOut } from './accounts';
import { expectNoViolations } from './axe';
import { readDocument } from './firestoreEmulator';
import { backend, expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout';
import { texts as details } from '../src/features/auth/payoutDetails/texts.en';
import { PLAIN_CSV_COLUMNS } from '../src/features/workers/payRun/layouts/plainCsv';
import { payWorkersMessages as text } from '../src/features/workers/payRun/messages';
import { confirmMessages as confirmText } from '../src/features/workers/payRun/confirm/messages';
import { texts as work } from '../src/features/work/texts.en';
import { formatDate } from '../src/lib/dates';

const statementText = work.statement;

/**
 * The approved worker signs in and keeps where they are paid on their profile: `fill` types the
 * details, then the password is confirmed and the details saved.
 */
async function keepPayoutDetails(page: Page, fill: (section: Locator) => Promise<void>) {
  await logIn(page, 'approved');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: details.heading });
  await section.getByRole('button', { name: details.add }).click();
  await fill(section);
  await section.getByLabel(details.password).fill(DEMO_PASSWORD);
  await section.getByRole('button', { name: details.save }).click();
  await expect(section.getByRole('status')).toHaveText(details.saved);
}

/** The approved worker keeps a State Bank of India account, 123456789012, held in `name`. */
const keepBankAccount = (page: Page, name: string) =>
  keepPayoutDetails(page, async (section) => {
    await section.getByLabel(details.holder).fill(name);
    await section.getByLabel(details.account, { exact: true }).fill('123456789012');
    await section.getByLabel(details.accountAgain).pressSequentially('123456789012');
    await section.getByLabel(details.ifsc).fill('SBIN0001234');
  });

/**
 * The approved worker `name` keeps a bank account; the admin opens Pay workers and waits for their
 * row. Their amount to pay, and the balance due it first holds.
 */
async function adminFindsBankWorker(page: Page, name: string) {
  await keepBankAccount(page, name);
  await logOut(page);
  await logIn(page, 'admin');
  await page.goto('/admin/pay-workers');
  const amount = page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('textbox', {
      name: text.amountLabel(name),
    });
  await expect(amount).toBeVisible({ timeout: 20_000 });
  return { amount, due: await amount.inputValue() };
}

/** Presses Download transfer file and keeps the run: the file as the browser received it. */
async function keepRun(page: Page) {
  await page.getByRole('button', { name: text.download }).click();
  const downloaded = page.waitForEvent('download');
  await page.getByRole('dialog', { name: text.keepTitle }).getByRole('button', { name: text.keep }).click();
  return downloaded;
}

/**
 * A month's pay in one file: the worker keeps a bank account on their profile, and the admin finds
 * them ready to pay on Pay workers, pays less than due and downloads the transfer file.
 */
test('the admin pays a worker by one transfer file, the bank statement records it, and the worker reads it paid', async ({
  page,
  seed,
}) => {
  // A password check, then the whole list of workers read, on a shared machine.
  test.slow();
  const worker = seed.demoAccounts.approved;
  const name = `${worker.firstName} ${worker.lastName}`;

  await keepBankAccount(page, name);

  await logOut(page);
  await logIn(page, 'admin');
  await page.goto('/all-approved-user-list');
  await page.getByRole('link', { name: 'Pay workers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  const ready = page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { name: /^Ready to pay/ }) });
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('State Bank of India •••• 9012 · SBIN0001234')).toBeVisible({ timeout: 20_000 });
  await expect(ready).not.toContainText('123456789012');
  await expect(row.getByRole('checkbox', { name: text.includeLabel(name) })).toBeChecked();

  // More than due is refused beside the amount; less is the admin's to choose.
  const amount = row.getByRole('textbox', { name: text.amountLabel(name) });
  const due = Number((await amount.inputValue()).replace(/,/g, ''));
  await amount.fill(String(due + 1));
  await page.getByRole('button', { name: text.download }).click();
  await expect(row.getByText(/^More than the balance due/)).toBeVisible();
  await amount.fill('1000');
  await page.getByRole('button', { name: text.download }).click();
  const dialog = page.getByRole('dialog', { name: text.keepTitle });
  await expect(dialog).toContainText('1 payout, ₹1,000 in all');
  const downloaded = page.waitForEvent('download');
  await dialog.getByRole('button', { name: text.keep }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^payouts-\d{4}-\d{2}-[a-z0-9]{5}\.csv$/);
  const lines = (await readFile(await file.path()))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe(PLAIN_CSV_COLUMNS.join(','));
  expect(lines.slice(1)).toHaveLength(1);
  expect(lines[1]).toMatch(
    new RegExp(`^LE[0-9A-Z]{10},${name},Bank account,123456789012,SBIN0001234,,1000\\.00,LE`),
  );
  await expect(page.getByText(text.downloaded(file.suggestedFilename(), 1))).toBeVisible();
  // The run is kept under the payout's reference, sent for payment and not yet paid.
  const reference = lines[1]!.slice(0, 12);
  if (backend === 'firebase') {
    expect(await readDocument(`sentPayouts/${reference}`)).toMatchObject({
      uid: worker.uid,
      amount: 1000,
      layout: 'plain-csv',
      fileName: file.suggestedFilename(),
      accountTail: '9012',
    });
  }

  // The bank paid: its statement shows the debit with the reference, and a charge on it.
  const day = format(new Date(), 'dd/MM/yyyy');
  const statement = [
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    `${day},NEFT DR-SBIN0001234-${name.toUpperCase()}-${reference} PAY,N332261234567890,${day},"1,000.00",,"49,000.00"`,
    `${day},NEFT CHGS INCL GST,000000000000,${day},5.90,,"48,994.10"`,
  ].join('\n');
  const confirm = page.getByRole('region', { name: confirmText.title });
  await confirm.getByLabel(confirmText.choose).setInputFiles({
    name: 'statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(statement),
  });
  await confirm.getByRole('button', { name: confirmText.recordAll(1) }).click();
  await expect(confirm.getByText(confirmText.recordedAll(1))).toBeVisible();
  if (backend === 'firebase') {
    expect(await readDocument(`payouts/${reference}`)).toMatchObject({
      uid: worker.uid,
      amount: 1000,
      reference: 'N332261234567890',
    });
  }

  // The worker reads it paid, with the bank's reference; the balance follows.
  await logOut(page);
  await logIn(page, 'approved');
  await page.goto('/my-earnings');
  const sent = page.getByRole('region', { name: statementText.sentLabel });
  await expect(sent).toContainText(statementText.paidOn(formatDate(new Date()), 'N332261234567890'));
  await expect(page.getByText(/^Paid ₹1,000 to date\./)).toBeVisible();
});

/**
 * A few workers by UPI: the admin pays the worker from their phone by the row's QR code, records it
 * with the UTR, and the bank's statement later finds it recorded and records nothing twice.
 */
test('the admin pays a worker by the UPI QR code, records the UTR, and the statement finds it recorded', async ({
  page,
  seed,
}) => {
  test.slow();
  const worker = seed.demoAccounts.approved;
  const name = `${worker.firstName} ${worker.lastName}`;

  await keepPayoutDetails(page, async (section) => {
    await section.getByRole('radio', { name: details.upi }).check();
    await section.getByRole('textbox', { name: details.upiId }).fill('priya.verma@okaxis');
  });

  await logOut(page);
  await logIn(page, 'admin');
  await page.goto('/admin/pay-workers');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('UPI priya.verma@okaxis')).toBeVisible({ timeout: 20_000 });
  await row.getByRole('textbox', { name: text.amountLabel(name) }).fill('500');
  await row.getByText(text.showQr).click();
  await expect(row.getByRole('img', { name: text.qrLabel(name, '₹500') })).toBeVisible();
  const reference = (await row.getByRole('cell').last().innerText()).trim();
  expect(reference).toMatch(/^LE[0-9A-Z]{10}$/);
  await row.getByLabel(text.utrLabel(name)).fill('612345678901');
  await row.getByRole('button', { name: text.upiRecord('₹500') }).click();
  await expect(page.getByText(text.upiRecorded('₹500', name))).toBeVisible();
  if (backend === 'firebase') {
    expect(await readDocument(`sentPayouts/${reference}`)).toMatchObject({ layout: 'upi-qr', amount: 500 });
    expect(await readDocument(`payouts/${reference}`)).toMatchObject({
      uid: worker.uid,
      amount: 500,
      reference: '612345678901',
    });
  }

  // The statement shows the UPI debit: found paid and already recorded, so nothing is recorded twice.
  const day = format(new Date(), 'dd/MM/yyyy');
  const statement = [
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    `${day},UPI-${name.toUpperCase()}-priya.verma@okaxis-UTIB0000000-612345678901-${reference} Pay,0000612345678901,${day},500.00,,"49,500.00"`,
  ].join('\n');
  const confirm = page.getByRole('region', { name: confirmText.title });
  await confirm.getByLabel(confirmText.choose).setInputFiles({
    name: 'statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(statement),
  });
  await expect(confirm.getByRole('heading', { name: `${confirmText.paidTitle} (1)` })).toBeVisible();
  await expect(confirm.getByRole('cell', { name: confirmText.alreadyRecorded })).toBeVisible();
  await expect(confirm.getByRole('button', { name: /^Record \d+ payouts?$/ })).toHaveCount(0);

  await logOut(page);
  await logIn(page, 'approved');
  await page.goto('/my-earnings');
  const sent = page.getByRole('region', { name: statementText.sentLabel });
  await expect(sent).toContainText(statementText.paidOn(formatDate(new Date()), '612345678901'));
  await expect(page.getByText(/^Paid ₹500 to date\./)).toBeVisible();
});

/**
 * The bank refused the file: the statement does not show the payout, the admin withdraws it, and
 * its amount is due again, for a later run; the worker reads it withdrawn, not paid.
 */
test('the admin withdraws a payout the bank did not pay, and the worker is due it again', async ({
  page,
  seed,
}) => {
  test.slow();
  const worker = seed.demoAccounts.approved;
  const name = `${worker.firstName} ${worker.lastName}`;

  const { amount, due } = await adminFindsBankWorker(page, name);
  await amount.fill('1000');
  await keepRun(page);
  const onItsWay = page.getByText(text.onItsWay('₹1,000'));
  await expect(onItsWay).toBeVisible();

  // The statement shows other money out, and nothing of the payout.
  const day = format(new Date(), 'dd/MM/yyyy');
  const statement = [
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    `${day},POS SHANTI STORES,000000000001,${day},500.00,,"49,500.00"`,
  ].join('\n');
  const confirm = page.getByRole('region', { name: confirmText.title });
  await confirm.getByLabel(confirmText.choose).setInputFiles({
    name: 'statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(statement),
  });
  const missing = confirm.getByRole('region', { name: `${confirmText.missingTitle} (1)` });
  const withdraw = missing.getByRole('button', { name: new RegExp(`^${confirmText.withdraw} ${name}`) });
  const reference = (await missing.getByRole('cell', { name: /^LE[0-9A-Z]{10}$/ }).innerText()).trim();
  page.once('dialog', (asked) => void asked.accept());
  await withdraw.click();
  await expect(page.getByText(confirmText.withdrawnNow(name, '₹1,000'))).toBeVisible();
  await expect(confirm.getByRole('region', { name: `${confirmText.missingTitle} (0)` })).toBeVisible();
  // Due again in full, with nothing on its way.
  await expect(onItsWay).toHaveCount(0);
  await expect(amount).toHaveValue(due);
  if (backend === 'firebase') {
    expect(await readDocument(`sentPayouts/${reference}`)).toMatchObject({
      amount: 1000,
      withdrawnBy: seed.demoAccounts.admin.uid,
    });
  }

  await logOut(page);
  await logIn(page, 'approved');
  await page.goto('/my-earnings');
  const sent = page.getByRole('region', { name: statementText.sentLabel });
  await expect(sent).toContainText(statementText.withdrawnOn(formatDate(new Date())));
});

/**
 * The bank refused the whole file: the admin withdraws the run in one press, without a statement,
 * and everyone in it is due again.
 */
test('the admin withdraws a run the bank refused, and its workers are due again', async ({ page, seed }) => {
  test.slow();
  const worker = seed.demoAccounts.approved;
  const name = `${worker.firstName} ${worker.lastName}`;

  const { amount, due } = await adminFindsBankWorker(page, name);
  const download = await keepRun(page);
  const file = download.suggestedFilename();
  const references = (await readFile(await download.path(), 'utf8')).match(/\bLE[0-9A-Z]{10}\b/g) ?? [];
  expect(references.length).toBeGreaterThan(0);

  const sent = page.getByRole('region', { name: confirmText.sentRunsTitle });
  await expect(sent).toContainText(`${file}, kept on ${formatDate(new Date())}`);
  await expectNoViolations(page, 'Pay workers with a run on its way');
  await sent.getByText(/^Payouts in this file \(\d+\)/).click();
  await expect(sent.getByRole('table')).toBeVisible();
  await expectNoViolations(page, 'Pay workers with a run’s payouts folded out');
  // On a phone the run and its button fit the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);

  page.once('dialog', (asked) => void asked.accept());
  await sent.getByRole('button', { name: `${confirmText.withdrawRun} ${file}` }).click();
  await expect(page.getByText(/^\d+ payouts? (is|are) withdrawn: ₹[\d,]+ is due again\.$/)).toBeVisible();
  await expect(sent).toHaveCount(0);
  await expect(amount).toHaveValue(due);
  if (backend === 'firebase') {
    for (const reference of references)
      expect(await readDocument(`sentPayouts/${reference}`)).toMatchObject({
        withdrawnBy: seed.demoAccounts.admin.uid,
      });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('Pay workers fits a 360 px screen', async ({ page }) => {
    await logIn(page, 'admin');
    await page.goto('/admin/pay-workers');
    await expect(page.getByRole('button', { name: text.download })).toBeVisible({ timeout: 20_000 });
    await expectNoSidewaysScroll(page);
  });
});
