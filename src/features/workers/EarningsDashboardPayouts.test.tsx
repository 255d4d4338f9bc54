import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../components/Toasts';
import { createTestBackend, demoAccounts } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { EarningsDashboardPage } from './EarningsDashboardPage';
import { earningsDashboardMessages as text, payoutMessages } from './messages';

const NOW = new Date(2026, 2, 1, 10, 30);
const TODAY = '2026-03-01';
const WORKER = 'Priya Verma';

async function open() {
  const backend = await createTestBackend({ as: 'admin' });
  const rendered = await renderPage(
    <>
      <Toasts />
      <EarningsDashboardPage />
    </>,
    { backend },
  );
  return rendered;
}

/** The worker's row once their figures, read after the list of workers, are in. */
const workerRow = async () => {
  const row = within(
    (await screen.findByText(demoAccounts.approved.email)).closest('tr') as HTMLTableRowElement,
  );
  await row.findByRole('button', { name: text.recordPayoutFor(WORKER) });
  return row;
};

describe('payouts on the earnings dashboard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("records a payout from the worker's row: paid, balance due and the total due move", async () => {
    const { user, backend } = await open();
    const row = await workerRow();
    // The seed's 549 entries earn ₹2,196; nothing is paid yet.
    const cells = row.getAllByRole('cell');
    expect(cells[4]).toHaveTextContent('₹0');
    expect(cells[5]).toHaveTextContent('₹2,196');
    expect(await screen.findByText(text.totalDue('₹2,196', '₹0'))).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: text.recordPayoutFor(WORKER) }));
    const dialog = within(await screen.findByRole('dialog', { name: payoutMessages.recordTitle(WORKER) }));
    expect(dialog.getByLabelText(payoutMessages.paidOnLabel)).toHaveValue(TODAY);
    await user.type(dialog.getByLabelText(payoutMessages.amountLabel), '500');
    await user.type(dialog.getByLabelText(payoutMessages.referenceLabel), 'UPI-500');
    await user.click(dialog.getByRole('button', { name: payoutMessages.record }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cells[4]).toHaveTextContent('₹500');
    expect(cells[5]).toHaveTextContent('₹1,696');
    expect(screen.getByText(text.totalDue('₹1,696', '₹500'))).toBeInTheDocument();
    expect(await backend.payouts.totals(demoAccounts.approved.uid)).toMatchObject({ paid: 500 });
  });

  it('lists a worker’s payouts and reverses one with a note, once', async () => {
    const { user, backend } = await open();
    const paid = await backend.payouts.record({
      uid: demoAccounts.approved.uid,
      amount: 700,
      paidOn: '2026-02-20',
      reference: 'UPI-700',
      note: '',
    });
    const row = await workerRow();
    await user.click(row.getByRole('button', { name: text.payoutsOf(WORKER) }));
    const history = within(await screen.findByRole('dialog', { name: payoutMessages.historyTitle(WORKER) }));
    await user.click(
      await history.findByRole('button', { name: payoutMessages.reverseLabel('₹700', '20 Feb 2026') }),
    );

    const reverse = within(await screen.findByRole('dialog', { name: payoutMessages.reverseTitle('₹700') }));
    await user.click(reverse.getByRole('button', { name: payoutMessages.reverseConfirm }));
    expect(reverse.getByText(payoutMessages.reverseNoteMissing)).toBeInTheDocument();
    expect(await backend.payouts.totals(demoAccounts.approved.uid)).toEqual({
      paid: 700,
      lastPayout: paid.id,
    });

    await user.type(reverse.getByLabelText(payoutMessages.reverseNoteLabel), 'Sent to the wrong account');
    await user.click(reverse.getByRole('button', { name: payoutMessages.reverseConfirm }));

    const after = within(await screen.findByRole('dialog', { name: payoutMessages.historyTitle(WORKER) }));
    expect(after.getByText(payoutMessages.reversed)).toBeInTheDocument();
    expect(after.queryByRole('button', { name: /^Reverse the payout/ })).not.toBeInTheDocument();
    expect(after.getByText(`${payoutMessages.reversal}: Sent to the wrong account`)).toBeInTheDocument();
    expect(await backend.payouts.totals(demoAccounts.approved.uid)).toEqual({
      paid: 0,
      lastPayout: `${paid.id}-reversal`,
    });
  });

  it('keeps a revoked worker who is still owed money on the dashboard, marked as no longer approved', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    await backend.users.setApproval(demoAccounts.approved.uid, false);
    await renderPage(<EarningsDashboardPage />, { backend });

    const owed = within(await screen.findByRole('region', { name: text.revokedLabel }));
    const row = within(owed.getByText(demoAccounts.approved.email).closest('tr')!);
    expect(row.getByText(text.noLongerApproved)).toBeInTheDocument();
    expect(row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['₹2,196', '₹0']),
    );
    expect(row.getByRole('button', { name: text.recordPayoutFor(WORKER) })).toBeInTheDocument();
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
  });

  it('leaves out a revoked worker who has been paid in full', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    await backend.payouts.record({
      uid: demoAccounts.approved.uid,
      amount: 2196,
      paidOn: '2026-02-28',
      reference: 'UPI-ALL',
      note: '',
    });
    await backend.users.setApproval(demoAccounts.approved.uid, false);
    await renderPage(<EarningsDashboardPage />, { backend });

    expect(await screen.findByText(text.noneRevoked)).toBeInTheDocument();
    expect(screen.queryByText(demoAccounts.approved.email)).not.toBeInTheDocument();
  });

  it('reads past a page of revoked workers all paid in full to the ones still owed', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    await backend.users.setApproval(demoAccounts.approved.uid, false);
    const owedWorker = (await backend.users.get(demoAccounts.approved.uid))!;
    const paidOff = { ...owedWorker, id: demoAccounts.learner.uid, email: demoAccounts.learner.email };
    // A first page holding only someone owed nothing (the learner never worked), then the worker.
    const pagesRead: (string | null | undefined)[] = [];
    backend.users.listRevokedPage = async ({ after }) => {
      pagesRead.push(after);
      return after ? { items: [owedWorker], next: null } : { items: [paidOff], next: 'second' };
    };
    await renderPage(<EarningsDashboardPage />, { backend });

    const owed = within(await screen.findByRole('region', { name: text.revokedLabel }));
    expect(owed.getByText(demoAccounts.approved.email)).toBeInTheDocument();
    expect(owed.queryByText(demoAccounts.learner.email)).not.toBeInTheDocument();
    expect(screen.queryByText(text.noneRevoked)).not.toBeInTheDocument();
    expect(pagesRead).toEqual([null, 'second']);
  });
});
