import type { Page } from '@playwright/test';
import { loadSeed } from '../scripts/emulator-seed.mjs';
import { logIn } from './accounts';
import { backend, expect, test } from './fixtures';
import { countWrites, listDocuments, readDocument } from './firestoreEmulator';
import { fillPayout } from './payoutDialog';

/**
 * A writing button pressed twice in quick succession, as a thumb on a slow phone does: the write
 * is sent once. On the firebase backend each journey also counts the writes that left the page
 * and reads the emulator afterwards; on `local` the page's own lists show what was filed.
 */
const { demoAccounts } = await loadSeed();
const onFirebase = backend === 'firebase';

/** The page's writes from now on, on the firebase backend; on `local` there is no network to count. */
const writesOf = (page: Page) => (onFirebase ? countWrites(page) : () => 1);

test('a payment submitted with a double press is filed once', async ({ page }) => {
  const id = '612345670088';
  const filings = onFirebase ? await readDocument(`filings/${demoAccounts.learner.uid}`) : null;
  await logIn(page, 'learner');
  await page.goto('/payment/1');
  await page.getByLabel('Transaction ID or UTR number').fill(id);
  const writes = writesOf(page);
  await page.getByRole('button', { name: 'Submit payment' }).dblclick();

  await expect(page).toHaveURL(new RegExp(`/confirmation/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received');
  await expect(page.getByText(/already been submitted/)).toHaveCount(0);
  await page.goto('/library');
  await expect(page.getByRole('row').filter({ hasText: id })).toHaveCount(1);
  expect(writes()).toBe(1);
  if (onFirebase)
    expect(await readDocument(`filings/${demoAccounts.learner.uid}`)).toMatchObject({
      pendingPayments: (filings!.pendingPayments as number) + 1,
      lastPayment: id,
    });
});

test('a payout recorded with a double press is recorded once', async ({ page }) => {
  test.slow();
  await logIn(page, 'admin');
  const { row, dialog } = await fillPayout(page, '250', 'UPI-TWICE-250');
  const writes = writesOf(page);
  await dialog.getByRole('button', { name: 'Record payout' }).dblclick();

  await expect(page.getByText('Recorded a payout of ₹250 to Priya Verma.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell').nth(4)).toHaveText('₹250');
  await row.getByRole('button', { name: 'Payouts to Priya Verma' }).click();
  const history = page.getByRole('dialog', { name: 'Payouts to Priya Verma' });
  await expect(history.getByRole('row').filter({ hasText: 'UPI-TWICE-250' })).toHaveCount(1);
  expect(writes()).toBe(1);
  if (onFirebase) {
    const payouts = Object.values(await listDocuments('payouts')).filter(
      (payout) => payout.reference === 'UPI-TWICE-250',
    );
    expect(payouts).toHaveLength(1);
    expect(await readDocument(`payoutTotals/${demoAccounts.approved.uid}`)).toMatchObject({ paid: 250 });
  }
});

test('an approval pressed twice is made once, with one book granted', async ({ page }) => {
  const id = 'T2611201234567';
  await logIn(page, 'admin');
  await page.goto('/confirm-payment');
  const approve = page.getByRole('button', { name: `Approve ${id}` });
  await expect(approve).toBeVisible({ timeout: 20_000 });
  const alerts: string[] = [];
  page.on('dialog', async (alert) => {
    alerts.push(alert.message());
    await alert.accept();
  });
  const writes = writesOf(page);
  await approve.dblclick();

  await expect(page.getByRole('tab', { name: 'Pending (1)' })).toBeVisible();
  await expect(approve).toHaveCount(0);
  await page.getByRole('tab', { name: /^Confirmed/ }).click();
  await expect(page.getByRole('row').filter({ hasText: id })).toHaveCount(1);
  expect(alerts).toEqual(['Payment approved successfully!']);
  expect(writes()).toBe(1);
  if (onFirebase) {
    const payment = (await readDocument(`payments/${id}`))!;
    expect(payment).toMatchObject({ status: 'confirmed' });
    expect(
      await readDocument(`entitlements/${demoAccounts.learner.uid}_${String(payment.bookId)}`),
    ).not.toBeNull();
    expect(await readDocument(`filings/${demoAccounts.learner.uid}`)).toMatchObject({ pendingPayments: 0 });
  }
});
