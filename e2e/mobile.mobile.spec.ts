import { expect, test } from './fixtures';
import { sidewaysOverflow } from './layout';
import { holdTheApp, scrollBeforeTheAppStarts } from './startup';
import { READS_NO_DATA } from './backend';

test.use({ viewport: { width: 360, height: 740 } });

test('the mobile menu opens from its toggle and navigates', READS_NO_DATA, async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();

  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText([
    'Home',
    'About',
    'Blog',
    'Training',
    'Contact',
    // The same page in Hindi (src/app/shell/LanguageSwitch.tsx).
    'हिन्दी',
    'Login/Signup',
  ]);
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

  await menu.getByRole('link', { name: 'Training' }).click();
  await expect(page).toHaveURL(/\/training$/);
  await expect(menu).toBeHidden();
});

test('Escape closes the mobile menu', READS_NO_DATA, async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});

test(
  'the mobile menu works before the app has started, and stays as the visitor left it',
  READS_NO_DATA,
  async ({ page }) => {
    const app = await holdTheApp(page);
    await page.goto('/home');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    // The app's script is asked for only once the page has painted.
    await expect.poll(app.requested).toBe(true);

    app.release();
    // Hydrated: a link of the menu navigates inside the app, and the menu closes behind it.
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Training' }).click();
    await expect(page).toHaveURL(/\/training$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  },
);

test(
  'a visitor who scrolls /home on a phone before the app has started stays where they are',
  READS_NO_DATA,
  async ({ page }) => {
    const { readAt, view } = await scrollBeforeTheAppStarts(page, '/home', 3000);
    expect(readAt).toBeGreaterThan(2000);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    expect(await view.positions()).toEqual([]);
    expect(await view.spinners()).toBe(0);
    expect(await page.evaluate(() => Math.round(scrollY))).toBe(readAt);
  },
);

const pages = [
  '/home',
  '/about',
  '/courses',
  '/courses/stock-market',
  '/courses/spoken-english',
  '/courses/digital-marketing',
  '/courses/web-development',
  '/training',
  '/training/social-media-marketing',
  '/blog',
  '/contact',
  '/privacy-policy',
  '/terms',
  '/disclaimer',
  '/faq',
  '/ads',
  '/ads/demo-ad-phone',
  '/no-such-page',
];

test('every public page fits a 360 px screen without sideways scrolling', READS_NO_DATA, async ({ page }) => {
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // An ad's page shows a heading while the ad is read: its content is what must fit.
    await expect(page.locator('.spinner-screen')).toHaveCount(0);
    const overflow = await sidewaysOverflow(page);
    expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  }
});
