import { logIn, logOut } from './accounts';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout';

const REASON = 'Reported as a scam: the seller asked for an advance.';

test('the admin takes a published ad down with a reason; it leaves the listing, and its poster reads why on a phone', async ({
  page,
}) => {
  // The demo's phone ad, posted by the approved worker, is listed.
  await page.goto('/ads/demo-ad-phone');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Samsung Galaxy S23');

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
