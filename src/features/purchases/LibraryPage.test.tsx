import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/errors';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { DEMO_PASSWORD } from '../../backend/local/seed';
import { createTestBackend, demoAccounts } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { LibraryPage } from './LibraryPage';

const route = { route: paths.library.href(), path: paths.library.path };

describe('LibraryPage', () => {
  it('lists my purchases newest first, with book, amount, date and status', async () => {
    const backend = await createTestBackend({ as: 'approved' });
    await renderPage(<LibraryPage />, { ...route, backend });

    const table = await screen.findByRole('table', { name: 'Your purchases' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Library');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);

    const mine = await backend.payments.listMine();
    const created = (id: string) => mine.find((payment) => payment.id === id)!.createdAt;
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Node.js Expert' })).toHaveAttribute(
      'href',
      paths.ebook.href('3'),
    );
    expect(first.getByText('₹999')).toBeInTheDocument();
    expect(first.getByText(formatDate(created('512345678902')))).toBeInTheDocument();
    expect(first.getByText('Pending')).toBeInTheDocument();
    const second = within(rows[1]!);
    expect(second.getByRole('link', { name: 'Online Data Entry Guide' })).toBeInTheDocument();
    expect(second.getByText('₹1,499')).toBeInTheDocument();
    expect(second.getByText('Confirmed')).toBeInTheDocument();
  });

  it('shows only my own purchases', async () => {
    await renderPage(<LibraryPage />, { ...route, as: 'learner' });
    const table = await screen.findByRole('table', { name: 'Your purchases' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('React Pro Series')).toBeInTheDocument();
    expect(within(table).getByText('T2611201234567')).toBeInTheDocument();
  });

  it('shows a loading state until the purchases arrive', async () => {
    const backend = await createTestBackend({ as: 'learner' });
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const listMine = () => arrived.then(() => backend.payments.listMine());
    await renderPage(<LibraryPage />, {
      ...route,
      backend: { ...backend, payments: { ...backend.payments, listMine } },
    });

    expect(await screen.findByText('Loading your eBooks…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Library' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^My Library \| /));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('You have not bought any eBooks yet.')).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByText('Loading your eBooks…')).not.toBeInTheDocument();
  });

  it('leads to the eBooks when there are no purchases', async () => {
    const { user } = await renderPage(<LibraryPage />, { ...route, as: 'admin' });

    expect(await screen.findByText('You have not bought any eBooks yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'React Pro Series' }));
    expect(screen.getByTestId('landed')).toHaveTextContent(paths.ebook.href('2'));
  });

  it('says so when the purchases cannot be read, and retries', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = await createTestBackend({ as: 'learner' });
    const listMine = vi
      .fn(backend.payments.listMine)
      .mockRejectedValueOnce(new BackendError('network', 'offline'));
    const { user } = await renderPage(<LibraryPage />, {
      ...route,
      backend: { ...backend, payments: { ...backend.payments, listMine } },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your eBooks.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('You have not bought any eBooks yet.')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('table', { name: 'Your purchases' })).toBeInTheDocument();
    expect(listMine).toHaveBeenCalledTimes(2);
  });

  it('offers Download and the receipt for a book I own, and opens its file', async () => {
    const backend = await createTestBackend({ as: 'approved' });
    const { user } = await renderPage(<LibraryPage />, { ...route, backend });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.getAttribute('href')!);
    });

    const table = await screen.findByRole('table', { name: 'Your purchases' });
    const [pending, confirmed] = within(table).getAllByRole('row').slice(1);
    expect(within(pending!).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(within(pending!).getByText(/We confirm it once we see the money/)).toBeInTheDocument();
    expect(within(confirmed!).getByRole('link', { name: 'Receipt Online Data Entry Guide' })).toHaveAttribute(
      'href',
      paths.receipt.href('512345678901'),
    );

    await user.click(within(confirmed!).getByRole('button', { name: 'Download Online Data Entry Guide' }));
    await waitFor(() => expect(clicked).toEqual(['/sample-books/online-data-entry-guide.pdf']));
    click.mockRestore();
  });

  it('shows why a payment was rejected and offers to pay again', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    await backend.payments.reject('T2611201234567', { reason: 'amount-not-received' });
    await backend.auth.signOut();
    await backend.auth.signIn(demoAccounts.learner.email, DEMO_PASSWORD);
    await renderPage(<LibraryPage />, { ...route, backend });

    const row = within(await screen.findByRole('table', { name: 'Your purchases' })).getAllByRole('row')[1]!;
    expect(within(row).getByText('Rejected')).toBeInTheDocument();
    expect(within(row).getByText('Rejected: the amount has not reached our account')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Pay again React Pro Series' })).toHaveAttribute(
      'href',
      paths.payment.href('2'),
    );
    expect(within(row).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });
});
