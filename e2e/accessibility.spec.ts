import type { Page } from '@playwright/test';
import { prerenderedPagePaths } from '../src/prerender/publicPages';
import { logIn, logOut } from './accounts';
import { expectNoViolations } from './axe';
import { serveExternalForm } from './externalForm';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout';
import { hasHydrated, holdTheApp, noteHydration } from './startup';

/** WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. */

/** Waits until the page shows its content rather than a loading state. */
async function waitForContent(page: Page) {
  // A page shows its heading while it still reads its data: the spinners must be gone after it.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.spinner-screen, .loading-note')).toHaveCount(0);
}

/**
 * Presses Tab through the whole page and checks that every visible control took the focus,
 * and that each one showed a focus ring (its own or, for a card link, its card's).
 */
async function expectKeyboardReachesEverything(page: Page, what: string) {
  const controls = await page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, iframe, [tabindex]';
    const all = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.tabIndex >= 0 &&
        !(element as HTMLButtonElement).disabled &&
        !element.closest('[inert], [aria-hidden="true"]') &&
        element.checkVisibility({ visibilityProperty: true }) &&
        element.getBoundingClientRect().width > 0,
    );
    // Tab enters a group of radio buttons once, at its checked button or its first; the arrow keys
    // move within it.
    const groups = new Set<string>();
    const tabStops = all.filter((element) => {
      if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return true;
      const group = `${element.form?.id ?? ''}/${element.name}`;
      if (groups.has(group)) return false;
      groups.add(group);
      return true;
    });
    tabStops.forEach((element, index) => (element.dataset.keyboardCheck = String(index)));
    return tabStops.map((element) => element.outerHTML.slice(0, 120));
  });
  expect(controls.length, `controls on ${what}`).toBeGreaterThan(0);

  const reached = new Set<number>();
  const withoutRing: string[] = [];
  // A date or month field takes a Tab for each of its parts (day, month, year), so a page of them
  // needs more presses than it has controls; stop once every control has had the focus.
  for (let i = 0; i < controls.length * 3 + 5 && reached.size < controls.length; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element?.dataset.keyboardCheck) return null;
      let ring = false;
      for (let node: HTMLElement | null = element, up = 0; node && up < 4; node = node.parentElement, up++) {
        const style = getComputedStyle(node);
        if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ring = true;
      }
      return { index: Number(element.dataset.keyboardCheck), ring };
    });
    if (!focused) continue;
    reached.add(focused.index);
    if (!focused.ring) withoutRing.push(controls[focused.index]!);
  }
  const missed = controls.filter((_, index) => !reached.has(index));
  expect(missed, `controls on ${what} that Tab never reaches`).toEqual([]);
  expect([...new Set(withoutRing)], `controls on ${what} without a visible focus ring`).toEqual([]);
}

/**
 * Opens the payment dashboard's statement check and drops an HDFC-style statement of today with
 * `rows` (narration, reference, withdrawal, deposit); the check's region.
 */
async function checkStatement(page: Page, rows: string[][]) {
  await page.goto('/confirm-payment');
  await waitForContent(page);
  await page.getByRole('button', { name: 'Check against a bank statement' }).click();
  const check = page.getByRole('region', { name: 'Check against a bank statement' });
  const today = new Date().toLocaleDateString('en-GB');
  const lines = rows.map((row) => [today, ...row].join(','));
  await check.getByLabel('Choose a statement file').setInputFiles({
    name: 'statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      ['Date,Narration,Chq./Ref.No.,Withdrawal Amt.,Deposit Amt.', ...lines, ''].join('\n'),
    ),
  });
  return check;
}

async function checkPage(page: Page, path: string) {
  await page.goto(path);
  await waitForContent(page);
  await expectNoViolations(page, path);
}

/** Every prerendered page (the public pages and the sign-in pages) and the not-found views. */
const publicPages = [
  ...prerenderedPagePaths(),
  '/ads/demo-ad-phone',
  '/ads/demo-ad-shoes',
  '/courses/no-such-course',
  '/blog/no-such-post',
  '/no-such-page',
];

test.describe('public pages', () => {
  for (const path of publicPages) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await checkPage(page, path);
    });
  }

  test('the login page with the password reset open has no accessibility violations', async ({ page }) => {
    await noteHydration(page);
    await page.goto('/login');
    await waitForContent(page);
    // A press made while the app is still hydrating the prerendered page can be lost: wait for it.
    await hasHydrated(page);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await expectNoViolations(page, '/login with the password reset open');
  });

  test("the reset link's demo, and the page it opens with its form and an error, have no accessibility violations", async ({
    page,
  }) => {
    await noteHydration(page);
    await page.goto('/login');
    await waitForContent(page);
    await hasHydrated(page);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('E-mail for the reset link').fill('learner@demo.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    // The demo sends no mail: it shows the link the e-mail would carry.
    const link = page.getByRole('link', { name: 'Set a new password' });
    await expect(link).toBeVisible();
    await expectNoViolations(page, '/login with the reset link shown');

    await page.goto((await link.getAttribute('href'))!);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('Choose a password of at least 6 characters.')).toBeVisible();
    await expectNoViolations(page, '/verify-email setting a new password, with its error');
  });

  test('the contact form showing its errors has no accessibility violations', async ({ page }) => {
    await noteHydration(page);
    await page.goto('/contact');
    await waitForContent(page);
    await hasHydrated(page);
    await page.getByRole('button', { name: 'Send by e-mail' }).click();
    await expectNoViolations(page, '/contact with errors');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the open mobile menu has no accessibility violations', async ({ page }) => {
    await page.goto('/home');
    await waitForContent(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoViolations(page, '/home with the mobile menu open');
  });

  test('the home page has no accessibility violations', async ({ page }) => {
    await checkPage(page, '/home');
  });
});

test.describe('tables read as cards on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the buyer's /library has no accessibility violations", async ({ page }) => {
    await logIn(page, 'approved');
    await checkPage(page, '/library');
  });

  for (const path of ['/confirm-payment', '/all-approved-user-list', '/admin/users', '/admin/pay-workers']) {
    test(`the admin's ${path} has no accessibility violations`, async ({ page }) => {
      await logIn(page, 'admin');
      await checkPage(page, path);
    });
  }

  test("the statement check's payer who is not the buyer and rows not counted have no accessibility violations and fit", async ({
    page,
  }) => {
    await logIn(page, 'admin');
    const check = await checkStatement(page, [
      ['UPI-SUNITA SHARMA-sunita@oksbi-SBIN0000001-512345678902-EBOOK', '512345678902', '', '999.00'],
      // Money in both columns: which way it went cannot be read.
      ['UPI-MEERA NAIR-meera@okaxis-UTIB0000001-533400000012-EBOOK', '533400000012', '499.00', '499.00'],
    ]);
    await expect(check.getByText('Not the buyer’s name: look before approving.')).toBeVisible();
    await expect(check.getByRole('region', { name: /^Not counted as money received \(1\)$/ })).toBeVisible();
    await expectNoViolations(page, '/confirm-payment with a payer who is not the buyer');
    await expectNoSidewaysScroll(page);
  });
});

test.describe('a signed-in learner', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'learner');
  });

  for (const path of ['/profile', '/ebooks/1', '/ebooks/99', '/payment/1', '/library']) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await checkPage(page, path);
    });
  }

  test('the pages of a book the buyer owns, or has paid for, have no accessibility violations', async ({
    page,
  }) => {
    // Two sign-ins and two pages checked.
    test.slow();
    await logOut(page);
    await logIn(page, 'approved');
    for (const [path, words] of [
      ['/ebooks/1', 'You own this book'],
      ['/payment/3', 'Your payment is being checked'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(words)).toBeVisible();
      await expectNoViolations(page, `${path} (${words})`);
    }
  });

  test('the payment page showing its error has no accessibility violations', async ({ page }) => {
    await page.goto('/payment/1');
    await waitForContent(page);
    await page.getByRole('button', { name: 'Submit payment' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoViolations(page, '/payment/1 with its error');
  });

  test('the confirmation page has no accessibility violations', async ({ page }) => {
    await checkPage(page, '/confirmation/412345678999');
  });

  test('/my-ads has no accessibility violations', async ({ page }) => {
    await checkPage(page, '/my-ads');
  });

  test('the report form of an ad, and its error, have no accessibility violations', async ({ page }) => {
    await checkPage(page, '/report-ad/demo-ad-phone');
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoViolations(page, '/report-ad with its error');
  });

  test('the confirmation page of a pending payment has no accessibility violations', async ({ page }) => {
    await checkPage(page, '/confirmation/T2611201234567');
  });

  test('the ad form with a category chosen has no accessibility violations', async ({ page }) => {
    await page.goto('/create-job-post');
    await waitForContent(page);
    await expectNoViolations(page, '/create-job-post');
    await page.getByLabel('Category', { exact: true }).selectOption('Vehicles');
    await page.getByLabel('Subcategory').selectOption('Cars');
    await expect(page.getByLabel('Brand')).toBeVisible();
    await expectNoViolations(page, '/create-job-post with Vehicles → Cars');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please fill in Brand.')).toBeVisible();
    await expectNoViolations(page, '/create-job-post with its errors');
  });

  test('the work-from-home course and its demo dialog have no accessibility violations', async ({ page }) => {
    await checkPage(page, '/course-details');
    const opener = page.getByRole('button', { name: 'Watch demo video' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Demo lesson: your first data entry' });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page, '/course-details with the demo dialog open');

    // Focus stays inside the dialog both ways, Escape closes it and focus returns to the opener.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the enrolment page has no accessibility violations', async ({ page }) => {
    await checkPage(page, '/enroll/work-from-home-data-entry');
  });

  test('a data-entry page refused to a learner has no accessibility violations', async ({ page }) => {
    await checkPage(page, '/userwoDataEntryworksforms');
  });
});

test.describe('a new account', () => {
  test("the ad form and the report asking to confirm the address, and the link's page, have no accessibility violations", async ({
    page,
  }) => {
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Rao');
    await page.getByLabel('E-mail').fill(`axe.${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('chai4all');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible();

    await page.goto('/create-job-post');
    const notice = page.getByRole('region', { name: 'Confirm your e-mail address to post ads' });
    await expect(notice).toBeVisible();
    await expectNoViolations(page, '/create-job-post for an unconfirmed address');
    await notice.getByRole('button', { name: 'Send the link' }).click();
    await expect(notice.getByRole('status')).toBeVisible();
    await expectNoViolations(page, '/create-job-post with the link sent');

    await page.goto('/report-ad/demo-ad-phone');
    await expect(
      page.getByRole('region', { name: 'Confirm your e-mail address to report ads' }),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'It looks like a scam or fraud' }).check();
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText(/^Your report was not sent/)).toBeVisible();
    await expectNoViolations(page, '/report-ad for an unconfirmed address, with its error');

    await page.goto('/verify-email?mode=verifyEmail&oobCode=made-up');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoViolations(page, '/verify-email with a used link');
  });
});

test.describe('an approved worker', () => {
  test.beforeEach(async ({ page }) => {
    await serveExternalForm(page);
    await logIn(page, 'approved');
  });

  for (const path of ['/userwoDataEntryworksforms', '/form-for-data-entry']) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await waitForContent(page);
      // axe reads inside the embedded form too, so it runs once the form has loaded, not before.
      await expect(page.locator('.embedded-form[aria-busy="true"]')).toHaveCount(0);
      await expectNoViolations(page, path);
    });
  }

  test('the statement of earnings and payouts has no accessibility violations', async ({ page }) => {
    await page.goto('/my-earnings');
    await waitForContent(page);
    // The month's days and payouts are read after the figures.
    await expect(page.getByRole('region', { name: /^Your days in / })).toBeVisible();
    await expectNoViolations(page, '/my-earnings');
  });
});

test.describe('the owner of a book', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'approved');
  });

  for (const path of ['/library', '/receipt/512345678901', '/confirmation/512345678901']) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await checkPage(page, path);
    });
  }
});

test.describe('the admin', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'admin');
  });

  for (const path of [
    '/admin',
    '/confirm-payment',
    '/all-approved-user-list',
    '/admin/users',
    '/admin/submissions',
    '/admin/book-files',
    '/admin/exports',
    '/admin/pay-workers',
  ]) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await checkPage(page, path);
    });
  }

  test('the bank statement check with its results has no accessibility violations', async ({ page }) => {
    const check = await checkStatement(page, [
      ['UPI-PRIYA-512345678902-EBOOK', '512345678902', '', '999.00'],
    ]);
    await expect(check.getByRole('region', { name: /^Matches \(1\)$/ })).toBeVisible();
    await check.getByText('Columns used').click();
    await expectNoViolations(page, '/confirm-payment with a statement checked');
  });

  test("the import of the form's responses with its preview has no accessibility violations", async ({
    page,
  }) => {
    await page.goto('/all-approved-user-list');
    await waitForContent(page);
    await page.getByRole('button', { name: 'Import the form’s responses' }).click();
    const panel = page.getByRole('region', { name: 'Import the form’s responses' });
    const now = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
    await panel.getByLabel('Choose a responses file').setInputFiles({
      name: 'responses.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `Timestamp,Email address,Name\n${now},approved@demo.test,A\n${now},nobody@example.com,B\n`,
      ),
    });
    await expect(panel.getByRole('table', { name: 'Counts to save, by day and worker' })).toBeVisible();
    await expectNoViolations(page, '/all-approved-user-list with a responses preview');
  });

  test('the payout dialog has no accessibility violations', async ({ page }) => {
    await page.goto('/all-approved-user-list');
    await waitForContent(page);
    await page.getByRole('button', { name: 'Record a payout to Priya Verma' }).click({ timeout: 20_000 });
    await expect(page.getByRole('dialog', { name: 'Record a payout to Priya Verma' })).toBeVisible();
    await expectNoViolations(page, '/all-approved-user-list, payout dialog');
  });

  test('the confirmed payments tab has no accessibility violations', async ({ page }) => {
    await page.goto('/confirm-payment');
    await waitForContent(page);
    await page.getByRole('tab', { name: /^Confirmed/ }).click();
    await expectNoViolations(page, '/confirm-payment, confirmed tab');
  });

  test('the reject dialog and the rejected tab have no accessibility violations', async ({ page }) => {
    await page.goto('/confirm-payment');
    await waitForContent(page);
    await page.getByRole('button', { name: 'Reject T2611201234567' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject payment T2611201234567' });
    await dialog.getByRole('button', { name: 'Reject payment' }).click();
    await expect(dialog.getByText('Choose a reason.')).toBeVisible();
    await expectNoViolations(page, '/confirm-payment with the reject dialog and its error');
    await dialog.getByRole('radio', { name: 'The amount has not reached our account' }).check();
    await dialog.getByRole('button', { name: 'Reject payment' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('tab', { name: /^Rejected/ }).click();
    await expect(page.getByRole('table', { name: 'Rejected payments' })).toBeVisible();
    await expectNoViolations(page, '/confirm-payment, rejected tab');
  });
});

test.describe('the keyboard', () => {
  for (const path of ['/home', '/courses/stock-market', '/blog', '/contact', '/faq', '/login', '/signup']) {
    test(`reaches every control on ${path}`, async ({ page }) => {
      await page.goto(path);
      await waitForContent(page);
      await expectKeyboardReachesEverything(page, path);
    });
  }

  for (const path of [
    '/profile',
    '/ebooks/1',
    '/payment/1',
    '/library',
    '/course-details',
    '/report-ad/demo-ad-phone',
  ]) {
    test(`reaches every control on ${path}, signed in`, async ({ page }) => {
      await logIn(page, 'learner');
      await page.goto(path);
      await waitForContent(page);
      await expectKeyboardReachesEverything(page, path);
    });
  }

  test('reaches every control on the ad form with a category chosen', async ({ page }) => {
    await logIn(page, 'learner');
    await page.goto('/create-job-post');
    await waitForContent(page);
    await page.getByLabel('Category', { exact: true }).selectOption('Vehicles');
    await page.getByLabel('Subcategory').selectOption('Cars');
    await expectKeyboardReachesEverything(page, '/create-job-post with Vehicles → Cars');
  });

  for (const path of [
    '/admin',
    '/confirm-payment',
    '/all-approved-user-list',
    '/admin/users',
    '/admin/submissions',
    '/admin/book-files',
    '/admin/exports',
    '/admin/pay-workers',
  ]) {
    test(`reaches every control on the admin's ${path}`, async ({ page }) => {
      await logIn(page, 'admin');
      await page.goto(path);
      await waitForContent(page);
      await expectKeyboardReachesEverything(page, path);
    });
  }

  test('reaches every link of the open mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/home');
    await waitForContent(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    // The language switch comes with its own code, after the page's: the menu is whole with it.
    await expect(menu.getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' })).toBeVisible();
    await expectKeyboardReachesEverything(page, '/home with the mobile menu open');
  });
});

test.describe('the disclaimer banner', () => {
  const track = (page: Page) =>
    page.getByRole('complementary', { name: 'Disclaimer' }).locator('.disclaimer-banner-track');
  const animation = (page: Page) =>
    track(page).evaluate((element) => {
      const style = getComputedStyle(element);
      return { name: style.animationName, state: style.animationPlayState };
    });

  /** The banner holds still while it is hovered or has focus: the visitor moves both off it. */
  const lookAway = async (page: Page) => {
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    await page.mouse.move(600, 600);
  };

  test('scrolls, and its pause button stops it for good', async ({ page }) => {
    // The journeys' browser asks for reduced motion (playwright.config.ts); this visitor does not.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await noteHydration(page);
    await page.goto('/home');
    await waitForContent(page);
    await hasHydrated(page);
    expect(await animation(page)).toEqual({ name: 'disclaimer-scroll', state: 'running' });

    const pause = page.getByRole('button', { name: 'Pause scrolling' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    // Neither the focus nor the pointer is on the banner any more: it stays paused all the same.
    await lookAway(page);
    expect(await animation(page)).toEqual({ name: 'disclaimer-scroll', state: 'paused' });

    await pause.click();
    await lookAway(page);
    expect((await animation(page)).state).toBe('running');
  });

  test('pressed before the app has started, it pauses, and stays paused once the app has', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const app = await holdTheApp(page);
    await noteHydration(page);
    await page.goto('/home');
    const pause = page.getByRole('button', { name: 'Pause scrolling' });
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await lookAway(page);
    expect(await animation(page)).toEqual({ name: 'disclaimer-scroll', state: 'paused' });

    await expect.poll(app.requested).toBe(true);
    app.release();
    await hasHydrated(page);
    await lookAway(page);
    expect(await animation(page)).toEqual({ name: 'disclaimer-scroll', state: 'paused' });
    // The app has taken the state over: the next press starts the banner again.
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await lookAway(page);
    expect((await animation(page)).state).toBe('running');
  });

  test('holds still, shows its text once and offers no pause button under reduced motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/home');
    await waitForContent(page);
    const banner = page.getByRole('complementary', { name: 'Disclaimer' });
    expect((await animation(page)).name).toBe('none');
    await expect(banner.getByText('not a SEBI registered investment advisor')).toHaveCount(2);
    await expect(banner.locator('.disclaimer-banner-message:visible')).toHaveCount(1);
    await expect(banner.getByRole('button', { name: 'Pause scrolling' })).toBeHidden();
    await expectNoViolations(page, '/home with reduced motion');
  });
});

test.describe('the new joiners banner', () => {
  test.beforeEach(async ({ page }) => {
    await serveExternalForm(page);
    await logIn(page, 'approved');
  });

  const banner = (page: Page) => page.getByRole('region', { name: 'New joiners' });

  test('changes its message without announcing it, and its pause button stops it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/form-for-data-entry');
    await waitForContent(page);
    const message = banner(page).getByRole('paragraph');
    const first = await message.textContent();
    await expect(message).not.toHaveText(first!, { timeout: 5000 });
    expect(
      await banner(page).evaluate(
        (element) =>
          !!element.closest('[aria-live]') || !!element.querySelector('[aria-live], [role="status"]'),
      ),
    ).toBe(false);

    await banner(page).getByRole('button', { name: 'Pause messages' }).click();
    const held = await message.textContent();
    await page.waitForTimeout(3500);
    await expect(message).toHaveText(held!);
  });

  test('holds still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/form-for-data-entry');
    await waitForContent(page);
    const message = banner(page).getByRole('paragraph');
    const first = await message.textContent();
    await page.waitForTimeout(3500);
    await expect(message).toHaveText(first!);
    await expect(banner(page).getByRole('button')).toHaveCount(0);
  });
});
