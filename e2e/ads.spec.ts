import { adForm, carAd as car, fillCarAd } from './adForm';
import { logIn, logOut } from './accounts';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout';

const TITLE = 'Select The Appropriate Category To Post Your Ad';

test('a learner posts a car ad; the admin publishes it; a visitor finds it under Vehicles › Cars without the poster’s e-mail; the poster withdraws it', async ({
  page,
}) => {
  // Three accounts sign in and out along the way: room for a busy machine.
  test.slow();
  await logIn(page, 'learner');
  await page.goto('/create-job-post');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(page.getByText(/checked by our team before anyone else sees it/)).toBeVisible();

  const form = adForm(page);
  await form.getByLabel('Category', { exact: true }).selectOption('Vehicles');
  await form.getByLabel('Subcategory').selectOption('Cars');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByLabel('Brand')).toBeFocused();
  await expect(form.getByText('Please fill in Brand.')).toBeVisible();

  for (const [label, value, kind] of car) {
    const control = form.getByLabel(label, { exact: true });
    if (kind === 'select') await control.selectOption(value);
    else await control.fill(value);
  }
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('Form submitted successfully!')).toBeVisible();
  await expect(form.getByLabel('Category', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Brand')).toHaveCount(0);

  await page.goto('/my-ads');
  const mine = page.getByRole('article', { name: /Maruti Suzuki Swift VXi \(journey\)/ });
  await expect(mine).toContainText('Waiting for review');
  await logOut(page);

  // Signed out, the new ad is nowhere on the listing.
  await page.goto('/ads?category=Vehicles&subcategory=Cars');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classified ads');
  await expect(page.getByText('No listed ad matches.')).toBeVisible();

  await logIn(page, 'admin');
  await page.goto('/admin/submissions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ad submissions');
  await expect(page.getByRole('link', { name: 'Waiting for review (1)' })).toBeVisible();
  const ad = page.getByRole('article', { name: 'Cars in Vehicles' });
  await expect(ad).toHaveCount(1);
  await expect(ad).toContainText('Posted by Rahul Kumar');
  await expect(ad.getByRole('link', { name: 'learner@demo.test' })).toBeVisible();
  for (const [label, value] of car) {
    await expect(ad.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
    await expect(ad.getByRole('definition').filter({ hasText: value })).toHaveCount(1);
  }
  await ad.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('The ad is published.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Waiting for review (0)' })).toBeVisible();
  await logOut(page);

  // A visitor filters to Vehicles › Cars, from the address a friend could send.
  await page.goto('/ads');
  // The listing arrives once the page's script has taken the filters over (choosing before that is
  // the prerender journeys' concern).
  await expect(page.getByRole('link', { name: /Samsung Galaxy S23/ })).toBeVisible();
  await page.getByLabel('Category', { exact: true }).selectOption('Vehicles');
  await page.getByLabel('Subcategory').selectOption('Cars');
  await expect(page).toHaveURL(/\/ads\?category=Vehicles&subcategory=Cars$/);
  await expect(page.getByRole('status')).toHaveText('1 ad in Vehicles › Cars');
  await page.getByRole('link', { name: 'Maruti Suzuki Swift VXi (journey)' }).click();

  await expect(page).toHaveURL(/\/ads\/[A-Za-z0-9]+$/);
  const adUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maruti Suzuki Swift VXi (journey)');
  await expect(page.getByText(/Posted by Rahul ·/)).toBeVisible();
  for (const [label, value] of car) {
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
    await expect(page.getByRole('definition').filter({ hasText: value })).toHaveCount(1);
  }
  const html = await page.content();
  expect(html).not.toContain('learner@demo.test');
  expect(html).not.toContain('Kumar');
  await expect(page).toHaveTitle(/^Maruti Suzuki Swift VXi \(journey\) – Cars \| /);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    /^Cars in Vehicles\. Single owner/,
  );
  // Link previews show the generic shell, so the message itself says what the ad is, and links to it.
  const share = await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
  expect(share).toMatch(/^https:\/\/wa\.me\/\?text=/);
  // The link is the ad's public address (the site's, as its canonical link names it), wherever it was opened.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`^https://[^/]+${new URL(adUrl).pathname}$`));
  expect(new URL(share!).searchParams.get('text')).toBe(
    `Maruti Suzuki Swift VXi (journey) · ₹50,001 – ₹5,00,000 · Lucknow\n${canonical}`,
  );

  // The poster withdraws it, and it leaves the listing and its page says so.
  await logIn(page, 'learner');
  await page.goto('/my-ads');
  await expect(mine).toContainText(/Published, listed until/);
  await mine.getByRole('button', { name: 'Withdraw…' }).click();
  await mine.getByRole('button', { name: 'Yes, withdraw it' }).click();
  await expect(page.getByText('Your ad is withdrawn.')).toBeVisible();
  await expect(mine).toContainText('Withdrawn');
  await logOut(page);

  await page.goto('/ads?category=Vehicles&subcategory=Cars');
  await expect(page.getByText('No listed ad matches.')).toBeVisible();
  await page.goto(adUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This ad is not listed');

  // The listing reads on a phone without sideways scrolling too.
  await page.goto('/ads');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('link', { name: 'Samsung Galaxy S23' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the poster renews an expired ad, and a visitor searches the listing by word', async ({ page }) => {
  // The demo's shoes were published 38 days ago: expired, their page says so.
  await page.goto('/ads/demo-ad-shoes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This ad has expired');

  await page.goto('/ads?q=galaxy');
  await expect(page.getByRole('status')).toHaveText('1 ad');
  await expect(page.getByRole('link', { name: 'Samsung Galaxy S23' })).toBeVisible();
  await page.getByLabel('Words in the ad').fill('hero splendor');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/ads\?q=hero\+splendor$/);
  await expect(page.getByRole('link', { name: 'Hero Splendor Plus' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Samsung Galaxy S23' })).toHaveCount(0);

  await logIn(page, 'learner');
  await page.goto('/my-ads');
  const shoes = page.getByRole('article', { name: /^Bata/ });
  await expect(shoes).toContainText('Expired on');
  const laptop = page.getByRole('article', { name: /^Lenovo IdeaPad/ });
  await expect(laptop).toContainText('Rejected Reason: Please give the price');
  await shoes.getByRole('button', { name: 'Renew for 30 days' }).click();
  await expect(page.getByText('Your ad is listed again for 30 days.')).toBeVisible();
  await expect(shoes).toContainText(/Published, listed until/);
  await logOut(page);

  await page.goto('/ads?category=Fashion');
  await page.getByRole('link', { name: 'Bata' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bata');
  await expect(page.getByText(/Posted by Rahul/)).toBeVisible();
});

test('the ad form fits a 360 px phone and works from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, 'learner');
  await page.goto('/create-job-post');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);

  const category = page.getByLabel('Category', { exact: true });
  await category.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(category).toHaveValue('Real Estate');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Subcategory')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Subcategory')).toHaveValue('Residential');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Property Type')).toBeFocused();

  await expect(page.getByRole('group', { name: 'Residential details' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByLabel('Property Type')).toBeFocused();
  await expectNoSidewaysScroll(page);
});

test('a poster with 5 ads waiting is told the limit and keeps the ad typed, then posts it once one is reviewed', async ({
  page,
}) => {
  // Six ads typed in full, and two accounts: room for a busy machine.
  test.slow();
  await logIn(page, 'learner');
  const form = adForm(page);
  const fillCar = () => fillCarAd(page);
  await page.goto('/create-job-post');
  for (let posted = 0; posted < 5; posted += 1) {
    await fillCar();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByLabel('Category', { exact: true })).toHaveValue('');
  }

  await fillCar();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText(/You already have 5 ads waiting for review, so this one was not sent/),
  ).toBeVisible();
  await expect(form.getByLabel('Brand')).toHaveValue('Maruti Suzuki');
  await logOut(page);

  await logIn(page, 'admin');
  await page.goto('/admin/submissions');
  await expect(page.getByRole('link', { name: 'Waiting for review (5)' })).toBeVisible();
  const first = page.getByRole('article', { name: 'Cars in Vehicles' }).first();
  await first.getByRole('button', { name: 'Reject…' }).click();
  await first.getByLabel('Reason for the poster').fill('Please give the registration year.');
  await first.getByRole('button', { name: 'Reject the ad' }).click();
  await expect(page.getByText('The ad is rejected.')).toBeVisible();
  await logOut(page);

  await logIn(page, 'learner');
  await page.goto('/create-job-post');
  await fillCar();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Form submitted successfully!')).toBeVisible();
});
