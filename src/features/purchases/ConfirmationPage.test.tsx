import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../backend/local/seed';
import type { Backend } from '../../backend/types';
import { paths } from '../../config/paths';
import { createTestBackend, demoAccounts, holdRead, type DemoAccountName } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { ConfirmationPage } from './ConfirmationPage';

const openConfirmation = (transactionId: string, as: DemoAccountName = 'learner', backend?: Backend) =>
  renderPage(<ConfirmationPage />, {
    route: paths.confirmation.href(transactionId),
    path: paths.confirmation.path,
    as,
    backend,
  });

/** The seed's learner has T2611201234567 pending; the approved worker has 512345678901 confirmed. */
describe('ConfirmationPage', () => {
  it("says 'Payment Confirmed!' only for a confirmed payment, with the book ready and its receipt", async () => {
    const { user } = await openConfirmation('512345678901', 'approved');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Confirmed!' })).toBeInTheDocument();
    expect(screen.getByText('512345678901')).toBeInTheDocument();
    expect(
      screen.getByText('Online Data Entry Guide is in your library, ready to download.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Payment Confirmed! \| /));
    await user.click(screen.getByRole('link', { name: 'View receipt' }));
    expect(screen.getByTestId('landed')).toHaveTextContent(paths.receipt.href('512345678901'));
  });

  it('says a pending payment has been received and will be confirmed once the money is seen', async () => {
    await openConfirmation('T2611201234567');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Confirmed!')).not.toBeInTheDocument();
    expect(screen.getByText('T2611201234567')).toBeInTheDocument();
    expect(screen.getByText(/confirm the payment once we see the money in our account/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View receipt' })).not.toBeInTheDocument();
  });

  it('shows the reason of a rejected payment and offers to pay again', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    await backend.payments.reject('T2611201234567', { reason: 'transaction-not-found', note: 'No such UTR' });
    await backend.auth.signOut();
    await backend.auth.signIn(demoAccounts.learner.email, DEMO_PASSWORD);
    const { user } = await openConfirmation('T2611201234567', 'learner', backend);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment not accepted' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'We could not accept this payment: we could not find this transaction ID (No such UTR).',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Pay again' }));
    expect(screen.getByTestId('landed')).toHaveTextContent(paths.payment.href('2'));
  });

  it('says not found for an unknown id', async () => {
    await openConfirmation('412345678901');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not found' })).toBeInTheDocument();
    expect(
      screen.getByText(/We have no payment of yours with the transaction ID 412345678901/),
    ).toBeInTheDocument();
  });

  it("says not found for someone else's payment, giving nothing of it away", async () => {
    await openConfirmation('512345678901', 'learner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not found' })).toBeInTheDocument();
    expect(screen.queryByText('Online Data Entry Guide', { exact: false })).not.toBeInTheDocument();
  });

  it('leads to the library', async () => {
    const { user } = await openConfirmation('T2611201234567');
    await user.click(await screen.findByRole('link', { name: 'Go to My Library' }));
    expect(screen.getByTestId('landed')).toHaveTextContent(paths.library.href());
  });

  it('looks up an id typed with spaces or in lower case as the stored one', async () => {
    await openConfirmation('t2611 201234567');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
  });

  it('keeps its title and heading while the payment is looked up, saying nothing of its outcome', async () => {
    const { backend, release } = holdRead(await createTestBackend({ as: 'learner' }), 'payments', 'get');
    await openConfirmation('T2611201234567', 'learner', backend);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Your payment \| /));
    expect(screen.getByText('T2611201234567')).toBeInTheDocument();
    expect(screen.getByText('Looking up your payment…')).toBeInTheDocument();
    expect(screen.queryByText('Payment not found')).not.toBeInTheDocument();
    expect(screen.queryByText('Payment Confirmed!')).not.toBeInTheDocument();

    await act(async () => release());
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
  });
});
