import { render, screen, within } from '@testing-library/react';
import { subDays } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../../../backend/errors';
import type { Backend, NewSentPayout } from '../../../../backend/types';
import { toDayId } from '../../../../lib/days';
import { csvOf, pickedCsv } from '../../../../lib/spreadsheet/fixtures/droppedFile';
import { createTestBackend } from '../../../../test/backend';
import { renderPage } from '../../../../test/renderPage';
import { toConfirm } from '../fixtures/confirmRun';
import { KIRAN, MEERA, RAVI, SBI_HEADER, sbiRowsAgo } from '../fixtures/payouts';
import type { PreparedPayout } from '../matchDebits';
import { confirmPayouts, type PayoutToConfirm } from './confirmation';
import { Toasts } from '../../../../components/Toasts';
import { ConfirmPayouts } from './ConfirmPayouts';
import { onItsWay, readRunsToConfirm } from './readRunsToConfirm';
import { readBankMoney } from '../debits';

/*
 * A payout the bank did not pay is withdrawn by the admin: its amount is due again. The workers are
 * named as their transfers named them, as for a worker no longer approved.
 */

const dayId = (ago: number) => toDayId(subDays(new Date(), ago));
const SENT_ON = dayId(3);

/** The payout as the pay run kept it. */
const kept = (payout: PreparedPayout): NewSentPayout => ({
  reference: payout.reference,
  uid: payout.uid,
  amount: Math.floor(payout.amountPaise / 100),
  period: '2026-11',
  layout: 'plain-csv',
  fileName: 'payouts-2026-11.csv',
  method: payout.upi ? 'upi' : 'bank',
  payee: payout.name.toUpperCase(),
  accountTail: payout.accountTail ?? '',
  upi: payout.upi ?? '',
  sentOn: SENT_ON,
});

/** Meera paid, Ravi's transfer returned, Kiran's payout nowhere in the file. */
const STATEMENT = [
  SBI_HEADER,
  ...sbiRowsAgo([
    [2, `TO TRANSFER-IMPS/P2A/533612340004/MEERA PILLAI/SBIN/${MEERA.reference}`, '760.00', ''],
    [2, `TO TRANSFER-NEFT UTR NO: SBIN526335123456-RAVI RAO-${RAVI.reference}--`, '400.00', ''],
    [1, 'BY TRANSFER-NEFT RETURN SBIN526335123456 ACCOUNT CLOSED', '', '400.00'],
  ]),
];

async function runKept(): Promise<Backend> {
  const backend = await createTestBackend({ as: 'admin' });
  await backend.sentPayouts.send([kept(KIRAN), kept(RAVI), kept(MEERA)]);
  return backend;
}

async function openConfirm(backend: Backend, onWithdrawn = vi.fn(), recorded = new Set<string>()) {
  const runs = await readRunsToConfirm(backend, Promise.resolve([]), new Date());
  render(<Toasts />);
  const rendered = await renderPage(
    <ConfirmPayouts payouts={runs.payouts} recorded={recorded} onWithdrawn={onWithdrawn} />,
    { backend },
  );
  const panel = await screen.findByRole('region', { name: 'Confirm the payouts from the bank’s file' });
  await rendered.user.upload(
    within(panel).getByLabelText('Choose the statement or payout report'),
    pickedCsv(csvOf(STATEMENT), 'statement.csv'),
  );
  await within(panel).findByRole('region', { name: /^Paid \(\d+\)$/ });
  return { ...rendered, panel };
}

const section = (panel: HTMLElement, name: RegExp) => within(panel).getByRole('region', { name });
const withdrawnOf = async (backend: Backend, reference: string) =>
  (await backend.sentPayouts.listSince(SENT_ON)).find((payout) => payout.reference === reference)!
    .withdrawnAt;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('withdrawing a payout the bank did not pay', { timeout: 20_000 }, () => {
  it('withdraws a payout not in the file after asking, and its amount is no longer on its way', async () => {
    const backend = await runKept();
    const asked = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const onWithdrawn = vi.fn();
    const { user, panel } = await openConfirm(backend, onWithdrawn);
    expect(onItsWay(await readRunsToConfirm(backend, Promise.resolve([]), new Date()))).toMatchObject({
      kiran: 1200,
    });

    const missing = section(panel, /^Not in the file \(1\)$/);
    await user.click(
      within(missing).getByRole('button', { name: `Withdraw KIRAN MEHTA ${KIRAN.reference}` }),
    );

    expect(asked).toHaveBeenCalledWith(
      expect.stringMatching(/^Withdraw the payout of ₹1,200 to KIRAN MEHTA/),
    );
    expect(
      await screen.findByText('The payout of ₹1,200 to KIRAN MEHTA is withdrawn: ₹1,200 is due again.'),
    ).toBeVisible();
    expect(onWithdrawn).toHaveBeenCalledWith(KIRAN.reference);
    expect(section(panel, /^Not in the file \(0\)$/)).toHaveTextContent('None.');
    expect(await withdrawnOf(backend, KIRAN.reference)).toBeInstanceOf(Date);
    expect(await withdrawnOf(backend, MEERA.reference)).toBeNull();
    const sent = onItsWay(await readRunsToConfirm(backend, Promise.resolve([]), new Date()));
    expect(sent.kiran).toBeUndefined();
    expect(sent.meera).toBe(760);
  });

  it('writes nothing when the admin says no', async () => {
    const backend = await runKept();
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const onWithdrawn = vi.fn();
    const { user, panel } = await openConfirm(backend, onWithdrawn);
    await user.click(within(panel).getByRole('button', { name: `Withdraw KIRAN MEHTA ${KIRAN.reference}` }));
    expect(onWithdrawn).not.toHaveBeenCalled();
    expect(await withdrawnOf(backend, KIRAN.reference)).toBeNull();
    expect(section(panel, /^Not in the file \(1\)$/)).toBeInTheDocument();
  });

  it('withdraws a returned payout, which then reads withdrawn where it stands', async () => {
    const backend = await runKept();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, panel } = await openConfirm(backend);
    const notPaid = section(panel, /^Not paid \(1\)$/);
    await user.click(within(notPaid).getByRole('button', { name: `Withdraw RAVI RAO ${RAVI.reference}` }));
    expect(await within(notPaid).findByText('Withdrawn: due again')).toBeVisible();
    expect(await withdrawnOf(backend, RAVI.reference)).toBeInstanceOf(Date);
  });

  it('offers no withdrawal of a returned payout recorded paid before: that one is reversed', async () => {
    const backend = await runKept();
    const { panel } = await openConfirm(backend, vi.fn(), new Set([RAVI.reference]));
    const notPaid = section(panel, /^Not paid \(1\)$/);
    expect(notPaid).toHaveTextContent('Recorded as paid before: reverse it from the worker’s payouts.');
    expect(within(notPaid).queryByRole('button', { name: /^Withdraw/ })).toBeNull();
  });

  it('says why a withdrawal failed and keeps the payout listed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const real = await runKept();
    const backend: Backend = {
      ...real,
      sentPayouts: {
        ...real.sentPayouts,
        withdraw: () => Promise.reject(new BackendError('network', 'offline')),
      },
    };
    const onWithdrawn = vi.fn();
    const { user, panel } = await openConfirm(backend, onWithdrawn);
    await user.click(within(panel).getByRole('button', { name: `Withdraw KIRAN MEHTA ${KIRAN.reference}` }));
    expect(await screen.findByText(/^Could not withdraw the payout to KIRAN MEHTA: /)).toBeVisible();
    expect(onWithdrawn).not.toHaveBeenCalled();
    expect(
      within(panel).getByRole('button', { name: `Withdraw KIRAN MEHTA ${KIRAN.reference}` }),
    ).toBeEnabled();
  });
});

describe('a withdrawn payout the bank paid all the same', () => {
  const withdrawn = (payout: PreparedPayout): PayoutToConfirm =>
    toConfirm(payout, { sentOn: SENT_ON, withdrawn: true });
  const money = readBankMoney(STATEMENT);

  it('is recorded when the file shows its debit by reference, flagged, and is not looked for when missing', () => {
    const confirmation = confirmPayouts(money, [withdrawn(MEERA), withdrawn(KIRAN)], new Set(), dayId(0));
    expect(confirmation.paid.map(({ payout }) => payout.reference)).toEqual([MEERA.reference]);
    expect(confirmation.missing).toEqual([]);
  });

  it('is shown to record with a warning to check the worker was not paid twice', async () => {
    const backend = await runKept();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await backend.sentPayouts.withdraw(MEERA.reference);
    const { panel } = await openConfirm(backend);
    const paid = section(panel, /^Paid \(1\)$/);
    expect(paid).toHaveTextContent(
      'To recordWithdrawn before, yet the bank paid it: record it, and check the worker was not paid twice.',
    );
    expect(within(panel).getByRole('button', { name: 'Record 1 payout' })).toBeEnabled();
  });
});
