import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { renderPage } from '../../test/renderPage';
import { ConfirmationPage } from './ConfirmationPage';

const openConfirmation = (transactionId: string) =>
  renderPage(<ConfirmationPage />, {
    route: paths.confirmation.href(transactionId),
    path: paths.confirmation.path,
  });

describe('ConfirmationPage', () => {
  it("says 'Payment Confirmed!' with the transaction id and the e-mail note", async () => {
    await openConfirmation('412345678901');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Confirmed!' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('412345678901')).toBeInTheDocument();
    expect(screen.getByText(/download link will be sent to your e-mail/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Payment Confirmed! \| /));
  });

  it('leads to the library', async () => {
    const { user } = await openConfirmation('412345678901');
    await user.click(await screen.findByRole('link', { name: 'Go to My Library' }));
    expect(screen.getByTestId('landed')).toHaveTextContent(paths.library.href());
  });

  it('leads home', async () => {
    const { user } = await openConfirmation('412345678901');
    await user.click(await screen.findByRole('link', { name: 'Go to Home' }));
    expect(screen.getByTestId('landed')).toHaveTextContent(paths.home.href());
  });

  it('shows an id with reserved characters as typed', async () => {
    await openConfirmation('AB/12 #3');
    expect(await screen.findByText('AB/12 #3')).toBeInTheDocument();
  });
});
