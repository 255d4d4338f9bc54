import type { Page } from '@playwright/test';
import { buildWorkbook } from '../src/lib/spreadsheet/fixtures/workbook';
import { lyingWorkbook } from '../src/lib/spreadsheet/fixtures/zipBombs';
import { logIn, logOut } from './accounts';
import { expect, test } from './fixtures';

/**
 * 'yyyy-MM-dd HH:mm:ss', `minute` minutes into `day` in India time, as a sheet in that locale writes
 * it. Early in the day: the dashboard's today (the browser's, which the seed uses too) is a day that
 * India has already reached, whatever the hour here, so no response is in the future.
 */
const indiaTime = (day: string, minute: number) => `${day} 00:${String(minute).padStart(2, '0')}:00`;

/**
 * A Google Forms download of `day`: the seeded worker's 45 responses (one row downloaded twice),
 * and two from an address that is nobody's.
 */
function responses(day: string): string {
  const rows = ['Timestamp,Email address,Customer name,Mobile number'];
  for (let n = 1; n <= 45; n += 1)
    rows.push(`${indiaTime(day, n)},approved@demo.test,Customer ${n},98765${String(n).padStart(5, '0')}`);
  rows.push(rows[1]!);
  rows.push(
    `${indiaTime(day, 46)},stranger@example.com,Someone,9000000001`,
    `${indiaTime(day, 47)},stranger@example.com,Else,9000000002`,
  );
  return rows.join('\n');
}

async function importResponses(page: Page) {
  // The day the dashboard shows as today.
  const today = await page.getByLabel('Day').inputValue();
  await page.getByRole('button', { name: 'Import the form’s responses' }).click();
  const panel = page.getByRole('region', { name: 'Import the form’s responses' });
  await panel.getByLabel('Choose a responses file').setInputFiles({
    name: 'Data entry form (Responses).csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(responses(today)),
  });
  return panel;
}

test("the admin imports a day of the form's responses, checks the preview and saves the count the worker then sees; a second import changes nothing", async ({
  page,
}) => {
  test.slow();
  await logIn(page, 'admin');
  await page.goto('/all-approved-user-list');
  const worker = page.getByRole('row').filter({ hasText: 'approved@demo.test' });
  // The seeded worker did 32 today.
  await expect(worker.getByRole('spinbutton')).toHaveValue('32', { timeout: 20_000 });

  let panel = await importResponses(page);
  await expect(panel).toContainText('It is never uploaded or stored anywhere.');
  await expect(panel).toContainText('1 repeated row was counted once.');
  const preview = panel.getByRole('table', { name: 'Counts to save, by day and worker' });
  const day = preview.getByRole('row').filter({ hasText: 'Priya Verma' });
  await expect(day).toContainText('45');
  await expect(day).toContainText('32');
  await expect(
    panel.getByRole('region', { name: 'Addresses of no approved or revoked worker', exact: true }),
  ).toContainText('stranger@example.com');
  await panel.getByRole('button', { name: 'Save 1 count' }).click();
  await expect(panel.getByText('1 count saved, each with the worker’s totals.')).toBeVisible();
  await expect(
    panel.getByText('Every count in this file is already saved: nothing to change.'),
  ).toBeVisible();
  await expect(worker.getByRole('spinbutton')).toHaveValue('45');

  // Again, from a fresh page: nothing to change.
  await page.reload();
  panel = await importResponses(page);
  await expect(
    panel.getByText('Every count in this file is already saved: nothing to change.'),
  ).toBeVisible();
  await logOut(page);

  await logIn(page, 'approved');
  await page.goto('/userwoDataEntryworksforms');
  const earnings = page.getByRole('region', { name: 'Your counts and earnings' });
  await expect(earnings.getByRole('term').filter({ hasText: 'Today' }).locator('..')).toContainText(
    '₹18045 entries',
  );
});

test('an Excel file made to unpack to gigabytes is refused, and a reader the browser cannot load is reported, the file not read on the page instead', async ({
  page,
  pageErrors,
}) => {
  await logIn(page, 'admin');
  await page.goto('/all-approved-user-list');
  const today = await page.getByLabel('Day').inputValue();
  await page.getByRole('button', { name: 'Import the form’s responses' }).click();
  const panel = page.getByRole('region', { name: 'Import the form’s responses' });
  const sheet = buildWorkbook([
    {
      name: 'Form responses 1',
      rows: [
        ['Timestamp', 'Email address'],
        [`${today} 00:01:00`, 'approved@demo.test'],
      ],
    },
  ]);
  await panel.getByLabel('Choose a responses file').setInputFiles({
    name: 'Data entry form (Responses).xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(lyingWorkbook(sheet)),
  });
  await expect(panel.getByRole('alert')).toHaveText(
    'This file is not a form’s responses file that can be read here: unpacked, it would be far larger than a month of responses. Download the responses from the form (Responses › Download responses) or from its linked sheet (File › Download › CSV), and drop that file.',
  );

  // The reader's script blocked, as a Content-Security-Policy or an extension would block it.
  await page.route(/\/assets\/responses\.worker-[^/]+\.js$/, (route) => route.abort('blockedbyclient'));
  await panel.getByLabel('Choose a responses file').setInputFiles({
    name: 'Data entry form (Responses).csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(responses(today)),
  });
  await expect(panel.getByRole('alert')).toHaveText(
    'The responses could not be read: this browser did not start, or stopped, the reader that works in the background. Reload the page and drop the file again; if it happens again, use an up-to-date Chrome, Edge, Firefox or Safari.',
  );
  await expect(panel.getByRole('table', { name: 'Counts to save, by day and worker' })).toHaveCount(0);

  // The blocked script and the app's note of it are the failure this journey makes on purpose.
  const expected = (error: string) => /Failed to load resource|Could not read the responses/.test(error);
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((error) => !expected(error)));
});
