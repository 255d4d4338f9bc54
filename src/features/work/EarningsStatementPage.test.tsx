import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalBackend } from '../../backend/local';
import { MemoryStorage } from '../../backend/local/persistence';
import { DEMO_PASSWORD, demoAccounts } from '../../backend/local/seed';
import { holdRead, type DemoAccountName } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { EarningsStatementPage } from './EarningsStatementPage';
import { texts } from './texts.en';

const { statement: text, work: workMessages } = texts;

const signedIn = async (storage: MemoryStorage, who: DemoAccountName) => {
  const backend = await createLocalBackend({ storage });
  await backend.auth.signIn(demoAccounts[who].email, DEMO_PASSWORD);
  return backend;
};

/** The demo, with the approved worker paid ₹500 on 1 January and ₹200 taken back the next day. */
async function paidWorker() {
  const storage = new MemoryStorage();
  const admin = await signedIn(storage, 'admin');
  const worker = demoAccounts.approved.uid;
  await admin.payouts.record({
    uid: worker,
    amount: 500,
    paidOn: '2026-01-01',
    reference: 'UPI-1',
    note: '',
  });
  const wrong = await admin.payouts.record({
    uid: worker,
    amount: 200,
    paidOn: '2026-01-02',
    reference: 'UPI-2',
    note: '',
  });
  await admin.payouts.reverse(wrong, '2026-01-02', 'Sent twice');
  return signedIn(storage, 'approved');
}

const card = (label: string) =>
  within(screen.getByLabelText(text.figuresLabel)).getByText(label, { selector: 'dt' }).parentElement!;

describe('EarningsStatementPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 2, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says how much a worker paid beyond their earnings was overpaid, never a negative amount due', async () => {
    const storage = new MemoryStorage();
    const admin = await signedIn(storage, 'admin');
    // The seed's worker has earned ₹2,196.
    await admin.payouts.record({
      uid: demoAccounts.approved.uid,
      amount: 2500,
      paidOn: '2026-01-01',
      reference: 'UPI-9',
      note: '',
    });
    await renderPage(<EarningsStatementPage />, { backend: await signedIn(storage, 'approved') });

    expect(await screen.findByText(text.paySentenceOverpaid('₹2,500', '₹304'))).toBeInTheDocument();
    expect(card(text.balanceDue)).toHaveTextContent('Overpaid by ₹304');
    expect(screen.queryByText(/-₹/)).not.toBeInTheDocument();
  });

  it("shows what the worker earned, was paid and is owed, and the month's days, payouts and totals", async () => {
    await renderPage(<EarningsStatementPage />, { backend: await paidWorker() });

    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(await screen.findByText(text.statementFor('Priya Verma'))).toBeInTheDocument();
    // The seed: 32 today, 85 yesterday, 549 in all; paid ₹500 + ₹200 − ₹200.
    expect(await screen.findByText(text.paySentence('₹500', '₹1,696'))).toBeInTheDocument();
    expect(card(text.today)).toHaveTextContent('₹12832 entries');
    expect(card(text.thisMonth)).toHaveTextContent('₹468117 entries');
    expect(card(text.allTime)).toHaveTextContent('₹2,196549 entries');
    expect(card(text.paid)).toHaveTextContent('₹500');
    expect(card(text.balanceDue)).toHaveTextContent('₹1,696');

    const monthTotals = await screen.findByLabelText(text.monthTotalsTitle);
    expect(monthTotals).toHaveTextContent(`${text.count}117${text.earned}₹468${text.paid}₹500`);

    const days = within(screen.getByRole('region', { name: text.daysLabel('January 2026') }));
    const dayRows = days.getAllByRole('row').slice(1);
    expect(dayRows.map((row) => row.textContent)).toEqual(['2 Jan 202632₹128', '1 Jan 202685₹340']);

    const payouts = within(screen.getByRole('region', { name: text.payoutsLabel('January 2026') }));
    expect(
      payouts
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '1 Jan 2026UPI-1₹500',
      '2 Jan 2026UPI-2₹200',
      `2 Jan 2026UPI-2${text.reversedNote('Sent twice')}-₹200`,
    ]);
    expect(screen.getByRole('button', { name: text.print })).toBeInTheDocument();
  });

  it('reaches back to a day recorded before the account was made', async () => {
    const storage = new MemoryStorage();
    const admin = await signedIn(storage, 'admin');
    // The demo accounts were made in December 2025; a count from November, entered later.
    await admin.entries.save(demoAccounts.approved.uid, '2025-11-20', 12);
    const { user } = await renderPage(<EarningsStatementPage />, {
      backend: await signedIn(storage, 'approved'),
    });
    await screen.findByText(text.paySentence('₹0', '₹2,244'));

    await user.click(screen.getByRole('button', { name: text.previousMonth }));
    await screen.findByRole('heading', { name: 'December 2025' });
    await user.click(screen.getByRole('button', { name: text.previousMonth }));
    expect(await screen.findByRole('heading', { name: 'November 2025' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText(text.monthTotalsTitle)).toHaveTextContent(
        `${text.count}12${text.earned}₹48`,
      ),
    );
    expect(screen.getByRole('button', { name: text.previousMonth })).toBeDisabled();
  });

  it('goes back a month at a time to the month the account was made, reading only that month', async () => {
    const backend = await paidWorker();
    const wholeHistory = vi.spyOn(backend.entries, 'listAll');
    const { user } = await renderPage(<EarningsStatementPage />, { backend });
    await screen.findByText(text.paySentence('₹500', '₹1,696'));

    await user.click(screen.getByRole('button', { name: text.previousMonth }));
    expect(await screen.findByRole('heading', { name: 'December 2025' })).toBeInTheDocument();
    // 100, 64, 47, 90, 73, 58 on 30, 29, 28, 26, 25 and 24 December; nothing paid then.
    await waitFor(() =>
      expect(screen.getByLabelText(text.monthTotalsTitle)).toHaveTextContent(
        `${text.count}432${text.earned}₹1,728${text.paid}₹0`,
      ),
    );
    expect(screen.getByText(text.noPayouts)).toBeInTheDocument();
    const days = within(screen.getByRole('region', { name: text.daysLabel('December 2025') }));
    expect(days.getAllByRole('row').slice(1)).toHaveLength(31);
    // The demo accounts were made in December: there is no earlier month.
    expect(screen.getByRole('button', { name: text.previousMonth })).toBeDisabled();
    // The figures above stay the whole history's.
    expect(card(text.balanceDue)).toHaveTextContent('₹1,696');
    expect(wholeHistory).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: text.nextMonth }));
    expect(await screen.findByRole('heading', { name: 'January 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.nextMonth })).toBeDisabled();
  });

  it("reads this month's days from the worker's totals, not a document a day", async () => {
    const backend = await paidWorker();
    const dayByDay = vi.spyOn(backend.entries, 'listRange');
    await renderPage(<EarningsStatementPage />, { backend });

    expect(await screen.findByText(text.paySentence('₹500', '₹1,696'))).toBeInTheDocument();
    expect(card(text.today)).toHaveTextContent('₹12832 entries');
    expect(card(text.thisMonth)).toHaveTextContent('₹468117 entries');
    await screen.findByLabelText(text.monthTotalsTitle);
    const days = within(screen.getByRole('region', { name: text.daysLabel('January 2026') }));
    expect(
      days
        .getAllByRole('row')
        .map((row) => row.textContent)
        .slice(1),
    ).toEqual(['2 Jan 202632₹128', '1 Jan 202685₹340']);
    expect(dayByDay).not.toHaveBeenCalled();
  });

  it("shows no day of this month when the totals keep last month's, never last month's days", async () => {
    // The last counts are January's (the 1st corrected to 0, the 2nd 32): on 3 February the totals
    // still keep January, and February has no day recorded.
    const storage = new MemoryStorage();
    const admin = await signedIn(storage, 'admin');
    const worker = demoAccounts.approved.uid;
    await admin.entries.save(worker, '2026-01-01', 0);
    vi.setSystemTime(new Date(2026, 1, 3, 9, 0));
    const { user } = await renderPage(<EarningsStatementPage />, {
      backend: await signedIn(storage, 'approved'),
    });

    expect(await screen.findByRole('heading', { name: 'February 2026' })).toBeInTheDocument();
    await waitFor(() => expect(card(text.thisMonth)).toHaveTextContent('₹00 entries'));
    expect(card(text.today)).toHaveTextContent('₹00 entries');
    await screen.findByLabelText(text.monthTotalsTitle);
    const february = within(screen.getByRole('region', { name: text.daysLabel('February 2026') }));
    expect(
      february
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      `3 Feb 2026${text.notRecorded}₹0`,
      `2 Feb 2026${text.notRecorded}₹0`,
      `1 Feb 2026${text.notRecorded}₹0`,
    ]);

    // January, the month the totals keep, is read as it is: the 1st, corrected to 0.
    await user.click(screen.getByRole('button', { name: text.previousMonth }));
    await waitFor(() =>
      expect(screen.getByLabelText(text.monthTotalsTitle)).toHaveTextContent(
        `${text.count}32${text.earned}₹128`,
      ),
    );
  });

  it('says the figures are loading, never that nothing is recorded nor ₹0, until they arrive', async () => {
    const { backend, release } = holdRead(await paidWorker(), 'payouts', 'totals');
    await renderPage(<EarningsStatementPage />, { backend });

    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${text.title} \\| `)));
    expect(await screen.findByText(text.loading)).toBeInTheDocument();
    expect(screen.queryByText(text.empty)).not.toBeInTheDocument();
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();

    await act(async () => release());
    expect(await screen.findByText(text.paySentence('₹500', '₹1,696'))).toBeInTheDocument();
  });

  it("says an earlier month is loading, never 'None recorded' for its days, until they arrive", async () => {
    const { backend, release } = holdRead(
      await paidWorker(),
      'entries',
      'listRange',
      (_uid: string, from: string) => from.startsWith('2025-12'),
    );
    const { user } = await renderPage(<EarningsStatementPage />, { backend });
    await screen.findByText(text.paySentence('₹500', '₹1,696'));

    await user.click(screen.getByRole('button', { name: text.previousMonth }));

    const month = screen.getByRole('region', { name: 'December 2025' });
    expect(within(month).getByRole('status')).toHaveTextContent(text.loading);
    expect(within(month).queryByText(text.notRecorded)).not.toBeInTheDocument();
    expect(within(month).queryByLabelText(text.monthTotalsTitle)).not.toBeInTheDocument();

    await act(async () => release());
    await waitFor(() =>
      expect(screen.getByLabelText(text.monthTotalsTitle)).toHaveTextContent(
        `${text.count}432${text.earned}₹1,728${text.paid}₹0`,
      ),
    );
  });

  it('tells someone who never worked that nothing is recorded yet', async () => {
    await renderPage(<EarningsStatementPage />, { as: 'learner' });

    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sends the admin to the dashboard', async () => {
    await renderPage(<EarningsStatementPage />, { as: 'admin' });

    expect(await screen.findByText(workMessages.adminNote)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.print })).not.toBeInTheDocument();
  });
});
