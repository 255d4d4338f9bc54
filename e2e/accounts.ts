import { expect, type Page } from '@playwright/test';
import { loadSeed } from '../scripts/emulator-seed.mjs';

/** The demo accounts of both backends' seed (src/backend/local/seed.ts), not a copy of them. */
const seed = await loadSeed();

export const demo = {
  admin: seed.demoAccounts.admin.email,
  approved: seed.demoAccounts.approved.email,
  learner: seed.demoAccounts.learner.email,
} as const;

export const DEMO_PASSWORD: string = seed.DEMO_PASSWORD;

/** Logs in through /login as a person would, and waits until the app has left the login page. */
export async function logIn(page: Page, who: keyof typeof demo, { from = '/login' } = {}) {
  await page.goto(from);
  await page.getByLabel('E-mail').fill(demo[who]);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Opens /signup and types a new account's name, address and password, ready to be sent. */
export async function fillSignUp(page: Page, firstName: string, lastName: string, email: string) {
  await page.goto('/signup');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('chai4all');
}

/** Logs out from the profile page, as a person would. */
export async function logOut(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).not.toHaveURL(/\/profile$/);
}
