import { describe, expect, it } from 'vitest';
import { readBankMoney } from './debits';
import {
  ASHA,
  AXIS_HEADER,
  HDFC_HEADER,
  ICICI_HEADER,
  KIRAN,
  KOTAK_HEADER,
  MEERA,
  RAVI,
  RUN,
  SBI_HEADER,
} from './fixtures/payouts';
import { isPayoutReference } from './references';
import { matchDebits, type DebitMatching } from './matchDebits';

const match = (rows: string[][], payouts = RUN) => matchDebits(readBankMoney(rows), payouts);

/** What the admin is shown: each list by payout ids and file rows. */
const summary = (result: DebitMatching) => ({
  matched: result.matched.map(({ payoutId, bankReference, paidOn, by }) => ({
    payoutId,
    bankReference,
    paidOn,
    by,
  })),
  cannotTell: result.cannotTell.map(({ debit, payoutIds, reason }) => ({
    row: debit.row,
    payoutIds,
    reason,
  })),
  notPaid: result.notPaid.map(({ payoutId, reason, credit }) => ({
    payoutId,
    reason,
    creditRow: credit?.row ?? null,
  })),
  missing: result.missing,
  unclaimed: result.unclaimed.map((debit) => debit.row),
  charges: result.charges.map((debit) => debit.row),
});

it('uses well-formed references in its fixtures', () => {
  for (const payout of RUN) expect(isPayoutReference(payout.reference)).toBe(true);
});

describe('several banks’ statements of the paid run', () => {
  it('pairs SBI’s debits by reference, and lists its charges apart', () => {
    const result = match([
      ['Account Name', ':', 'Ms. NIRMALA IYER'],
      [],
      SBI_HEADER,
      [
        '1 Dec 2026',
        '1 Dec 2026',
        `TO TRANSFER-INB IMPS/P2A/533612340001/ASHA RAO/HDFC/${ASHA.reference} NOV--`,
        'TRANSFER TO 4897691162096',
        '400.00',
        '',
        '99,600.00',
      ],
      [
        '1 Dec 2026',
        '1 Dec 2026',
        'TO TRANSFER-INB IMPS CHARGES 533612340001--',
        '',
        '5.00',
        '',
        '99,595.00',
      ],
      ['1 Dec 2026', '1 Dec 2026', 'TO TRANSFER-INB GST ON IMPS CHARGES--', '', '0.90', '', '99,594.10'],
      [
        '1 Dec 2026',
        '1 Dec 2026',
        `TO TRANSFER-NEFT UTR NO: SBIN526335123456-RAVI RAO-${RAVI.reference}--`,
        '',
        '400.00',
        '',
        '99,194.10',
      ],
      [
        '2 Dec 2026',
        '2 Dec 2026',
        `TO TRANSFER-UPI/DR/533612349999/KIRAN MEHTA/HDFC/kiranm@okhdfcbank/${KIRAN.reference}--`,
        '',
        '1,200.50',
        '',
        '97,993.60',
      ],
    ]);
    expect(summary(result)).toEqual({
      matched: [
        { payoutId: ASHA.id, bankReference: '533612340001', paidOn: '2026-12-01', by: 'reference' },
        { payoutId: RAVI.id, bankReference: 'SBIN526335123456', paidOn: '2026-12-01', by: 'reference' },
        { payoutId: KIRAN.id, bankReference: '533612349999', paidOn: '2026-12-02', by: 'reference' },
      ],
      cannotTell: [],
      notPaid: [],
      missing: [MEERA.id],
      unclaimed: [],
      charges: [5, 6],
    });
  });

  it('pairs HDFC’s debits whose narration wraps onto a second line', () => {
    const result = match([
      ['HDFC BANK Ltd.'],
      HDFC_HEADER,
      [
        '01/12/26',
        'NEFT DR-HDFC0001234-ASHA RAO-NETBANK, MUM-N335261234567890-',
        'N335261234567890',
        '01/12/26',
        '400.00',
        '',
        '99,600.00',
      ],
      ['', `${ASHA.reference} NOV PAY`, '', '', '', '', ''],
      [
        '01/12/26',
        `IMPS-533612340002-MEERA PILLAI-SBIN-XXXXXXXX1122-${MEERA.reference}`,
        '0000533612340002',
        '01/12/26',
        '760.00',
        '',
        '98,840.00',
      ],
      ['01/12/26', 'IMPS CHG 533612340002', '', '01/12/26', '5.00', '', '98,835.00'],
      ['01/12/26', 'IGST ON IMPS CHG 533612340002', '', '01/12/26', '0.90', '', '98,834.10'],
    ]);
    expect(summary(result).matched).toEqual([
      { payoutId: ASHA.id, bankReference: 'N335261234567890', paidOn: '2026-12-01', by: 'reference' },
      { payoutId: MEERA.id, bankReference: '0000533612340002', paidOn: '2026-12-01', by: 'reference' },
    ]);
    expect(summary(result).charges).toEqual([6, 7]);
  });

  it('pairs ICICI’s debits, with 0.00 in the deposit column', () => {
    const result = match([
      ['', 'DETAILED STATEMENT'],
      ICICI_HEADER,
      [
        '',
        '1',
        '01/12/2026',
        '01/12/2026',
        '-',
        `MMT/IMPS/533612340003/${RAVI.reference} NOV/RAVI RAO/State Bank of India`,
        '400.00',
        '0.00',
        '99,600.00',
      ],
      [
        '',
        '2',
        '01/12/2026',
        '01/12/2026',
        '-',
        `INF/NEFT/ICICN52026120112/KIRAN MEHTA/${KIRAN.reference}`,
        '1,200.50',
        '0.00',
        '98,399.50',
      ],
    ]);
    expect(summary(result).matched.map((one) => one.payoutId)).toEqual([RAVI.id, KIRAN.id]);
    expect(result.missing).toEqual([ASHA.id, MEERA.id]);
  });

  it('pairs Axis’s debit without a reference by amount and the worker’s name', () => {
    const result = match([
      ['Name :- FARHAN QURESHI'],
      AXIS_HEADER,
      ['01-12-2026', '', 'IMPS/P2A/533612340004/MEERA PILLAI/SBIN/NOV', '760.00', '', '99240.00', '1234'],
      ['01-12-2026', '', 'IMPS/P2A/533612340005/XXXXXXXX6789/HDFC/NOV', '400.00', '', '98840.00', '1234'],
      ['01-12-2026', '', 'IMPS CHGS INCL GST', '11.80', '', '98828.20', '1234'],
    ]);
    expect(summary(result)).toMatchObject({
      matched: [
        { payoutId: ASHA.id, bankReference: '533612340005', paidOn: '2026-12-01', by: 'account' },
        { payoutId: MEERA.id, bankReference: '533612340004', paidOn: '2026-12-01', by: 'name' },
      ],
      charges: [5],
      unclaimed: [],
    });
  });

  it('pairs Kotak’s single amount column marked Dr, and never a Cr row', () => {
    const result = match([
      KOTAK_HEADER,
      [
        '1',
        '01-12-2026',
        '01-12-2026',
        `UPI/KIRAN MEHTA/533612340006/${KIRAN.reference}`,
        'UPI-533612340006',
        '1,200.50',
        'DR',
        '98,799.50',
      ],
      [
        '2',
        '01-12-2026',
        '01-12-2026',
        `UPI/ASHA RAO/533612340007/${ASHA.reference}`,
        'UPI-533612340007',
        '400.00',
        'CR',
        '99,199.50',
      ],
    ]);
    expect(summary(result).matched.map((one) => one.payoutId)).toEqual([KIRAN.id]);
    expect(result.missing).toContain(ASHA.id);
  });
});

describe('what must not count as paid', () => {
  it('does not take a credit that mentions the reference for a payout', () => {
    const result = match([
      HDFC_HEADER,
      [
        '01/12/26',
        `UPI-ASHA RAO-ASHARAO@OKAXIS-UTIB0000123-533612340008-${ASHA.reference}`,
        '',
        '01/12/26',
        '',
        '400.00',
        '1,00,400.00',
      ],
    ]);
    expect(result.matched).toEqual([]);
    expect(result.missing).toContain(ASHA.id);
  });

  it('does not pay a debit returned later in the statement under its UTR', () => {
    const result = match([
      HDFC_HEADER,
      [
        '01/12/26',
        `NEFT DR-HDFC0001234-ASHA RAO-N335261234567890-${ASHA.reference}`,
        'N335261234567890',
        '01/12/26',
        '400.00',
        '',
        '99,600.00',
      ],
      [
        '03/12/26',
        'NEFT RETURN-N335261234567890-ASHA RAO-ACCOUNT CLOSED',
        'N335261234567890',
        '03/12/26',
        '',
        '400.00',
        '1,00,000.00',
      ],
    ]);
    expect(summary(result)).toMatchObject({
      matched: [],
      notPaid: [{ payoutId: ASHA.id, reason: 'returned', creditRow: 3 }],
      missing: [RAVI.id, KIRAN.id, MEERA.id],
    });
  });

  it('does not pay a debit a reversal credit names by the payout’s reference', () => {
    const result = match([
      SBI_HEADER,
      [
        '1 Dec 2026',
        '1 Dec 2026',
        `TO TRANSFER-IMPS/${RAVI.reference}/RAVI RAO`,
        '',
        '400.00',
        '',
        '99,600.00',
      ],
      ['1 Dec 2026', '1 Dec 2026', `BY TRANSFER-REV IMPS ${RAVI.reference}`, '', '', '400.00', '1,00,000.00'],
    ]);
    expect(summary(result).notPaid).toEqual([{ payoutId: RAVI.id, reason: 'returned', creditRow: 3 }]);
  });

  it('cannot tell a debit naming two workers of the same amount', () => {
    const result = match([
      AXIS_HEADER,
      ['01-12-2026', '', 'IMPS/P2A/533612340009/ASHA RAO RAVI RAO/NOV', '400.00', '', '99600.00', '1234'],
    ]);
    expect(summary(result)).toMatchObject({
      matched: [],
      cannotTell: [{ row: 2, payoutIds: [ASHA.id, RAVI.id], reason: 'several-payouts' }],
      missing: [KIRAN.id, MEERA.id],
    });
  });

  it('cannot tell a debit naming two payouts’ references', () => {
    const result = match([
      AXIS_HEADER,
      ['01-12-2026', '', `BULK/${ASHA.reference}/${RAVI.reference}`, '400.00', '', '99600.00', '1234'],
    ]);
    expect(summary(result).cannotTell).toEqual([
      { row: 2, payoutIds: [ASHA.id, RAVI.id], reason: 'several-payouts' },
    ]);
  });

  it('does not pay a worker a debit of their amount made to another worker', () => {
    const result = match(
      [
        AXIS_HEADER,
        ['01-12-2026', '', 'IMPS/P2A/533612340010/SURESH NAIR/SBIN/NOV', '400.00', '', '99600.00', '1234'],
      ],
      [ASHA],
    );
    expect(summary(result)).toMatchObject({ matched: [], missing: [ASHA.id], unclaimed: [2] });
  });

  it('pays the worker a narration names, not another worker owed the same amount', () => {
    const result = match([
      AXIS_HEADER,
      ['01-12-2026', '', 'IMPS/P2A/533612340011/RAVI RAO/SBIN/NOV', '400.00', '', '99600.00', '1234'],
    ]);
    expect(summary(result).matched).toEqual([
      { payoutId: RAVI.id, bankReference: '533612340011', paidOn: '2026-12-01', by: 'name' },
    ]);
    expect(result.missing).toContain(ASHA.id);
  });

  it('cannot tell a debit to one worker’s account that names another worker', () => {
    const result = match([
      AXIS_HEADER,
      ['01-12-2026', '', 'IMPS/P2A/533612340012/MEERA PILLAI/XXXXXXXX6789', '400.00', '', '99600.00', '1234'],
    ]);
    expect(summary(result).cannotTell).toEqual([
      { row: 2, payoutIds: [ASHA.id, MEERA.id], reason: 'another-worker-named' },
    ]);
  });

  it('does not take four digits of a UTR or a year for an account’s last four', () => {
    const result = match([
      AXIS_HEADER,
      ['01-12-2026', '', 'IMPS/P2A/533612346789/NOV 6789', '400.00', '', '99600.00', '1234'],
    ]);
    expect(result.matched).toEqual([]);
    expect(summary(result).unclaimed).toEqual([2]);
  });

  it('cannot tell a debit carrying a payout’s reference with another amount', () => {
    const result = match([
      SBI_HEADER,
      [
        '1 Dec 2026',
        '1 Dec 2026',
        `TO TRANSFER-IMPS/${ASHA.reference}/ASHA RAO`,
        '',
        '4,000.00',
        '',
        '96,000.00',
      ],
    ]);
    expect(summary(result).cannotTell).toEqual([{ row: 2, payoutIds: [ASHA.id], reason: 'amount-differs' }]);
    expect(result.missing).not.toContain(ASHA.id);
  });

  it('does not take a charge naming the reference for the payout', () => {
    const result = match([
      SBI_HEADER,
      ['1 Dec 2026', '1 Dec 2026', `IMPS CHARGES ${ASHA.reference}`, '', '5.90', '', '99,994.10'],
    ]);
    expect(summary(result)).toMatchObject({ matched: [], cannotTell: [], charges: [2] });
    expect(result.missing).toContain(ASHA.id);
  });

  it('cannot tell a payout two debits name: paid twice, perhaps', () => {
    const result = match([
      SBI_HEADER,
      [
        '1 Dec 2026',
        '1 Dec 2026',
        `TO TRANSFER-IMPS/${ASHA.reference}/ASHA RAO`,
        '',
        '400.00',
        '',
        '99,600.00',
      ],
      [
        '2 Dec 2026',
        '2 Dec 2026',
        `TO TRANSFER-IMPS/${ASHA.reference}/ASHA RAO`,
        '',
        '400.00',
        '',
        '99,200.00',
      ],
    ]);
    expect(summary(result).cannotTell).toEqual([
      { row: 2, payoutIds: [ASHA.id], reason: 'several-debits' },
      { row: 3, payoutIds: [ASHA.id], reason: 'several-debits' },
    ]);
    expect(result.matched).toEqual([]);
  });

  it('pays a debit dated the day the payout was sent', () => {
    const result = match([
      SBI_HEADER,
      [
        '30 Nov 2026',
        '30 Nov 2026',
        `TO TRANSFER-IMPS/${ASHA.reference}/ASHA RAO`,
        '',
        '400.00',
        '',
        '99,600.00',
      ],
      [
        '30 Nov 2026',
        '30 Nov 2026',
        'IMPS/P2A/533612340004/MEERA PILLAI/SBIN/NOV',
        '',
        '760.00',
        '',
        '98,840.00',
      ],
    ]);
    expect(summary(result).matched.map(({ payoutId, paidOn }) => ({ payoutId, paidOn }))).toEqual([
      { payoutId: ASHA.id, paidOn: '2026-11-30' },
      { payoutId: MEERA.id, paidOn: '2026-11-30' },
    ]);
  });

  it('does not pay a payout with a debit dated before it was sent, whatever the debit names', () => {
    // A line added to the file by hand with the payout's reference and amount, and an older
    // transfer to a worker of the same amount: neither can be money sent after the run.
    const result = match([
      SBI_HEADER,
      [
        '29 Nov 2026',
        '29 Nov 2026',
        `TO TRANSFER-IMPS/${ASHA.reference}/ASHA RAO`,
        '',
        '400.00',
        '',
        '99,600.00',
      ],
      [
        '29 Nov 2026',
        '29 Nov 2026',
        'IMPS/P2A/533612340004/MEERA PILLAI/SBIN/OCT',
        '',
        '760.00',
        '',
        '98,840.00',
      ],
    ]);
    expect(summary(result)).toMatchObject({
      matched: [],
      cannotTell: [{ row: 2, payoutIds: [ASHA.id], reason: 'before-sent' }],
      unclaimed: [3],
    });
    expect(result.missing).toEqual([RAVI.id, KIRAN.id, MEERA.id]);
  });

  it('pays the payout a debit after it was sent, beside a line dated before it naming the same reference', () => {
    const result = match([
      SBI_HEADER,
      [
        '29 Nov 2026',
        '29 Nov 2026',
        `TO TRANSFER-IMPS/${ASHA.reference}/ASHA RAO`,
        '',
        '400.00',
        '',
        '99,600.00',
      ],
      [
        '1 Dec 2026',
        '1 Dec 2026',
        `TO TRANSFER-IMPS/533612340001/${ASHA.reference}`,
        '',
        '400.00',
        '',
        '99,200.00',
      ],
    ]);
    expect(summary(result)).toMatchObject({
      matched: [{ payoutId: ASHA.id, paidOn: '2026-12-01', bankReference: '533612340001' }],
      cannotTell: [{ row: 2, payoutIds: [ASHA.id], reason: 'before-sent' }],
    });
  });

  it('does not find a reference that is a prefix of the payout’s, nor one cut short', () => {
    const result = match([
      SBI_HEADER,
      [
        '1 Dec 2026',
        '1 Dec 2026',
        `TO TRANSFER-IMPS/${ASHA.reference.slice(0, 10)}`,
        '',
        '400.00',
        '',
        '99,600.00',
      ],
    ]);
    expect(result.matched).toEqual([]);
    expect(summary(result).unclaimed).toEqual([2]);
  });
});

describe('a RazorpayX payout report', () => {
  const header = [
    'Payout Id',
    'Amount',
    'Status',
    'UTR',
    'Mode',
    'Reference Id',
    'Narration',
    'Contact Name',
    'Created At',
    'Fees',
    'Tax',
  ];

  it('pairs processed payouts by reference id, with their UTR, and fees are not amounts', () => {
    const result = match([
      header,
      [
        'pout_0000000000001',
        '400.00',
        'processed',
        'HDFCN52026120100001',
        'IMPS',
        ASHA.reference,
        `${ASHA.reference} Data entry`,
        'Asha Rao',
        '01/12/2026 10:04',
        '5.00',
        '0.90',
      ],
      [
        'pout_0000000000002',
        '1200.50',
        'processed',
        '533612340013',
        'UPI',
        KIRAN.reference,
        `${KIRAN.reference} Data entry`,
        'Kiran Mehta',
        '01/12/2026 10:05',
        '0.00',
        '0.00',
      ],
    ]);
    expect(summary(result).matched).toEqual([
      { payoutId: ASHA.id, bankReference: 'HDFCN52026120100001', paidOn: '2026-12-01', by: 'reference' },
      { payoutId: KIRAN.id, bankReference: '533612340013', paidOn: '2026-12-01', by: 'reference' },
    ]);
  });

  it('does not pay a failed, reversed or queued payout', () => {
    const result = match([
      header,
      [
        'pout_0000000000003',
        '400.00',
        'failed',
        '',
        'IMPS',
        ASHA.reference,
        '',
        'Asha Rao',
        '01/12/2026',
        '',
        '',
      ],
      [
        'pout_0000000000004',
        '400.00',
        'reversed',
        'HDFCN52026120100004',
        'IMPS',
        RAVI.reference,
        '',
        'Ravi Rao',
        '01/12/2026',
        '',
        '',
      ],
      [
        'pout_0000000000005',
        '760.00',
        'queued',
        '',
        'IMPS',
        MEERA.reference,
        '',
        'Meera Pillai',
        '01/12/2026',
        '',
        '',
      ],
    ]);
    expect(summary(result)).toMatchObject({
      matched: [],
      notPaid: [
        { payoutId: ASHA.id, reason: 'failed' },
        { payoutId: RAVI.id, reason: 'failed' },
        { payoutId: MEERA.id, reason: 'pending' },
      ],
      missing: [KIRAN.id],
    });
  });

  it('pays once a payout that failed and was paid again', () => {
    const result = match([
      header,
      [
        'pout_0000000000006',
        '400.00',
        'failed',
        '',
        'IMPS',
        ASHA.reference,
        '',
        'Asha Rao',
        '01/12/2026',
        '',
        '',
      ],
      [
        'pout_0000000000007',
        '400.00',
        'processed',
        '533612340014',
        'IMPS',
        ASHA.reference,
        '',
        'Asha Rao',
        '02/12/2026',
        '',
        '',
      ],
    ]);
    expect(summary(result).matched).toEqual([
      { payoutId: ASHA.id, bankReference: '533612340014', paidOn: '2026-12-02', by: 'reference' },
    ]);
  });

  it('reads amounts in paise when the column says so', () => {
    const result = match([
      ['id', 'amount (paise)', 'status', 'utr', 'reference_id', 'created_at'],
      ['pout_0000000000008', '40000', 'processed', '533612340015', ASHA.reference, '2026-12-01'],
    ]);
    expect(result.matched.map((one) => one.payoutId)).toEqual([ASHA.id]);
  });
});
