import { readFileSync } from 'node:fs';
import { devices, type Page } from '@playwright/test';
import { logIn, logOut } from './accounts';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll, expectWithinScreenWidth } from './layout';

const BOOK = 'Online Data Entry Guide';

/** The learner's payment row in My Library. */
const libraryRow = (page: Page, transactionId: string) =>
  page.getByRole('table', { name: 'Your purchases' }).getByRole('row').filter({ hasText: transactionId });

/** On the Payment Approval Dashboard, the row of one payment, found by the search. */
async function findPayment(page: Page, transactionId: string) {
  await page.goto('/confirm-payment');
  await page.getByRole('searchbox', { name: 'Search payments' }).fill(transactionId);
  return page.getByRole('row').filter({ hasText: transactionId });
}

test('a learner pays with a wrong id, is told why it was rejected, pays again, and downloads the book with its receipt', async ({
  page,
}) => {
  // Five sign-ins on a shared machine.
  test.slow();
  const wrongId = '412345678999';
  const rightId = '412345670001';

  await logIn(page, 'learner');
  await page.goto('/home');
  await page.getByRole('region', { name: 'eBooks' }).getByRole('link', { name: BOOK }).click();
  await expect(page).toHaveURL(/\/ebooks\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BOOK);
  await expect(page.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible();
  // One price story: the eBook page and the payment page show the catalogue's list price.
  await expect(page.locator('.price-was')).toContainText('₹1,699');

  await page.getByRole('link', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/payment\/1$/);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.locator('del')).toContainText('₹1,699');
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

  await page.getByLabel('Transaction ID or UTR number').fill(wrongId);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/confirmation/${wrongId}$`));
  // Received, not confirmed: nobody has seen the money yet.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received');
  await expect(page.getByText(wrongId)).toBeVisible();
  await expect(page.getByText(/once we see the money in our account/)).toBeVisible();

  await page.getByRole('link', { name: 'Go to My Library' }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(libraryRow(page, wrongId)).toContainText(BOOK);
  await expect(libraryRow(page, wrongId)).toContainText('₹1,499');
  await expect(libraryRow(page, wrongId)).toContainText('Pending');
  await expect(libraryRow(page, wrongId).getByRole('button', { name: /Download/ })).toHaveCount(0);
  // Newest first.
  await expect(page.getByRole('row').nth(1)).toContainText(wrongId);

  // The admin cannot find the money, and rejects the payment with the reason.
  await logOut(page);
  await logIn(page, 'admin');
  await page.goto('/admin');
  await expect(page.getByText('3 payments are waiting for approval.')).toBeVisible();
  let row = await findPayment(page, wrongId);
  await expect(page.getByRole('tab', { name: 'Pending (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(row).toContainText('Rahul Kumar');
  await row.getByRole('button', { name: `Reject ${wrongId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reject payment ${wrongId}` });
  await dialog.getByRole('button', { name: 'Reject payment' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'We could not find this transaction ID' }).check();
  await dialog.getByLabel('Note to the buyer (optional)').fill('Check the UTR in your bank app');
  await dialog.getByRole('button', { name: 'Reject payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Pending (0)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Rejected (1)' }).click();
  row = page.getByRole('row').filter({ hasText: wrongId });
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText('we could not find this transaction ID (Check the UTR in your bank app)');
  // The message for the buyer is ready in WhatsApp and in an e-mail.
  const email = row.getByRole('link', { name: `E-mail ${wrongId}` });
  await expect(email).toHaveAttribute('href', /^mailto:learner%40demo\.test\?subject=/);
  await expect(email).toHaveAttribute('href', /could%20not%20accept%20your%20payment/);
  await expect(row.getByRole('link', { name: `WhatsApp ${wrongId}` })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );

  // The learner sees why, and pays again with the right id.
  await logOut(page);
  await logIn(page, 'learner');
  await page.goto('/library');
  await expect(libraryRow(page, wrongId)).toContainText('Rejected');
  await expect(libraryRow(page, wrongId)).toContainText(
    'Rejected: we could not find this transaction ID (Check the UTR in your bank app)',
  );
  await libraryRow(page, wrongId)
    .getByRole('link', { name: `Pay again ${BOOK}` })
    .click();
  await expect(page).toHaveURL(/\/payment\/1$/);
  await page.getByLabel('Transaction ID or UTR number').fill(rightId);
  await page.getByRole('button', { name: 'Submit payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/confirmation/${rightId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received');

  // The admin sees the money and approves.
  await logOut(page);
  await logIn(page, 'admin');
  row = await findPayment(page, rightId);
  const alerted = page.waitForEvent('dialog').then(async (alert) => {
    const message = alert.message();
    await alert.accept();
    return message;
  });
  await row.getByRole('button', { name: `Approve ${rightId}` }).dblclick();
  expect(await alerted).toBe('Payment approved successfully!');
  await expect(page.getByRole('tab', { name: 'Pending (0)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Confirmed (1)' }).click();
  await expect(page.getByRole('row').filter({ hasText: rightId })).toContainText('Confirmed');

  // The learner downloads the book and opens its receipt.
  await logOut(page);
  await logIn(page, 'learner');
  await page.goto(`/confirmation/${rightId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Confirmed!');
  await page.goto('/library');
  const bought = libraryRow(page, rightId);
  await expect(bought).toContainText('Confirmed');
  const downloading = page.waitForEvent('download');
  await bought.getByRole('button', { name: `Download ${BOOK}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('online-data-entry-guide.pdf');
  const file = readFileSync((await download.path())!);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');

  await bought.getByRole('link', { name: `Receipt ${BOOK}` }).click();
  await expect(page).toHaveURL(new RegExp(`/receipt/${rightId}$`));
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt.getByText(new RegExp(`^R-\\d{8}-${rightId}$`))).toBeVisible();
  await expect(receipt).toContainText('Rahul Kumar');
  await expect(receipt).toContainText(`${BOOK} (eBook, PDF)`);
  await expect(receipt).toContainText('₹1,499');
  await expect(receipt).toContainText(rightId);
  await expect(receipt.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(receipt.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
});

test("a receipt and a confirmation of someone else's payment say not found", async ({ page }) => {
  await logIn(page, 'learner');
  // The approved worker's confirmed purchase in the demo data.
  await page.goto('/receipt/512345678901');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receipt not found');
  await page.goto('/confirmation/512345678901');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment not found');
  await expect(page.getByText(BOOK)).toHaveCount(0);
});

test("the admin moves a book's file, its owner downloads it from there, and a rejected id is freed for its real owner", async ({
  page,
}) => {
  test.slow();
  const rejectedId = 'T2611201234567';
  await logIn(page, 'admin');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Set the book files' }).click();
  await expect(page).toHaveURL(/\/admin\/book-files$/);
  const link = page.getByLabel(`Link to the file of ${BOOK}`);
  await expect(link).toHaveValue('/sample-books/online-data-entry-guide.pdf');
  await link.fill('/sample-books/nodejs-expert.pdf');
  await link.locator('xpath=ancestor::form').getByRole('button', { name: 'Save link' }).click();
  await expect(page.getByText(`The link for ${BOOK} is saved.`)).toBeVisible();

  const row = await findPayment(page, rejectedId);
  await row.getByRole('button', { name: `Reject ${rejectedId}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'The payment was for another book' }).check();
  await dialog.getByRole('button', { name: 'Reject payment' }).click();
  await page.getByRole('tab', { name: 'Rejected (1)' }).click();
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: `Free transaction ID ${rejectedId}` }).click();
  await expect(page.getByText(`Transaction ID ${rejectedId} is free again.`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Rejected (0)' })).toBeVisible();

  // The book's owner gets the file from its new place.
  await logOut(page);
  await logIn(page, 'approved');
  await page.goto('/library');
  const downloading = page.waitForEvent('download');
  await libraryRow(page, '512345678901')
    .getByRole('button', { name: `Download ${BOOK}` })
    .click();
  expect((await downloading).suggestedFilename()).toBe('nodejs-expert.pdf');

  // The id's real owner submits it now.
  await page.goto('/payment/2');
  await page.getByLabel('Transaction ID or UTR number').fill(rejectedId);
  await page.getByRole('button', { name: 'Submit payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/confirmation/${rejectedId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received');
});

test('a transaction ID already submitted is refused and nothing is written', async ({ page }) => {
  await logIn(page, 'learner');
  await page.goto('/payment/3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete your purchase');

  // The learner's own earlier payment, typed with spaces and in lower case as some apps show it.
  const field = page.getByLabel('Transaction ID or UTR number');
  await field.fill('t261 1201 2345 67');
  await page.getByRole('button', { name: 'Submit payment' }).click();

  await expect(page.getByText(/This transaction ID has already been submitted/)).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('t261 1201 2345 67');
  await expect(page).toHaveURL(/\/payment\/3$/);

  await page.goto('/library');
  await expect(page.getByRole('table', { name: 'Your purchases' }).getByRole('row')).toHaveCount(2);
});

test('every book costs its price: the price plus ₹200 struck through, and a fixed -₹200 on the payment page', async ({
  page,
}) => {
  const books = [
    { id: '1', price: '₹1,499', original: '₹1,699' },
    { id: '2', price: '₹499', original: '₹699' },
    { id: '3', price: '₹999', original: '₹1,199' },
  ];
  await page.goto('/home');
  await expect(page.getByRole('region', { name: 'eBooks' }).locator('.price-was')).toHaveText(
    books.map((book) => new RegExp(`${book.original}$`)),
  );

  await logIn(page, 'learner');
  for (const book of books) {
    await page.goto(`/ebooks/${book.id}`);
    await expect(page.locator('.ebook .price-now')).toHaveText(book.price);
    await expect(page.locator('.ebook .price-was')).toContainText(book.original);

    await page.goto(`/payment/${book.id}`);
    const summary = page.getByRole('region', { name: 'Order summary' });
    const line = (name: string) =>
      summary
        .locator('dl > div')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) })
        .locator('dd');
    await expect(summary.locator('del')).toContainText(book.original);
    await expect(line('Subtotal')).toHaveText(book.original);
    await expect(line('Discount')).toHaveText('-₹200');
    await expect(line('Tax')).toHaveText('₹0');
    await expect(line('Total')).toHaveText(book.price);
  }
});

test('a buyer who owns a book can download it from its page and is not asked to pay again; a payment being checked shows its transaction ID', async ({
  page,
}) => {
  // The approved worker owns book 1 and has paid for book 3, not yet confirmed.
  await logIn(page, 'approved');
  await page.goto('/ebooks/1');
  await expect(page.getByText('You own this book')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy Now' })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${BOOK}` }).click();
  expect((await downloading).suggestedFilename()).toBe('online-data-entry-guide.pdf');

  await page.goto('/payment/1');
  await expect(page.getByText('You own this book')).toBeVisible();
  await expect(page.getByRole('button', { name: `Download ${BOOK}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit payment' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^UPI QR code/ })).toHaveCount(0);

  for (const path of ['/ebooks/3', '/payment/3']) {
    await page.goto(path);
    await expect(page.getByText('Your payment is being checked')).toBeVisible();
    await expect(page.getByText('512345678902')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Buy Now' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit payment' })).toHaveCount(0);
  }

  // A book not bought yet is for sale as before.
  await page.goto('/ebooks/2');
  await page.getByRole('link', { name: 'Buy Now' }).click();
  await expect(page.getByRole('button', { name: 'Submit payment' })).toBeVisible();
  await expectNoSidewaysScroll(page);
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
  // Each payment is a card, with its buttons on the screen.
  await expectWithinScreenWidth(page, page.getByRole('button', { name: /^Approve / }).first());
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin dashboard');
  await expectNoSidewaysScroll(page);
  await page.goto('/admin/book-files');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book files');
  await expectNoSidewaysScroll(page);
  // The admin reads any receipt: the approved worker's, as its owner sees it on a phone.
  await page.goto('/receipt/512345678901');
  await expect(page.getByRole('article', { name: 'Receipt' })).toBeVisible();
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

test('a buyer with an accented name pays, and the admin finds the payment by that name', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Élodie');
  await page.getByLabel('Last name').fill('Şahin');
  await page.getByLabel('E-mail').fill('elodie@example.com');
  await page.getByLabel('Password').fill('chai4all');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Élodie Şahin' })).toBeVisible();

  await page.goto('/payment/2');
  await expect(page.getByLabel('Full name')).toHaveValue('Élodie Şahin');
  await page.getByLabel('Transaction ID or UTR number').fill('512345670042');
  await page.getByRole('button', { name: 'Submit payment' }).click();
  await expect(page).toHaveURL(/\/confirmation\/512345670042$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received');

  await logOut(page);
  await logIn(page, 'admin');
  await page.goto('/confirm-payment');
  await page.getByRole('searchbox', { name: 'Search payments' }).fill('Élodie');
  await expect(page.getByRole('row').filter({ hasText: '512345670042' })).toContainText('Élodie Şahin');
});

test("the admin's payment tabs switch in place, with the page kept, however slowly the site's code arrives", async ({
  page,
}) => {
  await logIn(page, 'admin');
  await page.goto('/confirm-payment');
  await expect(page.getByRole('table', { name: 'Pending payments' })).toBeVisible();
  // From now on every script the page asks for arrives a second late: a tab that needed one would
  // give the page up to the loading screen meanwhile.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });

  // The demo has confirmed payments and no rejected one.
  const tabs = [
    ['Confirmed', page.getByRole('table', { name: 'Confirmed payments' })],
    ['Rejected', page.getByText('No payments have been rejected.')],
    ['Pending', page.getByRole('table', { name: 'Pending payments' })],
  ] as const;
  for (const [status, shown] of tabs) {
    await page.getByRole('tab', { name: new RegExp(`^${status}`) }).click();
    expect(await page.locator('.spinner-screen').count(), `the ${status} tab, just clicked`).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Approval Dashboard' })).toBeVisible();
    await expect(shown).toBeVisible();
    expect(await page.locator('.spinner-screen').count(), `the ${status} tab, shown`).toBe(0);
  }
});
