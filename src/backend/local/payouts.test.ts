import { addDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { toDayId } from '../../lib/days';
import { MAX_PAYOUT } from '../limits';
import { createLocalBackend } from '.';
import { MemoryStorage } from './persistence';
import { DEMO_PASSWORD, demoAccounts, type DemoAccountName } from './seed';

const worker = demoAccounts.approved.uid;
const today = toDayId(new Date());

async function signedIn(storage: MemoryStorage, who: DemoAccountName) {
  const backend = await createLocalBackend({ storage });
  await backend.auth.signIn(demoAccounts[who].email, DEMO_PASSWORD);
  return backend;
}

const payout = (overrides: Partial<{ amount: number; paidOn: string; reference: string }> = {}) => ({
  uid: worker,
  amount: 500,
  paidOn: today,
  reference: ' UPI-4411 ',
  note: '',
  ...overrides,
});

describe('payouts on the local backend', () => {
  it("records a payout and moves the worker's paid-to-date; the worker reads both", async () => {
    const storage = new MemoryStorage();
    const admin = await signedIn(storage, 'admin');
    expect(await admin.payouts.totals(worker)).toEqual({ paid: 0, lastPayout: null });

    const recorded = await admin.payouts.record(payout());
    expect(recorded).toMatchObject({ uid: worker, amount: 500, reference: 'UPI-4411', reverses: null });
    const last = await admin.payouts.record(payout({ amount: 250, reference: 'UPI-4412' }));
    expect(await admin.payouts.totals(worker)).toEqual({ paid: 750, lastPayout: last.id });
    expect(await admin.payouts.sumPaid()).toBe(750);

    const own = await signedIn(storage, 'approved');
    expect((await own.payouts.listFor(worker)).map((p) => p.amount)).toEqual([500, 250]);
    expect(await own.payouts.totals(worker)).toEqual({ paid: 750, lastPayout: last.id });
    await expect(own.payouts.record(payout())).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(own.payouts.listRange(today, today)).rejects.toMatchObject({ code: 'permission-denied' });

    const learner = await signedIn(storage, 'learner');
    await expect(learner.payouts.listFor(worker)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('refuses an amount of zero, below, fractional or above the bound, and a day after today', async () => {
    const admin = await signedIn(new MemoryStorage(), 'admin');
    for (const amount of [0, -100, 99.5, MAX_PAYOUT + 1]) {
      await expect(admin.payouts.record(payout({ amount }))).rejects.toMatchObject({ code: 'invalid-input' });
    }
    const future = toDayId(addDays(new Date(), 3));
    await expect(admin.payouts.record(payout({ paidOn: future }))).rejects.toMatchObject({
      code: 'invalid-input',
    });
    await expect(admin.payouts.record(payout({ reference: '  ' }))).rejects.toMatchObject({
      code: 'invalid-input',
    });
    expect(await admin.payouts.listFor(worker)).toEqual([]);
    expect(await admin.payouts.totals(worker)).toEqual({ paid: 0, lastPayout: null });
  });

  it('takes a payout back once, with a note, and never a reversal', async () => {
    const admin = await signedIn(new MemoryStorage(), 'admin');
    const original = await admin.payouts.record(payout());
    await expect(admin.payouts.reverse(original, today, ' ')).rejects.toMatchObject({
      code: 'invalid-input',
    });

    const reversal = await admin.payouts.reverse(original, today, 'Sent to the wrong account');
    expect(reversal).toMatchObject({ id: `${original.id}-reversal`, amount: -500, reverses: original.id });
    expect(await admin.payouts.totals(worker)).toEqual({ paid: 0, lastPayout: reversal.id });

    await expect(admin.payouts.reverse(original, today, 'Again')).rejects.toMatchObject({
      code: 'already-exists',
    });
    await expect(admin.payouts.reverse(reversal, today, 'Undo')).rejects.toMatchObject({
      code: 'invalid-input',
    });
    expect(await admin.payouts.totals(worker)).toEqual({ paid: 0, lastPayout: reversal.id });
  });

  it("lists a month's payouts of one worker and everyone's in a range, oldest first", async () => {
    const admin = await signedIn(new MemoryStorage(), 'admin');
    const earlier = toDayId(addDays(new Date(), -40));
    await admin.payouts.record(payout({ amount: 100, paidOn: today }));
    await admin.payouts.record(payout({ amount: 200, paidOn: earlier }));
    expect((await admin.payouts.listFor(worker)).map((p) => p.amount)).toEqual([200, 100]);
    expect((await admin.payouts.listForRange(worker, today, today)).map((p) => p.amount)).toEqual([100]);
    expect((await admin.payouts.listRange(earlier, today)).map((p) => p.paidOn)).toEqual([earlier, today]);
    expect(
      await admin.payouts.listRange(toDayId(addDays(new Date(), -10)), toDayId(addDays(new Date(), -5))),
    ).toEqual([]);
  });
});
