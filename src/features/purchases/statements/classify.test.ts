import { describe, expect, it } from 'vitest';
import type { Payment } from '../../../backend/port/payments';
import { classifyPayments } from './classify';
import { readCredits, type Statement } from './credits';
import { ASHA, KIRAN, NEFT } from './fixtures/layouts';
import { HDFC } from './fixtures/hdfc';

/** HDFC's statement: credits from Asha (₹1,499) and Kiran (₹999) and a NEFT, 24 to 26 Nov 2026. */
const statement: Statement = readCredits(HDFC.rows);

let ids = 0;
function payment(details: Partial<Payment>): Payment {
  ids++;
  return {
    id: details.transactionId ?? `P${ids}`,
    bookId: 'book',
    bookTitle: 'A book',
    amount: '₹1,499',
    emailID: 'buyer@example.com',
    userName: 'A buyer',
    transactionId: `P${ids}`,
    // 10:00 in India on 24 Nov 2026.
    createdAt: new Date('2026-11-24T04:30:00Z'),
    status: 'pending',
    uid: `uid${ids}`,
    ...details,
  };
}

const verdicts = (payments: Payment[], against = statement) =>
  classifyPayments(payments, against).payments.map((checked) => checked.verdict);

describe('classifyPayments', () => {
  it('matches a payment whose reference and amount are on the statement', () => {
    const asha = payment({ transactionId: ASHA.utr });
    const [checked] = classifyPayments([asha], statement).payments;
    expect(checked).toMatchObject({ verdict: 'matches', amountPaise: ASHA.paise, claimedBy: null });
    expect(checked!.credit).toMatchObject({ date: ASHA.day, amountPaise: ASHA.paise, row: 9 });
  });

  it('finds the reference however the buyer spaced or cased it', () => {
    expect(verdicts([payment({ transactionId: ' 5334 1234 5678 ' })])).toEqual(['matches']);
    expect(verdicts([payment({ transactionId: 'n330261234567890', amount: '₹1,49,900' })])).toEqual([
      'matches',
    ]);
  });

  it('tells when the reference arrived with another amount, giving both', () => {
    const [checked] = classifyPayments(
      [payment({ transactionId: KIRAN.utr, amount: '₹1,499' })],
      statement,
    ).payments;
    expect(checked).toMatchObject({ verdict: 'amount-differs', amountPaise: 149900 });
    expect(checked!.credit!.amountPaise).toBe(KIRAN.paise);
  });

  it('says a reference is not in a statement that covers the payment’s day and the next', () => {
    const unknown = payment({ transactionId: '533400000000', createdAt: new Date('2026-11-25T04:30:00Z') });
    expect(verdicts([unknown])).toEqual(['not-in-statement']);
  });

  it('reads the payment’s day in India: 11:30 pm in India is still that day', () => {
    // 25 Nov 23:30 in India is 18:00 UTC: its next day, 26 Nov, is the statement's last.
    expect(verdicts([payment({ createdAt: new Date('2026-11-25T18:00:00Z') })])).toEqual([
      'not-in-statement',
    ]);
    // 26 Nov 00:30 in India: the statement does not hold 27 Nov, when the money may arrive.
    expect(verdicts([payment({ createdAt: new Date('2026-11-25T19:00:00Z') })])).toEqual(['cannot-tell']);
  });

  it('cannot tell for a payment outside the statement’s days, or without a date', () => {
    const before = payment({ createdAt: new Date('2026-11-20T04:30:00Z') });
    const undated = payment({ createdAt: null });
    const older = payment({ createdAt: null, timestamp: new Date('2026-11-24T04:30:00Z') });
    expect(verdicts([before, undated, older])).toEqual(['cannot-tell', 'cannot-tell', 'not-in-statement']);
  });

  it('leaves decided payments as they are, their credits claimed only when confirmed', () => {
    const confirmed = payment({ transactionId: ASHA.utr, status: 'confirmed' });
    const rejected = payment({ transactionId: KIRAN.utr, status: 'rejected', amount: '₹999' });
    const check = classifyPayments([confirmed, rejected], statement);
    expect(check.payments.map((checked) => checked.verdict)).toEqual(['already-decided', 'already-decided']);
    expect(check.payments[1]!.credit!.amountPaise).toBe(KIRAN.paise);
    // The money of a rejected claim arrived all the same: the admin sees it as unclaimed.
    expect(check.unclaimed.map((credit) => credit.amountPaise)).toEqual([KIRAN.paise, NEFT.paise]);
  });

  it('lets one credit be claimed by one payment only, the oldest first', () => {
    // The buyer of one credit may quote its UTR, another its reference cell: both name the same row.
    const later = payment({ transactionId: ASHA.utr, createdAt: new Date('2026-11-24T06:00:00Z') });
    const earlier = payment({
      transactionId: '0000533412345678',
      createdAt: new Date('2026-11-24T05:00:00Z'),
    });
    const check = classifyPayments([later, earlier], statement);
    expect(check.payments.map((checked) => checked.verdict)).toEqual(['not-in-statement', 'matches']);
    expect(check.payments[0]!.claimedBy).toBe(earlier.id);
  });

  it('gives confirmed payments their credits before pending ones claim them', () => {
    const pending = payment({
      transactionId: '0000533412345678',
      createdAt: new Date('2026-11-24T04:00:00Z'),
    });
    const confirmed = payment({ transactionId: ASHA.utr, status: 'confirmed' });
    expect(verdicts([pending, confirmed])).toEqual(['not-in-statement', 'already-decided']);
  });

  it('lists the money received that no payment claims, with its reference, amount and date', () => {
    const check = classifyPayments([payment({ transactionId: ASHA.utr })], statement);
    expect(
      check.unclaimed.map(({ references, amountPaise, date }) => ({ references, amountPaise, date })),
    ).toEqual([
      { references: ['0000533498761234', KIRAN.utr], amountPaise: KIRAN.paise, date: KIRAN.day },
      { references: [NEFT.reference], amountPaise: NEFT.paise, date: NEFT.day },
    ]);
  });

  it('counts each verdict and keeps the payments in their order', () => {
    const given = [
      payment({ transactionId: KIRAN.utr, amount: '₹999' }),
      payment({ transactionId: ASHA.utr, amount: '₹999' }),
      payment({ createdAt: null }),
    ];
    const check = classifyPayments(given, statement);
    expect(check.payments.map((checked) => checked.payment)).toEqual(given);
    expect(check.counts).toEqual({
      matches: 1,
      'amount-differs': 1,
      'not-in-statement': 0,
      'cannot-tell': 1,
      'already-decided': 0,
    });
  });
});
