import type { Page } from '@playwright/test';
import { configuredHosts } from '../scripts/firebase-emulators.mjs';
import { logIn, logOut } from './accounts';
import { backend, expect, test } from './fixtures';

/** Long enough for any read the page would have finished on a good network. */
const STALL_MS = 3_000;

/**
 * Holds back every request to Firestore until `release()`, as a network that takes seconds to
 * answer would: the page reads nothing meanwhile, then everything it asked for arrives.
 */
async function stallFirestore(page: Page) {
  const waiting: (() => void)[] = [];
  let stalled = true;
  await page.route(`http://${configuredHosts().firestore}/**`, async (route) => {
    if (stalled) await new Promise<void>((resolve) => waiting.push(resolve));
    await route.continue();
  });
  return {
    release: () => {
      stalled = false;
      waiting.splice(0).forEach((resolve) => resolve());
    },
  };
}

const status = (page: Page, words: string) => page.getByRole('status').filter({ hasText: words });

test.describe('with every Firestore call stalled for seconds', () => {
  test.skip(backend !== 'firebase', 'the local backend keeps its data in the browser: nothing to stall');

  test("a buyer's pages keep their title and heading and say they are loading, never that nothing is there", async ({
    page,
  }) => {
    await logIn(page, 'learner');

    let firestore = await stallFirestore(page);
    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
    await expect(status(page, 'Loading your eBooks…')).toBeVisible();
    await page.waitForTimeout(STALL_MS);
    await expect(page.getByText('You have not bought any eBooks yet.')).toHaveCount(0);
    await expect(status(page, 'Loading your eBooks…')).toBeVisible();
    firestore.release();
    await expect(page.getByRole('table', { name: 'Your purchases' })).toContainText('T2611201234567');
    await page.unrouteAll();

    firestore = await stallFirestore(page);
    await page.goto('/confirmation/T2611201234567');
    await expect(page.getByRole('heading', { level: 1, name: 'Your payment' })).toBeVisible();
    await expect(page).toHaveTitle(/^Your payment \| /);
    await expect(page.getByText('T2611201234567')).toBeVisible();
    await page.waitForTimeout(STALL_MS);
    await expect(page.getByText(/Payment not found|Payment Confirmed!/)).toHaveCount(0);
    await expect(status(page, 'Looking up your payment…')).toBeVisible();
    firestore.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received');
  });

  test("the admin's payments and a worker's statement say they are loading, never a count of 0 or ₹0", async ({
    page,
  }) => {
    // Two sign-ins, each page held for seconds.
    test.slow();
    await logIn(page, 'admin');
    let firestore = await stallFirestore(page);
    await page.goto('/confirm-payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Approval Dashboard' })).toBeVisible();
    await expect(status(page, 'Loading payments…')).toBeVisible();
    await page.waitForTimeout(STALL_MS);
    await expect(page.getByRole('tab', { name: /\(0\)/ })).toHaveCount(0);
    await expect(page.getByText('No payments are waiting for approval.')).toHaveCount(0);
    firestore.release();
    await expect(page.getByRole('tab', { name: /^Pending \([1-9]\d*\)$/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Pending payments' })).toContainText('T2611201234567');
    await page.unrouteAll();

    await logOut(page);
    await logIn(page, 'approved');

    firestore = await stallFirestore(page);
    await page.goto('/my-earnings');
    await expect(page.getByRole('heading', { level: 1, name: 'Your earnings and payouts' })).toBeVisible();
    await expect(status(page, 'Loading your earnings…')).toBeVisible();
    await page.waitForTimeout(STALL_MS);
    await expect(page.getByRole('main').getByText(/₹/)).toHaveCount(0);
    await expect(page.getByText(/^No entries or payouts have been recorded|^None recorded$/)).toHaveCount(0);
    await expect(status(page, 'Loading your earnings…')).toBeVisible();
    firestore.release();
    await expect(page.getByLabel('Your pay at a glance')).toContainText('₹');
  });
});
