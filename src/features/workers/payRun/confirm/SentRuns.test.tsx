import { render, screen, within } from '@testing-library/react';
import { subDays } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../../../backend/errors';
import type { Backend, NewSentPayout } from '../../../../backend/types';
import { Toasts } from '../../../../components/Toasts';
import { toDayId } from '../../../../lib/days';
import { createTestBackend } from '../../../../test/backend';
import { renderPage } from '../../../../test/renderPage';
import { toConfirm } from '../fixtures/confirmRun';
import { ASHA, KIRAN, MEERA, RAVI } from '../fixtures/payouts';
import type { PreparedPayout } from '../matchDebits';
import { newPayoutReference } from '../references';
import { onItsWay, readRunsToConfirm } from './readRunsToConfirm';
import { SentRuns } from './SentRuns';
import { openRuns, withdrawRun, WITHDRAWALS_AT_ONCE } from './runsOnTheirWay';

/*
 * The bank refused a whole file: the admin withdraws its run in one press, and every payout in it
 * is due again. Only what no statement showed paid is withdrawn.
 */

const dayId = (ago: number) => toDayId(subDays(new Date(), ago));
const NOVEMBER = { fileName: 'payouts-2026-11.csv', sentOn: dayId(3) };
const EXTRA = { fileName: 'payouts-2026-11-extra.csv', sentOn: dayId(1) };

const kept = (payout: PreparedPayout, run = NOVEMBER): NewSentPayout => ({
  reference: payout.reference,
  uid: payout.uid,
  amount: Math.floor(payout.amountPaise / 100),
  period: '2026-11',
  layout: 'plain-csv',
  fileName: run.fileName,
  method: payout.upi ? 'upi' : 'bank',
  payee: payout.name.toUpperCase(),
  accountTail: payout.accountTail ?? '',
  upi: payout.upi ?? '',
  sentOn: run.sentOn,
});

/** Kiran, Meera and Ravi in November's file; Asha in a second file kept later. */
async function runsKept(): Promise<Backend> {
  const backend = await createTestBackend({ as: 'admin' });
  await backend.sentPayouts.send([kept(KIRAN), kept(MEERA), kept(RAVI)]);
  await backend.sentPayouts.send([kept(ASHA, EXTRA)]);
  return backend;
}

const readRuns = (backend: Backend) => readRunsToConfirm(backend, Promise.resolve([]), new Date());

async function openSentRuns(backend: Backend, onWithdrawn = vi.fn()) {
  const runs = await readRuns(backend);
  render(<Toasts />);
  const rendered = await renderPage(<SentRuns runs={runs} onWithdrawn={onWithdrawn} />, { backend });
  const panel = await screen.findByRole('region', { name: 'Sent for payment, not yet seen paid' });
  return { ...rendered, panel, onWithdrawn };
}

const withdrawButton = (panel: HTMLElement, fileName: string) =>
  within(panel).getByRole('button', { name: `Withdraw this run ${fileName}` });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the runs on their way', () => {
  it('groups the open payouts by the file that carried them, the latest first, without the paid or withdrawn', () => {
    const payouts = [
      toConfirm(KIRAN, NOVEMBER),
      toConfirm(MEERA, NOVEMBER),
      toConfirm(RAVI, { ...NOVEMBER, withdrawn: true }),
      toConfirm(ASHA, EXTRA),
      // Paid from the admin's phone by its QR code, its record not yet made: no file to withdraw.
      toConfirm(RAVI, { reference: 'LEQRPAID0001', fileName: '', layout: 'upi-qr', sentOn: dayId(0) }),
    ];
    const runs = openRuns({ payouts, recorded: new Set([MEERA.reference]) });
    expect(runs.map(({ fileName, payouts: open, total }) => [fileName, open.length, total])).toEqual([
      [EXTRA.fileName, 1, Math.floor(ASHA.amountPaise / 100)],
      [NOVEMBER.fileName, 1, 1200],
    ]);
  });

  it('shows nothing once every payout is paid or withdrawn', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    await backend.sentPayouts.send([kept(KIRAN), kept(MEERA)]);
    await backend.sentPayouts.withdraw(KIRAN.reference);
    await backend.payouts.record(
      { uid: MEERA.uid, amount: 760, paidOn: dayId(2), reference: 'SBIN526335000001', note: '' },
      MEERA.reference,
    );
    await renderPage(<SentRuns runs={await readRuns(backend)} onWithdrawn={vi.fn()} />, { backend });
    expect(screen.queryByRole('region', { name: 'Sent for payment, not yet seen paid' })).toBeNull();
  });
});

describe('two runs kept the same day under one file name, before names carried a run id', () => {
  it('offers no withdrawal of them whole, as one may be paid, but each payout alone', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const LEGACY = { fileName: 'payouts-2026-11.csv', sentOn: dayId(3) };
    await backend.sentPayouts.send([kept(KIRAN, LEGACY), kept(MEERA, LEGACY)]);
    // The rest of Kiran's pay, in a second run of the month that day.
    await backend.sentPayouts.send([
      { ...kept(KIRAN, LEGACY), reference: newPayoutReference(), amount: 300 },
    ]);
    const { user, panel } = await openSentRuns(backend);
    expect(panel).toHaveTextContent('3 payouts, ₹2,260');
    expect(panel).toHaveTextContent(
      'This file’s name holds more than one run, kept the same day: withdraw its payouts one by one, below.',
    );
    expect(within(panel).queryByRole('button', { name: /^Withdraw this run/ })).toBeNull();
    await user.click(within(panel).getByText('Payouts in this file (3): withdraw one alone'));
    expect(within(panel).getAllByRole('button', { name: /^Withdraw KIRAN MEHTA/ })).toHaveLength(2);
  });
});

describe('withdrawing a long run when the connection drops', () => {
  it('stops trying at the first lost answer, and reports the payouts it never tried', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const payouts = Array.from({ length: 20 }, (_, index) =>
      toConfirm(KIRAN, { reference: `LEKIRAN${String(index).padStart(5, '0')}`, ...NOVEMBER }),
    );
    const tried: string[] = [];
    const real = await createTestBackend({ as: 'admin' });
    const backend: Backend = {
      ...real,
      sentPayouts: {
        ...real.sentPayouts,
        withdraw: (reference) => {
          tried.push(reference);
          return Promise.reject(new BackendError('network', 'offline'));
        },
      },
    };
    const progress: number[] = [];
    const result = await withdrawRun(backend, payouts, (done) => progress.push(done));
    // The first answers of the lanes already asked: no more are asked after them.
    expect(tried).toHaveLength(WITHDRAWALS_AT_ONCE);
    expect(result.withdrawn).toEqual([]);
    expect(result.failed).toHaveLength(20);
    expect(progress.at(-1)).toBe(20);
  });
});

describe('withdrawing a run the bank refused', { timeout: 20_000 }, () => {
  it('withdraws every payout of the run after asking, and leaves the other run on its way', async () => {
    const backend = await runsKept();
    const asked = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, panel, onWithdrawn } = await openSentRuns(backend);
    expect(panel).toHaveTextContent(`${NOVEMBER.fileName}, kept on`);
    expect(panel).toHaveTextContent('3 payouts, ₹2,360');

    await user.click(withdrawButton(panel, NOVEMBER.fileName));

    expect(asked).toHaveBeenCalledWith(
      expect.stringMatching(/^Withdraw all 3 payouts of payouts-2026-11\.csv \(₹2,360\)\? Do this only if/),
    );
    expect(await screen.findByText('3 payouts are withdrawn: ₹2,360 is due again.')).toBeVisible();
    expect(onWithdrawn).toHaveBeenCalledTimes(1);
    // Until the page reads the runs again, the run reads withdrawn, and cannot be pressed again.
    const item = within(panel)
      .getByText(/^payouts-2026-11\.csv, kept on/)
      .closest('li')!;
    expect(within(item).getByRole('status')).toHaveTextContent('Withdrawn: due again');
    const done = within(item).getByRole('button', { name: `Run withdrawn ${NOVEMBER.fileName}` });
    expect(done).toHaveAttribute('aria-disabled', 'true');
    await user.click(done);
    expect(asked).toHaveBeenCalledTimes(1);
    const sent = onItsWay(await readRuns(backend));
    expect(sent).toEqual({ asha: Math.floor(ASHA.amountPaise / 100) });
  });

  it('withdraws one payout of the run alone, from the run’s payouts folded beneath it', async () => {
    const backend = await runsKept();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, panel, onWithdrawn } = await openSentRuns(backend);
    await user.click(within(panel).getByText('Payouts in this file (3): withdraw one alone'));
    const payouts = within(panel).getByRole('table', {
      name: `The payouts of ${NOVEMBER.fileName} still on their way`,
    });
    expect(within(payouts).getAllByRole('row')).toHaveLength(4);

    await user.click(
      within(payouts).getByRole('button', { name: `Withdraw KIRAN MEHTA ${KIRAN.reference}` }),
    );

    expect(
      await screen.findByText('The payout of ₹1,200 to KIRAN MEHTA is withdrawn: ₹1,200 is due again.'),
    ).toBeVisible();
    expect(onWithdrawn).toHaveBeenCalledWith(KIRAN.reference);
    expect(Object.keys(onItsWay(await readRuns(backend))).sort()).toEqual(['asha', 'meera', 'ravi']);
  });

  it('writes nothing when the admin says no', async () => {
    const backend = await runsKept();
    const asked = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, panel, onWithdrawn } = await openSentRuns(backend);
    await user.click(withdrawButton(panel, NOVEMBER.fileName));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(withdrawButton(panel, NOVEMBER.fileName)).toHaveAttribute('aria-disabled', 'false');
    expect(
      within(panel)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toEqual(['', '']);
    expect(onWithdrawn).not.toHaveBeenCalled();
    expect(Object.keys(onItsWay(await readRuns(backend))).sort()).toEqual(['asha', 'kiran', 'meera', 'ravi']);
  });

  it('never withdraws a payout recorded paid after the page was read: it stays paid', async () => {
    const backend = await runsKept();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, panel } = await openSentRuns(backend);
    // The statement, dropped in another tab meanwhile, recorded Meera's payout.
    await backend.payouts.record(
      { uid: MEERA.uid, amount: 760, paidOn: dayId(2), reference: 'SBIN526335000001', note: '' },
      MEERA.reference,
    );

    await user.click(withdrawButton(panel, NOVEMBER.fileName));

    expect(await screen.findByText('2 payouts are withdrawn: ₹1,600 is due again.')).toBeVisible();
    expect(await screen.findByText('1 payout was recorded as paid meanwhile and stays paid.')).toBeVisible();
    const meera = (await backend.sentPayouts.listSince(NOVEMBER.sentOn)).find(
      (payout) => payout.reference === MEERA.reference,
    );
    expect(meera?.withdrawnAt).toBeNull();
    expect((await backend.payouts.totals(MEERA.uid)).paid).toBe(760);
  });

  it('stops at a lost connection, says how many are left, and withdraws the rest when pressed again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const real = await runsKept();
    let online = false;
    let answered = 0;
    const backend: Backend = {
      ...real,
      sentPayouts: {
        ...real.sentPayouts,
        withdraw: async (reference) => {
          // The first write goes through; then the connection drops.
          if (!online && answered++ > 0) throw new BackendError('network', 'offline');
          return real.sentPayouts.withdraw(reference);
        },
      },
    };
    const first = await openSentRuns(backend);

    await first.user.click(withdrawButton(first.panel, NOVEMBER.fileName));
    expect(
      await screen.findByText(/^2 payouts could not be withdrawn: .* Press Withdraw this run again/),
    ).toBeVisible();
    expect(await screen.findByText(/^1 payout is withdrawn: ₹[\d,]+ is due again\.$/)).toBeVisible();
    expect(first.onWithdrawn).toHaveBeenCalledTimes(1);
    first.unmount();

    // The page reads the runs again: two payouts of the file are still on their way.
    online = true;
    const again = await openSentRuns(backend);
    expect(again.panel).toHaveTextContent('2 payouts');
    await again.user.click(withdrawButton(again.panel, NOVEMBER.fileName));
    expect(await screen.findByText(/^2 payouts are withdrawn: ₹[\d,]+ is due again\.$/)).toBeVisible();
    expect(onItsWay(await readRuns(real))).toEqual({ asha: Math.floor(ASHA.amountPaise / 100) });
  });
});
