import { describe, expect, it } from 'vitest';
import { readBankMoney } from '../debits';
import { confirmRows, TO_CONFIRM } from '../fixtures/confirmRun';

/**
 * Payout services' reports of the run, in the words their documentation gives a payout's fields
 * (RazorpayX's payout entity, Cashfree's transfer), as a dashboard download and as the API's own
 * field names. Beside each, a report that tries to make a payout not shown paid count as paid.
 */
const { asha, ravi, meera, kiran } = TO_CONFIRM;

describe('a RazorpayX payouts download', () => {
  const header = [
    'Payout ID',
    'Contact Name',
    'Fund Account',
    'Amount',
    'Currency',
    'Fees',
    'Tax',
    'Status',
    'UTR',
    'Mode',
    'Purpose',
    'Reference ID',
    'Narration',
    'Created At',
    'Processed At',
  ];
  const row = (change: Record<string, string>) => header.map((name) => change[name] ?? '');

  it('pays processed payouts on the day they were processed, not the day they were created', () => {
    const result = confirmRows([
      header,
      row({
        'Payout ID': 'pout_0000000000001',
        'Contact Name': 'Asha Rao',
        'Fund Account': 'Bank Account XXXXXXXX6789',
        Amount: '400.00',
        Fees: '5.90',
        Tax: '0.90',
        Status: 'processed',
        UTR: 'HDFCN52026120200001',
        'Reference ID': asha.reference,
        Narration: `${asha.reference} Data entry`,
        'Created At': '01 Dec 2026, 11:50 PM',
        'Processed At': '02 Dec 2026, 12:10 AM',
      }),
    ]);
    expect(result.paid).toEqual([
      { reference: asha.reference, bankReference: 'HDFCN52026120200001', paidOn: '2026-12-02', row: 2 },
    ]);
  });

  it('does not pay a payout processed and then reversed, though its row keeps the UTR', () => {
    const result = confirmRows([
      header,
      row({
        'Payout ID': 'pout_0000000000002',
        Amount: '400.00',
        Status: 'reversed',
        UTR: 'HDFCN52026120200002',
        'Reference ID': ravi.reference,
        'Created At': '01 Dec 2026, 10:00 AM',
        'Processed At': '01 Dec 2026, 10:05 AM',
      }),
    ]);
    expect(result.paid).toEqual([]);
    expect(result.notPaid).toEqual([{ reference: ravi.reference, reason: 'failed' }]);
  });
});

describe('RazorpayX payouts by the API’s field names', () => {
  const header = [
    'id',
    'entity',
    'fund_account_id',
    'amount',
    'currency',
    'fees',
    'tax',
    'status',
    'utr',
    'mode',
    'purpose',
    'reference_id',
    'narration',
    'batch_id',
    'created_at',
  ];

  it('reads the amount in paise and the time in seconds, as the API gives them', () => {
    const result = confirmRows([
      header,
      [
        'pout_0000000000003',
        'payout',
        'fa_0000000000001',
        '76000',
        'INR',
        '590',
        '90',
        'processed',
        'HDFCN52026120100003',
        'NEFT',
        'payout',
        meera.reference,
        `${meera.reference} Data entry`,
        '',
        '1796099400',
      ],
    ]);
    expect(result.paid).toEqual([
      { reference: meera.reference, bankReference: 'HDFCN52026120100003', paidOn: '2026-12-01', row: 2 },
    ]);
  });

  it('does not read ₹4 in paise as ₹400', () => {
    const result = confirmRows([
      header,
      [
        'pout_0000000000004',
        'payout',
        'fa_0000000000002',
        '400',
        'INR',
        '0',
        '0',
        'processed',
        'HDFCN52026120100004',
        'IMPS',
        'payout',
        asha.reference,
        '',
        '',
        '1796099400',
      ],
    ]);
    expect(result.paid).toEqual([]);
    expect(result.cannotTell).toEqual([{ row: 2, references: [asha.reference], reason: 'amount-differs' }]);
  });
});

describe('a Cashfree Payouts transfer report', () => {
  it('pays SUCCESS transfers by the transfer id or the remarks, on the day it was in India', () => {
    const result = confirmRows([
      [
        'transferId',
        'beneId',
        'bankAccount',
        'ifsc',
        'amount',
        'status',
        'utr',
        'addedOn',
        'processedOn',
        'transferMode',
        'remarks',
      ],
      [
        asha.reference,
        'asha_rao',
        '000810136789',
        'HDFC0001234',
        '400.00',
        'SUCCESS',
        'N335261234567890',
        '2026-11-30T18:55:00.000Z',
        '2026-11-30T19:00:00.000Z',
        'banktransfer',
        'Data entry',
      ],
      [
        'cf_transfer_77',
        'kiran_m',
        '',
        '',
        '1200',
        'SUCCESS',
        '533612349999',
        '2026-12-01T05:00:00.000Z',
        '2026-12-01T05:01:00.000Z',
        'upi',
        `${kiran.reference} Data entry`,
      ],
    ]);
    expect(result.paid).toEqual([
      { reference: asha.reference, bankReference: 'N335261234567890', paidOn: '2026-12-01', row: 2 },
      { reference: kiran.reference, bankReference: '533612349999', paidOn: '2026-12-01', row: 3 },
    ]);
  });

  it('reads the dashboard’s words for the same columns', () => {
    const money = readBankMoney([
      [
        'Transfer ID',
        'Bene ID',
        'Bene Name',
        'Amount',
        'Transfer Mode',
        'Transfer Status',
        'UTR',
        'Added On',
        'Processed On',
        'Remarks',
      ],
      [
        ravi.reference,
        'ravi_rao',
        'Ravi Rao',
        '400',
        'IMPS',
        'SUCCESS',
        '533612340002',
        '01-12-2026 10:00:00',
        '01-12-2026 10:01:00',
        'Data entry',
      ],
    ]);
    expect(money.source).toBe('payout-report');
    expect(money.debits).toEqual([
      expect.objectContaining({
        amountPaise: 40000,
        date: '2026-12-01',
        outcome: 'paid',
        bankReference: '533612340002',
      }),
    ]);
  });

  it('does not pay a transfer listed SUCCESS and then REVERSED under the same UTR', () => {
    const header = ['transferId', 'amount', 'status', 'utr', 'processedOn', 'remarks'];
    const result = confirmRows([
      header,
      [asha.reference, '400.00', 'SUCCESS', 'N335261234567892', '2026-12-01T05:00:00.000Z', ''],
      [asha.reference, '400.00', 'REVERSED', 'N335261234567892', '2026-12-02T05:00:00.000Z', ''],
    ]);
    expect(result.paid).toEqual([]);
    expect(result.notPaid).toEqual([{ reference: asha.reference, reason: 'failed' }]);
  });

  it('pays a transfer that failed and was sent again under another transfer id', () => {
    const header = ['transferId', 'amount', 'status', 'utr', 'processedOn', 'remarks'];
    const result = confirmRows([
      header,
      ['cf_1', '400.00', 'FAILED', '', '2026-12-01T05:00:00.000Z', asha.reference],
      ['cf_2', '400.00', 'SUCCESS', 'N335261234567893', '2026-12-02T05:00:00.000Z', asha.reference],
    ]);
    expect(result.paid.map((one) => [one.reference, one.bankReference])).toEqual([
      [asha.reference, 'N335261234567893'],
    ]);
  });

  it('does not pay a REVERSED, FAILED or PENDING transfer', () => {
    const header = ['transferId', 'amount', 'status', 'utr', 'processedOn', 'remarks'];
    const result = confirmRows([
      header,
      [asha.reference, '400.00', 'REVERSED', 'N335261234567891', '2026-12-01T05:00:00.000Z', ''],
      [ravi.reference, '400.00', 'FAILED', '', '2026-12-01T05:00:00.000Z', ''],
      [meera.reference, '760.00', 'PENDING', '', '', ''],
    ]);
    expect(result.paid).toEqual([]);
    expect(result.notPaid).toEqual([
      { reference: asha.reference, reason: 'failed' },
      { reference: ravi.reference, reason: 'failed' },
      { reference: meera.reference, reason: 'pending' },
    ]);
  });
});
