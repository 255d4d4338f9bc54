import { DEMO_PASSWORD, demo, fillSignUp, logIn, logOut } from './accounts';
import { verificationPageLink } from './authEmulator';
import { backend, expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout';

const REASON = 'Reported as a scam: the seller asked for an advance.';

test('the admin takes a published ad down with a reason; it leaves the listing, and its poster reads why on a phone', async ({
  page,
}) => {
  // Three accounts in turn, and a phone-sized window.
  test.slow();
  // The demo's phone ad, posted by the approved worker, is listed. (The first page a run opens may
  // wait for the preview server and the emulator to warm up.)
  await page.goto('/ads/demo-ad-phone');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Samsung Galaxy S23', { timeout: 20_000 });

  await logIn(page, 'admin');
  await page.goto('/admin/submissions?status=published');
  const card = page.getByRole('article').filter({ hasText: 'Galaxy S23' });
  await card.getByRole('button', { name: 'Take down…' }).click();
  await card.getByRole('button', { name: 'Take the ad down' }).click();
  await expect(card.getByRole('alert')).toHaveText('Please give the poster a reason.');
  await card.getByRole('textbox', { name: 'Reason for the poster' }).fill(REASON);
  await card.getByRole('button', { name: 'Take the ad down' }).click();
  await expect(page.getByText('The ad is taken down.')).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('link', { name: 'Taken down (1)' }).click();
  await expect(card).toContainText(`Taken down: ${REASON}`);
  await expect(card.getByRole('button')).toHaveCount(0);
  await logOut(page);

  await page.goto('/ads/demo-ad-phone');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This ad is not listed');
  await expect(page.getByText(/taken down by our team/)).toBeVisible();
  await page.goto('/ads?category=Electronics');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Samsung Galaxy S23' })).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, 'approved');
  await page.goto('/my-ads');
  const mine = page.getByRole('article', { name: /^Samsung Galaxy S23/ });
  await expect(mine).toContainText('Taken down by our team');
  await expect(mine).toContainText(`Reason: ${REASON}`);
  await expect(mine.getByRole('button')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});

test('a signed-in visitor reports an ad once; the admin finds it first in the ad review and sets the report aside', async ({
  page,
}) => {
  await page.goto('/ads/demo-ad-motorcycle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hero Splendor Plus', { timeout: 20_000 });
  await page.getByRole('link', { name: 'Report this ad' }).click();
  // Signing in comes first, and brings the visitor back to the report.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill(demo.learner);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Report an ad');
  await expect(page.getByText('Hero Splendor Plus')).toBeVisible();

  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose what is wrong with the ad.');
  await page.getByRole('radio', { name: 'The item is sold or no longer available' }).check();
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Our team will check this ad.' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('You have reported this ad. Our team will check it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send report' })).toHaveCount(0);
  await logOut(page);

  await logIn(page, 'admin');
  await page.goto('/admin/submissions');
  const reported = page.getByRole('region', { name: 'Reported ads' });
  const card = reported.getByRole('article').filter({ hasText: 'Splendor Plus' });
  await expect(card).toContainText('Reported 1 time, latest: The item is sold or no longer available');
  await card.getByRole('button', { name: 'Set the reports aside' }).click();
  await expect(page.getByText('The reports are set aside.')).toBeVisible();
  await expect(reported).toHaveCount(0);
  // The ad itself stays listed.
  await page.goto('/ads/demo-ad-motorcycle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hero Splendor Plus');
});

test('a new account confirms its address before its report counts, keeping the reason it chose', async ({
  page,
}) => {
  // A sign-up, a round trip through the link, and the admin's review: room for a busy machine.
  test.slow();
  const email = `reporter.${Date.now()}@example.com`;
  await fillSignUp(page, 'Ravi', 'Kumar', email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeVisible({ timeout: 20_000 });

  await page.goto('/report-ad/demo-ad-motorcycle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Report an ad');
  const notice = page.getByRole('region', { name: 'Confirm your e-mail address to report ads' });
  await expect(notice).toContainText(`We will send a link to ${email}`);
  const scam = page.getByRole('radio', { name: 'It looks like a scam or fraud' });
  await scam.check();
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText(/^Your report was not sent: confirm your e-mail address first/)).toBeVisible();
  await expect(scam).toBeChecked();

  await notice.getByRole('button', { name: 'Send the link' }).click();
  let link: string;
  if (backend === 'local') {
    // The demo sends no mail: it shows the link the e-mail would carry.
    link = (await notice.getByRole('link', { name: 'Confirm my e-mail address' }).getAttribute('href'))!;
  } else {
    await expect(notice.getByRole('status')).toContainText(`The link is on its way to ${email}.`);
    const sent = await verificationPageLink(email);
    expect(sent, 'a verification e-mail in the emulator').toBeDefined();
    link = sent!;
  }

  // The link is opened in a second tab, as from a mail app, and leads back to the report.
  const mail = await page.context().newPage();
  await mail.goto(link);
  await expect(mail.getByText(/^Your e-mail address is confirmed\./)).toBeVisible();
  await expect(mail.getByRole('link', { name: 'Continue' })).toHaveAttribute(
    'href',
    '/report-ad/demo-ad-motorcycle',
  );
  await mail.close();

  // The demo's tabs share their data and hear of it at once; Firebase tells a tab when it asks.
  if (backend === 'firebase') await notice.getByRole('button', { name: 'I have confirmed it' }).click();
  await expect(notice).toHaveCount(0);
  await expect(scam).toBeChecked();
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Our team will check this ad.' })).toBeVisible();
  await logOut(page);

  // One report: the refused one before the address was confirmed never counted.
  await logIn(page, 'admin');
  await page.goto('/admin/submissions');
  const card = page
    .getByRole('region', { name: 'Reported ads' })
    .getByRole('article')
    .filter({ hasText: 'Splendor Plus' });
  await expect(card).toContainText('Reported 1 time, latest: It looks like a scam or fraud');
});
