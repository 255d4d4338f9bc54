import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/errors';
import type { Backend, Payment } from '../../backend/types';
import { Toasts } from '../../components/Toasts';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/dates';
import { createTestBackend, holdRead } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { PaymentApprovalPage } from './PaymentApprovalPage';

const openDashboard = (backend?: Backend) =>
  renderPage(<PaymentApprovalPage />, {
    route: paths.paymentApprovals.href(),
    path: paths.paymentApprovals.path,
    as: 'admin',
    backend,
  });

async function adminBackend(listPage?: Backend['payments']['listPage']): Promise<Backend> {
  const backend = await createTestBackend({ as: 'admin' });
  return listPage ? { ...backend, payments: { ...backend.payments, listPage } } : backend;
}

const payment = (overrides: Partial<Payment>): Payment => ({
  id: 'X',
  bookId: '2',
  bookTitle: 'React Pro Series',
  amount: '₹499',
  emailID: 'old@example.in',
  userName: 'Old Buyer',
  transactionId: 'X',
  createdAt: null,
  status: 'pending',
  uid: 'someone',
  ...overrides,
});

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('PaymentApprovalPage', () => {
  it('shows the Pending and Confirmed tabs with their counts, pending first, newest first', async () => {
    const backend = await adminBackend();
    await openDashboard(backend);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Approval Dashboard' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Pending (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Confirmed (1)' })).toHaveAttribute('aria-selected', 'false');
    const table = screen.getByRole('table', { name: 'Pending payments' });
    const rows = bodyRows(table);
    expect(rows).toHaveLength(2);

    const newest = (await backend.payments.find('512345678902'))!;
    const first = within(rows[0]!);
    expect(first.getByRole('rowheader', { name: '512345678902' })).toBeInTheDocument();
    expect(first.getByText(formatDateTime(newest.createdAt))).toBeInTheDocument();
    expect(first.getByText('Priya Verma')).toBeInTheDocument();
    expect(first.getByText('approved@demo.test')).toBeInTheDocument();
    expect(first.getByText('Node.js Expert')).toBeInTheDocument();
    expect(first.getByText('₹999')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Approve 512345678902' })).toBeEnabled();
    expect(within(rows[1]!).getByRole('rowheader', { name: 'T2611201234567' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Payment Approval Dashboard \| /));
  });

  it('moves between the tabs with the arrow keys', async () => {
    const { user } = await openDashboard();
    const pending = await screen.findByRole('tab', { name: 'Pending (2)' });

    await user.click(pending);
    await user.keyboard('{ArrowRight}');

    const confirmed = screen.getByRole('tab', { name: 'Confirmed (1)' });
    expect(confirmed).toHaveFocus();
    expect(confirmed).toHaveAttribute('aria-selected', 'true');
    const table = within(screen.getByRole('tabpanel', { name: 'Confirmed (1)' })).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: '512345678901' })).toBeInTheDocument();
    expect(within(table).getByText('Confirmed')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Rejected (0)' })).toHaveFocus();
    expect(screen.getByText('No payments have been rejected.')).toBeInTheDocument();

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Pending (2)' })).toHaveFocus();
  });

  it('dates a payment by createdAt, then timestamp, with N/A and Invalid Date', async () => {
    const backend = await adminBackend(async () => ({
      items: [
        payment({ id: 'A', transactionId: 'CREATED', createdAt: new Date(2026, 0, 5, 15, 4) }),
        payment({ id: 'B', transactionId: 'LEGACY', timestamp: new Date(2025, 11, 1, 9, 30) }),
        payment({ id: 'C', transactionId: 'UNDATED' }),
        payment({ id: 'D', transactionId: 'BROKEN', createdAt: new Date(Number.NaN) }),
      ],
      next: null,
    }));
    await openDashboard(backend);

    const rows = bodyRows(await screen.findByRole('table'));
    const dateOf = (id: string) =>
      rows.find((row) => within(row).queryByRole('rowheader', { name: id }))!.querySelector('td')!;
    expect(dateOf('CREATED')).toHaveTextContent(formatDateTime(new Date(2026, 0, 5, 15, 4)));
    expect(dateOf('LEGACY')).toHaveTextContent(formatDateTime(new Date(2025, 11, 1, 9, 30)));
    expect(dateOf('UNDATED')).toHaveTextContent('N/A');
    expect(dateOf('BROKEN')).toHaveTextContent('Invalid Date');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent).slice(0, 2)).toEqual([
      'CREATED',
      'LEGACY',
    ]);
  });

  it.each([
    ['transaction id', 't2611201234567'],
    ['transaction id typed with spaces', 'T 2611 2012 34567'],
    ['name', 'rahul'],
    ['surname', 'Rahul K'],
    ['e-mail', 'learner@demo'],
  ])('finds a payment by its %s', async (_what, query) => {
    const { user } = await openDashboard();
    await user.type(await screen.findByRole('searchbox', { name: 'Search payments' }), query);

    await waitFor(() => expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument());
    const rows = bodyRows(screen.getByRole('table'));
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('T2611201234567');
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Confirmed (0)' })).toBeInTheDocument();
  });

  it('says when nothing matches the search', async () => {
    const { user } = await openDashboard();
    await user.type(await screen.findByRole('searchbox', { name: 'Search payments' }), 'nobody');

    expect(await screen.findByText('No payments match “nobody”.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says what the search matches: a middle of a name or a book title is not found', async () => {
    const { user } = await openDashboard();
    expect(await screen.findByText(/found by transaction ID only/)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search payments' }), 'kumar');
    expect(await screen.findByText('No payments match “kumar”.')).toBeInTheDocument();
  });

  // The port has no way to read every payment, so one page is all the dashboard can ask for.
  it('counts the tabs with the server and reads one page', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const listPage = vi.spyOn(backend.payments, 'listPage');
    await openDashboard(backend);
    expect(await screen.findByRole('tab', { name: 'Pending (2)' })).toBeInTheDocument();
    expect(listPage).toHaveBeenCalledTimes(1);
    expect(listPage).toHaveBeenCalledWith('pending', { size: 25, after: null });
  });

  it('pages through a status with next and previous', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const listPage = backend.payments.listPage;
    // One payment a page, so the two pending ones make two pages.
    const { user } = await openDashboard({
      ...backend,
      payments: {
        ...backend.payments,
        listPage: (status, request) => listPage(status, { ...request, size: 1 }),
      },
    });
    const firstRow = () => within(bodyRows(screen.getByRole('table'))[0]!).getByRole('rowheader');
    await screen.findByRole('table', { name: 'Pending payments' });
    expect(firstRow()).toHaveTextContent('512345678902');
    expect(screen.getByText('Page 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(firstRow()).toHaveTextContent('T2611201234567'));
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(firstRow()).toHaveTextContent('512345678902'));
  });

  it("approves a pending payment: it moves to Confirmed, then 'Payment approved successfully!'", async () => {
    const backend = await adminBackend();
    const { user } = await openDashboard(backend);
    let pendingWhenAlerted: string[] = [];
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {
      pendingWhenAlerted = bodyRows(screen.getByRole('table')).map(
        (row) => within(row).getByRole('rowheader').textContent!,
      );
    });
    await user.click(await screen.findByRole('button', { name: 'Approve T2611201234567' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Payment approved successfully!'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(pendingWhenAlerted).toEqual(['512345678902']);
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Confirmed (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve 512345678902' })).toHaveFocus();
    const stored = await backend.payments.find('T2611201234567');
    expect(stored?.status).toBe('confirmed');
  });

  it('says so when there is nothing to approve or nothing confirmed yet', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const { user } = await openDashboard({
      ...backend,
      payments: {
        ...backend.payments,
        count: async () => 0,
        listPage: async () => ({ items: [], next: null }),
      },
    });

    expect(await screen.findByText('No payments are waiting for approval.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Confirmed (0)' }));
    expect(screen.getByText('No payments have been confirmed yet.')).toBeInTheDocument();
  });

  it('logs a failed load and offers a retry instead of an empty table', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = await createTestBackend({ as: 'admin' });
    const listPage = vi.fn(backend.payments.listPage).mockRejectedValueOnce(new BackendError('network'));
    const { user } = await openDashboard({ ...backend, payments: { ...backend.payments, listPage } });

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the payments.');
    expect(error).toHaveBeenCalledWith('Could not load payments', expect.any(BackendError));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText('No payments are waiting for approval.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('tab', { name: 'Pending (2)' })).toBeInTheDocument();
  });

  it('reads the payments again with Refresh', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const fresh = payment({ id: 'NEW1', transactionId: 'NEW1', createdAt: new Date() });
    const { listPage, count } = backend.payments;
    let paid = false;
    const { user } = await openDashboard({
      ...backend,
      payments: {
        ...backend.payments,
        // A buyer pays while the admin looks at the page.
        count: async (status) => (await count(status)) + (paid && status === 'pending' ? 1 : 0),
        listPage: async (status, request) => {
          const page = await listPage(status, request);
          return paid && status === 'pending' ? { ...page, items: [fresh, ...page.items] } : page;
        },
      },
    });
    await screen.findByRole('tab', { name: 'Pending (2)' });
    paid = true;

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByRole('tab', { name: 'Pending (3)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(bodyRows(screen.getByRole('table'))[0]!).getByRole('rowheader')).toHaveTextContent(
        'NEW1',
      ),
    );
  });

  it('toasts a failed approval and keeps the payment pending', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const backend = await createTestBackend({ as: 'admin' });
    const approve = () => Promise.reject(new BackendError('permission-denied'));
    render(<Toasts />);
    const { user } = await openDashboard({ ...backend, payments: { ...backend.payments, approve } });

    await user.click(await screen.findByRole('button', { name: 'Approve T2611201234567' }));

    expect(
      await screen.findByText(
        'The payment of Rahul Kumar was not approved: You do not have permission to do that.',
      ),
    ).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Pending (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve T2611201234567' })).toBeEnabled();
  });

  it('says an approval that heard no answer may have been made, and one sent offline that the admin is offline', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const backend = await adminBackend();
    const approve = backend.payments.approve.bind(backend.payments);
    // The server approves it; its answer never reaches the page.
    const sent = vi.spyOn(backend.payments, 'approve').mockImplementationOnce(async (id) => {
      await approve(id);
      throw new BackendError('network');
    });
    render(<Toasts />);
    const { user } = await openDashboard(backend);

    await user.click(await screen.findByRole('button', { name: 'Approve T2611201234567' }));
    expect(
      await screen.findByText(
        'No answer came back, so the payment of Rahul Kumar may or may not have been approved. Check your connection and press Approve again: it is decided once, its book granted once.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/was not approved/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve T2611201234567' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(expect.stringMatching(/^This payment was already approved/)),
    );
    expect((await backend.payments.find('T2611201234567'))?.status).toBe('confirmed');

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    sent.mockRejectedValueOnce(new BackendError('network'));
    await user.click(await screen.findByRole('button', { name: /^Approve (?!T2611201234567)/ }));
    expect(
      await screen.findByText(/^You are offline, so the payment of .+ may not have been approved\./),
    ).toBeInTheDocument();
  });

  it('tells the later of two tabs that the payment was approved already, and grants the book once', async () => {
    const backend = await adminBackend();
    const { user } = await openDashboard(backend);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const button = await screen.findByRole('button', { name: 'Approve T2611201234567' });
    // The other tab approves it while this one still shows it pending.
    await backend.payments.approve('T2611201234567');
    const decidedAt = (await backend.payments.find('T2611201234567'))?.decidedAt;

    await user.click(button);
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(expect.stringMatching(/^This payment was already approved/)),
    );
    expect(screen.getByRole('tab', { name: 'Confirmed (2)' })).toBeInTheDocument();
    expect((await backend.payments.find('T2611201234567'))?.decidedAt).toEqual(decidedAt);
  });

  it('tells the later tab a payment rejected by then was not approved, and moves its row', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const backend = await adminBackend();
    render(<Toasts />);
    const { user } = await openDashboard(backend);
    const button = await screen.findByRole('button', { name: 'Approve T2611201234567' });
    await backend.payments.reject('T2611201234567', { reason: 'transaction-not-found' });

    await user.click(button);
    expect(
      await screen.findByText(
        'The payment of Rahul Kumar was not approved: This payment was already rejected by then, so it was not approved.',
      ),
    ).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
    expect((await backend.payments.find('T2611201234567'))?.status).toBe('rejected');
  });

  it('approves once however fast the admin clicks twice, and grants the buyer the book', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const backend = await createTestBackend({ as: 'admin' });
    const approve = vi.fn(backend.payments.approve);
    const { user } = await openDashboard({ ...backend, payments: { ...backend.payments, approve } });

    await user.dblClick(await screen.findByRole('button', { name: 'Approve T2611201234567' }));

    await screen.findByRole('tab', { name: 'Confirmed (2)' });
    expect(approve).toHaveBeenCalledTimes(1);
    const stored = await backend.payments.find('T2611201234567');
    expect(stored).toMatchObject({ status: 'confirmed', decidedBy: 'demo-admin' });
    expect(stored?.decidedAt).toBeInstanceOf(Date);
  });

  it('rejects a payment with a reason and a note: it moves to Rejected, where its id can be freed', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    render(<Toasts />);
    const { user } = await openDashboard(backend);

    await user.click(await screen.findByRole('button', { name: 'Reject T2611201234567' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject payment T2611201234567' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason.');

    await user.click(
      within(dialog).getByRole('radio', { name: 'The amount paid is not the price of the book' }),
    );
    await user.type(within(dialog).getByLabelText('Note to the buyer (optional)'), 'We received ₹49');
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
    expect(
      await screen.findByText('Payment rejected. The buyer sees the reason in My Library.'),
    ).toBeInTheDocument();
    const stored = await backend.payments.find('T2611201234567');
    expect(stored).toMatchObject({
      status: 'rejected',
      rejectionReason: 'wrong-amount',
      rejectionNote: 'We received ₹49',
      decidedBy: 'demo-admin',
    });

    await user.click(screen.getByRole('tab', { name: 'Rejected (1)' }));
    const row = bodyRows(screen.getByRole('table', { name: 'Rejected payments' }))[0]!;
    expect(
      within(row).getByText('the amount paid is not the price of the book (We received ₹49)'),
    ).toBeInTheDocument();
    const mail = within(row).getByRole('link', { name: 'E-mail T2611201234567' });
    expect(decodeURIComponent(mail.getAttribute('href')!)).toContain(
      'Hello Rahul, we could not accept your payment for React Pro Series: the amount paid is not the price of the book (We received ₹49).',
    );

    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(within(row).getByRole('button', { name: 'Free transaction ID T2611201234567' }));
    expect(await screen.findByRole('tab', { name: 'Rejected (0)' })).toBeInTheDocument();
    expect(await backend.payments.find('T2611201234567')).toBeNull();
  });

  it('keeps the payment pending and the dialog open when a rejection fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = await createTestBackend({ as: 'admin' });
    const reject = () => Promise.reject(new BackendError('network'));
    render(<Toasts />);
    const { user } = await openDashboard({ ...backend, payments: { ...backend.payments, reject } });

    await user.click(await screen.findByRole('button', { name: 'Reject T2611201234567' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'The payment was for another book' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));

    expect(
      await screen.findByText(
        'No answer came back, so the payment of Rahul Kumar may or may not have been rejected. Check your connection and press Reject payment again: it is decided once.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'The payment was for another book' })).toBeChecked();
    expect(screen.getByRole('tab', { name: 'Pending (2)' })).toBeInTheDocument();
    expect((await backend.payments.find('T2611201234567'))?.status).toBe('pending');
  });
});

describe('PaymentApprovalPage while the payments are read', () => {
  it('says the payments are loading, never a zero or that none are waiting, until the counts arrive', async () => {
    const { backend, release } = holdRead(await createTestBackend({ as: 'admin' }), 'payments', 'count');
    await openDashboard(backend);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Approval Dashboard' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Payment Approval Dashboard \| /));
    expect(screen.getByText('Loading payments…')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /\(0\)/ })).not.toBeInTheDocument();
    expect(screen.queryByText('No payments are waiting for approval.')).not.toBeInTheDocument();

    await act(async () => release());
    expect(await screen.findByRole('tab', { name: 'Pending (2)' })).toBeInTheDocument();
    expect(bodyRows(screen.getByRole('table', { name: 'Pending payments' }))).toHaveLength(2);
  });

  it("says a tab's payments are loading, not that it has none nor the last tab's rows, until they arrive", async () => {
    const { backend, release } = holdRead(
      await createTestBackend({ as: 'admin' }),
      'payments',
      'listPage',
      (status: string) => status === 'confirmed',
    );
    const { user } = await openDashboard(backend);
    await screen.findByRole('table', { name: 'Pending payments' });

    await user.click(screen.getByRole('tab', { name: 'Confirmed (1)' }));

    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByRole('status')).toHaveTextContent('Loading payments…');
    expect(panel.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No payments have been confirmed yet.')).not.toBeInTheDocument();
    // The page stays as it was: its tabs, still counted, and the one chosen.
    expect(screen.getByRole('tab', { name: 'Confirmed (1)' })).toHaveAttribute('aria-selected', 'true');

    await act(async () => release());
    const table = await screen.findByRole('table', { name: 'Confirmed payments' });
    expect(within(table).getByRole('rowheader', { name: '512345678901' })).toBeInTheDocument();
  });

  it('says a search is under way, with no figure or "no match" before its results', async () => {
    const { backend, release } = holdRead(
      await createTestBackend({ as: 'admin' }),
      'payments',
      'searchByBuyer',
    );
    const { user } = await openDashboard(backend);
    await screen.findByRole('table', { name: 'Pending payments' });

    await user.type(screen.getByRole('searchbox', { name: 'Search payments' }), 'rahul');

    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /\(0\)/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/No payments match/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await act(async () => release());
    expect(await screen.findByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Pending payments' });
    expect(within(table).getByRole('rowheader', { name: 'T2611201234567' })).toBeInTheDocument();
  });
});

describe("PaymentApprovalPage with a payment of the specification's shape, which names no account", () => {
  /** As an existing business's data brings it: no `uid`, no search copies. */
  const oldPayment = {
    bookId: '1',
    bookTitle: 'Online Data Entry Guide',
    amount: '₹1,499',
    emailID: 'meera@example.in',
    userName: 'Meera Nair',
    transactionId: '412345670123',
    createdAt: new Date(Date.now() - 3_600_000),
    status: 'pending',
  };
  const withOldPayment = () =>
    createTestBackend({ as: 'admin', documents: { 'payments/412345670123': oldPayment } });

  it('says what approving it does, approves it granting no book, and says so', async () => {
    const backend = await withOldPayment();
    const { user } = await openDashboard(backend);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const row = (await screen.findByRole('rowheader', { name: '412345670123' })).closest('tr')!;
    expect(
      within(row).getByText(/No account: .* adds the book to no library; you send the book yourself\./),
    ).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Approve 412345670123' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Payment approved. It names no account, so no book was added to a library: send the book to meera@example.in yourself.',
      ),
    );
    expect(await backend.payments.find('412345670123')).toMatchObject({ status: 'confirmed', uid: '' });
    await user.click(screen.getByRole('tab', { name: 'Confirmed (2)' }));
    const confirmed = (await screen.findByRole('rowheader', { name: '412345670123' })).closest('tr')!;
    expect(within(confirmed).getByText('No account: no book was added to a library.')).toBeInTheDocument();
    const mail = within(confirmed).getByRole('link', { name: 'E-mail 412345670123' });
    expect(decodeURIComponent(mail.getAttribute('href')!)).toContain(
      'Hello Meera, your payment for Online Data Entry Guide is confirmed. We will send you the eBook by e-mail.',
    );
  });

  it('rejects it, and frees its transaction ID', async () => {
    const backend = await withOldPayment();
    const { user } = await openDashboard(backend);
    await user.click(await screen.findByRole('button', { name: 'Reject 412345670123' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject payment 412345670123' });
    await user.click(within(dialog).getByRole('radio', { name: /could not find this transaction ID/i }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await backend.payments.find('412345670123')).toMatchObject({ status: 'rejected' });

    await user.click(screen.getByRole('tab', { name: 'Rejected (1)' }));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(await screen.findByRole('button', { name: 'Free transaction ID 412345670123' }));
    expect(await screen.findByRole('tab', { name: 'Rejected (0)' })).toBeInTheDocument();
    expect(await backend.payments.find('412345670123')).toBeNull();
  });
});
