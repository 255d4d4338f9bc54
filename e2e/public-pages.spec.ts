import { expect, test } from './fixtures';
import { READS_NO_DATA } from './backend';

/** Every public path of the route table, with the heading a visitor should see first. */
const publicPages: { path: string; heading: RegExp }[] = [
  { path: '/home', heading: /learn practical skills/i },
  { path: '/about', heading: /.+/ },
  { path: '/courses', heading: /.+/ },
  { path: '/courses/stock-market', heading: /stock market/i },
  { path: '/courses/spoken-english', heading: /spoken english/i },
  { path: '/courses/digital-marketing', heading: /digital marketing/i },
  { path: '/courses/no-such-course', heading: /^Course not found$/ },
  { path: '/courses/web-development', heading: /web development/i },
  { path: '/courses/graphic-design', heading: /graphic design/i },
  { path: '/courses/computer-basics', heading: /computer/i },
  { path: '/courses/spoken-english-courses', heading: /english/i },
  { path: '/courses/personality-development-program', heading: /personality development/i },
  { path: '/training', heading: /training/i },
  { path: '/training/social-media-marketing', heading: /social media marketing/i },
  { path: '/blog', heading: /.+/ },
  { path: '/contact', heading: /contact/i },
  { path: '/privacy-policy', heading: /privacy policy/i },
  { path: '/terms', heading: /terms/i },
  { path: '/disclaimer', heading: /disclaimer/i },
  { path: '/faq', heading: /.+/ },
];

for (const { path, heading } of publicPages) {
  test(`${path} renders its heading and its own title`, READS_NO_DATA, async ({ page }) => {
    await page.goto(path);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(heading);
    await expect(page).toHaveTitle(/\S+ \| /);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('each public page has a title of its own', READS_NO_DATA, async ({ page }) => {
  const titles = new Map<string, string>();
  for (const { path } of publicPages.filter((p) => !p.path.includes('no-such'))) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    titles.set(path, await page.title());
  }
  expect(new Set(titles.values()).size).toBe(titles.size);
});

test('a blog post opens from the blog list', READS_NO_DATA, async ({ page }) => {
  await page.goto('/blog');
  const firstTitle = page.getByRole('heading', { level: 2 }).first().getByRole('link');
  const title = ((await firstTitle.textContent()) ?? '').trim();
  expect(title).not.toBe('');
  await firstTitle.click();
  await expect(page).toHaveURL(/\/blog\/.+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('an unknown blog post shows a not-found view', READS_NO_DATA, async ({ page }) => {
  await page.goto('/blog/no-such-post');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
});

test('/ redirects to /home', READS_NO_DATA, async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test(
  'the disclaimer banner carries the SEBI notice and a WhatsApp enquiry link',
  READS_NO_DATA,
  async ({ page }) => {
    await page.goto('/home');
    const banner = page.getByRole('complementary', { name: 'Disclaimer' });
    await expect(banner).toContainText('not a SEBI registered investment advisor');
    await expect(banner).toContainText('educational purposes only');
    const link = banner.getByRole('link');
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.+/);
  },
);
