import type { Page } from '@playwright/test';
import { configuredHosts } from '../scripts/firebase-emulators.mjs';
import { demo, fillSignUp, logIn, logOut } from './accounts';
import { fillCarAd, adForm, postCarAd } from './adForm';
import { backend, expect, test } from './fixtures';
import { listDocuments, readDocument } from './firestoreEmulator';
import { fillPayout } from './payoutDialog';

/**
 * A write that reaches Firestore while its answer is lost on the way back: the page hears a
 * network failure, the database holds the write. Pressing again must end on the truth and
 * write nothing twice; each journey reads the emulator afterwards, past the rules.
 */
async function loseNextAnswer(page: Page) {
  const host = configuredHosts().firestore;
  const isCommit = (url: URL) => url.host === host && url.pathname.endsWith('/documents:commit');
  let lost = 0;
  await page.route(isCommit, async (route) => {
    if (lost > 0 || route.request().method() !== 'POST') return route.fallback();
    lost += 1;
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  return () => lost;
}

const lostAnswers = () =>
  test.skip(
    backend !== 'firebase',
    'a lost answer needs the network between the page and Firestore: the firebase backend only',
  );

/** The console line of the request the journey cut on purpose; any other stays a page error. */
function forgiveCutRequest(pageErrors: string[]) {
  const expected = (error: string) =>
    /Failed to load resource|RPC_ERROR HTTP error has no status|Could not (save|record|approve|reject)/.test(
      error,
    );
  const unexpected = pageErrors.filter((error) => !expected(error));
  pageErrors.splice(0, pageErrors.length, ...unexpected);
}

test.describe('a press again after a lost answer', () => {
  test('the buyer whose payment was received is shown it, and it is filed once', async ({
    page,
    pageErrors,
  }) => {
    lostAnswers();
    const id = '412345679901';
    await logIn(page, 'learner');
    await page.goto('/payment/3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete your purchase');
    const field = page.getByLabel('Transaction ID or UTR number');
    await field.fill(id);
    const lost = await loseNextAnswer(page);
    await page.getByRole('button', { name: 'Submit payment' }).click();

    await expect(page.getByText(/No answer came back, so your payment details may or may not/)).toBeVisible();
    expect(lost()).toBe(1);
    await expect(field).toHaveValue(id);
    await expect(page).toHaveURL(/\/payment\/3$/);
    expect(await readDocument(`payments/${id}`)).toMatchObject({ status: 'pending', bookId: '3' });

    await page.getByRole('button', { name: 'Submit payment' }).click();
    await expect(page).toHaveURL(new RegExp(`/confirmation/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received');
    await expect(page.getByText(/already been submitted/)).toHaveCount(0);

    const filing = await readDocument(`filings/${(await readDocument(`payments/${id}`))!.uid as string}`);
    expect(filing).toMatchObject({ pendingPayments: 2, lastPayment: id });
    forgiveCutRequest(pageErrors);
  });

  test('the admin records a payout once, however often the press is repeated', async ({
    page,
    pageErrors,
  }) => {
    lostAnswers();
    test.slow();
    await logIn(page, 'admin');
    const { row, dialog } = await fillPayout(page, '300', 'UPI-LOST-300');
    const lost = await loseNextAnswer(page);
    await dialog.getByRole('button', { name: 'Record payout' }).click();

    // Either the page says it could not hear back and the admin presses again, or Firestore's own
    // retry of the transaction found the payout recorded: both end with one payout.
    const unconfirmed = dialog.getByText(/No answer came back, so the payout to Priya Verma/);
    await expect(unconfirmed.or(page.getByText('Recorded a payout of ₹300 to Priya Verma.'))).toBeVisible();
    expect(lost()).toBe(1);
    if (await unconfirmed.isVisible()) {
      await expect(dialog.getByLabel('Amount (whole rupees)')).toHaveValue('300');
      await dialog.getByRole('button', { name: 'Record payout' }).click();
    }
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/already reversed|already recorded/)).toHaveCount(0);

    const payouts = Object.values(await listDocuments('payouts')).filter(
      (payout) => payout.reference === 'UPI-LOST-300',
    );
    expect(payouts).toHaveLength(1);
    expect(await readDocument(`payoutTotals/${payouts[0]!.uid as string}`)).toMatchObject({ paid: 300 });
    await expect(row.getByRole('cell').nth(4)).toHaveText('₹300');
    forgiveCutRequest(pageErrors);
  });

  test('the admin’s approval is made once, and the press again says it was approved', async ({
    page,
    pageErrors,
  }) => {
    lostAnswers();
    const id = 'T2611201234567';
    await logIn(page, 'admin');
    await page.goto('/confirm-payment');
    const approve = page.getByRole('button', { name: `Approve ${id}` });
    await expect(approve).toBeVisible({ timeout: 20_000 });
    const lost = await loseNextAnswer(page);
    await approve.click();

    await expect(
      page.getByText(
        /^No answer came back, so the payment of Rahul Kumar may or may not have been approved\./,
      ),
    ).toBeVisible();
    expect(lost()).toBe(1);
    const decided = (await readDocument(`payments/${id}`))!;
    expect(decided.status).toBe('confirmed');
    const alerted = page.waitForEvent('dialog').then(async (alert) => {
      const message = alert.message();
      await alert.accept();
      return message;
    });
    await approve.click();
    expect(await alerted).toMatch(/^This payment was already approved/);
    await expect(approve).toHaveCount(0);
    expect((await readDocument(`payments/${id}`))!.decidedAt).toBe(decided.decidedAt);
    expect(await readDocument(`filings/${decided.uid as string}`)).toMatchObject({ pendingPayments: 0 });
    forgiveCutRequest(pageErrors);
  });

  test('a worker’s approval is made once, and the press again says they are approved', async ({
    page,
    pageErrors,
  }) => {
    lostAnswers();
    const approvedProfiles = async () =>
      Object.entries(await listDocuments('users')).filter(([, profile]) => profile.approved === true);
    const before = await approvedProfiles();
    await logIn(page, 'admin');
    await page.goto('/admin/users');
    const row = page.getByRole('row').filter({ hasText: demo.learner });
    const approve = row.getByRole('button', { name: 'Approve Rahul Kumar' });
    await expect(approve).toBeVisible({ timeout: 20_000 });
    const lost = await loseNextAnswer(page);
    await approve.click();

    await expect(
      page.getByText(
        /^No answer came back, so Rahul Kumar may or may not have been approved\. Check your connection and press Approve again/,
      ),
    ).toBeVisible();
    await expect(page.getByText(/was not approved/)).toHaveCount(0);
    expect(lost()).toBe(1);
    const [uid] = Object.entries(await listDocuments('users')).find(
      ([, profile]) => profile.email === demo.learner,
    )!;
    expect(await readDocument(`users/${uid}`)).toMatchObject({ approved: true, revoked: false });

    await approve.click();
    await expect(page.getByText('Rahul Kumar can now use the data-entry pages.')).toBeVisible();
    await expect(row).toContainText('Approved');
    // Priya and now Rahul: the figure moved once.
    await expect(page.getByRole('button', { name: 'Approved (2)' })).toBeVisible();
    expect(await readDocument(`users/${uid}`)).toMatchObject({ approved: true, revoked: false });
    expect((await approvedProfiles()).map(([id]) => id).sort()).toEqual(
      [...before.map(([id]) => id), uid].sort(),
    );
    forgiveCutRequest(pageErrors);
  });

  test('a poster keeps the ad typed, and it is filed once', async ({ page, pageErrors }) => {
    lostAnswers();
    await logIn(page, 'learner');
    await page.goto('/create-job-post');
    await fillCarAd(page);
    const lost = await loseNextAnswer(page);
    const form = adForm(page);
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByText(/no answer came back, so it may or may not have been saved/)).toBeVisible();
    expect(lost()).toBe(1);
    await expect(form.getByLabel('Brand')).toHaveValue('Maruti Suzuki');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Form submitted successfully!')).toBeVisible();

    const mine = Object.values(await listDocuments('submissions')).filter(
      (ad) => (ad.fields as Record<string, string>).Model === 'Swift VXi (journey)',
    );
    expect(mine).toHaveLength(1);
    await page.goto('/my-ads');
    await expect(page.getByRole('article', { name: /Maruti Suzuki Swift VXi \(journey\)/ })).toHaveCount(1);
    forgiveCutRequest(pageErrors);
  });

  test('a new account whose profile was written is kept, with its one profile', async ({
    page,
    pageErrors,
  }) => {
    lostAnswers();
    await fillSignUp(page, 'Kavya', 'Nair', 'kavya@example.com');
    const lost = await loseNextAnswer(page);
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kavya Nair' })).toBeVisible();
    expect(lost()).toBe(1);
    const profiles = Object.values(await listDocuments('users')).filter(
      (user) => user.email === 'kavya@example.com',
    );
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({ firstName: 'Kavya', lastName: 'Nair', approved: false });
    forgiveCutRequest(pageErrors);
  });
});

test.describe('a press again after a lost answer, on the ads', () => {
  test('a report is counted once, and the press again says it is sent', async ({ page, pageErrors }) => {
    lostAnswers();
    await logIn(page, 'learner');
    await page.goto('/report-ad/demo-ad-motorcycle');
    await expect(page.getByText('Hero Splendor Plus')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('radio', { name: 'The item is sold or no longer available' }).check();
    const lost = await loseNextAnswer(page);
    await page.getByRole('button', { name: 'Send report' }).click();

    await expect(page.getByRole('alert')).toHaveText(
      /^No answer came back, so your report may or may not have been sent\./,
    );
    expect(lost()).toBe(1);
    await expect(page.getByRole('radio', { name: 'The item is sold or no longer available' })).toBeChecked();
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Our team will check this ad.' })).toBeVisible();
    expect(await readDocument('adReports/demo-ad-motorcycle')).toMatchObject({
      count: 1,
      lastReason: 'sold',
    });
    forgiveCutRequest(pageErrors);
  });

  test('a take-down is made once, with the reason first given', async ({ page, pageErrors }) => {
    lostAnswers();
    await logIn(page, 'admin');
    await page.goto('/admin/submissions?status=published');
    const card = page.getByRole('article').filter({ hasText: 'Galaxy S23' });
    await card.getByRole('button', { name: 'Take down…' }).click({ timeout: 20_000 });
    await card.getByRole('textbox', { name: 'Reason for the poster' }).fill('Sold, says the poster.');
    const lost = await loseNextAnswer(page);
    await card.getByRole('button', { name: 'Take the ad down' }).click();

    await expect(card.getByRole('alert')).toHaveText(
      /^No answer came back, so the ad .+ may or may not have been taken down\./,
    );
    expect(lost()).toBe(1);
    await expect(card.getByRole('textbox', { name: 'Reason for the poster' })).toHaveValue(
      'Sold, says the poster.',
    );
    await card.getByRole('button', { name: 'Take the ad down' }).click();
    await expect(page.getByText('The ad is taken down.')).toBeVisible();
    await expect(page.getByText(/was not taken down/)).toHaveCount(0);
    expect(await readDocument('submissions/demo-ad-phone')).toMatchObject({
      status: 'taken-down',
      reason: 'Sold, says the poster.',
    });
    expect(await readDocument('publicAds/demo-ad-phone')).toBeNull();
    forgiveCutRequest(pageErrors);
  });

  test('a rejection is made once, with the reason first given, and the poster’s place freed once', async ({
    page,
    pageErrors,
  }) => {
    lostAnswers();
    test.slow();
    await logIn(page, 'learner');
    await postCarAd(page);
    await logOut(page);
    const [[id, posted]] = Object.entries(await listDocuments('submissions')).filter(
      ([, ad]) => ad.status === 'waiting',
    ) as [[string, Record<string, unknown>]];
    expect(await readDocument(`filings/${posted.uid as string}`)).toMatchObject({ waitingAds: 1 });

    await logIn(page, 'admin');
    await page.goto('/admin/submissions');
    const card = page.getByRole('article').filter({ hasText: 'Swift VXi (journey)' });
    await card.getByRole('button', { name: 'Reject…' }).click({ timeout: 20_000 });
    const reason = card.getByRole('textbox', { name: 'Reason for the poster' });
    await reason.fill('Please give the registration year.');
    const lost = await loseNextAnswer(page);
    await card.getByRole('button', { name: 'Reject the ad' }).click();

    await expect(card.getByRole('alert')).toHaveText(
      /^No answer came back, so the ad .+ may or may not have been rejected\. Check your connection and press Reject the ad again/,
    );
    expect(lost()).toBe(1);
    await expect(reason).toHaveValue('Please give the registration year.');
    expect(await readDocument(`submissions/${id}`)).toMatchObject({ status: 'rejected' });

    await reason.fill('Another reason.');
    await card.getByRole('button', { name: 'Reject the ad' }).click();
    await expect(page.getByText('The ad is rejected.')).toBeVisible();
    await expect(page.getByText(/was not rejected/)).toHaveCount(0);
    await expect(card).toHaveCount(0);
    expect(await readDocument(`submissions/${id}`)).toMatchObject({
      status: 'rejected',
      reason: 'Please give the registration year.',
    });
    expect(await readDocument(`filings/${posted.uid as string}`)).toMatchObject({ waitingAds: 0 });
    forgiveCutRequest(pageErrors);
  });
});
