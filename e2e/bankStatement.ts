import { format, subDays } from 'date-fns';
import { expect, type Locator, type Page } from '@playwright/test';

/** Files a payment for the book with `reference`, as the signed-in buyer does on the payment page. */
export async function pay(page: Page, bookId: string, reference: string) {
  await page.goto(`/payment/${bookId}`);
  await page.getByLabel('Transaction ID or UTR number').fill(reference);
  await page.getByRole('button', { name: 'Submit payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/confirmation/${reference}$`));
}

/**
 * Opens the statement check on the admin's payments page and drops a CSV statement on it; returns the
 * check's region.
 */
export async function dropStatement(page: Page, name: string, csv: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Check against a bank statement' }).click();
  const check = page.getByRole('region', { name: 'Check against a bank statement' });
  await check.getByLabel('Choose a statement file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  return check;
}

/**
 * An HDFC-style statement (account details, then the table; day-first dates) of the last three days:
 * the money of three payments, a wrong amount for a fourth, nothing for the seed's learner's
 * payment of two days ago, and a credit nobody claims.
 */
export function statement(): string {
  const day = (ago: number) => format(subDays(new Date(), ago), 'dd/MM/yy');
  return [
    'HDFC BANK Ltd.,,,,,,',
    'Account Name :,LEARN AND EARN TRAINING,,,,,',
    'Account No :,50100000000001,,,,,',
    ',,,,,,',
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    `${day(3)},NEFT-OFFICE RENT,000000000001,${day(3)},"12,000.00",,"50,000.00"`,
    `${day(1)},UPI-PRIYA VERMA-priya@okaxis-UTIB0000001-512345678902-EBOOK,0000512345678902,${day(1)},,999.00,"50,999.00"`,
    `${day(1)},UPI-A PAYER-payer@ybl-YESB0000001-533499999999-GIFT,0000533499999999,${day(1)},,250.00,"51,249.00"`,
    `${day(0)},UPI-RAHUL KUMAR-rahul@okicici-ICIC0000001-533400000001-EBOOK,0000533400000001,${day(0)},,"1,499.00","52,748.00"`,
    `${day(0)},UPI-RAHUL KUMAR-rahul@okicici-ICIC0000001-533400000002-EBOOK,0000533400000002,${day(0)},,99.00,"52,847.00"`,
    `${day(0)},UPI-PRIYA VERMA-priya@okaxis-UTIB0000001-533400000003-EBOOK,0000533400000003,${day(0)},,499.00,"53,346.00"`,
  ].join('\n');
}
