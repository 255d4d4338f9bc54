import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLocalBackend } from '../../backend/local';
import { MemoryStorage } from '../../backend/local/persistence';
import { DEMO_PASSWORD, demoAccounts } from '../../backend/local/seed';
import type { NewSentPayout } from '../../backend/types';
import { formatDate } from '../../lib/dates';
import { toDayId } from '../../lib/days';
import { renderPage } from '../../test/renderPage';
import { EarningsStatementPage } from './EarningsStatementPage';
import { texts } from './texts.en';
import { texts as hindi } from './texts.hi';

const worker = demoAccounts.approved.uid;
const today = toDayId(new Date());

const sent = (reference: string, amount: number): NewSentPayout => ({
  reference,
  uid: worker,
  amount,
  period: today.slice(0, 7),
  layout: 'plain-csv',
  fileName: 'payouts.csv',
  method: 'bank',
  payee: 'Priya Verma',
  accountTail: '9012',
  upi: '',
  sentOn: today,
});

/**
 * Two payouts sent in a run; the bank's statement has shown the first paid, and it is recorded. The
 * admin withdrew the second when `refused`, the bank not having paid it.
 */
async function workerWithARun(refused = false) {
  const storage = new MemoryStorage();
  const admin = await createLocalBackend({ storage });
  await admin.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
  await admin.sentPayouts.send([sent('LE00000000A1', 1000), sent('LE00000000B2', 500)]);
  await admin.payouts.record(
    { uid: worker, amount: 1000, paidOn: today, reference: 'UTR 612345678901', note: '' },
    'LE00000000A1',
  );
  if (refused) await admin.sentPayouts.withdraw('LE00000000B2');
  const backend = await createLocalBackend({ storage });
  await backend.auth.signIn(demoAccounts.approved.email, DEMO_PASSWORD);
  return backend;
}

describe('payouts sent for payment on the worker’s statement', () => {
  it('says which were sent for payment and which the bank has paid, with its reference', async () => {
    await renderPage(<EarningsStatementPage />, { backend: await workerWithARun() });
    const text = texts.statement;
    await screen.findByRole('heading', { name: text.sentTitle });
    const table = within(screen.getByRole('region', { name: text.sentLabel }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `${today.slice(0, 7)}₹500${text.sentOn(formatDate(today))}`,
      `${today.slice(0, 7)}₹1,000${text.paidOn(formatDate(today), 'UTR 612345678901')}`,
    ]);
    // The balance follows what is paid, not what is on its way.
    expect(screen.getByText(text.paySentence('₹1,000', '₹1,196'))).toBeInTheDocument();
  });

  it('says the same in Hindi', async () => {
    await renderPage(<EarningsStatementPage />, {
      backend: await workerWithARun(),
      route: '/hi/my-earnings',
    });
    const text = hindi.statement;
    await screen.findByRole('heading', { name: text.sentTitle });
    expect(screen.getByText(text.sentOn(formatDate(today)))).toBeInTheDocument();
    expect(screen.getByText(text.paidOn(formatDate(today), 'UTR 612345678901'))).toBeInTheDocument();
  });

  it('says a payout the bank did not pay was withdrawn, in both languages, and the balance stays due', async () => {
    const backend = await workerWithARun(true);
    const english = await renderPage(<EarningsStatementPage />, { backend });
    const text = texts.statement;
    const table = within(await screen.findByRole('region', { name: text.sentLabel }));
    expect(table.getAllByRole('row')[1]).toHaveTextContent(
      `${today.slice(0, 7)}₹500${text.withdrawnOn(formatDate(today))}`,
    );
    expect(screen.getByText(text.paySentence('₹1,000', '₹1,196'))).toBeInTheDocument();
    english.unmount();

    await renderPage(<EarningsStatementPage />, { backend, route: '/hi/my-earnings' });
    expect(await screen.findByText(hindi.statement.withdrawnOn(formatDate(today)))).toBeInTheDocument();
  });

  it('is not shown to a worker never paid by a run', async () => {
    await renderPage(<EarningsStatementPage />, { as: 'approved' });
    expect(await screen.findByText(texts.statement.paySentence('₹0', '₹2,196'))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: texts.statement.sentTitle })).not.toBeInTheDocument();
  });
});
