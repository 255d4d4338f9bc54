import type { Locator, Page } from '@playwright/test';
import { loadSeed } from '../scripts/emulator-seed.mjs';
import { demo, logIn, logOut } from './accounts';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout';

const WORKER = 'Priya Verma';
/** Revoked before revocations were marked, with 175 entries recorded long ago (the demo seed). */
const { formerWorker } = await loadSeed();
const FORMER = `${formerWorker.firstName} ${formerWorker.lastName}`;

/** The approved demo worker's row on the earnings dashboard, once its count field takes typing. */
async function workerRow(page: Page): Promise<Locator> {
  const row = page.getByRole('region', { name: 'User earnings table' }).getByRole('row').filter({
    hasText: demo.approved,
  });
  // Against the emulator on a busy machine the page of workers can take a while.
  await expect(row.getByRole('spinbutton')).not.toHaveAttribute('readonly', { timeout: 20_000 });
  return row;
}

/** The approval page's tab whose name starts with `name`, e.g. 'Revoked'. */
const tab = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Show users' }).getByRole('button', { name: new RegExp(`^${name} \\(`) });

const usersTable = (page: Page) => page.getByRole('region', { name: 'Users table' });

/** Waits for the approval page's figures: a first load on a busy machine can take a while. */
const summary = (page: Page, text: string) =>
  expect(page.getByText(text, { exact: true })).toBeVisible({ timeout: 20_000 });

test('the admin saves the changed counts of the page with one press, and a reload reads them back', async ({
  page,
}) => {
  test.slow();
  await logIn(page, 'admin');
  await page.goto('/all-approved-user-list');
  const row = await workerRow(page);
  const saveAll = page.getByRole('button', { name: 'Save all changes' });
  await expect(saveAll).toBeDisabled();

  await row.getByRole('spinbutton').fill('45');
  await expect(page.getByText('Saves the 1 changed count on this page.')).toBeVisible();
  await saveAll.click();
  await expect(row.getByRole('status')).toHaveText('Saved', { timeout: 20_000 });
  await expect(page.getByText('Saved 1 count.')).toBeVisible();
  // 32 became 45 today: 13 more entries today, this week and in all.
  await expect(row.getByRole('cell').nth(1)).toHaveText('₹18045 entries');
  await expect(row.getByRole('cell').nth(3)).toHaveText('₹2,248562 entries');
  await expect(saveAll).toBeDisabled();

  await page.reload();
  const kept = await workerRow(page);
  await expect(kept.getByRole('spinbutton')).toHaveValue('45');
  await expect(kept.getByRole('cell').nth(2)).toHaveText('₹1,364341 entries');
});

test('the admin corrects a saved day down to 0; the totals move, and the worker reads the same', async ({
  page,
}) => {
  // Two sign-ins and a reload on a shared machine.
  test.slow();
  await logIn(page, 'admin');
  await page.goto('/all-approved-user-list');
  const row = await workerRow(page);
  const count = row.getByRole('spinbutton');
  // The seeded worker did 32 today, 328 this week and 549 in all.
  await expect(count).toHaveValue('32');

  await count.fill('0');
  await row.getByRole('button', { name: `Save for ${WORKER}` }).click();
  // A transaction against the emulator, on a busy machine.
  await expect(row.getByRole('status')).toHaveText('Saved', { timeout: 20_000 });
  const cells = row.getByRole('cell');
  await expect(cells.nth(1)).toHaveText('₹00 entries');
  await expect(cells.nth(2)).toHaveText('₹1,184296 entries');
  await expect(cells.nth(3)).toHaveText('₹2,068517 entries');
  const total = page.getByRole('row').filter({ hasText: 'Total' });
  await expect(total).toHaveText(
    'TotalEveryone, on every page₹00 entries₹1,184296 entries₹2,068517 entries₹0₹2,068',
  );

  // Written, not just shown: a fresh read says the same.
  await page.reload();
  const kept = await workerRow(page);
  await expect(kept.getByRole('spinbutton')).toHaveValue('0');
  await expect(kept.getByRole('cell').nth(3)).toHaveText('₹2,068517 entries');
  await expect(total).toHaveText(
    'TotalEveryone, on every page₹00 entries₹1,184296 entries₹2,068517 entries₹0₹2,068',
  );

  // An empty field on a saved day leaves the day as it is.
  await kept.getByRole('spinbutton').fill('');
  await kept.getByRole('button', { name: `Save for ${WORKER}` }).click();
  await expect(kept.getByRole('status')).toHaveText('Enter 0 to 100 entries to change the saved count.');

  await logOut(page);
  await logIn(page, 'approved');
  await page.goto('/userwoDataEntryworksforms');
  const earnings = page.getByRole('region', { name: 'Your counts and earnings' });
  const figure = (period: string) => earnings.getByRole('term').filter({ hasText: period }).locator('..');
  await expect(figure('Today')).toContainText('₹00 entries');
  await expect(figure('All time')).toContainText('₹2,068517 entries');
});

test('the admin revokes the worker, finds them under Revoked, not Waiting, and approves them again', async ({
  page,
}) => {
  test.slow();
  await logIn(page, 'admin');
  await page.goto('/admin/users');
  await summary(page, '1 approved, 2 waiting for approval, 0 revoked');

  await tab(page, 'Approved').click();
  const account = usersTable(page).getByRole('row').filter({ hasText: demo.approved });
  await account.getByRole('button', { name: `Revoke ${WORKER}` }).click();
  await expect(account).toContainText('Revoked');
  await expect(account.getByRole('button', { name: `Re-approve ${WORKER}` })).toBeFocused();
  await expect(tab(page, 'Revoked')).toHaveText('Revoked (1)');
  await expect(tab(page, 'Approved')).toHaveText('Approved (0)');

  // As the server has it: revoked, and not waiting.
  await page.reload();
  await summary(page, '0 approved, 2 waiting for approval, 1 revoked');
  await expect(usersTable(page).getByRole('row').filter({ hasText: demo.learner })).toBeVisible();
  await expect(usersTable(page)).not.toContainText(demo.approved);
  await tab(page, 'Revoked').click();
  const revoked = usersTable(page).getByRole('row').filter({ hasText: demo.approved });
  await expect(revoked).toContainText('Revoked');
  await expect(usersTable(page).getByRole('row')).toHaveCount(2);

  // The three tabs fit a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  await revoked.getByRole('button', { name: `Re-approve ${WORKER}` }).click();
  await expect(revoked).toContainText('Approved');
  await expect(page.getByText(`${WORKER} can now use the data-entry pages.`)).toBeVisible();
  await expect(tab(page, 'Revoked')).toHaveText('Revoked (0)');

  await page.reload();
  await summary(page, '1 approved, 2 waiting for approval, 0 revoked');
  await tab(page, 'Approved').click();
  await expect(usersTable(page).getByRole('row').filter({ hasText: demo.approved })).toContainText(
    'Approved',
  );

  // Back at work: the worker opens the work page again.
  await logOut(page);
  await logIn(page, 'approved');
  await page.goto('/userwoDataEntryworksforms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Work from home data entry');
});

test('Find former workers marks a worker revoked before the mark existed, once; the dashboard then lists what she is owed', async ({
  page,
}) => {
  test.slow();
  await logIn(page, 'admin');
  await page.goto('/admin/users');
  await summary(page, '1 approved, 2 waiting for approval, 0 revoked');
  // Revoked before revocations were marked, she still reads as waiting.
  const waiting = usersTable(page).getByRole('row').filter({ hasText: formerWorker.email });
  await expect(waiting).toContainText('Not approved');
  await expect(tab(page, 'Waiting for approval')).toHaveText('Waiting for approval (2)');

  await tab(page, 'Revoked').click();
  await expect(page.getByText('No one’s approval has been revoked.')).toBeVisible();
  await page.getByRole('button', { name: 'Find former workers' }).click();
  await expect(page.getByText('Found 1 former worker and moved them to Revoked.')).toBeVisible();
  const former = usersTable(page).getByRole('row').filter({ hasText: formerWorker.email });
  await expect(former).toContainText('Revoked');
  await expect(former.getByRole('button', { name: `Re-approve ${FORMER}` })).toBeVisible();
  await expect(tab(page, 'Revoked')).toHaveText('Revoked (1)');
  await expect(tab(page, 'Waiting for approval')).toHaveText('Waiting for approval (1)');

  // Once is enough: a second run finds no one new.
  await page.getByRole('button', { name: 'Find former workers' }).click();
  await expect(
    page.getByText('No former workers found: everyone with entries recorded is approved or already here.'),
  ).toBeVisible();
  await expect(tab(page, 'Revoked')).toHaveText('Revoked (1)');

  await page.reload();
  await summary(page, '1 approved, 1 waiting for approval, 1 revoked');
  await expect(usersTable(page).getByRole('row').filter({ hasText: demo.learner })).toBeVisible();
  await expect(usersTable(page)).not.toContainText(formerWorker.email);

  // Owed for her 175 entries, she is now among those to pay off.
  await page.goto('/all-approved-user-list');
  const owed = page.getByRole('region', { name: 'No longer approved table' }).getByRole('row').filter({
    hasText: formerWorker.email,
  });
  await expect(owed).toContainText('No longer approved', { timeout: 20_000 });
  await expect(owed.getByRole('cell').nth(2)).toHaveText('₹700');
});
