import { expect, type Page } from '@playwright/test';

/** The demo accounts of the local backend (README); each signs in with DEMO_PASSWORD. */
export const demo = {
  admin: 'admin@demo.test',
  approved: 'approved@demo.test',
  learner: 'learner@demo.test',
} as const;

export const DEMO_PASSWORD = 'demo1234';

/** Logs in through /login as a person would, and waits until the app has left the login page. */
export async function logIn(page: Page, who: keyof typeof demo, { from = '/login' } = {}) {
  await page.goto(from);
  await page.getByLabel('E-mail').fill(demo[who]);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Logs out from the profile page, as a person would. */
export async function logOut(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).not.toHaveURL(/\/profile$/);
}
