import { expect, type Locator, type Page } from '@playwright/test';
import { demo } from './accounts';

/**
 * Opens the admin's dialog recording a payout to the demo worker, Priya Verma, from the earnings
 * dashboard and fills it in; returns the worker's row and the dialog, its Record payout button not
 * yet pressed.
 */
export async function fillPayout(
  page: Page,
  amount: string,
  reference: string,
): Promise<{ row: Locator; dialog: Locator }> {
  await page.goto('/all-approved-user-list');
  const row = page.getByRole('region', { name: 'User earnings table' }).getByRole('row').filter({
    hasText: demo.approved,
  });
  const record = row.getByRole('button', { name: 'Record a payout to Priya Verma' });
  await expect(record).toBeVisible({ timeout: 20_000 });
  await record.click();
  const dialog = page.getByRole('dialog', { name: 'Record a payout to Priya Verma' });
  await dialog.getByLabel('Amount (whole rupees)').fill(amount);
  await dialog.getByLabel('UPI or bank reference').fill(reference);
  return { row, dialog };
}
