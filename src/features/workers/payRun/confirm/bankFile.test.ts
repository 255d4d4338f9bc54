import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WorkerFailure } from '../../../../lib/spreadsheet/background';
import { csvOf, droppedFile } from '../../../../lib/spreadsheet/fixtures/droppedFile';
import { runWorkersOnThisThread, ThreadWorker } from '../../../../lib/spreadsheet/fixtures/threadWorker';
import { UnloadedWorker } from '../../../../lib/spreadsheet/fixtures/unloadedWorker';
import { buildWorkbook } from '../../../../lib/spreadsheet/fixtures/workbook';
import { ASHA, BANK_OF_BARODA_HEADER, KIRAN, MEERA, RAVI, SBI_HEADER } from '../fixtures/payouts';
import { readBankFileInBackground } from './background';
import { BankFileRefused } from './bankFile';

const statement = csvOf([
  ['Account Name', ':', 'LEARN AND EARN'],
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
  ['2 Dec 2026', '2 Dec 2026', 'BY TRANSFER-NEFT-RENT', 'NEFT001', '', '5,000.00', '1,04,600.00'],
]);

const report = csvOf([
  ['Payout Id', 'Amount', 'Status', 'UTR', 'Reference Id', 'Contact Name', 'Created At'],
  [
    'pout_0000000000002',
    '1200.50',
    'processed',
    '533612340013',
    KIRAN.reference,
    'Kiran Mehta',
    '01/12/2026',
  ],
]);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reading the bank’s file after a pay run, where workers run', () => {
  beforeAll(async () => {
    await import('./bankFile.worker');
  });

  it('reads a statement’s debits and credits in the module worker', async () => {
    runWorkersOnThisThread();
    const money = await readBankFileInBackground(droppedFile(statement, 'statement.csv'));
    expect(ThreadWorker.started).toEqual([
      { url: expect.stringMatching(/\/confirm\/bankFile\.worker\.ts\b/), options: { type: 'module' } },
    ]);
    expect(money.source).toBe('statement');
    expect(money.debits).toEqual([
      expect.objectContaining({
        row: 4,
        date: '2026-12-01',
        amountPaise: 40000,
        bankReference: '533612340001',
      }),
    ]);
    expect(money.credits).toEqual([expect.objectContaining({ row: 5, amountPaise: 500000 })]);
  });

  it('reads a payout report’s rows, each with its UTR', async () => {
    runWorkersOnThisThread();
    const money = await readBankFileInBackground(droppedFile(report, 'payouts.csv'));
    expect(money.source).toBe('payout-report');
    expect(money.debits).toEqual([
      expect.objectContaining({ amountPaise: 120050, bankReference: '533612340013', outcome: 'paid' }),
    ]);
  });

  it('refuses a file with no dates and amounts in the admin’s words, across the worker', async () => {
    runWorkersOnThisThread();
    const refused = readBankFileInBackground(droppedFile('Name,Phone\nAsha,98765\n', 'contacts.csv'));
    await expect(refused).rejects.toBeInstanceOf(BankFileRefused);
    await expect(refused).rejects.toMatchObject({
      code: 'not-a-statement',
      message: expect.stringMatching(/^This file does not look like a bank statement or a payout report/),
    });
  });

  it('refuses a statement whose dates Excel re-saved month first, across the worker', async () => {
    runWorkersOnThisThread();
    const resaved = csvOf([
      SBI_HEADER,
      [
        '12/01/2026',
        '12/01/2026',
        `IMPS/P2A/533612340001/ASHA RAO/${ASHA.reference}`,
        '',
        '400.00',
        '',
        '99,600.00',
      ],
      ['12/15/2026', '12/15/2026', 'IMPS/P2A/533612340002/RAVI RAO/NOV', '', '400.00', '', '99,200.00'],
    ]);
    await expect(readBankFileInBackground(droppedFile(resaved, 'statement.csv'))).rejects.toMatchObject({
      code: 'month-first',
      message: expect.stringMatching(/^The dates in this file are written month first/),
    });
  });

  it('refuses a PDF, whatever its name says', async () => {
    runWorkersOnThisThread();
    await expect(
      readBankFileInBackground(droppedFile('%PDF-1.7\n...', 'statement.csv')),
    ).rejects.toMatchObject({ code: 'pdf' });
  });

  it('does not read the file on the page when the worker does not load', async () => {
    vi.stubGlobal('Worker', UnloadedWorker);
    await expect(readBankFileInBackground(droppedFile(statement, 'statement.csv'))).rejects.toBeInstanceOf(
      WorkerFailure,
    );
  });
});

describe('reading the bank’s file in a browser without workers', () => {
  it('reads it on the page', async () => {
    vi.stubGlobal('Worker', undefined);
    const money = await readBankFileInBackground(droppedFile(statement, 'statement.csv'));
    expect(money.debits.map((debit) => debit.amountPaise)).toEqual([40000]);
  });
});

describe('an Excel download of the bank’s file, read on the page', () => {
  const day = (date: number) => new Date(Date.UTC(2026, 11, date));

  it('reads a Bank of Baroda sheet of dates and numbers', async () => {
    vi.stubGlobal('Worker', undefined);
    const workbook = buildWorkbook([
      {
        name: 'Statement',
        rows: [
          ['BANK OF BARODA'],
          BANK_OF_BARODA_HEADER,
          [day(1), day(1), `IMPS/P2A/533612340001/ASHA RAO/${ASHA.reference}`, null, 400, null, 99600],
          [day(2), day(2), `IMPS RETURN/RAVI RAO/${RAVI.reference}`, null, null, 400, 100000],
        ],
      },
    ]);
    const money = await readBankFileInBackground(droppedFile(workbook, 'OpTransactionHistory.xlsx'));
    expect(money.debits).toEqual([
      expect.objectContaining({
        row: 3,
        date: '2026-12-01',
        amountPaise: 40000,
        bankReference: '533612340001',
      }),
    ]);
    expect(money.credits).toEqual([
      expect.objectContaining({ row: 4, date: '2026-12-02', amountPaise: 40000 }),
    ]);
  });

  it('reads a RazorpayX sheet by the API’s field names in paise, never ₹4 as ₹400', async () => {
    vi.stubGlobal('Worker', undefined);
    const workbook = buildWorkbook([
      {
        name: 'payouts',
        rows: [
          ['id', 'entity', 'fund_account_id', 'amount', 'status', 'utr', 'reference_id', 'created_at'],
          [
            'pout_0000000000009',
            'payout',
            'fa_0000000000001',
            76000,
            'processed',
            'HDFCN52026120100009',
            MEERA.reference,
            1796099400,
          ],
          [
            'pout_0000000000010',
            'payout',
            'fa_0000000000002',
            400,
            'processed',
            'HDFCN52026120100010',
            ASHA.reference,
            1796099400,
          ],
        ],
      },
    ]);
    const money = await readBankFileInBackground(droppedFile(workbook, 'payouts.xlsx'));
    expect(money.debits.map(({ amountPaise, date }) => ({ amountPaise, date }))).toEqual([
      { amountPaise: 76000, date: '2026-12-01' },
      { amountPaise: 400, date: '2026-12-01' },
    ]);
  });
});
