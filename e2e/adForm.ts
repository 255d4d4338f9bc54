import { expect, type Page } from '@playwright/test';

/** A car ad as a poster types it: each field's label, its value, and how it is entered. */
export const carAd: [label: string, value: string, kind: 'fill' | 'select'][] = [
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

/** The ad form of /create-job-post. */
export const adForm = (page: Page) => page.locator('form').filter({ has: page.getByLabel('Subcategory') });

/** Chooses Vehicles › Cars and types the car ad into every field. */
export async function fillCarAd(page: Page) {
  const form = adForm(page);
  await form.getByLabel('Category', { exact: true }).selectOption('Vehicles');
  await form.getByLabel('Subcategory').selectOption('Cars');
  for (const [label, value, kind] of carAd) {
    const control = form.getByLabel(label, { exact: true });
    if (kind === 'select') await control.selectOption(value);
    else await control.fill(value);
  }
}

/** The signed-in poster posts the car ad through /create-job-post: it waits for the admin's review. */
export async function postCarAd(page: Page) {
  await page.goto('/create-job-post');
  await fillCarAd(page);
  await adForm(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Form submitted successfully!')).toBeVisible();
}
