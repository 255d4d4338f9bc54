import { adForm, fillCarAd } from './adForm';
import { verificationCode } from './authEmulator';
import { backend, expect, test } from './fixtures';

test('a new account confirms its address from the ad form, keeps its typed ad, and posts it', async ({
  page,
}) => {
  // A sign-up, a whole ad typed, and a round trip through the link: room for a busy machine.
  test.slow();
  const email = `poster.${Date.now()}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Rao');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('chai4all');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible();

  await page.goto('/create-job-post');
  const notice = page.getByRole('region', { name: 'Confirm your e-mail address to post ads' });
  await expect(notice).toContainText(`We will send a link to ${email}`);
  await fillCarAd(page);
  const form = adForm(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/^Your ad was not sent: confirm your e-mail address first/)).toBeVisible();
  await expect(form.getByLabel('Brand')).toHaveValue('Maruti Suzuki');

  await notice.getByRole('button', { name: 'Send the link' }).click();
  let link: string;
  if (backend === 'local') {
    // The demo sends no mail: it shows the link the e-mail would carry.
    const demoLink = notice.getByRole('link', { name: 'Confirm my e-mail address' });
    link = (await demoLink.getAttribute('href'))!;
  } else {
    await expect(notice.getByRole('status')).toContainText(`The link is on its way to ${email}.`);
    const code = await verificationCode(email);
    expect(code, 'a verification e-mail in the emulator').toBeDefined();
    link = `/verify-email?mode=verifyEmail&oobCode=${code}&continueUrl=${encodeURIComponent('/create-job-post')}`;
  }

  // The link is opened in a second tab, as from a mail app; the form's tab learns of it.
  const mail = await page.context().newPage();
  await mail.goto(link);
  await expect(
    mail.getByText('Your e-mail address is confirmed. You can post and report ads now.'),
  ).toBeVisible();
  await expect(mail.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/create-job-post');
  await mail.close();

  // The demo's tabs share their data and hear of it at once; Firebase tells a tab when it asks.
  if (backend === 'firebase') await notice.getByRole('button', { name: 'I have confirmed it' }).click();
  await expect(notice).toHaveCount(0);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Form submitted successfully!')).toBeVisible();
  await page.goto('/my-ads');
  await expect(page.getByRole('article', { name: /Maruti Suzuki Swift VXi \(journey\)/ })).toContainText(
    'Waiting for review',
  );
});
