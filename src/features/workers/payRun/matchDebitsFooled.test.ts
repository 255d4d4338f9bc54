import { describe, expect, it } from 'vitest';
import { readBankMoney } from './debits';
import { ASHA, AXIS_HEADER, HDFC_HEADER, KIRAN, MEERA, RAVI, RUN } from './fixtures/payouts';
import { matchDebits, type PreparedPayout } from './matchDebits';
import { mentionsWorker, namesUpiId, namesWorker } from './workerInNarration';

/**
 * Files made to look like a run's payment, each beside the genuine file the check pays: none of
 * them may record a payout the bank did not make for that worker.
 */
const match = (rows: string[][], payouts: readonly PreparedPayout[] = RUN) =>
  matchDebits(readBankMoney(rows), payouts);

const axisDebit = (narration: string, amount = '10000.00') => [
  '01-12-2026',
  '',
  narration,
  amount,
  '',
  '90000.00',
  '1234',
];

describe('a name in the narration', () => {
  const RAJESH: PreparedPayout = {
    ...ASHA,
    id: 'run1-rajesh',
    uid: 'rajesh',
    name: 'Rajesh Kumar',
    amountPaise: 10_00_000,
    reference: 'LEQ2W3E4R5T6',
    accountTail: null,
  };
  const MOHAN: PreparedPayout = { ...RAJESH, id: 'run1-mohan', uid: 'mohan', name: 'Mohan Kumar' };

  it('pays the worker a field of the narration names in full, or cut short at its end', () => {
    expect(
      match([AXIS_HEADER, axisDebit('IMPS/P2A/533612340011/RAJESH KUMAR/SBIN/NOV')], [RAJESH]).matched,
    ).toEqual([expect.objectContaining({ payoutId: RAJESH.id, by: 'name' })]);
    expect(namesWorker('IMPS/P2A/533612340011/RAJESH KUM/SBIN', 'Rajesh Kumar')).toBe(true);
    expect(namesWorker('NEFT DR-SBIN0001234-TO RAJESH KUMAR-NETBANK', 'Rajesh Kumar')).toBe(true);
  });

  it.each([
    'IMPS/P2A/533612340011/ASHA K. RAO/SBIN',
    'NEFT TO ASHA RAO-N335261234567890',
    'IMPS-533612340011-SRI ASHA RAO-SBIN',
    'IMPS-533612340011-ASHA RAO SALARY NOV',
    'UPI/533612340011/ASHA\u00a0RAO/x',
    'SALARY NOV / ASHA RAO',
  ])('finds Asha Rao in %j, her name beside only bank words', (narration) =>
    expect(namesWorker(narration, 'Asha Rao')).toBe(true),
  );

  it("finds a name with an apostrophe: JOHN D'SOUZA", () =>
    expect(namesWorker("IMPS/533612340011/JOHN D'SOUZA/HDFC", "John D'Souza")).toBe(true));

  it.each(['IMPS-533612340011-ASHA LATA RAO-SBIN', 'IMPS-533612340011-TO MEENA ASHA RAO-SBIN'])(
    'does not find Asha Rao in %j, which may be another person',
    (narration) => expect(namesWorker(narration, 'Asha Rao')).toBe(false),
  );

  it('does not pay Rajesh Kumar a debit to Raj Kumar', () => {
    const result = match([AXIS_HEADER, axisDebit('IMPS/P2A/533612340011/RAJ KUMAR/SBIN/RENT')], [RAJESH]);
    expect(result.matched).toEqual([]);
    expect(result.missing).toEqual([RAJESH.id]);
    expect(result.unclaimed.map((debit) => debit.row)).toEqual([2]);
  });

  it('does not pay Mohan Kumar a debit to Mohan Kumar Sharma', () => {
    const result = match([AXIS_HEADER, axisDebit('IMPS/P2A/533612340011/MOHAN KUMAR SHARMA/SBIN')], [MOHAN]);
    expect(result.matched).toEqual([]);
    expect(result.missing).toEqual([MOHAN.id]);
  });

  it('still holds a debit that mentions two workers of its amount as either', () => {
    const result = match(
      [AXIS_HEADER, axisDebit('IMPS/P2A/533612340011/RAJESH KUMAR MOHAN KUMAR')],
      [RAJESH, MOHAN],
    );
    expect(result.matched).toEqual([]);
    expect(result.cannotTell).toEqual([
      expect.objectContaining({ payoutIds: [RAJESH.id, MOHAN.id], reason: 'several-payouts' }),
    ]);
    expect(mentionsWorker('RAJESH KUMAR MOHAN KUMAR', 'Mohan Kumar')).toBe(true);
  });
});

describe('a UPI ID in the narration', () => {
  it('is found whole, in any case', () => {
    expect(namesUpiId('UPI/533612340012/KIRANM@OKHDFCBANK/NOV', 'kiranm@okhdfcbank')).toBe(true);
  });

  it('is found between the dashes of HDFC’s UPI narration', () =>
    expect(namesUpiId('UPI-ASHA LATA RAO-ASHA@YBL-YESB0000001-533612340011-NOV', 'asha@ybl')).toBe(true));

  it.each(['UPI/533612340012/MASHA/masha@ybl/NOV', 'UPI/533612340012/asha@ybl1/NOV', 'UPI/x.asha@ybl'])(
    'is not asha@ybl in %j',
    (narration) => expect(namesUpiId(narration, 'asha@ybl')).toBe(false),
  );

  it('does not pay a worker paid by UPI a debit to a longer UPI ID', () => {
    const byUpi = { ...ASHA, accountTail: null, upi: 'asha@ybl', name: 'Asha Rao' };
    const result = match([AXIS_HEADER, axisDebit('UPI/533612340012/MASHA/masha@ybl/NOV', '400.00')], [byUpi]);
    expect(result.matched).toEqual([]);
    expect(result.missing).toEqual([ASHA.id]);
  });
});

describe('a transfer the bank returned', () => {
  /** Meera's debit, its UTR padded with zeros in HDFC's reference column. */
  const MEERA_PADDED = [
    '01/12/26',
    `IMPS-533612340002-MEERA PILLAI-SBIN-XXXXXXXX1122-${MEERA.reference}`,
    '0000533612340002',
    '01/12/26',
    '760.00',
    '',
    '98840.00',
  ];

  it('finds the return of a debit whose reference HDFC padded with zeros', () => {
    const result = match([
      HDFC_HEADER,
      MEERA_PADDED,
      ['02/12/26', 'IMPS REVERSAL 533612340002 MEERA PILLAI', '', '02/12/26', '', '760.00', '99600.00'],
    ]);
    expect(result.matched).toEqual([]);
    expect(result.notPaid).toEqual([
      expect.objectContaining({
        payoutId: MEERA.id,
        reason: 'returned',
        credit: expect.objectContaining({ row: 3 }),
      }),
    ]);
  });

  it('does not take another transfer’s return, whose number only ends like this one’s', () => {
    const result = match([
      HDFC_HEADER,
      MEERA_PADDED,
      ['02/12/26', 'IMPS REVERSAL 9533612340002 SURESH NAIR', '', '02/12/26', '', '760.00', '99600.00'],
    ]);
    expect(result.matched).toEqual([expect.objectContaining({ payoutId: MEERA.id })]);
  });

  it('does not read a minus under Withdrawal as money out', () => {
    const money = readBankMoney([
      HDFC_HEADER,
      ['02/12/26', `IMPS REV ${ASHA.reference}`, '', '02/12/26', '-400.00', '', '99600.00'],
      ['02/12/26', `IMPS REV ${RAVI.reference}`, '', '02/12/26', '(400.00)', '', '100000.00'],
    ]);
    expect(money.debits).toEqual([]);
    expect(money.unreadRows).toBe(2);
  });
});

describe('one worker with two payouts of one amount on their way', () => {
  // October's payout was never seen paid; November's is in this file by its reference.
  const OCTOBER: PreparedPayout = {
    ...ASHA,
    id: 'run0-asha',
    reference: 'LEB7C5D3F1G9',
    sentOn: '2026-10-31',
  };

  it('cannot tell whether a second debit to her, without a reference, is October’s or November’s paid twice', () => {
    const result = match(
      [
        AXIS_HEADER,
        axisDebit(`IMPS/P2A/533612340001/ASHA RAO/${ASHA.reference}`, '400.00'),
        ['03-12-2026', '', 'IMPS/P2A/533612340009/ASHA RAO/NOV', '400.00', '', '99200.00', '1234'],
      ],
      [OCTOBER, ASHA],
    );
    expect(result.matched).toEqual([expect.objectContaining({ payoutId: ASHA.id, by: 'reference' })]);
    expect(result.cannotTell).toEqual([
      expect.objectContaining({ payoutIds: [OCTOBER.id, ASHA.id], reason: 'several-payouts' }),
    ]);
    expect(result.missing).toEqual([]);
  });

  it('pays October’s by her name when November’s is not on its way', () => {
    const result = match([AXIS_HEADER, axisDebit('IMPS/P2A/533612340009/ASHA RAO/OCT', '400.00')], [OCTOBER]);
    expect(result.matched).toEqual([expect.objectContaining({ payoutId: OCTOBER.id, by: 'name' })]);
  });
});

describe('a payout report whose transfer id is the payout’s reference', () => {
  const header = ['transferId', 'amount', 'status', 'utr', 'processedOn', 'remarks'];
  const row = (status: string, utr: string, day: string) => [
    KIRAN.reference,
    '1200.50',
    status,
    utr,
    `${day}T05:00:00.000Z`,
    '',
  ];

  it('pays a transfer that succeeded', () => {
    const result = match([header, row('SUCCESS', 'N335261234567892', '2026-12-01')]);
    expect(result.matched).toEqual([
      expect.objectContaining({ payoutId: KIRAN.id, bankReference: 'N335261234567892' }),
    ]);
  });

  it('does not pay one the report also shows reversed, with nothing to tell the two rows apart', () => {
    const result = match([
      header,
      row('SUCCESS', 'N335261234567892', '2026-12-01'),
      row('REVERSED', '', '2026-12-02'),
    ]);
    expect(result.matched).toEqual([]);
    expect(result.cannotTell).toEqual([
      expect.objectContaining({ payoutIds: [KIRAN.id], reason: 'reversal-unclear' }),
    ]);
  });

  it('does not pay one whose reversal carries its UTR', () => {
    const result = match([
      header,
      row('SUCCESS', 'N335261234567892', '2026-12-01'),
      row('REVERSED', 'N335261234567892', '2026-12-02'),
    ]);
    expect(result.matched).toEqual([]);
    expect(result.notPaid).toEqual([expect.objectContaining({ payoutId: KIRAN.id, reason: 'failed' })]);
  });
});
