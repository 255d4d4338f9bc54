import { expect, test } from './fixtures';
import { sidewaysOverflow } from './layout';

test.use({ viewport: { width: 360, height: 740 } });

test('the mobile menu opens from its toggle and navigates', async ({ page }) => {
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
    'Login/Signup',
  ]);
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

  await menu.getByRole('link', { name: 'Training' }).click();
  await expect(page).toHaveURL(/\/training$/);
  await expect(menu).toBeHidden();
});

test('Escape closes the mobile menu', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});

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

test('every public page fits a 360 px screen without sideways scrolling', async ({ page }) => {
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await sidewaysOverflow(page);
    expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  }
});
