import { screen, within } from '@testing-library/react';
import { format, subDays } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import type { Backend } from '../../../backend/types';
import { DEMO_PASSWORD } from '../../../backend/local/seed';
import { createTestBackend, demoAccounts } from '../../../test/backend';
import { pickedCsv } from '../../../lib/spreadsheet/fixtures/droppedFile';
import { UnloadedWorker } from '../../../lib/spreadsheet/fixtures/unloadedWorker';
import { renderPage } from '../../../test/renderPage';
import { PaymentApprovalPage } from '../PaymentApprovalPage';

/**
 * An SBI-style statement of the last three days: the seed's ₹999 payment arrived, paid by `payer`
 * (the buyer herself unless said), with `reference` in the reference column; its ₹499 one did not.
 */
function statementFile(payer = 'PRIYA VERMA/UTIB/priya@okaxis', reference = ''): File {
  const day = (ago: number) => format(subDays(new Date(), ago), 'd MMM yyyy');
  const csv = [
    'Account Name,LEARN AND EARN',
    'Account Number,00000012345678901',
    '',
    'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
    `${day(3)},${day(3)},BY TRANSFER-NEFT-RENT,NEFT001,"5,000.00",,"10,000.00"`,
    `${day(1)},${day(1)},BY TRANSFER-UPI/CR/512345678902/${payer}/EBOOK,${reference},,999.00,"10,999.00"`,
    `${day(0)},${day(0)},BY TRANSFER-UPI/CR/533499999999/SOMEONE/YESB/x@ybl/GIFT,,,250.00,"11,249.00"`,
  ].join('\n');
  return pickedCsv(csv, 'statement.csv');
}

async function openCheck(backend?: Backend) {
  backend ??= await createTestBackend({ as: 'admin' });
  const rendered = await renderPage(<PaymentApprovalPage />, {
    route: paths.paymentApprovals.href(),
    backend,
  });
  await rendered.user.click(await screen.findByRole('button', { name: 'Check against a bank statement' }));
  // The check's code is loaded when the admin opens it.
  const panel = await screen.findByRole(
    'region',
    { name: 'Check against a bank statement' },
    { timeout: 10_000 },
  );
  return { ...rendered, backend, panel };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Each test is a whole journey through the page, and the first loads the check's code.
describe('the bank statement check', { timeout: 20_000 }, () => {
  it('classes the pending payments, approves the match in one action and proposes the reason for the missing one', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user, backend, panel } = await openCheck();
    expect(panel).toHaveTextContent('It is never uploaded or stored anywhere.');
    await user.upload(within(panel).getByLabelText('Choose a statement file'), statementFile());

    const section = (name: RegExp) => within(panel).getByRole('region', { name });
    expect(await within(panel).findByRole('region', { name: /^Matches \(1\)$/ })).toHaveTextContent(
      '512345678902',
    );
    expect(section(/^Matches \(1\)$/)).toHaveTextContent('Payer: PRIYA VERMA (priya@okaxis)');
    expect(section(/^Matches \(1\)$/)).not.toHaveTextContent('look before approving');
    expect(section(/^Not in the statement \(1\)$/)).toHaveTextContent('T2611201234567');
    expect(section(/^Received, not claimed \(1\)$/)).toHaveTextContent('533499999999');

    await user.click(within(panel).getByRole('button', { name: 'Approve 1 matching payment' }));
    expect(
      await within(panel).findByText('1 payment approved: the buyers can download their books.'),
    ).toBeVisible();
    expect((await backend.payments.get('512345678902'))?.status).toBe('confirmed');
    expect(section(/^Matches \(0\)$/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /^E-mail 1 buyer/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:\?bcc=approved%40demo\.test&subject=/),
    );

    await user.click(
      within(section(/^Not in the statement \(1\)$/)).getByRole('button', { name: /^Reject…/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject payment T2611201234567' });
    expect(
      within(dialog).getByRole('radio', { name: 'The amount has not reached our account' }),
    ).toBeChecked();
    // Nothing is rejected until the admin confirms.
    expect((await backend.payments.get('T2611201234567'))?.status).toBe('pending');
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(
      await within(panel).findByRole('region', { name: /^Not in the statement \(0\)$/ }),
    ).toBeInTheDocument();
    expect(await backend.payments.get('T2611201234567')).toMatchObject({
      status: 'rejected',
      rejectionReason: 'amount-not-received',
    });
  });

  it('leaves a match paid by someone else out of the approval until the admin ticks it', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user, backend, panel } = await openCheck();
    await user.upload(
      within(panel).getByLabelText('Choose a statement file'),
      statementFile('SUNITA SHARMA/SBIN/sunita@oksbi'),
    );

    const matches = await within(panel).findByRole('region', { name: /^Matches \(1\)$/ });
    expect(matches).toHaveTextContent('Priya Verma');
    expect(matches).toHaveTextContent('Payer: SUNITA SHARMA (sunita@oksbi)');
    expect(matches).toHaveTextContent('Not the buyer’s name: look before approving.');
    expect(within(panel).queryByRole('button', { name: /^Approve \d+ matching/ })).toBeNull();

    await user.click(within(matches).getByRole('checkbox', { name: 'Approve with the others 512345678902' }));
    await user.click(within(panel).getByRole('button', { name: 'Approve 1 matching payment' }));
    expect(
      await within(panel).findByText('1 payment approved: the buyers can download their books.'),
    ).toBeVisible();
    expect((await backend.payments.get('512345678902'))?.status).toBe('confirmed');
  });

  it('says which payment claims a credit another payment quotes too, and approves only the first', async () => {
    // Rahul files Priya's reference in its padded form, read off her screenshot.
    const backend = await createTestBackend({ as: 'learner' });
    await backend.payments.submit({
      bookId: '1',
      bookTitle: 'Online Data Entry Guide',
      amount: '₹1,499',
      emailID: demoAccounts.learner.email,
      userName: 'Rahul Kumar',
      transactionId: '0000512345678902',
    });
    await backend.auth.signOut();
    await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
    const { user, panel } = await openCheck(backend);
    // The bank wrote the reference padded in its reference column too.
    await user.upload(
      within(panel).getByLabelText('Choose a statement file'),
      statementFile(undefined, '0000512345678902'),
    );

    const matches = await within(panel).findByRole('region', { name: /^Matches \(1\)$/ });
    expect(matches).toHaveTextContent('Priya Verma');
    const contested = within(panel).getByRole('region', { name: /^Can’t tell \(1\)$/ });
    expect(contested).toHaveTextContent('0000512345678902');
    expect(contested).toHaveTextContent('Its credit is claimed by payment 512345678902.');
    expect(within(panel).getByRole('button', { name: 'Approve 1 matching payment' })).toBeVisible();
  });

  it('says plainly when the file is not a statement, and writes nothing', async () => {
    const { user, backend, panel } = await openCheck();
    await user.upload(
      within(panel).getByLabelText('Choose a statement file'),
      pickedCsv('Shopping list\nmilk\nbread\n', 'notes.csv'),
    );
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      /^This file does not look like a bank statement/,
    );
    expect(await backend.payments.count('pending')).toBe(2);
  });

  it('says so when the browser cannot read the file in the background, and reads nothing on the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('Worker', UnloadedWorker);
    const { user, panel } = await openCheck();
    await user.upload(within(panel).getByLabelText('Choose a statement file'), statementFile());
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'The statement could not be read: this browser did not start, or stopped, the reader that works in the background. Reload the page and drop the file again; if it happens again, use an up-to-date Chrome, Edge, Firefox or Safari.',
    );
    expect(within(panel).queryByRole('region', { name: /^Matches/ })).not.toBeInTheDocument();
  });
});
