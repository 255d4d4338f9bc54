import { loadSeed } from '../scripts/emulator-seed.mjs';
import { DEMO_PASSWORD, logIn } from './accounts';
import { readDocument } from './firestoreEmulator';
import { backend, expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout';
import { texts as authFailures } from '../src/backend/words/authFailures.texts.en';
import { texts as auth } from '../src/features/auth/texts.en';
import { texts } from '../src/features/auth/payoutDetails/texts.en';
import { texts as hindi } from '../src/features/auth/payoutDetails/texts.hi';
import { HINDI_OFFERED } from '../src/i18n/language';

const { demoAccounts } = await loadSeed();

/**
 * Where an approved worker is paid: kept on their profile, changed only with their password, shown
 * masked; on firebase, what the database holds is read through the emulator.
 */
test('an approved worker adds a bank account, then switches to UPI, each change asking for the password', async ({
  page,
}) => {
  // Two saves, each with a password check, on a shared machine.
  test.slow();
  await logIn(page, 'approved');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: texts.heading });
  await expect(section.getByText(texts.none)).toBeVisible();
  await section.getByRole('button', { name: texts.add }).click();

  await section.getByLabel(texts.holder).fill('Priya Verma');
  await section.getByLabel(texts.account, { exact: true }).fill('123456789012');
  // Typed again by hand: pasting into the second field is refused.
  await section.getByLabel(texts.accountAgain).pressSequentially('123456789012');
  await section.getByLabel(texts.ifsc).fill('hdfc0001234');
  await expect(section.getByText(texts.bankNamed('HDFC Bank'))).toBeVisible();
  await expectNoSidewaysScroll(page);

  // A password that is not theirs changes nothing, and keeps what was typed.
  await section.getByLabel(texts.password).fill('not-the-password');
  await section.getByRole('button', { name: texts.save }).click();
  await expect(section.getByText(authFailures['wrong-password'])).toBeVisible();
  await expect(section.getByLabel(texts.ifsc)).toHaveValue('hdfc0001234');

  await section.getByLabel(texts.password).fill(DEMO_PASSWORD);
  await section.getByRole('button', { name: texts.save }).click();
  await expect(section.getByRole('status')).toHaveText(texts.saved);
  await expect(
    section.getByText('Bank account •••• 9012 at HDFC Bank (IFSC HDFC0001234), in the name of Priya Verma.'),
  ).toBeVisible();
  await expect(section).not.toContainText('123456789012');
  if (backend === 'firebase') {
    expect(await readDocument(`payoutDetails/${demoAccounts.approved.uid}`)).toMatchObject({
      method: 'bank',
      holder: 'Priya Verma',
      account: '123456789012',
      ifsc: 'HDFC0001234',
      upi: '',
    });
  }

  // Kept across a reload, then changed to a UPI ID.
  await page.reload();
  await section.getByRole('button', { name: texts.change }).click();
  await section.getByRole('radio', { name: texts.upi }).check();
  await section.getByLabel(texts.upiId, { exact: true }).fill('Priya.Verma@OKHDFCBANK');
  await section.getByLabel(texts.password).fill(DEMO_PASSWORD);
  await section.getByRole('button', { name: texts.save }).click();
  await expect(section.getByText(texts.upiSummary('priya.verma@okhdfcbank'))).toBeVisible();
  if (backend === 'firebase') {
    expect(await readDocument(`payoutDetails/${demoAccounts.approved.uid}`)).toMatchObject({
      method: 'upi',
      account: '',
      upi: 'priya.verma@okhdfcbank',
    });
  }
});

test('a learner who is not approved is not asked where to be paid', async ({ page }) => {
  await logIn(page, 'learner');
  await page.goto('/profile');
  await expect(page.getByText(auth.profile.notApproved)).toBeVisible();
  await expect(page.getByRole('region', { name: texts.heading })).toHaveCount(0);
});

test('the worker reads the section in Hindi on the Hindi profile', async ({ page }) => {
  test.skip(!HINDI_OFFERED, 'no Hindi pages until the Hindi site is offered (src/i18n/language.ts)');
  await logIn(page, 'approved');
  await page.goto('/hi/profile');
  const section = page.getByRole('region', { name: hindi.heading });
  await expect(section.getByText(hindi.none)).toBeVisible();
  await section.getByRole('button', { name: hindi.add }).click();
  await section.getByRole('button', { name: hindi.save }).click();
  await expect(section.getByText(hindi.problems.ifsc.empty)).toBeVisible();
});
