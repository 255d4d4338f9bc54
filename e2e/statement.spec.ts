import { format, subDays } from 'date-fns';
import { lyingWorkbook } from '../src/lib/spreadsheet/fixtures/zipBombs';
import { logIn, logOut } from './accounts';
import { dropStatement, pay, statement } from './bankStatement';
import { expect, test } from './fixtures';

test('the admin checks the pending payments against a bank statement: three matches approved in one action, the wrong amount and the missing one rejected with the proposed reasons', async ({
  page,
}) => {
  // Four payments filed, then the admin's check and two buyers' libraries: room for a busy machine.
  test.slow();
  await logIn(page, 'learner');
  await pay(page, '1', '533400000001');
  await pay(page, '3', '533400000002');
  await logOut(page);
  await logIn(page, 'approved');
  await pay(page, '2', '533400000003');
  await logOut(page);

  await logIn(page, 'admin');
  await page.goto('/confirm-payment');
  await page.getByRole('button', { name: 'Check against a bank statement' }).click();
  const check = page.getByRole('region', { name: 'Check against a bank statement' });
  await expect(check.getByText('It is never uploaded or stored anywhere.', { exact: false })).toBeVisible();
  await check.getByLabel('Choose a statement file').setInputFiles({
    name: 'Acct_Statement_XX0001.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(statement()),
  });

  const section = (name: RegExp) => check.getByRole('region', { name });
  await expect(section(/^Matches \(3\)$/)).toBeVisible();
  for (const reference of ['512345678902', '533400000001', '533400000003']) {
    await expect(
      section(/^Matches/)
        .getByRole('row')
        .filter({ hasText: reference }),
    ).toHaveCount(1);
  }
  await expect(section(/^Amount differs \(1\)$/)).toContainText('Received: ₹99');
  await expect(section(/^Not in the statement \(1\)$/)).toContainText('T2611201234567');
  await expect(section(/^Received, not claimed \(1\)$/)).toContainText('533499999999');
  await check.getByText('Columns used').click();
  await expect(check.getByLabel('Reference (UTR)')).toHaveValue(/\d+/);

  await check.getByRole('button', { name: 'Approve 3 matching payments' }).click();
  await expect(check.getByText('3 payments approved: the buyers can download their books.')).toBeVisible();
  await expect(section(/^Matches \(0\)$/)).toBeVisible();
  await expect(section(/^Already decided \(3\)$/)).toBeVisible();
  const tell = section(/^Tell the buyers$/);
  await expect(
    tell.getByRole('link', { name: 'E-mail 2 buyers (one e-mail, addresses in Bcc)' }),
  ).toHaveAttribute(
    'href',
    /^mailto:\?bcc=(learner%40demo\.test,approved%40demo\.test|approved%40demo\.test,learner%40demo\.test)&/,
  );
  await expect(tell.getByRole('link', { name: /^WhatsApp / })).toHaveCount(3);

  await section(/^Amount differs/)
    .getByRole('button', { name: 'Reject… 533400000002' })
    .click();
  let dialog = page.getByRole('dialog', { name: 'Reject payment 533400000002' });
  await expect(
    dialog.getByRole('radio', { name: 'The amount paid is not the price of the book' }),
  ).toBeChecked();
  await expect(dialog.getByLabel('Note to the buyer (optional)')).toHaveValue('We received ₹99, not ₹999.');
  await dialog.getByRole('button', { name: 'Reject payment' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section(/^Amount differs \(0\)$/)).toBeVisible();

  await section(/^Not in the statement/)
    .getByRole('button', { name: 'Reject… T2611201234567' })
    .click();
  dialog = page.getByRole('dialog', { name: 'Reject payment T2611201234567' });
  await expect(dialog.getByRole('radio', { name: 'The amount has not reached our account' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Reject payment' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section(/^Not in the statement \(0\)$/)).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Pending \(0\)/ })).toBeVisible();
  await logOut(page);

  // The buyers of the matches download their books.
  await logIn(page, 'learner');
  await page.goto('/library');
  await expect(page.getByRole('button', { name: 'Download Online Data Entry Guide' })).toBeVisible();
  await expect(
    page.getByText('the amount paid is not the price of the book', { exact: false }),
  ).toBeVisible();
  await logOut(page);
  await logIn(page, 'approved');
  await page.goto('/library');
  await expect(page.getByRole('button', { name: 'Download React Pro Series' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Node.js Expert' })).toBeVisible();
});

test('an Excel file made to unpack to gigabytes is refused, and a reader the browser cannot load is reported, the file not read on the page instead', async ({
  page,
  pageErrors,
}) => {
  await logIn(page, 'admin');
  await page.goto('/confirm-payment');
  await page.getByRole('button', { name: 'Check against a bank statement' }).click();
  const check = page.getByRole('region', { name: 'Check against a bank statement' });
  await check.getByLabel('Choose a statement file').setInputFiles({
    name: 'Acct_Statement_XX0001.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(lyingWorkbook()),
  });
  await expect(check.getByRole('alert')).toHaveText(
    'This file is not a bank statement that can be read here: unpacked, it would be far larger than any statement. Drop the statement as your bank or UPI app downloads it, in CSV or Excel.',
  );

  // The reader's script blocked, as a Content-Security-Policy or an extension would block it.
  await page.route(/\/assets\/statement\.worker-[^/]+\.js$/, (route) => route.abort('blockedbyclient'));
  await check.getByLabel('Choose a statement file').setInputFiles({
    name: 'Acct_Statement_XX0001.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(statement()),
  });
  await expect(check.getByRole('alert')).toHaveText(
    'The statement could not be read: this browser did not start, or stopped, the reader that works in the background. Reload the page and drop the file again; if it happens again, use an up-to-date Chrome, Edge, Firefox or Safari.',
  );
  await expect(check.getByRole('region', { name: /^Matches/ })).toHaveCount(0);

  // The blocked script and the app's note of it are the failure this journey makes on purpose.
  const expected = (error: string) => /Failed to load resource|Could not read the statement/.test(error);
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((error) => !expected(error)));
});

/**
 * An SBI-style statement of the last four days: every UPI row's reference cell is the bank's pool
 * account ('TRANSFER FROM 4897691162096'), a ₹499 payout to a worker went out, Priya paid for her
 * pending book, and two strangers paid ₹999 and ₹1,499.
 */
function sbiStatement(): string {
  const day = (ago: number) => format(subDays(new Date(), ago), 'd MMM yyyy');
  const row = (ago: number, description: string, reference: string, debit: string, credit: string) =>
    [day(ago), day(ago), description, reference, debit, credit, '"50,000.00"'].join(',');
  return [
    'Account Name,:,LEARN AND EARN TRAINING',
    'Account Number,:,00000012345678901',
    '',
    'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
    row(
      3,
      'TO TRANSFER-UPI/DR/533400000031/ANITA DESAI/SBIN/anita@oksbi/Payout--',
      'TRANSFER TO 4897691162096',
      '499.00',
      '',
    ),
    row(
      1,
      'BY TRANSFER-UPI/CR/512345678902/PRIYA VERMA/UTIB/priya@okaxis/EBOOK--',
      'TRANSFER FROM 4897691162096',
      '',
      '999.00',
    ),
    row(
      1,
      'BY TRANSFER-UPI/CR/533400000011/SUNITA SHARMA/SBIN/sunita@oksbi/EBOOK--',
      'TRANSFER FROM 4897691162096',
      '',
      '999.00',
    ),
    row(
      0,
      'BY TRANSFER-UPI/CR/533400000012/MEERA NAIR/HDFC/meera@okhdfcbank/EBOOK--',
      'TRANSFER FROM 4897691162096',
      '',
      '"1,499.00"',
    ),
  ].join('\n');
}

test('payments that quote what proves nothing are left out of the bulk approval: the bank’s pool account, a payout’s reference, another payer’s money until the admin ticks it', async ({
  page,
}) => {
  test.slow();
  // Rahul quotes the pool account every SBI statement shows, for the ₹1,499 Meera paid, and the
  // UTR of the ₹999 Sunita paid; Priya, a worker, quotes the reference of a payout.
  await logIn(page, 'learner');
  await pay(page, '1', 'TRANSFERFROM4897691162096');
  await pay(page, '3', '533400000011');
  await logOut(page);
  await logIn(page, 'approved');
  await pay(page, '2', '533400000031');
  await logOut(page);

  await logIn(page, 'admin');
  await page.goto('/confirm-payment');
  const check = await dropStatement(page, 'AccountStatement.csv', sbiStatement());

  const section = (name: RegExp) => check.getByRole('region', { name });
  const matches = section(/^Matches \(2\)$/);
  await expect(matches).toBeVisible();
  const honest = matches.getByRole('row').filter({ hasText: '512345678902' });
  await expect(honest).toContainText('Payer: PRIYA VERMA (priya@okaxis)');
  await expect(honest).not.toContainText('look before approving');
  const paidBySomeoneElse = matches.getByRole('row').filter({ hasText: '533400000011' });
  await expect(paidBySomeoneElse).toContainText('Rahul Kumar');
  await expect(paidBySomeoneElse).toContainText('Payer: SUNITA SHARMA (sunita@oksbi)');
  await expect(paidBySomeoneElse).toContainText('Not the buyer’s name: look before approving.');
  const pool = section(/^Can’t tell \(1\)$/)
    .getByRole('row')
    .filter({ hasText: 'TRANSFERFROM4897691162096' });
  await expect(pool).toContainText('On several rows of the statement, or not a row’s own reference');
  const payout = section(/^Not in the statement \(2\)$/)
    .getByRole('row')
    .filter({ hasText: '533400000031' });
  await expect(payout).toContainText('Money paid out, not received: ₹499');
  await expect(section(/^Received, not claimed \(1\)$/)).toContainText('533400000012');

  await check.getByRole('button', { name: 'Approve 1 matching payment' }).click();
  await expect(check.getByText('1 payment approved: the buyers can download their books.')).toBeVisible();
  await expect(section(/^Already decided \(1\)$/)).toContainText('512345678902');
  await expect(section(/^Matches \(1\)$/)).toContainText('533400000011');
  await expect(page.getByRole('tab', { name: /^Pending \(4\)/ })).toBeVisible();

  // Families pay for each other: the admin looks, ticks the payment and approves it after all.
  await section(/^Matches \(1\)$/)
    .getByRole('checkbox', { name: 'Approve with the others 533400000011' })
    .check();
  await check.getByRole('button', { name: 'Approve 1 matching payment' }).click();
  await expect(section(/^Matches \(0\)$/)).toBeVisible();
  await expect(section(/^Already decided \(2\)$/)).toContainText('533400000011');
  await expect(page.getByRole('tab', { name: /^Pending \(3\)/ })).toBeVisible();
});
