import { parse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Payment } from '../../backend/types';
import { BOM } from '../../lib/csv';
import { earningsCsv, earningsFileName, type EarningsRow } from './earningsCsv';
import { paymentsCsv, paymentsFileName } from './paymentsCsv';
import { payoutsCsv, payoutsFileName, type PayoutRow } from './payoutsCsv';

/** The cells a spreadsheet sees, after the byte-order mark. */
function cellsOf(csv: string): string[][] {
  expect(csv.startsWith(BOM)).toBe(true);
  const result = parse<string[]>(csv.slice(BOM.length), { skipEmptyLines: true });
  expect(result.errors).toEqual([]);
  return result.data;
}

const hindiName = 'राहुल "राजू" शर्मा, Jr.';

describe('earningsCsv', () => {
  const rows: EarningsRow[] = [
    { uid: 'b', name: 'Priya Verma', email: 'priya@demo.test', date: '2026-11-03', count: 40 },
    { uid: 'a', name: hindiName, email: 'rahul@demo.test', date: '2026-11-02', count: 100 },
    { uid: 'b', name: 'Priya Verma', email: 'priya@demo.test', date: '2026-11-01', count: 25 },
    { uid: 'a', name: hindiName, email: 'rahul@demo.test', date: '2026-11-01', count: 7 },
  ];

  it("lists each worker's days by date with a month total, workers by name, and everyone's total", async () => {
    expect(cellsOf(await earningsCsv(rows))).toEqual([
      ['Worker', 'E-mail', 'Date', 'Entries', 'Earnings (₹)'],
      ['Priya Verma', 'priya@demo.test', '2026-11-01', '25', '100'],
      ['Priya Verma', 'priya@demo.test', '2026-11-03', '40', '160'],
      ['Priya Verma', 'priya@demo.test', 'Month total', '65', '260'],
      [hindiName, 'rahul@demo.test', '2026-11-01', '7', '28'],
      [hindiName, 'rahul@demo.test', '2026-11-02', '100', '400'],
      [hindiName, 'rahul@demo.test', 'Month total', '107', '428'],
      ['All workers', '', 'Month total', '172', '688'],
    ]);
  });

  it('quotes a name with a comma and quotes, and keeps Hindi as UTF-8 after the BOM', async () => {
    const csv = await earningsCsv(rows);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('"राहुल ""राजू"" शर्मा, Jr.",rahul@demo.test,2026-11-01,7,28\r\n');
    // A file written from this text starts with the UTF-8 byte-order mark.
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('keeps two workers of the same name apart', async () => {
    const twins: EarningsRow[] = [
      { uid: 'x', name: 'Amit Shah', email: 'amit1@demo.test', date: '2026-11-01', count: 10 },
      { uid: 'y', name: 'Amit Shah', email: 'amit2@demo.test', date: '2026-11-01', count: 20 },
    ];
    const totals = cellsOf(await earningsCsv(twins)).filter((row) => row[2] === 'Month total');
    expect(totals).toEqual([
      ['Amit Shah', 'amit1@demo.test', 'Month total', '10', '40'],
      ['Amit Shah', 'amit2@demo.test', 'Month total', '20', '80'],
      ['All workers', '', 'Month total', '30', '120'],
    ]);
  });

  it('writes a name typed as a formula as text', async () => {
    const csv = await earningsCsv([
      { uid: 'z', name: '=HYPERLINK("http://x.test")', email: 'z@demo.test', date: '2026-11-01', count: 1 },
    ]);
    expect(cellsOf(csv)[1]![0]).toBe('\'=HYPERLINK("http://x.test")');
  });

  it('names the file by its month', () => {
    expect(earningsFileName('2026-11')).toBe('earnings-2026-11.csv');
  });
});

const payment = (overrides: Partial<Payment>): Payment => ({
  id: 'UTR1',
  bookId: '1',
  bookTitle: 'Online Data Entry Guide',
  amount: '₹1,499',
  emailID: 'rahul@demo.test',
  userName: hindiName,
  transactionId: 'UTR1',
  createdAt: new Date(2026, 10, 2, 9, 5),
  status: 'confirmed',
  uid: 'a',
  decidedAt: new Date(2026, 10, 2, 18, 30),
  decidedBy: 'admin',
  ...overrides,
});

describe('paymentsCsv', () => {
  it('lists each payment with its amount in rupees and both times, then the count and the sum', async () => {
    const csv = await paymentsCsv([
      payment({}),
      payment({
        id: '512345678901',
        transactionId: '512345678901',
        bookTitle: 'React Pro Series',
        amount: '₹499',
        userName: 'Priya Verma',
        emailID: 'priya@demo.test',
        createdAt: null,
        timestamp: new Date(2026, 10, 5, 23, 59),
        decidedAt: new Date(2026, 10, 6, 0, 1),
      }),
    ]);
    expect(cellsOf(csv)).toEqual([
      ['Transaction ID', 'Buyer', 'E-mail', 'Book', 'Amount (₹)', 'Submitted', 'Confirmed'],
      [
        'UTR1',
        hindiName,
        'rahul@demo.test',
        'Online Data Entry Guide',
        '1499',
        '2026-11-02 09:05',
        '2026-11-02 18:30',
      ],
      [
        '512345678901',
        'Priya Verma',
        'priya@demo.test',
        'React Pro Series',
        '499',
        '2026-11-05 23:59',
        '2026-11-06 00:01',
      ],
      ['Total', '', '', '2 payments', '1998', '', ''],
    ]);
  });

  it('keeps an amount it cannot read as written, out of the sum', async () => {
    const rows = cellsOf(await paymentsCsv([payment({ amount: 'Rs 1499' }), payment({ amount: '₹999' })]));
    expect(rows.map((row) => row[4])).toEqual(['Amount (₹)', 'Rs 1499', '999', '999']);
  });

  it('names the file by its dates', () => {
    expect(paymentsFileName('2026-11-01', '2026-11-30')).toBe('payments-2026-11-01-to-2026-11-30.csv');
  });
});

describe('payoutsCsv', () => {
  const payouts: PayoutRow[] = [
    {
      workerName: hindiName,
      email: 'rahul@demo.test',
      paidOn: '2026-11-05',
      amount: 500,
      reference: 'UPI 412345678901',
      note: 'November, first half',
      reverses: null,
    },
    {
      workerName: hindiName,
      email: 'rahul@demo.test',
      paidOn: '2026-11-06',
      amount: -500,
      reference: 'REV-1',
      note: 'Paid to the wrong "UPI" id',
      reverses: 'UPI 412345678901',
    },
    {
      workerName: 'Priya Verma',
      email: 'priya@demo.test',
      paidOn: '2026-11-07',
      amount: 1200,
      reference: 'NEFT 99',
      note: '',
      reverses: null,
    },
  ];

  it('lists each payout and reversal as a signed amount, then the net total', async () => {
    expect(cellsOf(await payoutsCsv(payouts))).toEqual([
      ['Worker', 'E-mail', 'Paid on', 'Amount (₹)', 'Reference', 'Note', 'Reverses'],
      [hindiName, 'rahul@demo.test', '2026-11-05', '500', 'UPI 412345678901', 'November, first half', ''],
      [
        hindiName,
        'rahul@demo.test',
        '2026-11-06',
        '-500',
        'REV-1',
        'Paid to the wrong "UPI" id',
        'UPI 412345678901',
      ],
      ['Priya Verma', 'priya@demo.test', '2026-11-07', '1200', 'NEFT 99', '', ''],
      ['Total', '', '', '1200', '', '', ''],
    ]);
  });

  it('writes a reversal as a number, not as text escaped from a formula', async () => {
    expect(await payoutsCsv(payouts)).toContain(',2026-11-06,-500,REV-1,');
  });

  it('is only the header and a zero total when there are none, and names the file by its dates', async () => {
    expect(cellsOf(await payoutsCsv([]))).toEqual([
      ['Worker', 'E-mail', 'Paid on', 'Amount (₹)', 'Reference', 'Note', 'Reverses'],
      ['Total', '', '', '0', '', '', ''],
    ]);
    expect(payoutsFileName('2026-11-01', '2026-11-30')).toBe('payouts-2026-11-01-to-2026-11-30.csv');
  });
});
