import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/errors';
import { createTestBackend, demoAccounts } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { toDayId } from '../../lib/days';
import { payoutMessages as text } from './messages';
import { PayoutDialog } from './PayoutDialog';

const today = toDayId(new Date());
const worker = {
  id: demoAccounts.approved.uid,
  firstName: 'Priya',
  lastName: 'Verma',
  email: demoAccounts.approved.email,
  approved: true,
  revoked: false,
  createdAt: null,
  language: null,
};

async function open(options: { earned?: number; paid?: number } = {}) {
  const backend = await createTestBackend({ as: 'admin' });
  const onRecorded = vi.fn();
  const rendered = await renderPage(
    <PayoutDialog
      user={worker}
      earned={options.earned ?? 2196}
      paid={options.paid ?? 0}
      today={today}
      onClose={() => undefined}
      onRecorded={onRecorded}
    />,
    { backend },
  );
  const dialog = within(await screen.findByRole('dialog', { name: text.recordTitle('Priya Verma') }));
  return { ...rendered, dialog, onRecorded };
}

describe('PayoutDialog', () => {
  it('records a payout dated today by default, and reports it', async () => {
    const { user, dialog, backend, onRecorded } = await open();
    expect(dialog.getByLabelText(text.paidOnLabel)).toHaveValue(today);
    expect(dialog.getByLabelText(text.paidOnLabel)).toHaveAttribute('max', today);
    expect(dialog.getByText(text.recordLead('₹2,196', '₹0', '₹2,196'))).toBeInTheDocument();

    await user.type(dialog.getByLabelText(text.amountLabel), '500');
    await user.type(dialog.getByLabelText(text.referenceLabel), 'UPI-77');
    await user.click(dialog.getByRole('button', { name: text.record }));

    await vi.waitFor(() => expect(onRecorded).toHaveBeenCalledOnce());
    expect(onRecorded.mock.calls[0]![0]).toMatchObject({ amount: 500, paidOn: today, reference: 'UPI-77' });
    expect(await backend.payouts.totals(worker.id)).toEqual({
      paid: 500,
      lastPayout: onRecorded.mock.calls[0]![0].id,
    });
  });

  it.each([
    ['0', text.errors['amount-not-positive']],
    ['-20', text.errors['amount-not-positive']],
    ['12.5', text.errors['amount-fraction']],
    ['100001', text.errors['amount-too-large']],
  ])('explains the amount %s and writes nothing', async (amount, message) => {
    const { user, dialog, backend, onRecorded } = await open();
    const record = vi.spyOn(backend.payouts, 'record');
    await user.type(dialog.getByLabelText(text.amountLabel), amount);
    await user.type(dialog.getByLabelText(text.referenceLabel), 'UPI-77');
    await user.click(dialog.getByRole('button', { name: text.record }));

    expect(dialog.getByText(message)).toBeInTheDocument();
    expect(dialog.getByLabelText(text.amountLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(record).not.toHaveBeenCalled();
    expect(onRecorded).not.toHaveBeenCalled();
  });

  it('refuses a date after today and a missing reference, and writes nothing', async () => {
    const { user, dialog, backend } = await open();
    const record = vi.spyOn(backend.payouts, 'record');
    await user.type(dialog.getByLabelText(text.amountLabel), '500');
    const date = dialog.getByLabelText(text.paidOnLabel);
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.click(dialog.getByRole('button', { name: text.record }));

    expect(dialog.getByText(text.errors['date-future'])).toBeInTheDocument();
    expect(dialog.getByText(text.errors['reference-missing'])).toBeInTheDocument();
    expect(record).not.toHaveBeenCalled();
  });

  it('asks before recording more than the balance due', async () => {
    const { user, dialog, onRecorded } = await open({ earned: 400, paid: 100 });
    await user.type(dialog.getByLabelText(text.amountLabel), '500');
    await user.type(dialog.getByLabelText(text.referenceLabel), 'UPI-77');
    await user.click(dialog.getByRole('button', { name: text.record }));

    expect(dialog.getByRole('alert')).toHaveTextContent(text.overBalance('₹500', '₹300'));
    expect(onRecorded).not.toHaveBeenCalled();

    await user.click(dialog.getByRole('button', { name: text.recordAnyway }));
    await vi.waitFor(() => expect(onRecorded).toHaveBeenCalledOnce());
  });

  it('keeps everything typed when the write fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog, backend, onRecorded } = await open();
    vi.spyOn(backend.payouts, 'record').mockRejectedValueOnce(new BackendError('network'));
    await user.type(dialog.getByLabelText(text.amountLabel), '500');
    await user.type(dialog.getByLabelText(text.referenceLabel), 'UPI-77');
    await user.type(dialog.getByLabelText(text.noteLabel), 'November');
    await user.click(dialog.getByRole('button', { name: text.record }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(text.recordUnconfirmed('Priya Verma'));
    expect(dialog.getByLabelText(text.amountLabel)).toHaveValue(500);
    expect(dialog.getByLabelText(text.referenceLabel)).toHaveValue('UPI-77');
    expect(dialog.getByLabelText(text.noteLabel)).toHaveValue('November');
    expect(onRecorded).not.toHaveBeenCalled();
  });

  it('says the admin is offline when the browser knows it, keeping what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog, backend } = await open();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(backend.payouts, 'record').mockRejectedValueOnce(new BackendError('network'));
    await user.type(dialog.getByLabelText(text.amountLabel), '500');
    await user.type(dialog.getByLabelText(text.referenceLabel), 'UPI-78');
    await user.click(dialog.getByRole('button', { name: text.record }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You are offline, so the payout to Priya Verma may not have been recorded. Once you are back online, press Record payout again: it is recorded once, whatever happened.',
    );
    expect(dialog.getByLabelText(text.referenceLabel)).toHaveValue('UPI-78');
    expect(dialog.getByRole('button', { name: text.record })).toBeEnabled();
  });

  it('says why a write the server refused failed, keeping what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog, backend } = await open();
    vi.spyOn(backend.payouts, 'record').mockRejectedValueOnce(new BackendError('permission-denied'));
    await user.type(dialog.getByLabelText(text.amountLabel), '500');
    await user.type(dialog.getByLabelText(text.referenceLabel), 'UPI-77');
    await user.click(dialog.getByRole('button', { name: text.record }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      /^The payout of ₹500 to Priya Verma was not recorded: /,
    );
    expect(dialog.getByLabelText(text.amountLabel)).toHaveValue(500);
  });

  it('records the payout once when the first answer was lost and the admin presses again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog, backend, onRecorded } = await open();
    const record = backend.payouts.record.bind(backend.payouts);
    // The server records the payout; its answer never reaches the page.
    const sent = vi.spyOn(backend.payouts, 'record').mockImplementationOnce(async (payout, id) => {
      await record(payout, id);
      throw new BackendError('network');
    });
    await user.type(dialog.getByLabelText(text.amountLabel), '500');
    await user.type(dialog.getByLabelText(text.referenceLabel), 'UPI-77');
    await user.click(dialog.getByRole('button', { name: text.record }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(text.recordUnconfirmed('Priya Verma'));

    await user.click(dialog.getByRole('button', { name: text.record }));
    await vi.waitFor(() => expect(onRecorded).toHaveBeenCalledOnce());
    expect(sent.mock.calls[1]![1]).toBe(sent.mock.calls[0]![1]);
    expect(await backend.payouts.totals(worker.id)).toEqual({
      paid: 500,
      lastPayout: sent.mock.calls[0]![1],
    });
    expect(await backend.payouts.listFor(worker.id)).toHaveLength(1);
  });
});
