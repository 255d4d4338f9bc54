import { describe, expect, it } from 'vitest';
import { readCredits } from './credits';
import { ASHA, csvOf, KIRAN, statementFile } from './fixtures/layouts';
import { SBI } from './fixtures/sbi';
import { buildWorkbook, type WorkbookCell } from '../../../lib/spreadsheet/fixtures/workbook';
import { craftZip, honestParts, lyingWorkbook } from '../../../lib/spreadsheet/fixtures/zipBombs';
import { statementMessages } from './messages';
import { MAX_STATEMENT_BYTES, MAX_STATEMENT_ROWS, type StatementRefusal } from './refusals';
import { readStatement } from './readStatement';
import { StatementError } from './statementError';
import { readStatementFile } from './statementFile';

async function refusalOf(reading: Promise<unknown>): Promise<StatementRefusal | 'read'> {
  try {
    await reading;
    return 'read';
  } catch (error) {
    if (error instanceof StatementError) return error.code;
    throw error;
  }
}

const day = (text: string) => new Date(`${text}Z`);

/** An ICICI statement as its .xlsx download holds it: real dates and numbers, not text. */
const ICICI_SHEET: WorkbookCell[][] = [
  [null, 'DETAILED STATEMENT'],
  [null, 'Transaction Period: From 24/11/2026 To 26/11/2026'],
  [],
  [
    null,
    'S No.',
    'Value Date',
    'Transaction Date',
    'Cheque Number',
    'Transaction Remarks',
    'Withdrawal Amount (INR )',
    'Deposit Amount (INR )',
    'Balance (INR )',
  ],
  [
    null,
    1,
    day('2026-11-24T00:00:00'),
    day('2026-11-24T10:32:11'),
    '-',
    'UPI/533412345678/Payment from Ash/asharao@okaxis/AXIS BANK/ICI0a1b2c3d4e',
    0,
    1499,
    121499,
  ],
  [
    null,
    2,
    day('2026-11-25T00:00:00'),
    day('2026-11-25T09:02:45'),
    '-',
    'UPI/533455550001/Bill/powerco@ybl/YES BANK/ICI5f6a7b8c9d',
    500,
    0,
    120999,
  ],
  [
    null,
    3,
    day('2026-11-25T00:00:00'),
    day('2026-11-25T23:47:03'),
    533498761234,
    'UPI/ebook/kiranm@okhdfcbank/HDFC BANK',
    0,
    999.1,
    121998.1,
  ],
];

describe('readStatementFile', () => {
  it('reads CSV text, blank lines kept so rows keep their numbers', async () => {
    const rows = await readStatementFile(
      statementFile('Date,Credit\r\n\r\n25/11/2026,1499\r\n', 'statement.csv'),
    );
    expect(rows).toEqual([['Date', 'Credit'], [''], ['25/11/2026', '1499']]);
  });

  it('reads the tab-separated text some banks save under .xls', async () => {
    const rows = await readStatementFile(
      statementFile('Txn Date\tCredit\n25 Nov 2026\t1,499.00\n', 'statement.xls'),
    );
    expect(rows[1]).toEqual(['25 Nov 2026', '1,499.00']);
  });

  it('reads text saved by Excel as Unicode, with its byte-order mark', async () => {
    const text = '\ufeffDate,Credit\r\n25/11/2026,"₹1,499"\r\n';
    const utf16 = new Uint8Array(text.length * 2);
    for (let index = 0; index < text.length; index++) utf16[index * 2] = text.charCodeAt(index) & 0xff;
    for (let index = 0; index < text.length; index++) utf16[index * 2 + 1] = text.charCodeAt(index) >> 8;
    expect((await readStatementFile(statementFile(utf16, 'statement.csv')))[1]).toEqual([
      '25/11/2026',
      '₹1,499',
    ]);
    const utf8 = await readStatementFile(statementFile(text, 'statement.csv'));
    expect(utf8[0]).toEqual(['Date', 'Credit']);
  });

  it('reads an .xlsx statement, its dates, numbers and references as text', async () => {
    const file = statementFile(
      buildWorkbook([{ name: 'OpTransactionHistory', rows: ICICI_SHEET }]),
      'OpTransactionHistory.xlsx',
    );
    const statement = readCredits(await readStatementFile(file));
    expect(statement.headerRow).toBe(3);
    expect(
      statement.credits.map(({ date, amountPaise, references }) => ({ date, amountPaise, references })),
    ).toEqual([
      { date: ASHA.day, amountPaise: ASHA.paise, references: [ASHA.utr] },
      { date: KIRAN.day, amountPaise: 99910, references: [KIRAN.utr] },
    ]);
    expect(statement.debits).toHaveLength(1);
  });

  it('reads the sheet that holds the statement when a summary sheet comes first', async () => {
    const workbook = buildWorkbook([
      {
        name: 'Summary',
        rows: [
          ['Opening balance', 120000],
          ['Closing balance', 121998],
        ],
      },
      { name: 'Transactions', rows: ICICI_SHEET },
    ]);
    const rows = await readStatementFile(statementFile(workbook, 'statement.xlsx'));
    expect(rows[3]![1]).toBe('S No.');
  });

  it('reads an .xlsx workbook named .xls, as some banks name theirs', async () => {
    const file = statementFile(buildWorkbook([{ name: 'Sheet1', rows: ICICI_SHEET }]), 'statement.xls');
    expect(readCredits(await readStatementFile(file)).credits).toHaveLength(2);
  });
});

describe('a refused file', () => {
  const compound = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);

  it('is empty', async () => {
    expect(await refusalOf(readStatementFile(statementFile('', 'statement.csv')))).toBe('empty');
    expect(await refusalOf(readStatementFile(statementFile('\r\n , \r\n', 'statement.csv')))).toBe('empty');
  });

  it('is not a statement: no header names a date and an amount', async () => {
    const file = statementFile(
      csvOf([
        ['Name', 'E-mail'],
        ['Asha', 'asha@example.com'],
      ]),
      'contacts.csv',
    );
    expect(await refusalOf(readStatement(file, file.name))).toBe('not-a-statement');
  });

  it('is a password-protected Excel file, which Excel saves as a compound file', async () => {
    expect(await refusalOf(readStatementFile(statementFile(compound, 'statement.xlsx')))).toBe(
      'password-protected',
    );
  });

  it('is an old-style .xls workbook', async () => {
    expect(await refusalOf(readStatementFile(statementFile(compound, 'statement.xls')))).toBe('old-excel');
    expect(await refusalOf(readStatementFile(statementFile(compound, 'statement')))).toBe('old-excel');
  });

  it('is a web page saved as .xls', async () => {
    const html = '<html><body><table><tr><td>Date</td></tr></table></body></html>';
    expect(await refusalOf(readStatementFile(statementFile(html, 'statement.xls')))).toBe('old-excel');
  });

  it('is a PDF statement', async () => {
    expect(await refusalOf(readStatementFile(statementFile('%PDF-1.7\n', 'statement.pdf')))).toBe('pdf');
  });

  it('is a damaged .xlsx', async () => {
    const damaged = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]);
    expect(await refusalOf(readStatementFile(statementFile(damaged, 'statement.xlsx')))).toBe(
      'unreadable-excel',
    );
    expect(await refusalOf(readStatementFile(statementFile('Date,Credit', 'statement.xlsx')))).toBe(
      'unreadable-excel',
    );
  });

  it('is an Excel file that would unpack to far more than a statement, a zip bomb', async () => {
    const bomb = statementFile(lyingWorkbook(), 'statement.xlsx');
    expect(await refusalOf(readStatementFile(bomb))).toBe('excel-oversized');
    expect(new StatementError('excel-oversized').message).toBe(
      'This file is not a bank statement that can be read here: unpacked, it would be far larger than any statement. Drop the statement as your bank or UPI app downloads it, in CSV or Excel.',
    );
    // The same workbook with its true sheet is read.
    const honest = statementFile(craftZip(honestParts()), 'statement.xlsx');
    expect(await readStatementFile(honest)).toEqual([
      ['Date', 'Narration', 'Credit'],
      ['25/11/2026', 'UPI/533400000000/BUYER', '499'],
      ['25/11/2026', 'UPI/533400000001/BUYER', '499'],
      ['25/11/2026', 'UPI/533400000002/BUYER', '499'],
    ]);
  });

  it('is larger than 20 MB', async () => {
    const large = statementFile(new Uint8Array(MAX_STATEMENT_BYTES + 1), 'statement.csv');
    expect(await refusalOf(readStatementFile(large))).toBe('too-large');
  });

  it('has more than 100,000 rows', async () => {
    const rows = (count: number) => `Date,Credit\n${'25/11/2026,1\n'.repeat(count - 1)}`;
    const file = (count: number) => statementFile(rows(count), 'statement.csv');
    expect(await refusalOf(readStatementFile(file(MAX_STATEMENT_ROWS + 1)))).toBe('too-many-rows');
    expect(await readStatementFile(file(MAX_STATEMENT_ROWS))).toHaveLength(MAX_STATEMENT_ROWS);
  });

  it('has text, not amounts, in its credit column', async () => {
    const rows = SBI.rows.map((row) => [row[0] ?? '', row[2] ?? '', row[5] ?? '']);
    const swapped = rows.map((row, index) => (index > 12 ? [row[0]!, row[2]!, row[1]!] : row));
    const file = statementFile(csvOf(swapped), 'statement.csv');
    expect(await refusalOf(readStatement(file, file.name))).toBe('credit-not-amounts');
  });

  it('comes with words that tell the admin what to do', () => {
    expect(new StatementError('password-protected').message).toBe(
      'This Excel file is password-protected. Open it in Excel, remove the password, save it and drop it again.',
    );
    for (const message of Object.values(statementMessages.refusals)) expect(message).toMatch(/\.$/);
  });
});
