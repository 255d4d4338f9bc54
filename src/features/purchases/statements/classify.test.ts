import { describe, expect, it } from 'vitest';
import type { Payment } from '../../../backend/port/payments';
import { classifyPayments } from './classify';
import { guessColumns } from '../../../lib/statements/columns';
import { readCredits } from './credits';
import type { Statement } from './statement';
import { AXIS } from './fixtures/axis';
import { HDFC } from './fixtures/hdfc';
import { ICICI } from './fixtures/icici';
import { KOTAK } from './fixtures/kotak';
import { ASHA, KIRAN, NEFT, type Layout } from './fixtures/layouts';
import { BHARATPE, PAYTM, PHONEPE } from './fixtures/paymentApps';
import { SBI } from './fixtures/sbi';

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
      { references: [KIRAN.utr, '0000533498761234'], amountPaise: KIRAN.paise, date: KIRAN.day },
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

/** A fixture's rows with `change` made to a copy: crafted statements in the banks' own layouts. */
const craft = (layout: Layout, change: (rows: string[][]) => void) => {
  const rows = layout.rows.map((row) => [...row]);
  change(rows);
  return readCredits(rows);
};
const rowWith = (rows: string[][], text: string) =>
  rows.find((row) => row.some((cell) => cell.includes(text)))!;

describe('a match rests on a reference of one credit alone', () => {
  it('never matches SBI’s pool account cell, which every UPI credit carries, nor the number in it', () => {
    // The dishonest buyer files first, quoting what any SBI statement shows, for Asha's amount.
    const dishonest = payment({
      transactionId: 'TRANSFER FROM 4897691162096',
      createdAt: new Date('2026-11-24T04:00:00Z'),
    });
    const number = payment({ transactionId: '4897691162096', createdAt: new Date('2026-11-24T04:10:00Z') });
    const asha = payment({ transactionId: ASHA.utr, userName: 'Asha Rao' });
    const check = classifyPayments([dishonest, number, asha], readCredits(SBI.rows));
    expect(check.payments.map((checked) => [checked.verdict, checked.note?.kind ?? null])).toEqual([
      ['cannot-tell', 'unproven'],
      ['cannot-tell', 'unproven'],
      ['matches', null],
    ]);
    expect(check.payments[2]!.credit!.row).toBe(14);
  });

  it('never matches that cell on a statement where it is on one row only', () => {
    const statement = craft(SBI, (rows) => rows.splice(14, 3));
    expect(statement.credits).toHaveLength(1);
    expect(verdicts([payment({ transactionId: 'TRANSFERFROM4897691162096' })], statement)).toEqual([
      'cannot-tell',
    ]);
  });

  it('never matches a pool account of twelve digits, even on a statement with one credit', () => {
    const statement = craft(SBI, (rows) => {
      rows.splice(14, 3);
      rows[13]![3] = 'TRANSFER FROM 489769116209';
    });
    expect(statement.credits).toHaveLength(1);
    const dishonest = payment({ transactionId: '489769116209', createdAt: new Date('2026-11-24T04:00:00Z') });
    const asha = payment({ transactionId: ASHA.utr });
    expect(verdicts([dishonest, asha], statement)).toEqual(['cannot-tell', 'matches']);
  });

  it('never matches a cheque column filled with one value, in HDFC’s layout', () => {
    const statement = craft(HDFC, (rows) => {
      for (const row of rows.slice(8, 13)) if (row[2]) row[2] = '000000000001';
    });
    const dishonest = payment({ transactionId: '000000000001', createdAt: new Date('2026-11-24T04:00:00Z') });
    const asha = payment({ transactionId: ASHA.utr });
    expect(verdicts([dishonest, asha], statement)).toEqual(['cannot-tell', 'matches']);
  });

  it('never matches a bank reference two credits share, in Axis’s layout', () => {
    const statement = craft(AXIS, (rows) => {
      for (const row of rows.slice(4, 8)) row[1] = 'SOL1234';
    });
    const dishonest = payment({ transactionId: 'SOL1234', amount: '₹999' });
    const kiran = payment({ transactionId: KIRAN.utr, amount: '₹999' });
    expect(verdicts([dishonest, kiran], statement)).toEqual(['cannot-tell', 'matches']);
  });

  it('still matches a bank reference one row carries: a NEFT’s', () => {
    expect(
      verdicts([payment({ transactionId: NEFT.reference, amount: '₹1,49,900' })], readCredits(AXIS.rows)),
    ).toEqual(['matches']);
  });

  it('cannot tell for a reference two credits carry, and matches neither', () => {
    // A payer may write another's UTR in the note of their own payment: neither row proves it.
    const statement = craft(SBI, (rows) => {
      rowWith(rows, 'KIRAN MEHTA')[2] = `UPI ${ASHA.utr}`;
    });
    expect(verdicts([payment({ transactionId: ASHA.utr })], statement)).toEqual(['cannot-tell']);
  });
});

describe('only money in is a credit', () => {
  /** Kotak's statement, the power bill a ₹499 payout to a worker. */
  const payout = (direction: string) =>
    craft(KOTAK, (rows) => {
      const row = rowWith(rows, 'POWER CO');
      row[3] = 'UPI/ANITA DESAI/533455550001/Payout';
      row[5] = '499.00';
      row[6] = direction;
    });
  const worker = () =>
    payment({
      transactionId: '533455550001',
      amount: '₹499',
      userName: 'Anita Desai',
      createdAt: new Date('2026-11-25T04:30:00Z'),
    });

  it('never matches a payout’s reference, which the worker paid knows, even filed on the last day', () => {
    const onTheDay = worker();
    const onTheLastDay = { ...worker(), id: 'last', createdAt: new Date('2026-11-26T04:30:00Z') };
    const check = classifyPayments([onTheDay, onTheLastDay], payout('DR'));
    for (const checked of check.payments) {
      expect(checked).toMatchObject({
        verdict: 'not-in-statement',
        credit: null,
        note: { kind: 'money-out' },
      });
    }
  });

  it('cannot tell for a reference on a row whose direction is not written, and never matches it', () => {
    for (const direction of ['', 'UPI']) {
      const statement = payout(direction);
      expect(statement.unread).toHaveLength(1);
      const [checked] = classifyPayments([worker()], statement).payments;
      expect(checked).toMatchObject({ verdict: 'cannot-tell', credit: null, note: { kind: 'unread' } });
    }
  });

  it('matches nothing when the admin takes away the Cr / Dr column', () => {
    const rows = KOTAK.rows;
    const statement = readCredits(rows, { ...guessColumns(rows[KOTAK.headerRow]!), direction: null });
    expect(statement.credits).toEqual([]);
    expect(statement.unread).toHaveLength(4);
    expect(verdicts([payment({ transactionId: ASHA.utr })], statement)).toEqual(['cannot-tell']);
  });

  it('never matches a debit in its own column, in SBI’s layout', () => {
    const checked = classifyPayments(
      [
        payment({
          transactionId: '533455550001',
          amount: '₹500',
          createdAt: new Date('2026-11-25T04:30:00Z'),
        }),
      ],
      readCredits(SBI.rows),
    ).payments[0]!;
    expect(checked).toMatchObject({ verdict: 'not-in-statement', note: { kind: 'money-out' } });
  });
});

describe('a credit paid back', () => {
  const reversed = craft(HDFC, (rows) => {
    rows.splice(13, 0, [
      '26/11/26',
      'REV-UPI-533498761234-KIRAN MEHTA',
      '0000533498761234',
      '26/11/26',
      '999.00',
      '',
      '1,21,998.00',
    ]);
  });

  it('does not match, and is not money received', () => {
    const [checked] = classifyPayments(
      [payment({ transactionId: KIRAN.utr, amount: '₹999' })],
      reversed,
    ).payments;
    expect(checked).toMatchObject({ verdict: 'cannot-tell', credit: null, note: { kind: 'reversed' } });
    expect(classifyPayments([], reversed).unclaimed.map((credit) => credit.row)).toEqual([9, 13]);
  });

  it('leaves the other credits matching', () => {
    expect(verdicts([payment({ transactionId: ASHA.utr })], reversed)).toEqual(['matches']);
  });
});

describe('the payer beside the buyer', () => {
  it.each([SBI, HDFC, AXIS, KOTAK, PHONEPE, BHARATPE])(
    'accepts the buyer’s own name and marks another’s in $name’s layout',
    (layout) => {
      const statement = readCredits(layout.rows);
      const own = payment({ transactionId: ASHA.utr, userName: 'Asha Rao' });
      const other = payment({ transactionId: KIRAN.utr, amount: '₹999', userName: 'Ravi Kumar' });
      const check = classifyPayments([own, other], statement);
      expect(check.payments.map(({ verdict, payerDiffers }) => [verdict, payerDiffers])).toEqual([
        ['matches', false],
        ['matches', true],
      ]);
      expect(check.payments[1]!.credit!.party!.name).toBe('KIRAN MEHTA');
    },
  );

  it('gives a credit two payments quote to the buyer its payer could be, not to the first to file', () => {
    // Someone read Asha's UTR off her screenshot and filed it first; she quoted the padded form.
    const other = payment({
      transactionId: ASHA.utr,
      userName: 'Ravi Kumar',
      createdAt: new Date('2026-11-24T04:00:00Z'),
    });
    const asha = payment({ transactionId: '0000533412345678', userName: 'Asha Rao' });
    const check = classifyPayments([other, asha], statement);
    expect(check.payments.map(({ verdict, claimedBy }) => [verdict, claimedBy])).toEqual([
      ['not-in-statement', asha.id],
      ['matches', null],
    ]);
  });

  it('leaves such a credit to the first to file when its payer could be either buyer', () => {
    const first = payment({
      transactionId: ASHA.utr,
      userName: 'A Rao',
      createdAt: new Date('2026-11-24T04:00:00Z'),
    });
    const second = payment({ transactionId: '0000533412345678', userName: 'Asha Rao' });
    expect(verdicts([first, second])).toEqual(['matches', 'not-in-statement']);
  });

  it('names the payer by UPI ID where the narration has no name, as ICICI’s and Paytm’s', () => {
    for (const layout of [ICICI, PAYTM]) {
      const [checked] = classifyPayments(
        [payment({ transactionId: ASHA.utr, userName: 'Ravi Kumar' })],
        readCredits(layout.rows),
      ).payments;
      expect(checked).toMatchObject({ verdict: 'matches', payerDiffers: false });
      expect(checked!.credit!.party).toEqual({ name: null, vpa: 'asharao@okaxis' });
    }
  });
});
