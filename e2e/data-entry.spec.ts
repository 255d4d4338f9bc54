import { logIn, logOut } from './accounts';
import { serveExternalForm } from './externalForm';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll, expectWithinScreenWidth } from './layout';

const LEARNER = { name: 'Rahul Kumar', email: 'learner@demo.test' };

test('the admin lets a learner in and records their work; the learner sees the same pay', async ({
  page,
}) => {
  // Two sign-ins and a reload on a shared machine.
  test.slow();
  await serveExternalForm(page);

  await logIn(page, 'admin');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Approve users');
  const account = page.getByRole('row').filter({ hasText: LEARNER.email });
  await expect(account).toContainText('Not approved');
  await account.getByRole('button', { name: `Approve ${LEARNER.name}` }).click();
  await expect(account).toContainText('Approved');
  // The keyboard user stays on the row they were working on.
  await expect(account.getByRole('button')).toBeFocused();
  await expect(account.getByRole('button', { name: `Revoke ${LEARNER.name}` })).toBeVisible();

  await page.goto('/all-approved-user-list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Earnings Dashboard');
  const today = await page.getByLabel('Day').inputValue();
  await expect(page.getByLabel('Day')).toHaveAttribute('max', today);

  const row = page.getByRole('row').filter({ hasText: LEARNER.email });
  const count = row.getByRole('spinbutton');
  await expect(count).toHaveValue('', { timeout: 20_000 });
  await count.fill('150');
  await expect(count).toHaveValue('100');
  await count.fill('-5');
  await expect(count).toHaveValue('0');
  await row.getByRole('button', { name: `Save for ${LEARNER.name}` }).click();
  await expect(row.getByRole('status')).toHaveText('Enter 1 to 100 entries to save.');

  await count.fill('150');
  await expect(count).toHaveValue('100');
  await row.getByRole('button', { name: `Save for ${LEARNER.name}` }).click();
  await expect(row.getByRole('status')).toHaveText('Saved');
  await expect(row.getByRole('button', { name: `Save for ${LEARNER.name}` })).toBeFocused();
  await expect(row.getByRole('cell').nth(1)).toContainText('₹400');

  await page.reload();
  const kept = page.getByRole('row').filter({ hasText: LEARNER.email });
  // A fresh load reads the page of workers, then each one's totals and week: on a busy machine
  // against the emulator that can take longer than an assertion's usual wait.
  await expect(kept.getByRole('spinbutton')).toHaveValue('100', { timeout: 20_000 });
  const cells = kept.getByRole('cell');
  await expect(cells.nth(1)).toHaveText('₹400100 entries');
  await expect(cells.nth(2)).toHaveText('₹400100 entries');
  await expect(cells.nth(3)).toHaveText('₹400100 entries');
  // The seeded worker did 32 today, 328 this week and 549 in all; the learner adds 100 to each.
  // Nobody has been paid, so all of it is due.
  await expect(page.getByRole('row').filter({ hasText: 'Total' })).toHaveText(
    'TotalEveryone, on every page₹528132 entries₹1,712428 entries₹2,596649 entries₹0₹2,596',
  );

  // Another day's counts, for everyone at once: the seeded worker did 85 yesterday.
  const yesterday = await page.evaluate((day) => {
    const date = new Date(`${day}T12:00:00`);
    date.setDate(date.getDate() - 1);
    return date.toLocaleDateString('en-CA');
  }, today);
  await page.getByLabel('Day').fill(yesterday);
  const worker = page.getByRole('row').filter({ hasText: 'approved@demo.test' });
  await expect(worker.getByRole('spinbutton')).toHaveValue('85');
  await expect(kept.getByRole('spinbutton')).toHaveValue('');

  await logOut(page);
  await logIn(page, 'learner');
  await page.goto('/userwoDataEntryworksforms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Work from home data entry');
  const earnings = page.getByRole('region', { name: 'Your counts and earnings' });
  for (const period of ['Today', 'This month', 'All time']) {
    await expect(earnings.getByRole('term').filter({ hasText: period }).locator('..')).toContainText(
      '₹400100 entries',
    );
  }
  // This month's days, today first.
  await expect(earnings.getByRole('heading', { level: 3, name: /^\w+ \d{4}$/ })).toBeVisible();
  await expect(earnings.getByRole('table').getByRole('row').nth(1)).toContainText('100₹400');

  await page.getByRole('link', { name: 'Open the form' }).click();
  await expect(page).toHaveURL(/\/form-for-data-entry$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Premium Form');
  const form = page.frameLocator('iframe[title="Data entry form"]');
  await expect(form.getByRole('heading', { name: 'Data entry form' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'New joiners' })).toContainText('Congratulations');
});

test('an unapproved user is denied the data-entry pages and the admin pages', async ({ page }) => {
  await logIn(page, 'learner');
  for (const path of ['/form-for-data-entry', '/userwoDataEntryworksforms', '/all-approved-user-list']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ACCESS DENIED');
    await expect(page.getByText('Our Premium Form')).toHaveCount(0);
  }
});

test('the course page refuses at the top, enrols at the bottom, and plays its demo in a dialog', async ({
  page,
}) => {
  await logIn(page, 'learner');
  await page.goto('/course-details');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Work From Home Data Entry Professional');

  const alerted = page.waitForEvent('dialog').then(async (dialog) => {
    const message = dialog.message();
    await dialog.accept();
    return message;
  });
  await page.getByRole('button', { name: 'Enroll Now' }).click();
  expect(await alerted).toBe('ERROR! Server is busy, Please Contact For support');

  const watch = page.getByRole('button', { name: 'Watch demo video' });
  await watch.click();
  const dialog = page.getByRole('dialog', { name: 'Demo lesson: your first data entry' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(watch).toBeFocused();

  await page.getByRole('link', { name: 'Enroll Now' }).click();
  await expect(page).toHaveURL(/\/enroll\/work-from-home-data-entry$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Enroll in Work From Home Data Entry Professional',
  );
  await expect(page.getByText('unnati.demo@upi')).toBeVisible();

  await page.goto('/enroll/no-such-course');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course not found');
});

test('the data-entry pages fit a 360 px wide phone; the earnings table shows each worker as a card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await serveExternalForm(page);
  await logIn(page, 'admin');

  for (const path of [
    '/course-details',
    '/enroll/work-from-home-data-entry',
    '/userwoDataEntryworksforms',
    '/form-for-data-entry',
    '/admin/users',
    '/all-approved-user-list',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // Every loading spinner gone: the page shows its real content.
    await expect(page.locator('.spinner-screen')).toHaveCount(0, { timeout: 15_000 });
    await expectNoSidewaysScroll(page);
  }

  // Each worker is a card, with their count's field and Save on the screen.
  const worker = page.getByRole('row').filter({ hasText: 'approved@demo.test' });
  await expectWithinScreenWidth(page, worker.getByRole('spinbutton'));
  await expectWithinScreenWidth(page, worker.getByRole('button', { name: 'Save for Priya Verma' }));
});
