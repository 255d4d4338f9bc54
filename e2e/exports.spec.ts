import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { subDays } from 'date-fns';
import { fromDayId, toDayId } from '../src/lib/days';
import { rupeesFor } from '../src/lib/earnings';
import { logIn } from './accounts';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout';

/** The lines of a downloaded CSV file, which must start with the UTF-8 byte-order mark. */
async function linesOf(download: Download): Promise<string[]> {
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8').split('\r\n');
}

/** Waits for the download that `start` sets off. */
async function downloadOf(page: Page, start: () => Promise<void>): Promise<Download> {
  const download = page.waitForEvent('download');
  await start();
  return download;
}

test("the admin downloads a month's earnings and the confirmed payments as CSV files", async ({
  page,
  seed,
}) => {
  // A save on the dashboard, then two files, against the emulator on a shared machine.
  test.slow();
  const worker = seed.demoAccounts.approved;
  const name = `${worker.firstName} ${worker.lastName}`;
  await logIn(page, 'admin');

  await page.goto('/all-approved-user-list');
  const today = await page.getByLabel('Day').inputValue();
  const row = page.getByRole('row').filter({ hasText: worker.email });
  const count = row.getByRole('spinbutton');
  await expect(count).not.toHaveAttribute('readonly', { timeout: 20_000 });
  await count.fill('40');
  await row.getByRole('button', { name: `Save for ${name}` }).click();
  await expect(row.getByRole('status')).toHaveText('Saved');

  // The month's days as seeded for today, with today's count now 40.
  const month = today.slice(0, 7);
  const seededDays = Object.entries(seed.demoDocuments(fromDayId(today)!))
    .filter(([path]) => path.startsWith(`entries/${worker.uid}/dailyEntries/`))
    .map(([, data]) => data as { date: string; count: number });
  const days = new Map(seededDays.map(({ date, count }) => [date, count]));
  days.set(today, 40);
  const monthDays = [...days].filter(([date]) => date.startsWith(month));
  const monthTotal = monthDays.reduce((sum, [, entries]) => sum + entries, 0);

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Download exports' }).click();
  await expect(page).toHaveURL(/\/admin\/exports$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exports for the accounts');

  // From the keyboard: Enter in the month field sends the form.
  const earnings = page.getByRole('region', { name: "A month's earnings" });
  await expect(earnings.getByLabel('Month')).toHaveValue(month);
  const earningsFile = await downloadOf(page, () => earnings.getByLabel('Month').press('Enter'));
  expect(earningsFile.suggestedFilename()).toBe(`earnings-${month}.csv`);
  const lines = await linesOf(earningsFile);
  expect(lines[0]).toBe('Worker,E-mail,Date,Entries,Earnings (₹)');
  for (const [date, entries] of monthDays) {
    expect(lines).toContain(`${name},${worker.email},${date},${entries},${rupeesFor(entries)}`);
  }
  expect(lines).toContain(`${name},${worker.email},Month total,${monthTotal},${rupeesFor(monthTotal)}`);
  expect(lines).toContain(`All workers,,Month total,${monthTotal},${rupeesFor(monthTotal)}`);
  await expect(earnings.getByRole('status')).toContainText(`earnings-${month}.csv is downloaded`);

  // Payments: a start after the end is refused; the last 30 days hold the seeded confirmed one.
  const payments = page.getByRole('region', { name: 'Confirmed eBook payments' });
  const from = toDayId(subDays(fromDayId(today)!, 30));
  await payments.getByLabel('From').fill(today);
  await payments.getByLabel('To').fill(from);
  await payments.getByRole('button', { name: 'Download payments CSV' }).click();
  await expect(payments.getByText('The “From” date must be on or before the “To” date.')).toBeVisible();

  await payments.getByLabel('From').fill(from);
  await payments.getByLabel('To').fill(today);
  const paymentsFile = await downloadOf(page, () =>
    payments.getByRole('button', { name: 'Download payments CSV' }).click(),
  );
  expect(paymentsFile.suggestedFilename()).toBe(`payments-${from}-to-${today}.csv`);
  const paymentLines = await linesOf(paymentsFile);
  expect(paymentLines[0]).toBe('Transaction ID,Buyer,E-mail,Book,Amount (₹),Submitted,Confirmed');
  expect(paymentLines.filter((line) => line.startsWith('512345678901,'))).toHaveLength(1);
  expect(paymentLines.find((line) => line.startsWith('512345678901,'))).toContain(
    `,${name},${worker.email},Online Data Entry Guide,1499,`,
  );
  expect(paymentLines).toContain('Total,,,1 payment,1499,,');

  // On a phone the page fits the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);
});

test('only the admin opens the exports page', async ({ page }) => {
  await logIn(page, 'approved');
  await page.goto('/admin/exports');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ACCESS DENIED');
  await expect(page.getByRole('button', { name: 'Download earnings CSV' })).toHaveCount(0);
});
