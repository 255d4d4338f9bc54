import type { Page } from '@playwright/test';
import { loadSeed } from '../scripts/emulator-seed.mjs';
import { logIn, logOut } from './accounts';
import { postCarAd } from './adForm';
import { backend, expect, test } from './fixtures';
import { holdNextWrite, listDocuments, readDocument, workerDays } from './firestoreEmulator';

/**
 * The admin with two pages open on the same payments or the same worker's day: each decision is
 * made once, whichever page is first, and the later page is told what happened by then. Each
 * journey reads the emulator afterwards, past the rules.
 */
test.skip(
  backend !== 'firebase',
  'two pages share one database on the firebase backend only: the local backend keeps each page’s own',
);

const { demoAccounts } = await loadSeed();
const priya = demoAccounts.approved.uid;
const rahul = demoAccounts.learner.uid;
const PRIYAS = '512345678902';
const RAHULS = 'T2611201234567';

/** The admin's payment dashboard, on a page of its own in the signed-in admin's browser. */
async function paymentsPage(page: Page) {
  await page.goto('/confirm-payment');
  await expect(page.getByRole('button', { name: `Approve ${PRIYAS}` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: `Approve ${RAHULS}` })).toBeVisible();
}

/** The next alert of the page, accepted, as the admin presses OK. */
function nextAlert(page: Page) {
  return page.waitForEvent('dialog').then(async (alert) => {
    const message = alert.message();
    await alert.accept();
    return message;
  });
}

const APPROVED = 'Payment approved successfully!';
const APPROVED_BEFORE =
  'This payment was already approved (in another tab, or by a press whose answer did not come back): its book was granted once.';

async function decisionsAreOnce() {
  for (const [id, uid] of [
    [PRIYAS, priya],
    [RAHULS, rahul],
  ] as const) {
    const payment = (await readDocument(`payments/${id}`))!;
    expect(payment).toMatchObject({ status: 'confirmed', decidedBy: demoAccounts.admin.uid });
    expect(payment.rejectionReason).toBeUndefined();
    expect(await readDocument(`entitlements/${uid}_${String(payment.bookId)}`)).toMatchObject({
      bookId: payment.bookId,
    });
    // The buyer's place among payments waiting was given back once: each had one payment waiting.
    expect((await readDocument(`filings/${uid}`))!.pendingPayments).toBe(0);
  }
}

test('a payment approved on one page is not decided again on the other, which says it was approved by then', async ({
  page,
}) => {
  test.slow();
  await logIn(page, 'admin');
  const other = await page.context().newPage();
  await paymentsPage(page);
  await paymentsPage(other);

  let alert = nextAlert(page);
  await page.getByRole('button', { name: `Approve ${PRIYAS}` }).click();
  expect(await alert).toBe(APPROVED);
  const decidedAt = (await readDocument(`payments/${PRIYAS}`))!.decidedAt;

  // The other page still shows it pending; approving it there again grants nothing more.
  alert = nextAlert(other);
  await other.getByRole('button', { name: `Approve ${PRIYAS}` }).click();
  expect(await alert).toBe(APPROVED_BEFORE);
  await expect(other.getByRole('button', { name: `Approve ${PRIYAS}` })).toHaveCount(0);
  expect((await readDocument(`payments/${PRIYAS}`))!.decidedAt).toBe(decidedAt);

  // Approved on one page, rejected on the other: the rejection is refused with what happened.
  alert = nextAlert(page);
  await page.getByRole('button', { name: `Approve ${RAHULS}` }).click();
  expect(await alert).toBe(APPROVED);
  await other.getByRole('button', { name: `Reject ${RAHULS}` }).click();
  const dialog = other.getByRole('dialog', { name: `Reject payment ${RAHULS}` });
  await dialog.getByRole('radio', { name: 'We could not find this transaction ID' }).check();
  await dialog.getByRole('button', { name: 'Reject payment' }).click();
  await expect(
    other.getByText(
      'The payment of Rahul Kumar was not rejected: This payment was already approved by then, so it was not rejected.',
    ),
  ).toBeVisible();

  await decisionsAreOnce();
  await other.close();
});

test('two pages approving the same payment at the same moment make one decision, and the later is told so', async ({
  page,
}) => {
  test.slow();
  await logIn(page, 'admin');
  const other = await page.context().newPage();
  await paymentsPage(page);
  await paymentsPage(other);

  // The other page's approval is on its way, slowly, when the first page's reaches the database.
  for (const id of [PRIYAS, RAHULS]) {
    const slow = await holdNextWrite(other);
    const later = nextAlert(other);
    await other.getByRole('button', { name: `Approve ${id}` }).click();
    await slow.arrived;
    const first = nextAlert(page);
    await page.getByRole('button', { name: `Approve ${id}` }).click();
    expect(await first).toBe(APPROVED);
    slow.release();
    expect(await later).toBe(APPROVED_BEFORE);
    await other.unrouteAll({ behavior: 'wait' });
  }
  await decisionsAreOnce();
  await other.close();
});

/** The earnings dashboard on its own page, with Priya's row ready to type in. */
async function dashboard(page: Page) {
  await page.goto('/all-approved-user-list');
  const row = page
    .getByRole('region', { name: 'User earnings table' })
    .getByRole('row')
    .filter({ hasText: 'approved@demo.test' });
  await expect(row.getByRole('spinbutton')).not.toHaveAttribute('readonly', { timeout: 20_000 });
  return row;
}

test('the same worker’s day saved from two pages keeps the totals the sum of the days', async ({ page }) => {
  test.slow();
  await logIn(page, 'admin');
  const other = await page.context().newPage();
  const row = await dashboard(page);
  const otherRow = await dashboard(other);
  const today = await page.getByLabel('Day', { exact: true }).inputValue();
  const before = await workerDays(priya);
  expect(before.allTime).toBe(before.sum);

  // One after the other: the other page still shows the count it read.
  await row.getByRole('spinbutton').fill('40');
  await row.getByRole('button', { name: 'Save for Priya Verma' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved', { timeout: 20_000 });
  await otherRow.getByRole('spinbutton').fill('50');
  await otherRow.getByRole('button', { name: 'Save for Priya Verma' }).click();
  await expect(otherRow.getByRole('status')).toHaveText('Saved', { timeout: 20_000 });
  let after = await workerDays(priya);
  expect(after.counts[today]).toBe(50);
  expect(after.allTime).toBe(after.sum);
  expect(after.sum).toBe(before.sum - (before.counts[today] ?? 0) + 50);

  // At the same moment: the other page's write is on its way when the first page's lands.
  const slow = await holdNextWrite(other);
  await otherRow.getByRole('spinbutton').fill('61');
  await otherRow.getByRole('button', { name: 'Save for Priya Verma' }).click();
  await slow.arrived;
  await row.getByRole('spinbutton').fill('37');
  await row.getByRole('button', { name: 'Save for Priya Verma' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved', { timeout: 20_000 });
  slow.release();
  await expect(otherRow.getByRole('status')).toHaveText('Saved', { timeout: 20_000 });
  after = await workerDays(priya);
  // The later write wins, measured against the day as the first left it: no change counted twice.
  expect(after.counts[today]).toBe(61);
  expect(after.allTime).toBe(after.sum);
  expect(after.sum).toBe(before.sum - (before.counts[today] ?? 0) + 61);
  await other.close();
});

test('an ad published on one page while the other rejects it stays published, and the other is told so', async ({
  page,
}) => {
  test.slow();
  await logIn(page, 'learner');
  await postCarAd(page);
  await logOut(page);
  const [id] = Object.entries(await listDocuments('submissions'))
    .filter(([, ad]) => ad.status === 'waiting')
    .map(([each]) => each);
  await logIn(page, 'admin');
  const other = await page.context().newPage();
  const carCard = (each: Page) => each.getByRole('article').filter({ hasText: 'Swift VXi (journey)' });
  for (const each of [page, other]) await each.goto('/admin/submissions');
  const [card, otherCard] = [carCard(page), carCard(other)];
  await otherCard.getByRole('button', { name: 'Reject…' }).click({ timeout: 20_000 });
  await otherCard.getByRole('textbox', { name: 'Reason for the poster' }).fill('Please give the year.');

  // The other page read the ad waiting, and its rejection is on its way when the ad is published.
  const slow = await holdNextWrite(other);
  await otherCard.getByRole('button', { name: 'Reject the ad' }).click();
  await slow.arrived;
  await card.getByRole('button', { name: 'Publish' }).click({ timeout: 20_000 });
  await expect(page.getByText('The ad is published.')).toBeVisible();
  slow.release();
  await expect(otherCard.getByRole('alert')).toHaveText(
    /^The ad .+ was not rejected: This ad was already published by then\.$/,
  );
  await expect(other.getByText('The ad is rejected.')).toHaveCount(0);
  await expect(otherCard.getByRole('textbox', { name: 'Reason for the poster' })).toHaveValue(
    'Please give the year.',
  );
  const ad = (await readDocument(`submissions/${id}`))!;
  expect(ad).toMatchObject({
    status: 'published',
    fields: expect.objectContaining({ Model: 'Swift VXi (journey)' }),
  });
  expect(ad.reason).toBeUndefined();
  expect(await readDocument(`publicAds/${id}`)).toMatchObject({ firstName: 'Rahul' });
  await other.close();
});
