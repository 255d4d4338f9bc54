import { logIn, logOut } from './accounts';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout';

const TITLE = 'Select The Appropriate Category To Post Your Ad';

const car: [label: string, value: string, kind: 'fill' | 'select'][] = [
  ['Brand', 'Maruti Suzuki', 'fill'],
  ['Model', 'Swift VXi (journey)', 'fill'],
  ['Year', '2019', 'fill'],
  ['Fuel Type', 'Petrol', 'select'],
  ['Transmission', 'Manual', 'select'],
  ['Kilometres Driven', '42000', 'fill'],
  ['Color', 'Red', 'select'],
  ['Price', '₹50,001 – ₹5,00,000', 'select'],
  ['Description', 'Single owner, serviced at the company workshop.', 'fill'],
  ['State', 'Uttar Pradesh', 'select'],
  ['City', 'Lucknow', 'fill'],
  ['Contact Number', '98765 43210', 'fill'],
];

test('a learner posts a Vehicles → Cars ad and the admin finds it', async ({ page }) => {
  await logIn(page, 'learner');
  await page.goto('/create-job-post');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);

  const form = page.locator('form').filter({ has: page.getByLabel('Subcategory') });
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

  await logOut(page);
  await logIn(page, 'admin');

  await page.goto('/admin/submissions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ad submissions');
  await page.getByLabel('Show ads in').selectOption('Vehicles');
  await expect(page).toHaveURL(/\?category=Vehicles$/);
  const ad = page.getByRole('article', { name: 'Cars in Vehicles' });
  await expect(ad).toHaveCount(1);
  await expect(ad).toContainText('Posted by Rahul Kumar');
  await expect(ad.getByRole('link', { name: 'learner@demo.test' })).toBeVisible();
  for (const [label, value] of car) {
    await expect(ad.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
    await expect(ad.getByRole('definition').filter({ hasText: value })).toHaveCount(1);
  }

  // The list reads on a phone without sideways scrolling too.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(ad).toBeVisible();
  await expectNoSidewaysScroll(page);
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
