import { screen, within } from '@testing-library/react';
import { format, subDays } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../../../backend/errors';
import type { Backend } from '../../../../backend/types';
import { toDayId } from '../../../../lib/days';
import { csvOf, pickedCsv } from '../../../../lib/spreadsheet/fixtures/droppedFile';
import { createTestBackend, holdRead } from '../../../../test/backend';
import { renderPage } from '../../../../test/renderPage';
import { toConfirm as payoutToConfirm } from '../fixtures/confirmRun';
import { ASHA, KIRAN, MEERA, RAVI, SBI_HEADER, sbiRowsAgo } from '../fixtures/payouts';
import type { PreparedPayout } from '../matchDebits';
import { newPayoutReference } from '../references';
import type { PayoutToConfirm } from './confirmation';
import { ConfirmPayouts } from './ConfirmPayouts';

/** A day `ago` days before today, as a payout records it. */
const dayId = (ago: number) => toDayId(subDays(new Date(), ago));
const SENT_AGO = 3;

/** A payout of the fixtures' run, sent a few days ago. */
const toConfirm = (payout: PreparedPayout, change: Partial<PayoutToConfirm> = {}) =>
  payoutToConfirm(payout, { sentOn: dayId(SENT_AGO), ...change });

const asha = toConfirm(ASHA, { stillApproved: false });
const ravi = toConfirm(RAVI);
const meera = toConfirm(MEERA);
const kiran = toConfirm(KIRAN);
const sunil: PayoutToConfirm = {
  ...toConfirm(MEERA),
  reference: newPayoutReference(),
  uid: 'sunil',
  workerName: 'Sunil Das',
  payee: 'SUNIL DAS',
  amount: 500,
  accountTail: '5555',
};
const deepa: PayoutToConfirm = {
  ...toConfirm(MEERA),
  reference: newPayoutReference(),
  uid: 'deepa',
  workerName: 'Deepa Nair',
  payee: 'DEEPA NAIR',
  amount: 300,
  accountTail: '7777',
};
const RUN = [asha, ravi, meera, kiran, sunil, deepa];

/** An SBI statement of the days since the run was sent: `rows` are [days ago, narration, debit, credit]. */
const statement = (rows: [number, string, string, string][]) =>
  pickedCsv(
    csvOf([['Account Name', ':', 'LEARN AND EARN'], [], SBI_HEADER, ...sbiRowsAgo(rows)]),
    'statement.csv',
  );

/** The run paid: every outcome the file can tell of a payout, and a debit no payout claims. */
const paidRun = () =>
  statement([
    [2, `TO TRANSFER-INB IMPS/P2A/533612340001/ASHA RAO/HDFC/${ASHA.reference} NOV--`, '400.00', ''],
    [2, 'TO TRANSFER-INB IMPS CHARGES 533612340001--', '5.00', ''],
    [2, `TO TRANSFER-NEFT UTR NO: SBIN526335123456-RAVI RAO-${RAVI.reference}--`, '400.00', ''],
    [2, 'TO TRANSFER-IMPS/P2A/533612340004/MEERA PILLAI/SBIN/NOV', '760.00', ''],
    [2, `TO TRANSFER-IMPS/P2A/533612340007/SUNIL DAS/${sunil.reference}`, '5,000.00', ''],
    [2, `TO TRANSFER-IMPS/P2A/533612340008/DEEPA NAIR/${deepa.reference}`, '300.00', ''],
    [1, `BY TRANSFER-IMPS RETURN 533612340008 ${deepa.reference}`, '', '300.00'],
    [1, 'TO TRANSFER-IMPS/P2A/533612349999/SHANTI STORES/ICIC/RENT', '5,000.00', ''],
  ]);

async function openConfirm(payouts = RUN, recorded: ReadonlySet<string> = new Set(), backend?: Backend) {
  backend ??= await createTestBackend({ as: 'admin' });
  const rendered = await renderPage(<ConfirmPayouts payouts={payouts} recorded={recorded} />, { backend });
  const panel = await screen.findByRole('region', { name: 'Confirm the payouts from the bank’s file' });
  return { ...rendered, panel };
}

const drop = async (
  user: Awaited<ReturnType<typeof openConfirm>>['user'],
  panel: HTMLElement,
  file: File,
) => {
  await user.upload(within(panel).getByLabelText('Choose the statement or payout report'), file);
  await within(panel).findByRole('region', { name: /^Paid \(\d+\)$/ });
};

const section = (panel: HTMLElement, name: RegExp) => within(panel).getByRole('region', { name });
const rowOf = (region: HTMLElement, text: string) =>
  within(region)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text))!;

const payoutsOf = async (backend: Backend, uid: string) =>
  (await backend.payouts.listFor(uid)).map(({ amount, paidOn, reference, note }) => ({
    amount,
    paidOn,
    reference,
    note,
  }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('confirming a pay run from the bank’s file', { timeout: 20_000 }, () => {
  it('lists every payout by what the file says of it, and writes nothing before the admin presses Record', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    await backend.payouts.record(
      {
        uid: 'ravi',
        amount: 400,
        paidOn: dayId(2),
        reference: 'SBIN526335123456',
        note: `Pay run 2026-11 · ${RAVI.reference}`,
      },
      RAVI.reference,
    );
    const { user, panel } = await openConfirm(RUN, new Set([RAVI.reference]), backend);
    await drop(user, panel, paidRun());

    expect(within(panel).getByText(/^statement\.csv: 7 debits and 1 credit read\.$/)).toBeVisible();
    const paid = section(panel, /^Paid \(3\)$/);
    expect(rowOf(paid, 'Asha Rao')).toHaveTextContent(
      `Asha RaoNo longer approved: their approval was taken back after the run was prepared. They were paid, so the payout is recorded all the same.₹400533612340001${format(subDays(new Date(), 2), 'd MMM yyyy')}By referenceTo record`,
    );
    expect(rowOf(paid, 'Ravi Rao')).toHaveTextContent(/SBIN526335123456.*By reference.*Already recorded$/);
    expect(rowOf(paid, 'Meera Pillai')).toHaveTextContent(
      /₹760.*533612340004.*By amount and name.*To record$/,
    );
    expect(rowOf(paid, 'Meera Pillai')).not.toHaveTextContent('No longer approved');

    expect(rowOf(section(panel, /^Can’t tell \(1\)$/), 'Sunil Das')).toHaveTextContent(
      'It carries the payout’s reference, but not its amount.',
    );
    expect(rowOf(section(panel, /^Not paid \(1\)$/), 'Deepa Nair')).toHaveTextContent(
      `Returned on ${format(subDays(new Date(), 1), 'd MMM yyyy')}`,
    );
    expect(rowOf(section(panel, /^Not in the file \(1\)$/), 'Kiran Mehta')).toHaveTextContent(
      KIRAN.reference,
    );
    expect(section(panel, /^Money out no payout claims \(1\)$/)).toHaveTextContent('SHANTI STORES');
    expect(section(panel, /^Bank charges \(1\)$/)).toHaveTextContent('IMPS CHARGES');

    for (const uid of ['asha', 'meera', 'sunil', 'deepa', 'kiran'])
      expect(await backend.payouts.listFor(uid)).toEqual([]);
    expect(await backend.payouts.totals('ravi')).toMatchObject({ paid: 400 });
    expect(within(panel).getByRole('button', { name: 'Record 2 payouts' })).toBeEnabled();
  });

  it('records the paid payouts in one press with progress, each with the bank’s reference and date, once', async () => {
    const real = await createTestBackend({ as: 'admin' });
    const { backend, release } = holdRead(real, 'payouts', 'record');
    const { user, panel } = await openConfirm(RUN, new Set(), backend);
    await drop(user, panel, paidRun());

    await user.click(within(panel).getByRole('button', { name: 'Record 3 payouts' }));
    expect(within(panel).getByRole('button', { name: 'Recording 0 of 3…' })).toBeDisabled();
    release();
    expect(
      await within(panel).findByText('3 payouts recorded with the bank’s reference and date.'),
    ).toBeVisible();

    expect(await payoutsOf(real, 'asha')).toEqual([
      {
        amount: 400,
        paidOn: dayId(2),
        reference: '533612340001',
        note: `Pay run 2026-11 · ${ASHA.reference}`,
      },
    ]);
    expect(await payoutsOf(real, 'ravi')).toEqual([
      {
        amount: 400,
        paidOn: dayId(2),
        reference: 'SBIN526335123456',
        note: `Pay run 2026-11 · ${RAVI.reference}`,
      },
    ]);
    expect(await payoutsOf(real, 'meera')).toEqual([
      {
        amount: 760,
        paidOn: dayId(2),
        reference: '533612340004',
        note: `Pay run 2026-11 · ${MEERA.reference}`,
      },
    ]);
    for (const uid of ['sunil', 'deepa', 'kiran']) expect(await real.payouts.listFor(uid)).toEqual([]);
    expect(await real.payouts.sumPaid()).toBe(1560);

    const paid = section(panel, /^Paid \(3\)$/);
    expect(rowOf(paid, 'Asha Rao')).toHaveTextContent(/Recorded$/);
    expect(within(panel).queryByRole('button', { name: /^Record \d/ })).toBeNull();
  });

  it('records nothing twice when the same file is confirmed again before the page knows of the records', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const first = await openConfirm(RUN, new Set(), backend);
    await drop(first.user, first.panel, paidRun());
    await first.user.click(within(first.panel).getByRole('button', { name: 'Record 3 payouts' }));
    await within(first.panel).findByText('3 payouts recorded with the bank’s reference and date.');
    first.unmount();

    const again = await openConfirm(RUN, new Set(), backend);
    await drop(again.user, again.panel, paidRun());
    await again.user.click(within(again.panel).getByRole('button', { name: 'Record 3 payouts' }));
    await within(again.panel).findByText('3 payouts recorded with the bank’s reference and date.');
    for (const uid of ['asha', 'ravi']) {
      expect(await backend.payouts.listFor(uid)).toHaveLength(1);
      expect(await backend.payouts.totals(uid)).toMatchObject({ paid: 400 });
    }
    expect(await backend.payouts.sumPaid()).toBe(1560);
  });

  it('says a payout whose answer was lost may be recorded, goes on with the rest, and records it once when pressed again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const real = await createTestBackend({ as: 'admin' });
    let lose = true;
    const backend: Backend = {
      ...real,
      payouts: {
        ...real.payouts,
        record: async (payout, id) => {
          const written = await real.payouts.record(payout, id);
          if (id === ASHA.reference && lose) {
            lose = false;
            throw new BackendError('network', 'The answer was lost.');
          }
          return written;
        },
      },
    };
    const { user, panel } = await openConfirm(RUN, new Set(), backend);
    await drop(user, panel, paidRun());
    await user.click(within(panel).getByRole('button', { name: 'Record 3 payouts' }));

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent(
      'These were not recorded, or no answer came back to say so; the others are done. Press Record again: a payout recorded already is not recorded twice.',
    );
    expect(alert).toHaveTextContent(
      'Asha Rao, ₹400: no answer came back, so it may or may not have been recorded.',
    );
    expect(within(panel).getByText('2 payouts recorded with the bank’s reference and date.')).toBeVisible();
    expect(await real.payouts.totals('meera')).toMatchObject({ paid: 760 });

    await user.click(within(panel).getByRole('button', { name: 'Record 1 payout' }));
    await within(panel).findByText('1 payout recorded with the bank’s reference and date.');
    expect(await real.payouts.listFor('asha')).toHaveLength(1);
    expect(await real.payouts.totals('asha')).toMatchObject({ paid: 400 });
  });
  it('says a payout that failed offline may not be recorded, and to press again once online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const real = await createTestBackend({ as: 'admin' });
    const backend: Backend = {
      ...real,
      payouts: {
        ...real.payouts,
        record: () => Promise.reject(new BackendError('network', 'Offline.')),
      },
    };
    const { user, panel } = await openConfirm([asha], new Set(), backend);
    await drop(user, panel, paidRun());
    await user.click(within(panel).getByRole('button', { name: 'Record 1 payout' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Asha Rao, ₹400: you are offline, so it may not have been recorded.',
    );
    expect(within(panel).getByRole('button', { name: 'Record 1 payout' })).toBeEnabled();
    expect(await real.payouts.sumPaid()).toBe(0);
  });

  it('leaves a payout recorded before under its reference with other details as it was, and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = await createTestBackend({ as: 'admin' });
    const before = {
      uid: 'asha',
      amount: 400,
      paidOn: dayId(SENT_AGO),
      reference: 'UPI-1',
      note: 'Paid by hand',
    };
    await backend.payouts.record(before, ASHA.reference);
    const { user, panel } = await openConfirm([asha], new Set(), backend);
    await drop(user, panel, paidRun());
    await user.click(within(panel).getByRole('button', { name: 'Record 1 payout' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Asha Rao, ₹400: a payout under this reference was recorded before with another date, amount or bank reference, and is left as it was.',
    );
    expect(await payoutsOf(backend, 'asha')).toEqual([
      { amount: 400, paidOn: before.paidOn, reference: 'UPI-1', note: 'Paid by hand' },
    ]);
    expect(await backend.payouts.totals('asha')).toMatchObject({ paid: 400 });
  });
});

describe('what the file cannot prove paid', { timeout: 20_000 }, () => {
  const nothingRecorded = async (backend: Backend) => expect(await backend.payouts.sumPaid()).toBe(0);

  it('does not pay a payout whose reference a debit carries with another amount', async () => {
    const { user, panel, backend } = await openConfirm([ravi]);
    await drop(
      user,
      panel,
      statement([
        [2, `TO TRANSFER-NEFT UTR NO: SBIN526335123456-RAVI RAO-${RAVI.reference}--`, '4,000.00', ''],
      ]),
    );
    expect(section(panel, /^Paid \(0\)$/)).toHaveTextContent('None.');
    expect(rowOf(section(panel, /^Can’t tell \(1\)$/), 'Ravi Rao')).toHaveTextContent('but not its amount');
    expect(within(panel).queryByRole('button', { name: /^Record/ })).toBeNull();
    await nothingRecorded(backend);
  });

  it('does not pay a payout whose reference only money coming in quotes', async () => {
    const { user, panel, backend } = await openConfirm([ravi]);
    await drop(user, panel, statement([[2, `BY TRANSFER-NEFT-RAVI RAO-${RAVI.reference}`, '', '400.00']]));
    expect(section(panel, /^Paid \(0\)$/)).toBeInTheDocument();
    expect(rowOf(section(panel, /^Not in the file \(1\)$/), 'Ravi Rao')).toHaveTextContent(RAVI.reference);
    expect(within(panel).queryByRole('button', { name: /^Record/ })).toBeNull();
    await nothingRecorded(backend);
  });

  it('does not pay a payout with a line the admin added to the file, dated before the run was sent', async () => {
    const { user, panel, backend } = await openConfirm([ravi]);
    await drop(
      user,
      panel,
      statement([[SENT_AGO + 1, `TO TRANSFER-NEFT-RAVI RAO-${RAVI.reference}`, '400.00', '']]),
    );
    expect(rowOf(section(panel, /^Can’t tell \(1\)$/), 'Ravi Rao')).toHaveTextContent(
      'It carries the payout’s reference but is dated before the payout was sent, so it cannot be its payment.',
    );
    expect(within(panel).queryByRole('button', { name: /^Record/ })).toBeNull();
    await nothingRecorded(backend);
  });

  it('pays a payout with the debit dated the day it was sent', async () => {
    const { user, panel } = await openConfirm([ravi]);
    await drop(
      user,
      panel,
      statement([[SENT_AGO, `TO TRANSFER-NEFT-RAVI RAO-${RAVI.reference}`, '400.00', '']]),
    );
    expect(rowOf(section(panel, /^Paid \(1\)$/), 'Ravi Rao')).toHaveTextContent('To record');
  });

  it('does not pay a payout with a line dated after today', async () => {
    const { user, panel, backend } = await openConfirm([ravi]);
    await drop(user, panel, statement([[-2, `TO TRANSFER-NEFT-RAVI RAO-${RAVI.reference}`, '400.00', '']]));
    expect(rowOf(section(panel, /^Can’t tell \(1\)$/), 'Ravi Rao')).toHaveTextContent(
      'It is dated after today.',
    );
    await nothingRecorded(backend);
  });

  it('does not pay a payout whose debit is returned later in the same file, and flags one recorded before', async () => {
    const { user, panel, backend } = await openConfirm([ravi], new Set([RAVI.reference]));
    await drop(
      user,
      panel,
      statement([
        [2, `TO TRANSFER-NEFT UTR NO: SBIN526335123456-RAVI RAO-${RAVI.reference}--`, '400.00', ''],
        [1, 'BY TRANSFER-NEFT RETURN SBIN526335123456 ACCOUNT CLOSED', '', '400.00'],
      ]),
    );
    expect(rowOf(section(panel, /^Not paid \(1\)$/), 'Ravi Rao')).toHaveTextContent(
      /Returned on .*Recorded as paid before: reverse it from the worker’s payouts\./,
    );
    expect(section(panel, /^Paid \(0\)$/)).toBeInTheDocument();
    await nothingRecorded(backend);
  });

  it('refuses a file that is no statement in the admin’s words', async () => {
    const { user, panel } = await openConfirm();
    await user.upload(
      within(panel).getByLabelText('Choose the statement or payout report'),
      pickedCsv('Name,Phone\nAsha,98765\n', 'contacts.csv'),
    );
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      /^This file does not look like a bank statement or a payout report/,
    );
  });
});
