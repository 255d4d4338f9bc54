import type { Page } from '@playwright/test';
import { loadSeed } from '../scripts/emulator-seed.mjs';
import { demo, logIn } from './accounts';
import { backend, expect, test } from './fixtures';
import { listDocuments, readDocument, setFlag, spendQuota } from './firestoreEmulator';

/**
 * Firestore on the free plan refuses every request of the day with RESOURCE_EXHAUSTED once the
 * day's reads or writes are spent. The emulator never does, so these journeys have it answer the
 * page as Firestore would (HTTP 429) and check what the page says, that a form keeps what was typed
 * and what the database holds afterwards.
 */
test.skip(backend !== 'firebase', 'the quota is Firestore’s: the local backend has none');

const { demoAccounts } = await loadSeed();

/** When the quota resets (src/backend/quota.ts): midnight in California, 12:30 or 1:30 pm in India. */
const SPENT =
  /The site has reached today's limit\. It resets at about (12|1):30 pm India time (today|tomorrow); please try again after that\./;
const SPENT_IN_HINDI =
  /साइट आज की सीमा तक पहुँच गई है। भारत के समय से (आज|कल) लगभग दोपहर (12|1):30 बजे साइट फिर से चलेगी;/;

// The app logs each refusal it reports (console.error): those are the failures made on purpose here.
test.afterEach(({ pageErrors }) => {
  const unexpected = pageErrors.filter((error) => !/Quota exceeded\.|Firestore answered 429\./.test(error));
  pageErrors.splice(0, pageErrors.length, ...unexpected);
});

/** The notice every page shows once a request met the spent quota. */
const notice = (page: Page, label = "Today's limit") => page.getByRole('complementary', { name: label });

test('a buyer whose payment the spent quota refuses is told when to come back, and the form keeps what was typed', async ({
  page,
}) => {
  const transactionId = '612345670042';
  const filings = await readDocument(`filings/${demoAccounts.learner.uid}`);
  await logIn(page, 'learner');
  await page.goto('/payment/1');
  await expect(page.getByLabel('Full name')).toHaveValue('Rahul Kumar');
  await page.getByLabel('Full name').fill('Rahul K. Kumar');
  await page.getByLabel('Transaction ID or UTR number').fill(transactionId);
  const refused = await spendQuota(page, 'commit');

  await page.getByRole('button', { name: 'Submit payment' }).click();

  await expect(page.getByText('Failed to save payment details. Please try again.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: SPENT }).first()).toBeVisible();
  await expect(notice(page)).toHaveText(SPENT);
  await expect(page).toHaveURL(/\/payment\/1$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Rahul K. Kumar');
  await expect(page.getByLabel('Transaction ID or UTR number')).toHaveValue(transactionId);
  expect(refused()).toBeGreaterThan(0);
  // Nothing was filed: no payment, and the buyer's count of payments waiting did not move.
  expect(await readDocument(`payments/${transactionId}`)).toBeNull();
  expect(await readDocument(`filings/${demoAccounts.learner.uid}`)).toEqual(filings);
});

test('a reader of /ads is told the site has reached today’s limit, in English and in Hindi', async ({
  page,
}) => {
  const before = await listDocuments('publicAds');
  const listing = await readDocument('listings/ads');
  // The listing /ads reads by its path, and the queries of a search.
  const refused = await spendQuota(page, 'get');
  await spendQuota(page, 'runQuery');

  await page.goto('/ads');
  await expect(
    page.getByText(/^The ads could not be loaded\. The site has reached today's limit\./),
  ).toBeVisible();
  await expect(notice(page)).toHaveText(SPENT);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  await page.goto('/hi/ads');
  await expect(notice(page, 'आज की सीमा')).toHaveText(SPENT_IN_HINDI);
  expect(refused()).toBeGreaterThan(0);
  expect(await listDocuments('publicAds')).toEqual(before);
  expect(await readDocument('listings/ads')).toEqual(listing);
});

test('the admin’s approval the spent quota refuses names the payment, and nothing is granted', async ({
  page,
}) => {
  const id = 'T2611201234567';
  const payment = await readDocument(`payments/${id}`);
  expect(payment).toMatchObject({ status: 'pending', userName: 'Rahul Kumar' });
  const filings = await readDocument(`filings/${demoAccounts.learner.uid}`);
  await logIn(page, 'admin');
  await page.goto('/confirm-payment');
  const approve = page.getByRole('button', { name: `Approve ${id}` });
  await expect(approve).toBeVisible({ timeout: 20_000 });
  await spendQuota(page, 'commit');

  await approve.click();

  await expect(
    page.getByText(/^The payment of Rahul Kumar was not approved: The site has reached today's limit\./),
  ).toBeVisible();
  await expect(notice(page)).toHaveText(SPENT);
  await expect(page.getByRole('tab', { name: 'Pending (2)' })).toBeVisible();
  await expect(approve).toBeEnabled();
  expect(await readDocument(`payments/${id}`)).toEqual(payment);
  expect(
    await readDocument(`entitlements/${demoAccounts.learner.uid}_${String(payment!.bookId)}`),
  ).toBeNull();
  expect(await readDocument(`filings/${demoAccounts.learner.uid}`)).toEqual(filings);
});

test('Save all saves what the quota allowed, keeps the refused count on its row with why, and writes no half', async ({
  page,
}) => {
  // Retried by the SDK's transaction before it gives up, then a reload of the figures.
  test.slow();
  const learner = demoAccounts.learner.uid;
  await setFlag(`users/${learner}`, 'approved', true);
  await logIn(page, 'admin');
  await page.goto('/all-approved-user-list');
  const table = page.getByRole('region', { name: 'User earnings table' });
  const priya = table.getByRole('row').filter({ hasText: demo.approved });
  const rahul = table.getByRole('row').filter({ hasText: demo.learner });
  await expect(rahul.getByRole('spinbutton')).not.toHaveAttribute('readonly', { timeout: 20_000 });
  // Opening the dashboard gave Rahul, who had none, his totals (nothing counted yet).
  const rahulsTotals = await readDocument(`entries/${learner}`);
  expect(rahulsTotals).toMatchObject({ allTime: 0 });
  // Only the writes of Rahul's day and totals meet the spent quota.
  const refused = await spendQuota(page, 'commit', (request) =>
    (request.postData() ?? '').includes(`/documents/entries/${learner}`),
  );
  await priya.getByRole('spinbutton').fill('45');
  await rahul.getByRole('spinbutton').fill('12');

  await page.getByRole('button', { name: 'Save all changes' }).click();

  await expect(page.getByText('Saved 1 count; 1 could not be saved.')).toBeVisible({ timeout: 40_000 });
  await expect(priya.getByRole('status')).toHaveText('Saved');
  await expect(rahul.getByRole('status')).toHaveText(
    /^Failed to update entries: The site has reached today's limit\./,
  );
  await expect(rahul.getByRole('spinbutton')).toHaveValue('12');
  await expect(notice(page)).toHaveText(SPENT);
  expect(refused()).toBeGreaterThan(0);
  // The dashboard's day: Priya's count is saved with her totals; Rahul's day is not, nor did his totals move.
  const today = await page.getByLabel('Day', { exact: true }).inputValue();
  expect(await readDocument(`entries/${demoAccounts.approved.uid}/dailyEntries/${today}`)).toEqual({
    count: 45,
    date: today,
  });
  expect(await readDocument(`entries/${demoAccounts.approved.uid}`)).toMatchObject({ lastDay: today });
  expect(await readDocument(`entries/${learner}/dailyEntries/${today}`)).toBeNull();
  expect(await readDocument(`entries/${learner}`)).toEqual(rahulsTotals);
});
