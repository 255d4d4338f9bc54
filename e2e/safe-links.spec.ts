import type { Page } from '@playwright/test';
import { texts as shellEn } from '../src/app/shell/texts.en';
import { texts as shellHi } from '../src/app/shell/texts.hi';
import { texts as verificationEn } from '../src/components/verification.texts.en';
import { HINDI_OFFERED } from '../src/i18n/language';
import { fillSignUp, logIn } from './accounts';
import { verificationPageLink } from './authEmulator';
import { READS_NO_DATA } from './backend';
import { backend, expect, test } from './fixtures';

/**
 * Addresses built to lead a reader off the site through our own links and redirects: the language
 * switch, the language kept on the profile, the verification page's way on (src/lib/siteAddress.ts).
 * The browser has no outside network, so a reader sent away would end on an error page; any request
 * for the other host is answered by a page that says where the reader is, to be sure of it.
 */
const ELSEWHERE = 'evil.example';

const CRAFTED = [
  `/hi//${ELSEWHERE}/login`,
  `/hi/\\${ELSEWHERE}/login`,
  `/hi/%2F%2F${ELSEWHERE}/login`,
  `/hi/%5C${ELSEWHERE}/login`,
  `/hi/%09/${ELSEWHERE}/login`,
];

async function answerForElsewhere(page: Page) {
  await page
    .context()
    .route(`**://${ELSEWHERE}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Another site</h1>' }),
    );
}

/** The page is one of this site's, at `path`. */
async function expectOnTheSite(page: Page, baseURL: string | undefined, path: string) {
  await expect(page).toHaveURL(new URL(path, baseURL).href);
  await expect(page.getByRole('heading', { name: 'Another site' })).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  test.skip(!HINDI_OFFERED, 'no language switch or /hi addresses until the Hindi site is offered');
  await answerForElsewhere(page);
});

test(
  'a crafted Hindi address offers English on this site, and its switch keeps the reader here',
  READS_NO_DATA,
  async ({ page, baseURL }) => {
    for (const address of CRAFTED) {
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      const english = page
        .getByRole('navigation', { name: shellHi.mainNavigation })
        .getByRole('link', { name: 'Read this page in English' });
      await expect(english, address).toHaveAttribute('href', '/home');
    }
    await page
      .getByRole('navigation', { name: shellHi.mainNavigation })
      .getByRole('link', { name: 'Read this page in English' })
      .click();
    await expectOnTheSite(page, baseURL, '/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  },
);

test("a signed-in reader whose profile says English is taken to this site's English page, not sent away", async ({
  page,
  baseURL,
}) => {
  await logIn(page, 'learner');
  // The learner reads the site in English by choice: the switch on a Hindi page puts it on the profile.
  await page.goto('/hi/profile');
  await page
    .getByRole('navigation', { name: shellHi.mainNavigation })
    .getByRole('link', { name: 'Read this page in English' })
    .click();
  await expectOnTheSite(page, baseURL, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Rahul Kumar' })).toBeVisible();
  // On a device that forgot the choice, a Hindi page follows the profile to English by itself.
  await expect(async () => {
    await page.evaluate(() => localStorage.removeItem('language'));
    await page.goto('/hi/faq');
    await expectOnTheSite(page, baseURL, '/faq');
  }).toPass();

  for (const address of CRAFTED.slice(0, 3)) {
    await page.evaluate(() => localStorage.removeItem('language'));
    await page.goto(address);
    await expectOnTheSite(page, baseURL, '/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(
      page.getByRole('navigation', { name: shellEn.mainNavigation }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
  }
});

test('a verification link whose continue address leads elsewhere goes on to the ad form on this site', async ({
  page,
  baseURL,
}) => {
  // A sign-up and a round trip through the link: room for a busy machine.
  test.slow();
  const email = `crafted.${Date.now()}@example.com`;
  await fillSignUp(page, 'Asha', 'Rao', email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible();

  await page.goto('/create-job-post');
  const notice = page.getByRole('region', { name: verificationEn.needed });
  await notice.getByRole('button', { name: verificationEn.send }).click();
  let link: string;
  if (backend === 'local') {
    link = (await notice.getByRole('link', { name: verificationEn.demoLink }).getAttribute('href'))!;
  } else {
    await expect(notice.getByRole('status')).toContainText(verificationEn.sent(email));
    link = (await verificationPageLink(email))!;
    expect(link, 'a verification e-mail in the emulator').toBeDefined();
  }
  // Forwarded with another way on: a full address of this site, as Firebase's are, whose path
  // under /hi names another host.
  const crafted = new URL(link, baseURL);
  crafted.searchParams.set('continueUrl', new URL(`/hi//${ELSEWHERE}/login`, baseURL).href);
  await page.goto(crafted.href);

  await expect(page.getByText(verificationEn.confirmed)).toBeVisible();
  const onward = page.getByRole('link', { name: verificationEn.continue });
  await expect(onward).toHaveAttribute('href', '/create-job-post');
  await onward.click();
  await expectOnTheSite(page, baseURL, '/create-job-post');
  await expect(page.getByRole('region', { name: verificationEn.needed })).toHaveCount(0);
});
