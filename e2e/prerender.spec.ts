import { logIn } from './accounts';
import { expect, test } from './fixtures';

/** What a search engine or a visitor without JavaScript gets from the server for each page. */
const prerendered = [
  { path: '/home', heading: /learn practical skills/i },
  { path: '/courses', heading: /courses/i },
  { path: '/courses/spoken-english', heading: /spoken english/i },
  { path: '/blog', heading: /blog/i },
  { path: '/about', heading: /about/i },
];

for (const { path, heading } of prerendered) {
  test(`${path} arrives with its content, title and description in the HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
    expect(h1).toMatch(heading);
    expect(html).toMatch(/<head>[\s\S]*<title>[^<]+ \| [^<]+<\/title>[\s\S]*<\/head>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    // Only the module script and data blocks: the CSP allows no inline script.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    for (const script of scripts) expect(script).toMatch(/type="(module|application\/ld\+json)"/);
  });
}

test('a signed-in page is not prerendered: the shell renders it in the browser', async ({ request }) => {
  const html = await (await request.get('/profile')).text();
  expect(html).toContain('<div id="root"></div>');
});

test('robots.txt and sitemap.xml list the public pages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  expect(robots).toContain('Disallow: /admin');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { path } of prerendered) expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`));
});

test('course pages and the organisation carry schema.org data', async ({ request }) => {
  const html = await (await request.get('/courses/spoken-english')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
  expect(blocks).toContainEqual(expect.objectContaining({ '@type': 'Course', name: 'Spoken English' }));
  expect(blocks).toContainEqual(
    expect.objectContaining({ '@type': 'EducationalOrganization', telephone: expect.any(String) }),
  );
});

test("the footer shows the visitor's year, not the year the page was built in", async ({ page, request }) => {
  const buildYear = new Date().getFullYear();
  // React separates neighbouring pieces of text with empty comments.
  const html = (await (await request.get('/home')).text()).replaceAll('<!-- -->', '');
  expect(html).toContain(`© ${buildYear} `);

  await page.clock.setFixedTime(new Date('2028-03-15T10:00:00+05:30'));
  await page.goto('/home');
  await expect(page.getByRole('contentinfo')).toContainText('© 2028 ');
});

test.describe('without JavaScript', () => {
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
