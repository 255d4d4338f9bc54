import type { Page } from '@playwright/test';
import { texts as shellEn } from '../src/app/shell/texts.en';
import { texts as shellHi } from '../src/app/shell/texts.hi';
import { texts as coursesEn } from '../src/catalogue/courseTexts/texts.en';
import { texts as coursesHi } from '../src/catalogue/courseTexts/texts.hi';
import { texts as ebooksHi } from '../src/catalogue/ebookTexts/texts.hi';
import { texts as verificationHi } from '../src/components/verification.texts.hi';
import { texts as authHi } from '../src/features/auth/texts.hi';
import { texts as homeHi } from '../src/features/home/texts.hi';
import { texts as workHi } from '../src/features/work/texts.hi';
import { HINDI_OFFERED } from '../src/i18n/language';
import { demo, DEMO_PASSWORD, logIn, logOut } from './accounts';
import { verificationPageLink } from './authEmulator';
import { expectNoViolations } from './axe';
import { backend, expect, test } from './fixtures';
import { purchaseTextsHi as purchasesHi } from './pageTexts';
import { hasHydrated, holdTheApp, noteHydration } from './startup';

/**
 * The Hindi site's journeys: a visitor, a buyer and a worker who read the site in Hindi, at its
 * /hi addresses (docs/languages.md). The Hindi pages answer at those addresses whether or not the
 * site offers them; the language switch, the redirect of a Hindi browser and the language kept on
 * the profile come with HINDI_OFFERED, and so do the journeys through them.
 */
const needsTheSwitch = () =>
  test.skip(!HINDI_OFFERED, 'no language switch until the Hindi site is offered (src/i18n/language.ts)');

/** <html lang> of a page in each language (src/i18n/language.ts's languageTags). */
const HINDI = 'hi-IN';
const ENGLISH = 'en-IN';

/** The switch to the other language, written in that language (src/app/shell/LanguageSwitch.tsx). */
const toEnglish = { name: 'Read this page in English' };
const toHindi = { name: 'यह पेज हिन्दी में पढ़ें' };

const STOCK_MARKET = {
  hi: coursesHi.courses['stock-market'].title,
  en: coursesEn.courses['stock-market'].title,
};
/** The English course page's address: its path follows the host at once, so `/hi/…` does not match. */
const ENGLISH_STOCK_MARKET = /:\/\/[^/]+\/courses\/stock-market$/;
const BOOK = ebooksHi.books['1']!.title;

const mainMenu = (page: Page, name: string) => page.getByRole('navigation', { name });

/** Logs in through the Hindi login page, as a person reading the site in Hindi does. */
async function logInInHindi(page: Page, who: keyof typeof demo) {
  await page.goto('/hi/login');
  await page.getByLabel(authHi.email).fill(demo[who]);
  await page.getByLabel(authHi.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: authHi.login.submit }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * From the next page opened on, adds up the page's layout shifts as Cumulative Layout Shift does:
 * every 'layout-shift' entry but those right after the visitor's own input, from the first paint.
 */
async function measureLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as typeof window & { layoutShifts?: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(
      () =>
        // The buffered entries arrive in a task of their own: read them a moment later.
        new Promise<number>((resolve) =>
          setTimeout(
            () => resolve((window as typeof window & { layoutShifts: { total: number } }).layoutShifts.total),
            300,
          ),
        ),
    );
}

test.describe('a visitor reading in Hindi', () => {
  // A browser whose first language is Hindi, as most of the site's Hindi readers have.
  test.use({ locale: 'hi-IN' });
  test.beforeEach(needsTheSwitch);

  test('is shown the home page in Hindi, opens a course, switches to English and back on the same page, and keeps the choice across reloads', async ({
    page,
  }) => {
    // The first visit to the English home page goes to the same page in Hindi, before it paints.
    await page.goto('/home');
    await expect(page).toHaveURL(/\/hi\/home$/);
    await expect(page.locator('html')).toHaveAttribute('lang', HINDI);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHi.title);
    const menu = mainMenu(page, shellHi.mainNavigation);
    await expect(menu.getByRole('link', { name: shellHi.nav.courses })).toHaveAttribute(
      'href',
      '/hi/courses',
    );

    const popular = page.getByRole('region', { name: homeHi.popularCourses });
    await popular
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: STOCK_MARKET.hi }) })
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(/\/hi\/courses\/stock-market$/);
    await expect(page.locator('html')).toHaveAttribute('lang', HINDI);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STOCK_MARKET.hi);
    await expect(page.getByRole('heading', { level: 2, name: coursesHi.card.feesOnRequest })).toBeVisible();

    // The switch is written in English, and leads to this very page in English.
    const english = menu.getByRole('link', toEnglish);
    await expect(english).toHaveText('English');
    await expect(english).toHaveAttribute('lang', 'en');
    await english.click();
    await expect(page).toHaveURL(ENGLISH_STOCK_MARKET);
    expect(new URL(page.url()).pathname).toBe('/courses/stock-market');
    await expect(page.locator('html')).toHaveAttribute('lang', ENGLISH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STOCK_MARKET.en);

    // Chosen: a reload, and the next page, stay in English though the browser asks for Hindi.
    await page.reload();
    await expect(page).toHaveURL(ENGLISH_STOCK_MARKET);
    expect(new URL(page.url()).pathname).toBe('/courses/stock-market');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STOCK_MARKET.en);
    await page.goto('/home');
    expect(new URL(page.url()).pathname).toBe('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', ENGLISH);

    // And back to Hindi from the same page, this time from the phone's menu.
    await page.goto('/courses/stock-market');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: shellEn.openMenu }).click();
    const hindi = mainMenu(page, shellEn.mobileNavigation).getByRole('link', toHindi);
    await expect(hindi).toHaveText('हिन्दी');
    await hindi.click();
    await expect(page).toHaveURL(/\/hi\/courses\/stock-market$/);
    await expect(page.locator('html')).toHaveAttribute('lang', HINDI);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STOCK_MARKET.hi);
    await page.reload();
    await expect(page).toHaveURL(/\/hi\/courses\/stock-market$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STOCK_MARKET.hi);
    await page.getByRole('button', { name: shellHi.openMenu }).click();
    await expect(mainMenu(page, shellHi.mobileNavigation).getByRole('link', toEnglish)).toHaveAttribute(
      'href',
      '/courses/stock-market',
    );
  });

  test('switches to English before the app has started, and is not sent back to Hindi', async ({ page }) => {
    // A slow phone: the page is painted and its switch followed before the app's script arrives.
    const app = await holdTheApp(page);
    await page.goto('/hi/courses/stock-market');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STOCK_MARKET.hi);
    await expect.poll(app.requested).toBe(true);
    await mainMenu(page, shellHi.mainNavigation).getByRole('link', toEnglish).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STOCK_MARKET.en);
    // The starter of the English page has run by its load: it would have sent a Hindi browser back.
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/courses/stock-market');
    await expect(page.locator('html')).toHaveAttribute('lang', ENGLISH);
    // The choice holds once the app starts too, and on the next visit.
    app.release();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STOCK_MARKET.en);
    expect(new URL(page.url()).pathname).toBe('/courses/stock-market');
  });

  for (const screen of [
    { name: 'a computer', size: { width: 1280, height: 720 }, phone: false },
    // On a phone the switch is in the menu.
    { name: 'a phone', size: { width: 360, height: 740 }, phone: true },
  ]) {
    test(`switching the language on ${screen.name} moves nothing on the page`, async ({ page }) => {
      // The switch is a link: the other language's page is a new page load, prerendered in that
      // language, so the shifts to count are those of that page, from its first paint until it
      // has hydrated and loaded everything. Core Web Vitals call a page "good" below 0.1; these
      // pages arrive painted whole in either language and hydrate without a change, as
      // e2e/prerender.spec.ts asks of the sign-in pages, so they are held to no shift at all: any
      // shift here is something painted late (the switch itself, a word of the other language).
      await page.setViewportSize(screen.size);
      const layoutShift = await measureLayoutShift(page);
      await noteHydration(page);
      const switchLanguage = async (menuName: string, openMenu: string, link: { name: string }) => {
        await hasHydrated(page);
        if (screen.phone) await page.getByRole('button', { name: openMenu }).click();
        await mainMenu(page, menuName).getByRole('link', link).click();
      };
      const settled = async (address: RegExp, heading: string) => {
        await expect(page).toHaveURL(address);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await hasHydrated(page);
        await page.waitForLoadState('networkidle');
        return layoutShift();
      };

      await page.goto('/hi/courses/stock-market');
      await switchLanguage(
        screen.phone ? shellHi.mobileNavigation : shellHi.mainNavigation,
        shellHi.openMenu,
        toEnglish,
      );
      const toEnglishShift = await settled(ENGLISH_STOCK_MARKET, STOCK_MARKET.en);
      expect(new URL(page.url()).pathname).toBe('/courses/stock-market');

      await switchLanguage(
        screen.phone ? shellEn.mobileNavigation : shellEn.mainNavigation,
        shellEn.openMenu,
        toHindi,
      );
      const toHindiShift = await settled(/\/hi\/courses\/stock-market$/, STOCK_MARKET.hi);

      test.info().annotations.push({
        type: 'layout shift',
        description: `Hindi to English ${toEnglishShift}, English to Hindi ${toHindiShift}`,
      });
      expect(toEnglishShift, 'layout shift of the English page the switch opened').toBe(0);
      expect(toHindiShift, 'layout shift of the Hindi page the switch opened').toBe(0);
    });
  }
});

test('a signed-in learner who chose Hindi finds the site in Hindi on a device that has no choice of its own', async ({
  page,
}) => {
  needsTheSwitch();
  await logIn(page, 'learner');
  await page.goto('/profile');
  await page.getByRole('link', toHindi).first().click();
  await expect(page).toHaveURL(/\/hi\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rahul Kumar' })).toBeVisible();
  await expect(page.getByRole('link', { name: authHi.profile.links.library.title })).toBeVisible();

  // The choice is on the profile: a device that forgot it takes it from there.
  await page.evaluate(() => localStorage.removeItem('language'));
  await page.goto('/library');
  await expect(page).toHaveURL(/\/hi\/library$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(purchasesHi.library.title);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');
});

test('a visitor signs up in Hindi, sees their Hindi profile, and confirms their e-mail in Hindi before posting an ad', async ({
  page,
}) => {
  // A sign-up and a round trip through the link: room for a busy machine.
  test.slow();
  const email = `hindi.${Date.now()}@example.com`;
  await page.goto('/hi/home');
  await mainMenu(page, shellHi.mainNavigation).getByRole('link', { name: shellHi.loginSignup }).click();
  await expect(page).toHaveURL(/\/hi\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(authHi.login.heading);
  await page.getByRole('link', { name: authHi.login.createAccount }).click();
  await expect(page).toHaveURL(/\/hi\/signup$/);
  await expect(page.locator('html')).toHaveAttribute('lang', HINDI);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(authHi.signup.heading);

  // A missing field is explained in Hindi.
  await page.getByLabel(authHi.firstName).fill('मीरा');
  await page.getByRole('button', { name: authHi.signup.submit }).click();
  await expect(page.getByText(authHi.enterLastName)).toBeVisible();

  await page.getByLabel(authHi.lastName).fill('अय्यर');
  await page.getByLabel(authHi.email).fill(email);
  await page.getByLabel(authHi.password).fill('chai4all');
  await page.getByRole('button', { name: authHi.signup.submit }).click();

  await expect(page).toHaveURL(/\/hi\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'मीरा अय्यर' })).toBeVisible();
  await expect(page.getByText(authHi.profile.notApproved)).toBeVisible();
  await expect(
    mainMenu(page, shellHi.mainNavigation).getByRole('link', { name: shellHi.yourProfile }),
  ).toBeVisible();

  // Posting an ad needs a confirmed address: the notice says so in Hindi.
  await page.getByRole('link', { name: authHi.profile.links.postAd.title }).click();
  await expect(page).toHaveURL(/\/hi\/create-job-post$/);
  const notice = page.getByRole('region', { name: verificationHi.needed });
  await expect(notice).toContainText(verificationHi.why(email));
  await notice.getByRole('button', { name: verificationHi.send }).click();
  if (backend === 'local') {
    // The demo sends no mail: it shows the link the e-mail would carry, to the Hindi page.
    await expect(notice.getByRole('status')).toContainText(verificationHi.demoNoMail);
    const link = (await notice.getByRole('link', { name: verificationHi.demoLink }).getAttribute('href'))!;
    expect(link).toMatch(/^\/hi\/verify-email\?/);
    // Opened in a second tab, as from a mail app: the address is confirmed, in Hindi.
    const mail = await page.context().newPage();
    await mail.goto(link);
    await expect(mail.locator('html')).toHaveAttribute('lang', HINDI);
    await expect(mail.getByRole('heading', { level: 1 })).toHaveText(verificationHi.pageTitle);
    await expect(mail.getByText(verificationHi.confirmed)).toBeVisible();
    await mail.getByRole('link', { name: verificationHi.continue }).click();
    await expect(mail).toHaveURL(/\/hi\/create-job-post$/);
    await mail.close();
  } else {
    await expect(notice.getByRole('status')).toContainText(verificationHi.sent(email));
    const link = await verificationPageLink(email);
    expect(link, 'a verification e-mail in the emulator').toBeDefined();
    // Firebase's e-mail opens the English page; its continue address is the Hindi ad form, so the
    // page reloads in Hindi before it confirms the address. Opened in a second tab, as from a mail app.
    const mail = await page.context().newPage();
    await mail.goto(link!);
    await expect(mail).toHaveURL(/\/hi\/verify-email\?mode=verifyEmail&oobCode=/);
    await expect(mail.locator('html')).toHaveAttribute('lang', HINDI);
    await expect(mail.getByText(verificationHi.confirmed)).toBeVisible();
    await mail.getByRole('link', { name: verificationHi.continue }).click();
    await expect(mail).toHaveURL(/\/hi\/create-job-post$/);
    await mail.close();
    await notice.getByRole('button', { name: verificationHi.check }).click();
  }
  // The tab with the form learns of it, and the notice goes.
  await expect(notice).toHaveCount(0);
});

test('a learner buys an eBook in Hindi: the book, the UPI payment with its UTR, and the confirmation', async ({
  page,
}) => {
  test.slow();
  const utr = '412345670011';
  await logInInHindi(page, 'learner');
  await page.goto('/hi/home');
  await page.getByRole('region', { name: homeHi.ebooks }).getByRole('link', { name: BOOK }).click();
  await expect(page).toHaveURL(/\/hi\/ebooks\/1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', HINDI);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BOOK);
  await expect(page.getByRole('img', { name: purchasesHi.ebook.rating(4.6) })).toBeVisible();
  await expect(page.locator('.price-was')).toContainText('₹1,699');

  await page.getByRole('link', { name: purchasesHi.ebook.buyNow }).click();
  await expect(page).toHaveURL(/\/hi\/payment\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(purchasesHi.payment.heading);
  const summary = page.getByRole('region', { name: purchasesHi.payment.orderSummary });
  await expect(summary).toContainText(BOOK);
  await expect(summary.locator('del')).toContainText('₹1,699');
  await expect(summary.getByText('-₹200')).toBeVisible();
  await expect(summary.getByRole('definition').last()).toHaveText('₹1,499');
  const pay = page.getByRole('region', { name: purchasesHi.payment.payHeading('₹1,499') });
  await expect(pay.getByRole('img', { name: purchasesHi.payment.qrLabel('₹1,499') })).toBeVisible();
  for (const step of purchasesHi.payment.steps) await expect(pay.getByText(step)).toBeVisible();
  // A desktop has no UPI app to open: the QR code is the way to pay there.
  await expect(pay.getByRole('link', { name: purchasesHi.payment.payWithApp })).toBeHidden();

  await expect(page.getByLabel(purchasesHi.payment.fullName)).toHaveValue('Rahul Kumar');
  await expect(page.getByLabel(purchasesHi.payment.email)).toHaveValue(demo.learner);
  await page.getByRole('button', { name: purchasesHi.payment.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(purchasesHi.payment.fillAllFields);
  const utrField = page.getByLabel(purchasesHi.payment.transactionId);
  await expect(utrField).toBeFocused();
  await utrField.fill(utr);
  await page.getByRole('button', { name: purchasesHi.payment.submit }).click();

  await expect(page).toHaveURL(new RegExp(`/hi/confirmation/${utr}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(purchasesHi.confirmation.receivedTitle);
  await expect(page.getByText(utr)).toBeVisible();
  await expect(page.getByText(purchasesHi.confirmation.receivedNote(BOOK))).toBeVisible();

  await page.getByRole('link', { name: purchasesHi.confirmation.goLibrary }).click();
  await expect(page).toHaveURL(/\/hi\/library$/);
  const row = page
    .getByRole('table', { name: purchasesHi.library.tableCaption })
    .getByRole('row')
    .filter({ hasText: utr });
  await expect(row).toContainText(BOOK);
  await expect(row).toContainText('₹1,499');
  await expect(row).toContainText(purchasesHi.status.pending);
});

test('an approved worker reads their statement in Hindi, its amounts in rupees with the Indian grouping', async ({
  page,
}) => {
  test.slow();
  // The admin pays the demo worker ₹1,00,000 (the most one payout may be) against the ₹2,196 their
  // 549 entries earned, so the statement shows six-figure amounts.
  await logIn(page, 'admin');
  await page.goto('/all-approved-user-list');
  const worker = page.getByRole('region', { name: 'User earnings table' }).getByRole('row').filter({
    hasText: demo.approved,
  });
  const record = worker.getByRole('button', { name: 'Record a payout to Priya Verma' });
  await record.click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Record a payout to Priya Verma' });
  await dialog.getByLabel('Amount (whole rupees)').fill('100000');
  await dialog.getByLabel('UPI or bank reference').fill('UPI-PAY-100000');
  await dialog.getByRole('button', { name: 'Record payout' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    '₹1,00,000 is more than the balance due of ₹2,196. Check the amount, or record it anyway.',
  );
  await dialog.getByRole('button', { name: 'Record anyway' }).click();
  await expect(dialog).toBeHidden();
  await logOut(page);

  await logInInHindi(page, 'approved');
  await page.goto('/hi/profile');
  await page.getByRole('link', { name: authHi.profile.links.earnings.title }).click();
  await expect(page).toHaveURL(/\/hi\/my-earnings$/);
  await expect(page.locator('html')).toHaveAttribute('lang', HINDI);
  const statement = workHi.statement;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(statement.title);
  await expect(page.getByText(statement.paySentenceOverpaid('₹1,00,000', '₹97,804'))).toBeVisible();
  // The figures at a glance: each a term and its amounts.
  const figures = page.getByLabel(statement.figuresLabel);
  const figure = (label: string) =>
    figures
      .locator('div')
      .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) });
  await expect(figure(statement.allTime)).toContainText('₹2,196');
  await expect(figure(statement.allTime)).toContainText(statement.entries(549));
  await expect(figure(statement.paid)).toContainText('₹1,00,000');
  // Overpaid by ₹97,804: '₹97,804 ज़्यादा भुगतान हुआ'.
  await expect(figure(statement.balanceDue)).toContainText(statement.balanceFigure(2196 - 100_000));
  // This month's payouts: the one just recorded.
  await expect(page.getByRole('heading', { name: statement.payoutsTitle })).toBeVisible();
  const payouts = page.getByRole('region', { name: /में आपके भुगतान$/ });
  await expect(payouts.getByRole('columnheader', { name: statement.reference })).toBeVisible();
  const payout = payouts.getByRole('row').filter({ hasText: 'UPI-PAY-100000' });
  await expect(payout).toContainText('₹1,00,000');
  await expect(page.getByRole('button', { name: statement.print })).toBeVisible();
});

test.describe('the Hindi pages have no accessibility violations', () => {
  // The Hindi public pages, the sign-in pages among them, are prerendered once the Hindi site is
  // offered, and e2e/accessibility.spec.ts checks every prerendered page (prerenderedPagePaths(),
  // which lists each at its /hi address too). Here are the Hindi pages and states it does not
  // reach: a form showing its errors, and the pages of a signed-in buyer and worker.

  test('the Hindi sign-up page showing its errors', async ({ page }) => {
    await noteHydration(page);
    await page.goto('/hi/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(authHi.signup.heading);
    await hasHydrated(page);
    await page.getByRole('button', { name: authHi.signup.submit }).click();
    await expect(page.getByText(authHi.enterFirstName)).toBeVisible();
    await expectNoViolations(page, '/hi/signup with its errors');
  });

  test("a learner's Hindi payment page", async ({ page }) => {
    await logInInHindi(page, 'learner');
    await page.goto('/hi/payment/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(purchasesHi.payment.heading);
    await expect(page.getByRole('img', { name: purchasesHi.payment.qrLabel('₹1,499') })).toBeVisible();
    await expectNoViolations(page, '/hi/payment/1');
  });

  test("an approved worker's Hindi statement", async ({ page }) => {
    await logInInHindi(page, 'approved');
    await page.goto('/hi/my-earnings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(workHi.statement.title);
    // The month's days and payouts are read after the figures.
    await expect(page.getByRole('region', { name: /में आपके दिन$/ })).toBeVisible();
    await expectNoViolations(page, '/hi/my-earnings');
  });
});
