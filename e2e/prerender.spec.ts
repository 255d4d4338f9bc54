import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { demo, DEMO_PASSWORD, logIn } from './accounts';
import { expect, test } from './fixtures';
import { READS_NO_DATA } from './backend';

/** What a search engine or a visitor without JavaScript gets from the server for each page. */
const prerendered = [
  { path: '/home', heading: /learn practical skills/i, inSitemap: true },
  { path: '/courses', heading: /courses/i, inSitemap: true },
  { path: '/courses/spoken-english', heading: /spoken english/i, inSitemap: true },
  { path: '/blog', heading: /blog/i, inSitemap: true },
  { path: '/about', heading: /about/i, inSitemap: true },
  // The sign-in pages are prerendered with the signed-out form, but have nothing for a sitemap.
  { path: '/login', heading: /^log in$/i, inSitemap: false },
  { path: '/signup', heading: /^create your account$/i, inSitemap: false },
];

/** The script sources the hosting's Content-Security-Policy allows (firebase.json). */
function allowedScripts(): string[] {
  const hosting = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    hosting: { headers: { headers: { key: string; value: string }[] }[] };
  };
  const policy = hosting.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')!.value;
  return (/script-src ([^;]+)/.exec(policy)?.[1] ?? '').split(' ');
}

for (const { path, heading } of prerendered) {
  test(
    `${path} arrives with its content, title and description in the HTML`,
    READS_NO_DATA,
    async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
      expect(h1).toMatch(heading);
      expect(html).toMatch(/<head>[\s\S]*<title>[^<]+ \| [^<]+<\/title>[\s\S]*<\/head>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      // Data blocks, and the one starter script the CSP allows by its hash: no other inline script.
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      const code = scripts.filter(([, attributes]) => !attributes?.includes('application/ld+json'));
      expect(code).toHaveLength(1);
      const [, attributes, starter = ''] = code[0] ?? [];
      expect(attributes).toMatch(/^ data-entry="\/assets\/index-[^"]+\.js"/);
      expect(allowedScripts()).toContain(`'sha256-${createHash('sha256').update(starter).digest('base64')}'`);
    },
  );
}

test(
  'a signed-in page is not prerendered: the shell renders it in the browser',
  READS_NO_DATA,
  async ({ request }) => {
    const html = await (await request.get('/profile')).text();
    expect(html).toContain('<div id="root"></div>');
  },
);

test('robots.txt and sitemap.xml list the public pages', READS_NO_DATA, async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  expect(robots).toContain('Disallow: /admin');
  expect(robots).not.toMatch(/^Disallow: \/(login|signup)/m);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { path, inSitemap } of prerendered) {
    const listed = new RegExp(`<loc>https?://[^<]+${path}</loc>`);
    if (inSitemap) expect(sitemap).toMatch(listed);
    else expect(sitemap).not.toMatch(listed);
  }
});

test('course pages and the organisation carry schema.org data', READS_NO_DATA, async ({ request }) => {
  const html = await (await request.get('/courses/spoken-english')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
  expect(blocks).toContainEqual(expect.objectContaining({ '@type': 'Course', name: 'Spoken English' }));
  expect(blocks).toContainEqual(
    expect.objectContaining({ '@type': 'EducationalOrganization', telephone: expect.any(String) }),
  );
});

test(
  "the footer shows the visitor's year, not the year the page was built in",
  READS_NO_DATA,
  async ({ page, request }) => {
    const buildYear = new Date().getFullYear();
    // React separates neighbouring pieces of text with empty comments.
    const html = (await (await request.get('/home')).text()).replaceAll('<!-- -->', '');
    expect(html).toContain(`© ${buildYear} `);

    await page.clock.setFixedTime(new Date('2028-03-15T10:00:00+05:30'));
    await page.goto('/home');
    await expect(page.getByRole('contentinfo')).toContainText('© 2028 ');
  },
);

test.describe('without JavaScript', READS_NO_DATA, () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor still reads the courses and their fees', async ({ page }) => {
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Spoken English').first()).toBeVisible();
    await expect(page.getByText('₹').first()).toBeVisible();
  });
});

test('a prerendered page comes alive: its links work and a returning user is greeted', async ({ page }) => {
  await logIn(page, 'learner');
  await page.goto('/courses');
  await expect(page.getByRole('link', { name: 'Your profile' }).first()).toBeVisible();
  await page.getByRole('link', { name: /View course.*Spoken English/ }).click();
  await expect(page).toHaveURL(/\/courses\/spoken-english$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/spoken english/i);
});

/** The layout shifts the page has had so far, summed as Cumulative Layout Shift sums them. */
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive in a task of their own.
        setTimeout(() => resolve(total), 200);
      }),
  );
}

for (const { path, submit } of [
  { path: '/login', submit: 'Log in' },
  { path: '/signup', submit: 'Sign up' },
]) {
  test(`${path} hydrates without moving anything`, READS_NO_DATA, async ({ page }) => {
    await page.goto(path);
    // Enabled once the page has hydrated.
    await expect(page.getByRole('button', { name: submit })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBe(0);
  });

  test(`a signed-in visitor opening ${path} is sent on to their profile`, async ({ page }) => {
    await logIn(page, 'learner');
    await page.goto(path);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rahul Kumar' })).toBeVisible();
  });
}

test('what a visitor types into /login before the script has run is kept, and Enter waits for it', async ({
  page,
}) => {
  // Hold the app's script back, as a slow connection would.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('E-mail').fill(demo.learner);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
  expect(page.url()).toMatch(/\/login$/);

  release();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rahul Kumar' })).toBeVisible();
});

test("an ad's page arrives as the prerendered shell, then hydrates into that ad without moving anything", async ({
  page,
  request,
}) => {
  // What a visitor without scripts, or a link-preview crawler, gets: the site around a loading ad.
  const response = await request.get('/ads/demo-ad-phone');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).not.toContain('<div id="root"></div>');
  expect(html).toMatch(/<header[^>]*class="[^"]*site-header/);
  expect(html).toContain('<footer');
  expect(html).toContain('Loading the ad…');
  expect(html).toMatch(/<title>Classified ad \| [^<]+<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  expect(html).not.toContain('noindex');
  // The shell stands for every ad: it names none of them.
  expect(html).not.toContain('rel="canonical"');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !attributes?.includes('application/ld+json'),
  );
  expect(scripts).toHaveLength(1);
  expect(allowedScripts()).toContain(
    `'sha256-${createHash('sha256')
      .update(scripts[0]?.[2] ?? '')
      .digest('base64')}'`,
  );
  // Another ad's address gets the very same page.
  expect(await (await request.get('/ads/demo-ad-motorcycle')).text()).toBe(html);

  // Hold the app's script back, to see the page as it paints before the script runs.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/ads/demo-ad-phone', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText('Loading the ad…');
  // The stylesheet is in once the page has loaded (the starter asks for the script only after that).
  await page.waitForFunction(() => document.readyState === 'complete');
  // Measured once the fonts are in, so only the script could move anything.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const back = page.getByRole('link', { name: 'See all ads' });
  const before = { header: await page.getByRole('banner').boundingBox(), back: await back.boundingBox() };

  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Samsung Galaxy S23');
  await expect(page).toHaveTitle(/^Samsung Galaxy S23 – Mobile Phones \| /);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    /^Samsung Galaxy S23 – Mobile Phones \| /,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ads\/demo-ad-phone$/);
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();
  // The site around the ad stays where it painted.
  expect({ header: await page.getByRole('banner').boundingBox(), back: await back.boundingBox() }).toEqual(
    before,
  );
});

test('a category chosen on /ads before the script has run is applied once it runs', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/ads', { waitUntil: 'commit' });
  await page.getByLabel('Category', { exact: true }).selectOption('Vehicles');

  release();
  await expect(page).toHaveURL(/\/ads\?category=Vehicles$/);
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('Vehicles');
  await expect(page.getByLabel('Subcategory')).toBeEnabled();
  await page.getByLabel('Subcategory').selectOption('Cars');
  await expect(page).toHaveURL(/\/ads\?category=Vehicles&subcategory=Cars$/);
});
