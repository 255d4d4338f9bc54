import { subDays } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../../../backend/errors';
import type { Backend } from '../../../../backend/types';
import { toDayId } from '../../../../lib/days';
import { createTestBackend } from '../../../../test/backend';
import { newPayoutReference } from '../references';
import type { PaidPayout } from './confirmation';
import { recordEach, RECORDS_AT_ONCE } from './recordPayouts';

const paidOn = toDayId(subDays(new Date(), 1));

/** A payout of `uid` the bank's file shows paid, under a reference of its own. */
function paid(uid: string, amount = 400): PaidPayout {
  const reference = newPayoutReference();
  return {
    payout: {
      reference,
      uid,
      workerName: uid,
      payee: uid.toUpperCase(),
      amount,
      accountTail: '1234',
      upi: null,
      period: '2026-11',
      sentOn: paidOn,
      fileName: 'payouts-2026-11.csv',
      layout: 'plain-csv',
      stillApproved: true,
      withdrawn: false,
    },
    match: {
      payoutId: reference,
      debit: {
        row: 2,
        date: paidOn,
        amountPaise: amount * 100,
        narration: reference,
        texts: [],
        bankReference: null,
        outcome: 'paid',
      },
      bankReference: `UTR${reference}`,
      paidOn,
      by: 'reference',
    },
    recorded: false,
  };
}

/** The backend with each record held until `next()` lets the oldest held one go on. */
function heldRecords(real: Backend) {
  const waiting: (() => void)[] = [];
  const underWay: string[] = [];
  const seen = { most: 0, sameWorker: false };
  const backend: Backend = {
    ...real,
    payouts: {
      ...real.payouts,
      record: async (payout, id) => {
        if (underWay.includes(payout.uid)) seen.sameWorker = true;
        underWay.push(payout.uid);
        seen.most = Math.max(seen.most, underWay.length);
        await new Promise<void>((resolve) => waiting.push(resolve));
        underWay.splice(underWay.indexOf(payout.uid), 1);
        return real.payouts.record(payout, id);
      },
    },
  };
  const next = async () => {
    while (waiting.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    waiting.shift()!();
  };
  return { backend, seen, next };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('recording the paid payouts of a run', () => {
  it('records a few workers at once, each payout once under its reference, and counts each done', async () => {
    const real = await createTestBackend({ as: 'admin' });
    const { backend, seen, next } = heldRecords(real);
    const run = Array.from({ length: 20 }, (_, index) => paid(`worker-${index}`));
    const done: number[] = [];
    const recording = recordEach(backend, run, (_, count) => done.push(count));
    for (let index = 0; index < run.length; index += 1) await next();
    const result = await recording;

    expect(result.failed).toEqual([]);
    expect(result.recorded).toHaveLength(20);
    expect(done).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(seen.most).toBe(RECORDS_AT_ONCE);
    for (const one of run) {
      expect(await real.payouts.listFor(one.payout.uid)).toMatchObject([
        { id: one.payout.reference, amount: 400, reference: `UTR${one.payout.reference}` },
      ]);
    }
    expect(await real.payouts.sumPaid()).toBe(8000);
  });

  it('records a worker’s two payouts one after the other, so their paid-to-date moves by both', async () => {
    const real = await createTestBackend({ as: 'admin' });
    const { backend, seen, next } = heldRecords(real);
    const run = [paid('asha', 400), paid('ravi'), paid('asha', 250), paid('meera')];
    const recording = recordEach(backend, run, () => undefined);
    for (let index = 0; index < run.length; index += 1) await next();
    expect((await recording).recorded).toHaveLength(4);

    expect(seen.sameWorker).toBe(false);
    expect(await real.payouts.listFor('asha')).toHaveLength(2);
    expect(await real.payouts.totals('asha')).toMatchObject({ paid: 650 });
  });

  it('stops at a spent quota: the payouts under way finish, and those not tried are reported with it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const real = await createTestBackend({ as: 'admin' });
    const run = Array.from({ length: 12 }, (_, index) => paid(`worker-${index}`));
    let calls = 0;
    const backend: Backend = {
      ...real,
      payouts: {
        ...real.payouts,
        record: async (payout, id) => {
          calls += 1;
          if (payout.uid === 'worker-0') throw new BackendError('quota-exceeded', 'Quota spent.');
          await new Promise((resolve) => setTimeout(resolve, 5));
          return real.payouts.record(payout, id);
        },
      },
    };
    const result = await recordEach(backend, run, () => undefined);

    expect(result.recorded).toHaveLength(RECORDS_AT_ONCE - 1);
    expect(result.failed).toHaveLength(12 - (RECORDS_AT_ONCE - 1));
    expect(calls).toBe(RECORDS_AT_ONCE);
    expect(await real.payouts.sumPaid()).toBe((RECORDS_AT_ONCE - 1) * 400);
  });
});
