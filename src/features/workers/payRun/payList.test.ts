import { describe, expect, it } from 'vitest';
import type { Payout, PayoutDetails, UserProfile } from '../../../backend/types';
import { changedSinceLastPayout, payList, type PayCandidate } from './payList';

const at = (iso: string) => new Date(iso);

const details = (changedAt: Date | null): PayoutDetails => ({
  uid: 'w1',
  method: 'bank',
  holder: 'Priya Verma',
  account: '123456789012',
  ifsc: 'SBIN0001234',
  upi: '',
  changedAt,
});

const payout = (createdAt: Date | null, amount = 500): Payout => ({
  id: 'p1',
  uid: 'w1',
  amount,
  paidOn: '2026-10-31',
  reference: 'UTR 612345678999',
  note: '',
  reverses: null,
  createdAt,
  createdBy: 'admin',
});

const candidate = (uid: string, overrides: Partial<PayCandidate>): PayCandidate => ({
  user: { id: uid, firstName: uid, lastName: 'Worker' } as UserProfile,
  earned: 1000,
  paid: 0,
  details: details(at('2026-10-01T10:00:00Z')),
  lastPayout: null,
  ...overrides,
});

describe('changedSinceLastPayout', () => {
  it('marks details changed after the last payout, even by a second', () => {
    const paid = payout(at('2026-10-31T12:00:00Z'));
    expect(changedSinceLastPayout(details(at('2026-11-29T09:00:00Z')), paid)).toBe(true);
    expect(changedSinceLastPayout(details(at('2026-10-31T12:00:01Z')), paid)).toBe(true);
    expect(changedSinceLastPayout(details(at('2026-10-31T11:59:59Z')), paid)).toBe(false);
  });

  it('reads details given before any payout as the first, not as changed', () => {
    expect(changedSinceLastPayout(details(at('2026-11-29T09:00:00Z')), null)).toBe(false);
  });

  it('never calls a date it does not know safe', () => {
    expect(changedSinceLastPayout(details(null), payout(at('2026-10-31T12:00:00Z')))).toBe(true);
    expect(changedSinceLastPayout(details(at('2026-10-01T00:00:00Z')), payout(null))).toBe(true);
  });
});

describe('payList', () => {
  it('lists those owed money apart by whether they can be paid as they are', () => {
    const list = payList([
      candidate('ready', { earned: 1200, paid: 400, lastPayout: payout(at('2026-10-31T12:00:00Z')) }),
      candidate('changed', {
        details: details(at('2026-11-28T20:00:00Z')),
        lastPayout: payout(at('2026-10-31T12:00:00Z')),
      }),
      candidate('nowhere', { details: null }),
      candidate('settled', { earned: 800, paid: 800 }),
      // Paid more than earned (a count corrected down after a payout): nothing is due.
      candidate('overpaid', { earned: 400, paid: 500 }),
    ]);
    expect(list.ready.map((row) => [row.user.id, row.due])).toEqual([['ready', 800]]);
    expect(list.changed.map((row) => row.user.id)).toEqual(['changed']);
    expect(list.withoutDetails.map((row) => [row.user.id, row.due])).toEqual([['nowhere', 1000]]);
  });
});
