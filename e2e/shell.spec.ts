import { logIn } from './accounts';
import { expect, test } from './fixtures';
import { scrollBeforeTheAppStarts } from './startup';
import { READS_NO_DATA } from './backend';

test('an unknown path shows the 404 page, counts down and returns home', READS_NO_DATA, async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Not Found');
  await expect(page.getByText(/Taking you to the homepage in \d seconds?/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to Homepage' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/, { timeout: 8000 });
});

test("the 404 page's Go Back returns to the previous page", READS_NO_DATA, async ({ page }) => {
  await page.goto('/about');
  await page.goto('/missing');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('a route change scrolls to the top of the new page', READS_NO_DATA, async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

for (const returning of [false, true]) {
  const visitor = returning ? 'a returning user' : 'a visitor';
  test(
    `${visitor} who scrolls a prerendered page before the app has started stays where they are`,
    returning ? {} : READS_NO_DATA,
    async ({ page }) => {
      // A returning user's header greets them from the stored hint once the app has started.
      if (returning) {
        test.slow(); // logs in first
        await logIn(page, 'learner');
      }
      const { readAt, view } = await scrollBeforeTheAppStarts(page, '/terms', 2000);
      expect(readAt).toBeGreaterThan(1000);
      if (returning) await expect(page.getByRole('link', { name: 'Your profile' }).first()).toBeVisible();
      else await expect(page.getByRole('link', { name: 'Login/Signup' }).first()).toBeVisible();

      // The page never moved, and was never swapped for a spinner while the app started.
      expect(await view.positions()).toEqual([]);
      expect(await view.spinners()).toBe(0);
      expect(await page.evaluate(() => Math.round(scrollY))).toBe(readAt);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/terms/i);

      // A route change still starts at the top of the new page.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page).toHaveURL(/\/privacy-policy$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    },
  );
}

test('desktop navigation links to the main pages and Login/Signup', READS_NO_DATA, async ({ page }) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, path] of [
    ['About', '/about'],
    ['Courses', '/courses'],
    ['Blog', '/blog'],
    ['Contact', '/contact'],
    ['Home', '/home'],
  ]) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await expect(nav.getByRole('link', { name: 'Login/Signup' })).toHaveAttribute('href', '/profile');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
});
