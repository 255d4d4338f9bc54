import { screen, waitFor, within } from '@testing-library/react';
import { BackendError } from '../../../backend/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../../backend/local/seed';
import { DocumentStore } from '../../../backend/local/store';
import type { Backend } from '../../../backend/types';
import { Toasts } from '../../../components/Toasts';
import { formatDate } from '../../../lib/dates';
import { toDayId } from '../../../lib/days';
import { createTestBackend, demoAccounts } from '../../../test/backend';
import { renderPage } from '../../../test/renderPage';
import { PLAIN_CSV_COLUMNS } from './layouts/plainCsv';
import { RAZORPAYX_COLUMNS } from './layouts/razorpayX';
import { confirmMessages as confirmText } from './confirm/messages';
import { payWorkersMessages as text } from './messages';
import { PayWorkersPage } from './PayWorkersPage';

const downloads = vi.hoisted(() => [] as { name: string; text: string }[]);
vi.mock('../../../lib/download', () => ({
  downloadText: (name: string, text: string) => downloads.push({ name, text }),
}));

const PRIYA = 'Priya Verma';
const RAHUL = 'Rahul Kumar';
const priya = demoAccounts.approved.uid;
const rahul = demoAccounts.learner.uid;

/** Presses Download, keeps the run, and waits for the file. */
async function download(user: { click: (element: Element) => Promise<void> }, count: number) {
  await user.click(screen.getByRole('button', { name: text.download }));
  const dialog = within(await screen.findByRole('dialog', { name: text.keepTitle }));
  await user.click(dialog.getByRole('button', { name: /^Keep/ }));
  await waitFor(() => expect(downloads).toHaveLength(count));
  return csvLines(downloads[count - 1]!.text);
}

/** The clock the backend writes by: moved on by hand so a change can come after a payout. */
let clock = new Date('2026-11-28T10:00:00');
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

async function as(backend: Backend, who: keyof typeof demoAccounts) {
  await backend.auth.signOut();
  await backend.auth.signIn(demoAccounts[who].email, DEMO_PASSWORD);
}

/**
 * Priya (the seed's ₹2,196 earned) keeps a bank account; Rahul, approved today with 100 entries
 * (₹400), a UPI ID. With `changed`, Priya was paid ₹196 and then changed her account.
 */
async function business({ changed = false, rahulDetails = true } = {}) {
  clock = new Date('2026-11-28T10:00:00');
  const backend = await createTestBackend({ as: 'admin', now: () => clock });
  await backend.users.setApproval(rahul, true);
  await backend.entries.save(rahul, toDayId(clock), 100);
  if (changed) {
    await backend.payouts.record({
      uid: priya,
      amount: 196,
      paidOn: toDayId(clock),
      reference: 'UTR 612345678999',
      note: '',
    });
    later(60);
  }
  await as(backend, 'approved');
  await backend.auth.confirmPassword(DEMO_PASSWORD);
  await backend.payoutDetails.save(priya, {
    method: 'bank',
    holder: 'Priya Verma',
    account: '123456789012',
    ifsc: 'SBIN0001234',
  });
  if (rahulDetails) {
    await as(backend, 'learner');
    await backend.auth.confirmPassword(DEMO_PASSWORD);
    await backend.payoutDetails.save(rahul, { method: 'upi', upi: 'rahul.kumar@okaxis' });
  }
  later(5);
  await as(backend, 'admin');
  return backend;
}

async function open(backend: Backend) {
  const rendered = await renderPage(
    <>
      <Toasts />
      <PayWorkersPage />
    </>,
    { backend },
  );
  await screen.findByRole('heading', { level: 2, name: /^Ready to pay/ });
  return rendered;
}

/** The list's next read waits until the test calls the function returned. */
function holdTheListsNextRead(backend: Backend): () => void {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const listApproved = backend.users.listApprovedPage.bind(backend.users);
  vi.spyOn(backend.users, 'listApprovedPage').mockImplementation(async (request) => {
    await held;
    return listApproved(request);
  });
  return release;
}

const rowOf = (name: string) =>
  within(screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!);
const csvLines = (file: string) =>
  file
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);

describe('Pay workers', () => {
  beforeEach(() => {
    downloads.length = 0;
  });
  afterEach(() => {
    localStorage.clear();
  });

  it('lists everyone owed money with where they are paid, the account masked, all ticked to pay what is due', async () => {
    await open(await business());
    // No run kept yet: nothing to confirm.
    expect(screen.queryByRole('heading', { name: confirmText.title })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: text.readyTitle(2) })).toBeInTheDocument();
    const priyaRow = rowOf(PRIYA);
    expect(
      priyaRow.getByRole('cell', { name: /State Bank of India •••• 9012 · SBIN0001234/ }),
    ).toBeInTheDocument();
    expect(priyaRow.queryByText(/123456789012/)).not.toBeInTheDocument();
    expect(priyaRow.getByRole('cell', { name: '₹2,196' })).toBeInTheDocument();
    expect(priyaRow.getByRole('checkbox', { name: text.includeLabel(PRIYA) })).toBeChecked();
    expect(priyaRow.getByRole('textbox', { name: text.amountLabel(PRIYA) })).toHaveValue('2196');
    expect(rowOf(RAHUL).getByRole('cell', { name: 'UPI rahul.kumar@okaxis' })).toBeInTheDocument();
    expect(screen.getByText(text.summary(2, '₹2,596'))).toBeInTheDocument();
  });

  it('downloads one file with a unique reference a row, leaving out whom the admin unticks and paying less where asked', async () => {
    const { user } = await open(await business());
    const amount = rowOf(PRIYA).getByRole('textbox', { name: text.amountLabel(PRIYA) });
    await user.clear(amount);
    await user.type(amount, '2,000');
    const [header, ...rows] = await download(user, 1);
    expect(header).toBe(PLAIN_CSV_COLUMNS.join(','));
    expect(rows).toHaveLength(2);
    const priyaLine = rows.find((line) => line.includes('Priya Verma'))!;
    expect(priyaLine).toMatch(/^LE[0-9A-Z]{10},Priya Verma,Bank account,123456789012,SBIN0001234,,2000\.00,/);
    const rahulLine = rows.find((line) => line.includes('rahul.kumar@okaxis'))!;
    expect(rahulLine).toContain(',UPI,,,rahul.kumar@okaxis,400.00,');
    const references = rows.map((line) => line.split(',')[0]);
    expect(new Set(references).size).toBe(2);
    // The narration carries the reference first, then the period.
    expect(priyaLine).toContain(`${references[rows.indexOf(priyaLine)]} Pay 2026 11`);
    expect(await screen.findByText(text.downloaded(downloads[0]!.name, 2))).toBeInTheDocument();

    // What was sent is on its way, not due again: Rahul is paid up to it, Priya owed the rest.
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: new RegExp(RAHUL) })).toBeNull());
    const priyaNow = rowOf(PRIYA);
    expect(priyaNow.getByText(text.onItsWay('₹2,000'))).toBeInTheDocument();
    expect(priyaNow.getByRole('cell', { name: '₹196' })).toBeInTheDocument();
    expect(priyaNow.getByRole('textbox', { name: text.amountLabel(PRIYA) })).toHaveValue('196');
    // The run kept is offered for confirmation from the bank's file.
    expect(await screen.findByRole('heading', { name: confirmText.title })).toBeInTheDocument();
  });

  it('keeps the run before the file is downloaded: each payout sent for payment, under its reference', async () => {
    const { user, backend } = await open(await business());
    await user.click(screen.getByRole('button', { name: text.download }));
    const dialog = within(await screen.findByRole('dialog', { name: text.keepTitle }));
    expect(dialog.getByText(text.keepLead(2, '₹2,596', '2026-11'))).toBeInTheDocument();
    // Nothing is written before the admin keeps it.
    expect(await backend.sentPayouts.listPeriod('2026-11')).toEqual([]);
    await user.click(dialog.getByRole('button', { name: text.keep }));
    await waitFor(() => expect(downloads).toHaveLength(1));

    const lines = csvLines(downloads[0]!.text).slice(1);
    const kept = await backend.sentPayouts.listPeriod('2026-11');
    expect(
      kept.map(({ reference, uid, amount, layout, fileName, accountTail }) => ({
        reference,
        uid,
        amount,
        layout,
        fileName,
        accountTail,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          reference: lines.find((line) => line.includes('Priya'))!.slice(0, 12),
          uid: priya,
          amount: 2196,
          layout: 'plain-csv',
          fileName: downloads[0]!.name,
          accountTail: '9012',
        },
        {
          reference: lines.find((line) => line.includes('Rahul'))!.slice(0, 12),
          uid: rahul,
          amount: 400,
          layout: 'plain-csv',
          fileName: downloads[0]!.name,
          accountTail: '',
        },
      ]),
    );
    expect(kept).toHaveLength(2);
    // Nothing is paid yet.
    expect(await backend.payouts.totals(priya)).toEqual({ paid: 0, lastPayout: null });
  });

  it('warns before a second run of the same period, and keeps nothing when the admin cancels', async () => {
    const backend = await business();
    const first = await open(backend);
    // Priya is paid part of what she is owed: the rest is still due, for a second run.
    const amount = rowOf(PRIYA).getByRole('textbox', { name: text.amountLabel(PRIYA) });
    await first.user.clear(amount);
    await first.user.type(amount, '1000');
    await download(first.user, 1);
    first.unmount();

    const { user } = await open(backend);
    expect(rowOf(PRIYA).getByRole('cell', { name: '₹1,196' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.download }));
    const dialog = within(await screen.findByRole('dialog', { name: text.keepTitle }));
    expect(dialog.getByRole('alert')).toHaveTextContent(
      /^A run for this period was already kept on .*: 2 payouts, ₹1,400\./,
    );
    expect(dialog.getByRole('button', { name: text.keepAnyway })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: text.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await backend.sentPayouts.listPeriod('2026-11')).toHaveLength(2);
    expect(downloads).toHaveLength(1);
  });

  it('pays again in full a run the bank refused and the admin withdrew, with no warning of a second run', async () => {
    const backend = await business();
    const { user } = await open(backend);
    await download(user, 1);
    expect(await screen.findByText(text.nobodyDue)).toBeInTheDocument();
    const file = downloads[0]!.name;
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const sent = await screen.findByRole('region', { name: confirmText.sentRunsTitle });
    expect(sent).toHaveTextContent(`${file}, kept on ${formatDate(new Date())}: 2 payouts, ₹2,596`);

    await user.click(within(sent).getByRole('button', { name: `${confirmText.withdrawRun} ${file}` }));

    expect(await screen.findByText(confirmText.runWithdrawn(2, '₹2,596'))).toBeVisible();
    // The list is read again: both are due in full, and no run is on its way any more.
    await screen.findByRole('heading', { level: 2, name: /^Ready to pay/ });
    expect(rowOf(PRIYA).getByRole('cell', { name: '₹2,196' })).toBeInTheDocument();
    expect(rowOf(RAHUL).getByRole('cell', { name: '₹400' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: confirmText.sentRunsTitle })).not.toBeInTheDocument();
    expect(screen.queryByText(text.onItsWay('₹2,196'))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.download }));
    const dialog = within(await screen.findByRole('dialog', { name: text.keepTitle }));
    expect(dialog.getByText(text.keepLead(2, '₹2,596', '2026-11'))).toBeInTheDocument();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers no second download while the list is read again after a run is kept', async () => {
    const backend = await business();
    const { user } = await open(backend);
    const release = holdTheListsNextRead(backend);
    await download(user, 1);

    // The kept run's workers still show as due: the button cannot pay them again.
    expect(rowOf(PRIYA).getByRole('cell', { name: '₹2,196' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: text.loading });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    release();
    expect(await screen.findByText(text.nobodyDue)).toBeInTheDocument();
    expect(await backend.sentPayouts.listPeriod('2026-11')).toHaveLength(2);
    expect(downloads).toHaveLength(1);
  });

  it('names each run’s file apart, so withdrawing a second run of the day leaves the first on its way', async () => {
    const backend = await business();
    const { user } = await open(backend);
    const amount = rowOf(PRIYA).getByRole('textbox', { name: text.amountLabel(PRIYA) });
    await user.clear(amount);
    await user.type(amount, '1000');
    await download(user, 1);
    // The rest of Priya's pay, in a second run of the month kept the same day.
    await waitFor(() => expect(rowOf(PRIYA).getByRole('cell', { name: '₹1,196' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: text.download }));
    const dialog = within(await screen.findByRole('dialog', { name: text.keepTitle }));
    await user.click(dialog.getByRole('button', { name: text.keepAnyway }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    const [first, second] = downloads.map((file) => file.name);
    expect(first).toMatch(/^payouts-2026-11-[a-z0-9]{5}\.csv$/);
    expect(second).toMatch(/^payouts-2026-11-[a-z0-9]{5}\.csv$/);
    expect(second).not.toBe(first);

    const sent = await screen.findByRole('region', { name: confirmText.sentRunsTitle });
    expect(within(sent).getAllByRole('listitem')).toHaveLength(2);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(within(sent).getByRole('button', { name: `${confirmText.withdrawRun} ${second}` }));

    expect(await screen.findByText(confirmText.runWithdrawn(1, '₹1,196'))).toBeVisible();
    await waitFor(() => expect(within(sent).getAllByRole('listitem')).toHaveLength(1));
    expect(sent).toHaveTextContent(`${first}, kept on ${formatDate(new Date())}: 2 payouts, ₹1,400`);
    const stillSent = (await backend.sentPayouts.listPeriod('2026-11')).filter(
      (payout) => payout.withdrawnAt === null,
    );
    expect(stillSent.map((payout) => [payout.fileName, payout.amount]).sort()).toEqual(
      [
        [first, 1000],
        [first, 400],
      ].sort(),
    );
  });

  it('says a run whose answer was lost may have been kept, downloads nothing, and keeps it once when pressed again', async () => {
    const backend = await business();
    // The run is written, then its answer is lost.
    const real = backend.sentPayouts.send.bind(backend.sentPayouts);
    vi.spyOn(backend.sentPayouts, 'send').mockImplementationOnce(async (payouts) => {
      await real(payouts);
      throw new BackendError('network');
    });
    const { user } = await open(backend);
    await user.click(screen.getByRole('button', { name: text.download }));
    const dialog = within(await screen.findByRole('dialog', { name: text.keepTitle }));
    await user.click(dialog.getByRole('button', { name: text.keep }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(text.keepUnconfirmed);
    expect(downloads).toEqual([]);

    await user.click(dialog.getByRole('button', { name: text.keep }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(await backend.sentPayouts.listPeriod('2026-11')).toHaveLength(2);
  });

  it('lists apart, unticked, a worker whose details changed after their last payout', async () => {
    const { user } = await open(await business({ changed: true }));
    const changed = screen.getByRole('heading', { name: text.changedTitle(1) });
    const section = within(changed.closest('section')!);
    const row = within(section.getByRole('rowheader', { name: new RegExp(PRIYA) }).closest('tr')!);
    expect(row.getByText(/^Changed .*; last paid /)).toBeInTheDocument();
    expect(row.getByRole('checkbox', { name: text.includeLabel(PRIYA) })).not.toBeChecked();
    expect(row.getByRole('cell', { name: '₹2,000' })).toBeInTheDocument();

    expect((await download(user, 1)).slice(1).join('\n')).not.toContain('Priya');

    // Ticked once the admin has checked with her.
    await user.click(row.getByRole('checkbox', { name: text.includeLabel(PRIYA) }));
    expect((await download(user, 2)).slice(1).join('\n')).toContain('Priya Verma');
  });

  it("reads each worker's paid-to-date once, their last payout named in it", async () => {
    const backend = await business({ changed: true });
    const got = vi.spyOn(DocumentStore.prototype, 'get');
    const listed = vi.spyOn(DocumentStore.prototype, 'list');
    await open(backend);
    // The last payout was found: Priya changed her account after it.
    expect(screen.getByRole('heading', { name: text.changedTitle(1) })).toBeInTheDocument();

    const totalsRead = [
      ...got.mock.calls.map(([, path]) => path).filter((path) => path.startsWith('payoutTotals/')),
      ...listed.mock.calls.flatMap(([, collection], call) =>
        collection === 'payoutTotals'
          ? (listed.mock.results[call]!.value as { id: string }[]).map(({ id }) => `payoutTotals/${id}`)
          : [],
      ),
    ];
    expect(totalsRead.filter((path) => path === `payoutTotals/${priya}`)).toHaveLength(1);
    expect(new Set(totalsRead).size).toBe(totalsRead.length);
  });

  it('still pays a worker revoked since, marked as no longer approved', async () => {
    const backend = await business();
    await backend.users.setApproval(rahul, false);
    await open(backend);
    const row = rowOf(RAHUL);
    expect(row.getByText(text.noLongerApproved)).toBeInTheDocument();
    expect(row.getByRole('checkbox', { name: text.includeLabel(RAHUL) })).toBeChecked();
    expect(rowOf(PRIYA).queryByText(text.noLongerApproved)).not.toBeInTheDocument();
  });

  it('lists apart those with nowhere to pay them, never in the file', async () => {
    const { user } = await open(await business({ rahulDetails: false }));
    const without = screen.getByRole('heading', { name: text.withoutTitle(1) });
    expect(within(without.closest('section')!).getByRole('cell', { name: '₹400' })).toBeInTheDocument();
    expect((await download(user, 1)).slice(1)).toHaveLength(1);
  });

  it.each([
    ['abc', text.amountErrors['not-a-number']],
    ['0', text.amountErrors.zero],
    ['-5', text.amountErrors.negative],
    ['100.555', text.amountErrors.decimals],
    ['100.50', text.wholeRupees],
    ['2197', text.overDue('₹2,196')],
    ['100001', text.amountErrors['too-large']],
  ])('refuses %s as an amount, says why beside it, and downloads nothing', async (typed, message) => {
    const { user } = await open(await business());
    const amount = rowOf(PRIYA).getByRole('textbox', { name: text.amountLabel(PRIYA) });
    await user.clear(amount);
    await user.type(amount, typed);
    await user.click(screen.getByRole('button', { name: text.download }));
    expect(rowOf(PRIYA).getByText(message)).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription(message);
    expect(downloads).toEqual([]);
    expect(amount).toHaveValue(typed);
  });

  it("writes RazorpayX's bulk payouts file only with the business's RazorpayX account, and remembers it", async () => {
    const { user } = await open(await business());
    await user.selectOptions(screen.getByLabelText(text.layoutLabel), 'razorpayx');
    await user.click(screen.getByRole('button', { name: text.download }));
    await waitFor(() =>
      expect(screen.getByLabelText(text.payerAccountLabel)).toHaveAccessibleDescription(
        text.payerAccountMissing,
      ),
    );
    expect(downloads).toEqual([]);

    await user.type(screen.getByLabelText(text.payerAccountLabel), '2323230041626905');
    const [header, ...rows] = await download(user, 1);
    expect(header).toBe(RAZORPAYX_COLUMNS.join(','));
    expect(rows.every((line) => line.startsWith('2323230041626905,'))).toBe(true);
    expect(downloads[0]!.name).toMatch(/^razorpayx-bulk-payouts-2026-11-[a-z0-9]{5}\.csv$/);
    expect(localStorage.getItem('payWorkers.razorpayXAccount')).toBe('2323230041626905');
  });

  it("shows a UPI QR code for a worker paid by UPI, with the amount, to pay from the admin's phone", async () => {
    const { user } = await open(await business());
    const row = rowOf(RAHUL);
    expect(rowOf(PRIYA).queryByText(text.showQr)).not.toBeInTheDocument();
    await user.click(row.getByText(text.showQr));
    expect(row.getByRole('img', { name: text.qrLabel(RAHUL, '₹400') })).toBeVisible();
  });

  it('records a worker paid by the QR code under its reference with the UTR, and lists them paid up', async () => {
    const backend = await business();
    const { user } = await open(backend);
    const row = rowOf(RAHUL);
    await user.click(row.getByText(text.showQr));
    const record = row.getByRole('button', { name: text.upiRecord('₹400') });
    // No UTR: refused beside the field, nothing written.
    await user.click(record);
    expect(row.getByLabelText(text.utrLabel(RAHUL))).toHaveAccessibleDescription(
      'Enter the UPI or bank reference of the payment.',
    );
    expect(await backend.payouts.listFor(rahul)).toEqual([]);

    await user.type(row.getByLabelText(text.utrLabel(RAHUL)), '612345678901');
    await user.click(record);
    expect(await screen.findByText(text.upiRecorded('₹400', RAHUL))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: new RegExp(RAHUL) })).not.toBeInTheDocument(),
    );
    const [sent] = await backend.sentPayouts.listFor(rahul);
    expect(sent).toMatchObject({ layout: 'upi-qr', amount: 400, sentOn: toDayId(new Date()) });
    expect(await backend.payouts.listFor(rahul)).toMatchObject([
      { id: sent!.reference, amount: 400, reference: '612345678901' },
    ]);
  });

  it('takes the QR code away once the payment is recorded, while the list is read again', async () => {
    const backend = await business();
    const { user } = await open(backend);
    const release = holdTheListsNextRead(backend);
    const row = rowOf(RAHUL);
    // Part of what he is owed: ₹300 of ₹400.
    const amount = row.getByRole('textbox', { name: text.amountLabel(RAHUL) });
    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(row.getByText(text.showQr));
    await user.type(row.getByLabelText(text.utrLabel(RAHUL)), '612345678901');
    await user.click(row.getByRole('button', { name: text.upiRecord('₹300') }));

    // Rahul's row is still listed until the list is back, but nothing in it pays him again.
    expect(await row.findByRole('status')).toHaveTextContent(text.upiRecordedHere('₹300'));
    expect(row.queryByRole('img', { name: /UPI QR code/ })).not.toBeInTheDocument();
    expect(row.queryByText(text.showQr)).not.toBeInTheDocument();
    // Nor does unticking and ticking him again bring the code back.
    const include = row.getByRole('checkbox', { name: text.includeLabel(RAHUL) });
    await user.click(include);
    await user.click(include);
    expect(row.queryByText(text.showQr)).not.toBeInTheDocument();
    expect(row.getByRole('status')).toHaveTextContent(text.upiRecordedHere('₹300'));

    release();
    // Read again, he is owed the rest, with a code of its own.
    await waitFor(() => expect(rowOf(RAHUL).getByRole('cell', { name: '₹100' })).toBeInTheDocument());
    expect(rowOf(RAHUL).queryByRole('status')).not.toBeInTheDocument();
    expect(rowOf(RAHUL).getByText(text.showQr)).toBeInTheDocument();
    expect(await backend.payouts.listFor(rahul)).toMatchObject([{ amount: 300 }]);
  });

  it('keeps the UTR typed when the answer is lost, and records the payment once when pressed again', async () => {
    const backend = await business();
    const real = backend.payouts.record.bind(backend.payouts);
    vi.spyOn(backend.payouts, 'record').mockImplementationOnce(async (payout, id) => {
      await real(payout, id);
      throw new BackendError('network');
    });
    const { user } = await open(backend);
    const row = rowOf(RAHUL);
    await user.click(row.getByText(text.showQr));
    await user.type(row.getByLabelText(text.utrLabel(RAHUL)), '612345678901');
    await user.click(row.getByRole('button', { name: text.upiRecord('₹400') }));
    expect(await row.findByRole('alert')).toHaveTextContent(text.upiUnconfirmed);
    expect(row.getByLabelText(text.utrLabel(RAHUL))).toHaveValue('612345678901');

    await user.click(row.getByRole('button', { name: text.upiRecord('₹400') }));
    expect(await screen.findByText(text.upiRecorded('₹400', RAHUL))).toBeInTheDocument();
    expect(await backend.payouts.listFor(rahul)).toHaveLength(1);
    expect(await backend.payouts.totals(rahul)).toMatchObject({ paid: 400 });
  });

  it('says so when no one is owed money', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    await backend.payouts.record({
      uid: priya,
      amount: 2196,
      paidOn: toDayId(new Date()),
      reference: 'UTR 1',
      note: '',
    });
    await renderPage(<PayWorkersPage />, { backend });
    expect(await screen.findByText(text.nobodyDue)).toBeInTheDocument();
  });
});
