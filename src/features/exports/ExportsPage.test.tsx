import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/errors';
import type { Payment } from '../../backend/types';
import { paths } from '../../config/paths';
import { createTestBackend } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { ExportsPage } from './ExportsPage';

// The seed's worker, Priya Verma, did 32, 85, –, 100, 64, 47, –, 90, 73 and 58 entries on the ten
// days up to today: 549 in November. Her confirmed payment was decided on 10 November.
const NOW = new Date(2026, 10, 22, 9, 30);

/** The files the page hands the browser, by name, as the text they hold. */
let downloads: { name: string; blob: Blob }[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  downloads = [];
  // jsdom has no object URLs and does not download: the test keeps the file the link would save.
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const open = async () => {
  const backend = await createTestBackend({ as: 'admin' });
  const rendered = await renderPage(<ExportsPage />, {
    route: paths.exports.href(),
    path: paths.exports.path,
    backend,
  });
  await screen.findByRole('heading', { level: 1, name: 'Exports for the accounts' });
  return rendered;
};

const section = (name: string) => within(screen.getByRole('region', { name }));
const earnings = () => section("A month's earnings");
const payments = () => section('Confirmed eBook payments');

/**
 * The section's status line says `message`. The line is always there (so screen readers follow
 * it), empty until a file is prepared: wait for its words, not for the element.
 */
const expectStatus = (region: ReturnType<typeof section>, message: string) =>
  waitFor(() => expect(region.getByRole('status')).toHaveTextContent(message));

const fileText = async (index = 0) => {
  const { blob } = downloads[index]!;
  expect(blob.type).toBe('text/csv;charset=utf-8');
  // jsdom's Blob has no arrayBuffer(); its FileReader reads the bytes a browser would save.
  const bytes = await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
};

describe('ExportsPage', () => {
  it("downloads this month's earnings of every worker, with the month totals, from one read", async () => {
    const { user, backend } = await open();
    const everyone = vi.spyOn(backend.entries, 'listDaysOfEveryone');
    const perWorker = vi.spyOn(backend.entries, 'listAll');

    const month = earnings().getByLabelText('Month');
    expect(month).toHaveValue('2026-11');
    expect(month).toHaveAttribute('max', '2026-11');
    await user.click(earnings().getByRole('button', { name: 'Download earnings CSV' }));

    await expectStatus(earnings(), 'earnings-2026-11.csv is downloaded: 8 days of 1 worker.');
    expect(downloads.map((file) => file.name)).toEqual(['earnings-2026-11.csv']);
    const csv = await fileText();
    expect(csv.startsWith('\uFEFFWorker,E-mail,Date,Entries,Earnings (₹)\r\n')).toBe(true);
    expect(csv).toContain('Priya Verma,approved@demo.test,2026-11-13,58,232\r\n');
    expect(csv).toContain('Priya Verma,approved@demo.test,2026-11-22,32,128\r\n');
    expect(csv).toContain('Priya Verma,approved@demo.test,Month total,549,2196\r\n');
    expect(csv).toContain('All workers,,Month total,549,2196\r\n');
    expect(everyone).toHaveBeenCalledTimes(1);
    expect(everyone).toHaveBeenCalledWith('2026-11-01', '2026-11-30');
    expect(perWorker).not.toHaveBeenCalled();
  });

  it('says so, and downloads nothing, for a month without entries; refuses a month to come', async () => {
    const { user, backend } = await open();
    const everyone = vi.spyOn(backend.entries, 'listDaysOfEveryone');
    const month = earnings().getByLabelText('Month');

    fireEvent.change(month, { target: { value: '2026-12' } });
    await user.click(earnings().getByRole('button', { name: 'Download earnings CSV' }));
    expect(earnings().getByText('Choose this month or an earlier one.')).toBeInTheDocument();
    expect(month).toHaveAttribute('aria-invalid', 'true');
    expect(everyone).not.toHaveBeenCalled();

    fireEvent.change(month, { target: { value: '2026-10' } });
    // The keyboard way: Enter in the field sends the form.
    await user.type(month, '{Enter}');
    await expectStatus(earnings(), 'No entries were recorded in October 2026: there is nothing to download.');
    expect(month).not.toHaveAttribute('aria-invalid');
    expect(downloads).toEqual([]);
  });

  it('downloads the payments confirmed between two dates, and refuses a start after the end', async () => {
    const { user } = await open();
    const from = payments().getByLabelText('From');
    const to = payments().getByLabelText('To');
    expect(from).toHaveValue('2026-11-01');
    expect(to).toHaveValue('2026-11-22');

    fireEvent.change(from, { target: { value: '2026-11-23' } });
    await user.click(payments().getByRole('button', { name: 'Download payments CSV' }));
    expect(payments().getByText('The “From” date must be on or before the “To” date.')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(downloads).toEqual([]);

    fireEvent.change(from, { target: { value: '2026-11-11' } });
    await user.click(payments().getByRole('button', { name: 'Download payments CSV' }));
    await expectStatus(
      payments(),
      'No payments were confirmed from 11 Nov 2026 to 22 Nov 2026: there is nothing to download.',
    );
    expect(downloads).toEqual([]);

    fireEvent.change(from, { target: { value: '2026-11-10' } });
    fireEvent.change(to, { target: { value: '2026-11-10' } });
    await user.click(payments().getByRole('button', { name: 'Download payments CSV' }));
    await expectStatus(payments(), 'payments-2026-11-10-to-2026-11-10.csv is downloaded: 1 payment.');
    const csv = await fileText();
    expect(csv.startsWith('\uFEFFTransaction ID,Buyer,E-mail,Book,Amount (₹),Submitted,Confirmed\r\n')).toBe(
      true,
    );
    expect(csv).toContain(
      '512345678901,Priya Verma,approved@demo.test,Online Data Entry Guide,1499,2026-11-10 09:30,2026-11-10 12:30\r\n',
    );
    expect(csv).toContain('Total,,,1 payment,1499,,\r\n');
  });

  it('shows that a file is being prepared, and keeps the dates when reading fails', async () => {
    const { user, backend } = await open();
    let fail: (error: unknown) => void = () => undefined;
    const read = vi
      .spyOn(backend.payments, 'listConfirmedBetween')
      .mockImplementationOnce(() => new Promise<Payment[]>((_resolve, reject) => (fail = reject)));
    fireEvent.change(payments().getByLabelText('From'), { target: { value: '2026-11-05' } });

    const button = payments().getByRole('button', { name: 'Download payments CSV' });
    await user.click(button);
    expect(button).toHaveTextContent('Preparing the file…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.closest('form')).toHaveAttribute('aria-busy', 'true');
    // A second press while the file is prepared starts nothing.
    await user.click(button);
    expect(read).toHaveBeenCalledTimes(1);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fail(new BackendError('network'));
    expect(await payments().findByRole('alert')).toHaveTextContent(
      'Could not prepare the file: You seem to be offline. Try again.',
    );
    expect(button).toHaveTextContent('Download payments CSV');
    expect(payments().getByLabelText('From')).toHaveValue('2026-11-05');
    expect(downloads).toEqual([]);

    await user.click(button);
    await waitFor(() =>
      expect(downloads.map((file) => file.name)).toEqual(['payments-2026-11-05-to-2026-11-22.csv']),
    );
    expect(payments().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('downloads the payouts of a date range with their reversals and the net total paid', async () => {
    const { user, backend } = await open();
    const payouts = () => section('Payouts to workers');
    const uid = (await backend.users.listApprovedPage({ size: 5 })).items.find(
      (worker) => worker.email === 'approved@demo.test',
    )!.id;
    const sent = await backend.payouts.record({
      uid,
      amount: 500,
      paidOn: '2026-11-20',
      reference: 'UPI-4411',
      note: 'Weekly pay, "first" week',
    });
    await backend.payouts.record({ uid, amount: 250, paidOn: '2026-11-21', reference: 'UPI-4412', note: '' });
    await backend.payouts.reverse(sent, '2026-11-22', 'Sent to the wrong account');

    fireEvent.change(payouts().getByLabelText('From'), { target: { value: '2026-11-21' } });
    fireEvent.change(payouts().getByLabelText('To'), { target: { value: '2026-11-20' } });
    await user.click(payouts().getByRole('button', { name: 'Download payouts CSV' }));
    expect(payouts().getByText('The “From” date must be on or before the “To” date.')).toBeInTheDocument();
    expect(downloads).toEqual([]);

    fireEvent.change(payouts().getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(payouts().getByLabelText('To'), { target: { value: '2026-11-22' } });
    await user.click(payouts().getByRole('button', { name: 'Download payouts CSV' }));
    await expectStatus(payouts(), 'payouts-2026-11-01-to-2026-11-22.csv is downloaded: 3 payouts.');
    const csv = await fileText();
    expect(csv.startsWith('\uFEFFWorker,E-mail,Paid on,Amount (₹),Reference,Note,Reverses\r\n')).toBe(true);
    expect(csv).toContain(
      'Priya Verma,approved@demo.test,2026-11-20,500,UPI-4411,"Weekly pay, ""first"" week",\r\n',
    );
    // The reversal takes the amount back and names the reference of the payout it corrects.
    expect(csv).toContain(
      'Priya Verma,approved@demo.test,2026-11-22,-500,UPI-4411,Sent to the wrong account,UPI-4411\r\n',
    );
    expect(csv.trimEnd().endsWith('Total,,,250,,,')).toBe(true);

    fireEvent.change(payouts().getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(payouts().getByLabelText('To'), { target: { value: '2026-10-31' } });
    await user.click(payouts().getByRole('button', { name: 'Download payouts CSV' }));
    await expectStatus(payouts(), 'No payouts were made from');
    expect(downloads).toHaveLength(1);
  });
});
