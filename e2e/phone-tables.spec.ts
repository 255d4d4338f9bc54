import type { Locator, Page } from '@playwright/test';
import { logIn } from './accounts';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll, expectWithinScreenWidth } from './layout';

// On a phone every table stacks its rows as cards: each one reads without scrolling sideways, and
// its buttons are on the screen to press.
test.use({ viewport: { width: 360, height: 740 } });

/** The name drawn above a cell of a card: its column's header. */
const labelOf = (cell: Locator) => cell.evaluate((element) => getComputedStyle(element, '::before').content);

test('on a phone, the buyer reads their purchases as cards and downloads a book they own', async ({
  page,
}) => {
  // A sign-in, then a fresh load of the library, on a shared machine.
  test.slow();
  await logIn(page, 'approved');
  await page.goto('/library');
  const table = page.getByRole('table', { name: 'Your purchases' });
  await expect(table).toBeVisible();
  await expectNoSidewaysScroll(page);

  const owned = table.getByRole('row').filter({ hasText: '512345678901' });
  await expect(owned.getByRole('rowheader')).toContainText('Online Data Entry Guide');
  const status = owned.getByRole('cell').filter({ hasText: 'Confirmed' });
  await expectWithinScreenWidth(page, status);
  expect(await labelOf(status)).toMatch(/^"Status"/);
  const pending = table.getByRole('row').filter({ hasText: '512345678902' });
  await expectWithinScreenWidth(page, pending.getByText('Pending', { exact: true }));

  const download = owned.getByRole('button', { name: 'Download Online Data Entry Guide' });
  await expectWithinScreenWidth(page, download);
  await expectWithinScreenWidth(page, owned.getByRole('link', { name: 'Receipt Online Data Entry Guide' }));
  const downloading = page.waitForEvent('download');
  await download.click();
  expect((await downloading).suggestedFilename()).toBe('online-data-entry-guide.pdf');
});

/** Presses Approve on a phone, and accepts the alert that says it is done. */
async function approve(page: Page, button: Locator) {
  const alerted = page.waitForEvent('dialog').then(async (alert) => {
    const message = alert.message();
    await alert.accept();
    return message;
  });
  await button.click();
  expect(await alerted).toBe('Payment approved successfully!');
}

test('on a phone, the admin approves one pending payment and rejects another from their cards', async ({
  page,
}) => {
  // Two decisions, each written and read back, on a shared machine.
  test.slow();
  await logIn(page, 'admin');
  await page.goto('/confirm-payment');
  const table = page.getByRole('table', { name: 'Pending payments' });
  await expect(table).toBeVisible();
  await expectNoSidewaysScroll(page);

  const approveButton = table.getByRole('button', { name: 'Approve 512345678902' });
  const rejectButton = table.getByRole('button', { name: 'Reject T2611201234567' });
  await expectWithinScreenWidth(page, approveButton);
  await expectWithinScreenWidth(page, rejectButton);
  await expectWithinScreenWidth(page, table.getByRole('button', { name: 'Reject 512345678902' }));

  await approve(page, approveButton);
  await expect(page.getByRole('tab', { name: 'Pending (1)' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: '512345678902' })).toHaveCount(0);

  await rejectButton.click();
  const dialog = page.getByRole('dialog', { name: 'Reject payment T2611201234567' });
  await expect(dialog).toBeVisible();
  await expectNoSidewaysScroll(page);
  await dialog.getByRole('radio', { name: 'The amount paid is not the price of the book' }).check();
  const submit = dialog.getByRole('button', { name: 'Reject payment' });
  await expectWithinScreenWidth(page, submit);
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Pending (0)' })).toBeVisible();

  // The decided payments read as cards too, with their actions on the screen.
  await page.getByRole('tab', { name: 'Rejected (1)' }).click();
  const rejected = page.getByRole('table', { name: 'Rejected payments' }).getByRole('row').filter({
    hasText: 'T2611201234567',
  });
  await expect(rejected).toContainText('the amount paid is not the price of the book');
  await expectWithinScreenWidth(
    page,
    rejected.getByRole('button', { name: 'Free transaction ID T2611201234567' }),
  );
  await page.getByRole('tab', { name: 'Confirmed (2)' }).click();
  const confirmed = page.getByRole('table', { name: 'Confirmed payments' }).getByRole('row').filter({
    hasText: '512345678902',
  });
  await expectWithinScreenWidth(page, confirmed.getByRole('link', { name: 'E-mail 512345678902' }));
  await expectNoSidewaysScroll(page);
});

test("on a phone, the admin types a worker's count on their card and saves it", async ({ page }) => {
  // The dashboard reads every worker's figures, then reads them again after the reload.
  test.slow();
  await logIn(page, 'admin');
  await page.goto('/all-approved-user-list');
  const worker = page.getByRole('row').filter({ hasText: 'approved@demo.test' });
  const count = worker.getByRole('spinbutton');
  // The seeded worker did 32 today.
  await expect(count).toHaveValue('32', { timeout: 20_000 });
  await expect(page.locator('.spinner-screen')).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  const save = worker.getByRole('button', { name: 'Save for Priya Verma' });
  await expectWithinScreenWidth(page, count);
  await expectWithinScreenWidth(page, save);
  await expectWithinScreenWidth(page, worker.getByRole('button', { name: 'Record a payout to Priya Verma' }));
  const total = page.getByRole('row').filter({ hasText: 'Total' });
  await expectWithinScreenWidth(page, total.getByRole('cell').filter({ hasText: '549 entries' }));

  await count.fill('40');
  await save.click();
  await expect(worker.getByRole('status')).toHaveText('Saved');

  await page.reload();
  await expect(
    page.getByRole('row').filter({ hasText: 'approved@demo.test' }).getByRole('spinbutton'),
  ).toHaveValue('40', { timeout: 20_000 });
  await expectNoSidewaysScroll(page);
});
