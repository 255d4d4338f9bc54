import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { formatDateTime } from '../../lib/dates';
import { createTestBackend, holdRead } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { ReceiptPage } from './ReceiptPage';

const openReceipt = (transactionId: string, as: 'approved' | 'learner' = 'approved') =>
  renderPage(<ReceiptPage />, {
    route: paths.receipt.href(transactionId),
    path: paths.receipt.path,
    as,
  });

describe('ReceiptPage', () => {
  it('shows the seller, the buyer, the book, the amount, the id, both dates and a receipt number', async () => {
    const backend = await createTestBackend({ as: 'approved' });
    const paid = (await backend.payments.get('512345678901'))!;
    await renderPage(<ReceiptPage />, {
      route: paths.receipt.href('512345678901'),
      path: paths.receipt.path,
      backend,
    });

    const receipt = await screen.findByRole('article', { name: 'Receipt' });
    const { getByText } = within(receipt);
    expect(getByText(site.name)).toBeInTheDocument();
    expect(getByText(site.address)).toBeInTheDocument();
    expect(getByText(`${site.phone} · ${site.email}`)).toBeInTheDocument();
    expect(getByText(/^R-\d{8}-512345678901$/)).toBeInTheDocument();
    expect(receipt).toHaveTextContent('Priya Verma');
    expect(receipt).toHaveTextContent('approved@demo.test');
    expect(getByText('Online Data Entry Guide (eBook, PDF)')).toBeInTheDocument();
    expect(getByText('₹1,499')).toBeInTheDocument();
    expect(getByText('512345678901', { selector: 'dd' })).toBeInTheDocument();
    expect(getByText(formatDateTime(paid.createdAt))).toBeInTheDocument();
    expect(getByText(formatDateTime(paid.decidedAt))).toBeInTheDocument();
  });

  it('prints from its button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openReceipt('512345678901');
    await user.click(await screen.findByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('has no receipt for a pending payment', async () => {
    await openReceipt('512345678902');
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt not found' })).toBeInTheDocument();
  });

  it("has no receipt for someone else's payment", async () => {
    await openReceipt('512345678901', 'learner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt not found' })).toBeInTheDocument();
    expect(screen.queryByText(/Priya/)).not.toBeInTheDocument();
  });

  it('keeps its title and heading while the receipt is read, and never says there is none', async () => {
    const { backend, release } = holdRead(await createTestBackend({ as: 'approved' }), 'payments', 'get');
    await renderPage(<ReceiptPage />, {
      route: paths.receipt.href('512345678901'),
      path: paths.receipt.path,
      backend,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Receipt \| /));
    expect(screen.getByText('Loading your receipt…')).toBeInTheDocument();
    expect(screen.queryByText('Receipt not found')).not.toBeInTheDocument();

    await act(async () => release());
    expect(await screen.findByRole('article', { name: 'Receipt' })).toBeInTheDocument();
  });
});
