import { devices } from '@playwright/test';
import { logIn, logOut } from './accounts';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout';

const BOOK = 'Online Data Entry Guide';

test('a learner buys an eBook, the admin approves it, the learner sees it confirmed', async ({ page }) => {
  // Three sign-ins on a shared machine.
  test.slow();
  const transactionId = '412345678999';

  await logIn(page, 'learner');
  await page.goto('/home');
  await page.getByRole('region', { name: 'eBooks' }).getByRole('link', { name: BOOK }).click();
  await expect(page).toHaveURL(/\/ebooks\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BOOK);
  await expect(page.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible();

  await page.getByRole('link', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/payment\/1$/);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('-₹200')).toBeVisible();
  await expect(summary.getByRole('definition').last()).toHaveText('₹1,499');
  const pay = page.getByRole('region', { name: 'Pay ₹1,499 by UPI' });
  await expect(pay.getByRole('img', { name: /^UPI QR code: pay ₹1,499 to / })).toBeVisible();
  // A desktop has no UPI app to open: the QR code is the way to pay there.
  await expect(pay.getByRole('link', { name: 'Pay with UPI app' })).toBeHidden();

  await expect(page.getByLabel('Full name')).toHaveValue('Rahul Kumar');
  await expect(page.getByLabel('E-mail')).toHaveValue('learner@demo.test');
  await page.getByRole('button', { name: 'Submit payment' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  await expect(page.getByLabel('Transaction ID or UTR number')).toBeFocused();

  await page.getByLabel('Transaction ID or UTR number').fill(transactionId);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/confirmation/${transactionId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Confirmed!');
  await expect(page.getByText(transactionId)).toBeVisible();

  await page.getByRole('link', { name: 'Go to My Library' }).click();
  await expect(page).toHaveURL(/\/library$/);
  const purchase = page.getByRole('row').filter({ hasText: transactionId });
  await expect(purchase).toContainText(BOOK);
  await expect(purchase).toContainText('₹1,499');
  await expect(purchase).toContainText('Pending');
  // Newest first.
  await expect(page.getByRole('row').nth(1)).toContainText(transactionId);

  await logOut(page);
  await logIn(page, 'admin');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin dashboard');
  await expect(page.getByText('3 payments are waiting for approval.')).toBeVisible();
  await page.getByRole('link', { name: 'Payment Approval Dashboard' }).click();
  await expect(page).toHaveURL(/\/confirm-payment$/);
  await expect(page.getByRole('tab', { name: 'Pending (3)' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('searchbox', { name: 'Search payments' }).fill(transactionId);
  await expect(page.getByRole('tab', { name: 'Pending (1)' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: transactionId });
  await expect(row).toContainText('Rahul Kumar');
  await expect(row).toContainText(BOOK);

  const alerted = page.waitForEvent('dialog').then(async (dialog) => {
    const message = dialog.message();
    await dialog.accept();
    return message;
  });
  await row.getByRole('button', { name: `Approve ${transactionId}` }).click();
  expect(await alerted).toBe('Payment approved successfully!');
  await expect(page.getByRole('tab', { name: 'Pending (0)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Confirmed (1)' }).click();
  await expect(page.getByRole('row').filter({ hasText: transactionId })).toContainText('Confirmed');

  await logOut(page);
  await logIn(page, 'learner');
  await page.goto('/library');
  await expect(page.getByRole('row').filter({ hasText: transactionId })).toContainText('Confirmed');
});

test('a transaction ID already submitted is refused and nothing is written', async ({ page }) => {
  await logIn(page, 'learner');
  await page.goto('/payment/2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete your purchase');

  // The learner's own earlier payment, typed with spaces and in lower case as some apps show it.
  const field = page.getByLabel('Transaction ID or UTR number');
  await field.fill('t261 1201 2345 67');
  await page.getByRole('button', { name: 'Submit payment' }).click();

  await expect(page.getByText(/This transaction ID has already been submitted/)).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('t261 1201 2345 67');
  await expect(page).toHaveURL(/\/payment\/2$/);

  await page.goto('/library');
  await expect(page.getByRole('table', { name: 'Your purchases' }).getByRole('row')).toHaveCount(2);
});

test("an unknown eBook shows 'Book Not Found', and paying for one goes home with 'Book not found'", async ({
  page,
}) => {
  await logIn(page, 'learner');
  await page.goto('/ebooks/99');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Not Found');
  await expect(page.getByText('No eBook found with ID: 99')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/payment/99');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Book not found', { exact: true })).toBeVisible();
  await expect(page.getByText('Book not found', { exact: true })).toHaveCount(1);
});

test('the payment pages fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, 'learner');
  await page.goto('/payment/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto('/library');
  await expect(page.getByRole('table', { name: 'Your purchases' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await logOut(page);
  await logIn(page, 'admin');
  await page.goto('/confirm-payment');
  await expect(page.getByRole('table', { name: 'Pending payments' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The table scrolls inside its own box, which the keyboard can reach and scroll.
  const box = page.getByRole('region', { name: 'Pending payments' });
  await box.focus();
  await page.keyboard.press('ArrowRight');
  await expect(box.getByRole('button', { name: /^Approve / }).first()).toBeAttached();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin dashboard');
  await expectNoSidewaysScroll(page);
});

test.describe('on a phone', () => {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

  test('Pay with UPI app opens the same payment link as the QR code', async ({ page }) => {
    await logIn(page, 'learner');
    await page.goto('/payment/3');
    const link = page.getByRole('link', { name: 'Pay with UPI app' });
    await expect(link).toBeVisible();
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.protocol).toBe('upi:');
    expect(href.searchParams.get('am')).toBe('999.00');
    expect(href.searchParams.get('cu')).toBe('INR');
    expect(href.searchParams.get('tn')).toBe('eBook: Node.js Expert');
    await expectNoSidewaysScroll(page);
  });
});
