import type { Locator, Page } from '@playwright/test';
import { demo, logIn, logOut } from './accounts';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout';

const WORKER = 'Priya Verma';

/** The approved demo worker's row on the earnings dashboard, once its figures are in. */
async function workerRow(page: Page): Promise<Locator> {
  const row = page.getByRole('region', { name: 'User earnings table' }).getByRole('row').filter({
    hasText: demo.approved,
  });
  // Against the emulator on a busy machine the page of workers can take a while.
  await expect(row.getByRole('button', { name: `Record a payout to ${WORKER}` })).toBeVisible({
    timeout: 20_000,
  });
  return row;
}

/** The day after `day` ('yyyy-MM-dd'), as the browser's calendar has it. */
const dayAfter = (page: Page, day: string) =>
  page.evaluate((value) => {
    const date = new Date(`${value}T12:00:00`);
    date.setDate(date.getDate() + 1);
    return date.toLocaleDateString('en-CA');
  }, day);

test('the admin pays the worker ₹500; the worker sees it, and keeps their statement once revoked', async ({
  page,
}) => {
  // Four sign-ins, a reload and a revocation on a shared machine.
  test.slow();

  await logIn(page, 'admin');
  await page.goto('/all-approved-user-list');
  let row = await workerRow(page);
  // The demo worker's 549 entries earn ₹2,196; nothing is paid yet. Columns: today, 7 days,
  // all time, paid, balance due.
  const cells = row.getByRole('cell');
  await expect(cells.nth(4)).toHaveText('₹0');
  await expect(cells.nth(5)).toHaveText('₹2,196');
  // The admin is nobody's worker.
  await expect(page.getByRole('region', { name: 'User earnings table' })).not.toContainText(demo.admin);

  await row.getByRole('button', { name: `Record a payout to ${WORKER}` }).click();
  const dialog = page.getByRole('dialog', { name: `Record a payout to ${WORKER}` });
  const amount = dialog.getByLabel('Amount (whole rupees)');
  const date = dialog.getByLabel('Date paid');
  const today = await date.inputValue();
  await expect(date).toHaveAttribute('max', today);

  // Bad input is explained and nothing is written.
  await amount.fill('0');
  await dialog.getByLabel('UPI or bank reference').fill('UPI-PAY-500');
  await dialog.getByRole('button', { name: 'Record payout' }).click();
  await expect(dialog.getByText('The amount must be more than ₹0.')).toBeVisible();
  await amount.fill('500');
  await date.fill(await dayAfter(page, today));
  await dialog.getByRole('button', { name: 'Record payout' }).click();
  await expect(dialog.getByText('The date paid cannot be after today.')).toBeVisible();
  await expect(cells.nth(4)).toHaveText('₹0');

  await date.fill(today);
  await dialog.getByLabel('Note (optional)').fill('First payout');
  await dialog.getByRole('button', { name: 'Record payout' }).click();
  await expect(dialog).toBeHidden();
  await expect(cells.nth(4)).toHaveText('₹500');
  await expect(cells.nth(5)).toHaveText('₹1,696');

  // Written, not just shown: a fresh read says the same, and only the one payout is there.
  await page.reload();
  row = await workerRow(page);
  await expect(row.getByRole('cell').nth(4)).toHaveText('₹500');
  await expect(page.getByText(/^Balance due to everyone, net of any overpayment: ₹1,696/)).toBeVisible();
  await row.getByRole('button', { name: `Payouts to ${WORKER}` }).click();
  const history = page.getByRole('dialog', { name: `Payouts to ${WORKER}` });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText('₹500UPI-PAY-500First payout');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  await logOut(page);
  await logIn(page, 'approved');
  await page.goto('/userwoDataEntryworksforms');
  const earnings = page.getByRole('region', { name: 'Your counts and earnings' });
  await expect(earnings.getByText('Paid ₹500 to date. Balance due: ₹1,696.')).toBeVisible();
  await earnings.getByRole('link', { name: /monthly statement/ }).click();
  await expect(page).toHaveURL(/\/my-earnings$/);
  await expect(page.getByText('Paid ₹500 to date. Balance due: ₹1,696.')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Your payouts in / })).toContainText('UPI-PAY-500');

  // The statement prints alone: no header, footer or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(page.getByText('Paid ₹500 to date. Balance due: ₹1,696.')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The admin takes the worker's approval away.
  await logOut(page);
  await logIn(page, 'admin');
  await page.goto('/admin/users');
  await page.getByRole('button', { name: /^Approved \(/ }).click();
  await expect(page.getByRole('region', { name: 'Users table' })).not.toContainText(demo.admin);
  const account = page.getByRole('row').filter({ hasText: demo.approved });
  await account.getByRole('button', { name: `Revoke ${WORKER}` }).click();
  await expect(account).toContainText('Revoked');

  // Still owed money: the dashboard keeps them, marked.
  await page.goto('/all-approved-user-list');
  const owed = page.getByRole('region', { name: 'No longer approved table' }).getByRole('row').filter({
    hasText: demo.approved,
  });
  await expect(owed).toContainText('No longer approved', { timeout: 20_000 });
  await expect(owed).toContainText('₹1,696');

  await logOut(page);
  await logIn(page, 'approved');
  await page.goto('/userwoDataEntryworksforms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ACCESS DENIED');
  await page.goto('/profile');
  await page.getByRole('link', { name: /My earnings and payouts/ }).click();
  await expect(page).toHaveURL(/\/my-earnings$/);
  await expect(page.getByText('Paid ₹500 to date. Balance due: ₹1,696.')).toBeVisible();

  // And it reads on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);
});

test('someone who never worked sees an empty statement, not an error', async ({ page }) => {
  await logIn(page, 'learner');
  await page.goto('/my-earnings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your earnings and payouts');
  await expect(page.getByText(/No entries or payouts have been recorded for you yet/)).toBeVisible();
});
