import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../backend/local/seed';
import type { Backend } from '../../../backend/types';
import { toDayId } from '../../../lib/days';
import { createTestBackend, demoAccounts } from '../../../test/backend';
import { onItsWay, readRunsToConfirm } from './confirm/readRunsToConfirm';
import type { PayRow } from './payList';
import { readWorkers } from './readPayList';
import { newPayoutReference } from './references';
import { recordUpiPayout } from './upiPayout';

const rahul = demoAccounts.learner.uid;
const today = new Date();
const TODAY = toDayId(today);

/** Rahul, approved with ₹400 earned, keeps a UPI ID; the admin is signed in. */
async function rahulPaidByUpi(): Promise<{ backend: Backend; row: PayRow }> {
  const backend = await createTestBackend({ as: 'admin' });
  await backend.users.setApproval(rahul, true);
  await backend.entries.save(rahul, TODAY, 100);
  await backend.auth.signOut();
  await backend.auth.signIn(demoAccounts.learner.email, DEMO_PASSWORD);
  await backend.auth.confirmPassword(DEMO_PASSWORD);
  await backend.payoutDetails.save(rahul, { method: 'upi', upi: 'rahul.kumar@okaxis' });
  await backend.auth.signOut();
  await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
  const user = await backend.users.get(rahul);
  const details = (await backend.payoutDetails.detailsOf([rahul]))[rahul]!;
  return {
    backend,
    row: { user: user!, earned: 400, paid: 0, details, lastPayout: null, due: 400, onItsWay: 0 },
  };
}

describe('a payout paid by UPI QR code', () => {
  it('is kept as sent on the day paid and recorded under its reference with the UTR, so no run pays it again', async () => {
    const { backend, row } = await rahulPaidByUpi();
    const reference = newPayoutReference();
    const payout = await recordUpiPayout(backend, {
      row,
      amount: 400,
      reference,
      period: '2026-11',
      utr: '612345678901',
      paidOn: TODAY,
    });
    expect(payout).toMatchObject({ id: reference, uid: rahul, amount: 400, reference: '612345678901' });
    expect(await backend.sentPayouts.listFor(rahul)).toMatchObject([
      {
        reference,
        amount: 400,
        layout: 'upi-qr',
        fileName: '',
        method: 'upi',
        upi: 'rahul.kumar@okaxis',
        sentOn: TODAY,
      },
    ]);
    expect(await backend.payouts.totals(rahul)).toEqual({ paid: 400, lastPayout: reference });
    // Recorded: nothing of it is still on its way, so the next run sees Rahul paid up.
    const approved = readWorkers(backend).then((workers) => workers.approved);
    expect(onItsWay(await readRunsToConfirm(backend, approved, today))).toEqual({});
  });

  it('is recorded once when pressed again after a lost answer', async () => {
    const { backend, row } = await rahulPaidByUpi();
    const payment = {
      row,
      amount: 400,
      reference: newPayoutReference(),
      period: '2026-11',
      utr: '612345678901',
      paidOn: TODAY,
    };
    await recordUpiPayout(backend, payment);
    await recordUpiPayout(backend, payment);
    expect(await backend.payouts.listFor(rahul)).toHaveLength(1);
    expect(await backend.payouts.totals(rahul)).toEqual({ paid: 400, lastPayout: payment.reference });
  });

  it('cannot record a payout under the reference of one a run already sent with another amount', async () => {
    const { backend, row } = await rahulPaidByUpi();
    const reference = newPayoutReference();
    await backend.sentPayouts.send([
      {
        reference,
        uid: rahul,
        amount: 300,
        period: '2026-11',
        layout: 'plain-csv',
        fileName: 'payouts-2026-11.csv',
        method: 'upi',
        payee: 'Rahul Kumar',
        accountTail: '',
        upi: 'rahul.kumar@okaxis',
        sentOn: TODAY,
      },
    ]);
    await expect(
      recordUpiPayout(backend, {
        row,
        amount: 400,
        reference,
        period: '2026-11',
        utr: '612345678901',
        paidOn: TODAY,
      }),
    ).rejects.toMatchObject({ code: 'already-exists' });
    // Nothing is recorded as paid: the run's payout waits for the statement.
    expect(await backend.payouts.listFor(rahul)).toEqual([]);
  });
});
