import { describe, expect, it } from 'vitest';
import { lastPayouts } from './payoutDocuments';

const record = (uid: string, amount: number, createdAt: string, reverses: string | null = null) => ({
  uid,
  amount,
  paidOn: createdAt.slice(0, 10),
  reference: 'UTR 612345678999',
  note: reverses ? 'Sent to the wrong account' : '',
  reverses,
  createdAt: new Date(createdAt),
  createdBy: 'admin',
});

describe('lastPayouts', () => {
  it("gives each worker's last payout by the id their totals keep", () => {
    const found = lastPayouts(
      { priya: 'p2' },
      { p1: record('priya', 400, '2026-09-30T12:00:00Z'), p2: record('priya', 500, '2026-10-31T12:00:00Z') },
    );
    expect(found).toEqual({ priya: expect.objectContaining({ id: 'p2', amount: 500 }) });
  });

  it('lets a reversal give way to the payout it took back, an earlier date, never to the reversal’s own', () => {
    // Paid p1, then p2, then p1 reversed: p1's date is earlier than p2's, so a change made after
    // either is still told; the reversal's own date would hide a change made before it.
    const found = lastPayouts(
      { priya: 'p1-reversal' },
      {
        p1: record('priya', 400, '2026-09-30T12:00:00Z'),
        'p1-reversal': record('priya', -400, '2026-11-20T12:00:00Z', 'p1'),
      },
    );
    expect(found.priya).toMatchObject({ id: 'p1', amount: 400 });
    expect(found.priya!.createdAt).toEqual(new Date('2026-09-30T12:00:00Z'));
  });

  it('has nothing for a worker whose last record is not among those read', () => {
    expect(lastPayouts({ priya: 'p9' }, {})).toEqual({});
    expect(
      lastPayouts(
        { priya: 'p1-reversal' },
        { 'p1-reversal': record('priya', -400, '2026-11-20T12:00:00Z', 'p1') },
      ),
    ).toEqual({});
  });
});
