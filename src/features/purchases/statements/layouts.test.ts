import { describe, expect, it } from 'vitest';
import { guessColumns, type StatementColumns } from '../../../lib/statements/columns';
import { readCredits } from './credits';
import { BANK_LAYOUTS, LAYOUTS } from './fixtures';
import { ASHA, csvOf, KIRAN, NEFT, statementFile } from './fixtures/layouts';
import { APP_LAYOUTS } from './fixtures/paymentApps';
import { readStatementFile } from './statementFile';

const names = (headers: string[], columns: StatementColumns) => ({
  date: columns.date === null ? null : headers[columns.date],
  narration: columns.narration === null ? null : headers[columns.narration],
  references: columns.references.map((column) => headers[column]),
  credit: columns.credit === null ? null : headers[columns.credit],
  debit: columns.debit === null ? null : headers[columns.debit],
  amount: columns.amount === null ? null : headers[columns.amount],
  direction: columns.direction === null ? null : headers[columns.direction],
  status: columns.status === null ? null : headers[columns.status],
});

/** The columns each layout's headers are read with, by header text. */
const EXPECTED_COLUMNS: Record<string, ReturnType<typeof names>> = {
  SBI: {
    date: 'Txn Date',
    narration: 'Description',
    references: ['Ref No./Cheque No.'],
    credit: 'Credit',
    debit: 'Debit',
    amount: null,
    direction: null,
    status: null,
  },
  'HDFC Bank': {
    date: 'Date',
    narration: 'Narration',
    references: ['Chq./Ref.No.'],
    credit: 'Deposit Amt.',
    debit: 'Withdrawal Amt.',
    amount: null,
    direction: null,
    status: null,
  },
  'ICICI Bank': {
    date: 'Transaction Date',
    narration: 'Transaction Remarks',
    references: ['Cheque Number'],
    credit: 'Deposit Amount (INR )',
    debit: 'Withdrawal Amount (INR )',
    amount: null,
    direction: null,
    status: null,
  },
  'Axis Bank': {
    date: 'Tran Date',
    narration: 'PARTICULARS',
    references: ['CHQNO'],
    credit: 'CR',
    debit: 'DR',
    amount: null,
    direction: null,
    status: null,
  },
  'Kotak Mahindra Bank': {
    date: 'Transaction Date',
    narration: 'Description',
    references: ['Chq / Ref No.'],
    credit: null,
    debit: null,
    amount: 'Amount',
    direction: 'Dr / Cr',
    status: null,
  },
  'PhonePe Business': {
    date: 'Transaction Date',
    narration: 'Payer Name',
    references: ['UTR / RRN / Bank Reference No', 'Transaction ID'],
    credit: null,
    debit: null,
    amount: 'Amount',
    direction: null,
    status: 'Status',
  },
  'Paytm for Business': {
    date: 'Transaction_Date',
    narration: 'Customer_VPA',
    references: ['Transaction_ID', 'Bank_Transaction_ID'],
    credit: null,
    debit: null,
    amount: 'Amount',
    direction: null,
    status: 'Status',
  },
  BharatPe: {
    date: 'Txn Date',
    narration: 'Customer Name',
    references: ['UTR'],
    credit: null,
    debit: null,
    amount: 'Amount',
    direction: null,
    status: 'Status',
  },
};

describe.each(LAYOUTS)('a statement from $name', (layout) => {
  const headers = layout.rows[layout.headerRow]!;

  it('is read with the columns its headers name', () => {
    expect(names(headers, guessColumns(headers))).toEqual(EXPECTED_COLUMNS[layout.name]);
  });

  it('gives its credits with their days, paise and references, below any account details', async () => {
    const rows = await readStatementFile(statementFile(csvOf(layout.rows), layout.file));
    const statement = readCredits(rows);
    expect(statement.headerRow).toBe(layout.headerRow);
    expect(statement.credits.map(({ date, amountPaise }) => [date, amountPaise])).toEqual([
      [ASHA.day, ASHA.paise],
      [KIRAN.day, KIRAN.paise],
      [NEFT.day, NEFT.paise],
    ]);
    const [asha, kiran, neft] = statement.credits;
    expect(asha!.references).toContain(ASHA.utr);
    expect(kiran!.references).toContain(KIRAN.utr);
    // ICICI writes a NEFT reference in the remarks only, where only UPI's twelve digits are looked for.
    if (layout.name === 'ICICI Bank') expect(neft!.references).toEqual([]);
    else expect(neft!.references).toContain(NEFT.reference);
    expect([statement.from, statement.to]).toEqual(['2026-11-24', '2026-11-26']);
  });
});

/** Who paid Asha's credit, as each layout names her. */
const ASHA_PAID: Record<string, { name: string | null; vpa: string | null }> = {
  SBI: { name: 'ASHA RAO', vpa: 'asharao@okaxis' },
  'HDFC Bank': { name: 'ASHA RAO', vpa: 'asharao@okaxis' },
  // ICICI's remarks hold the payer's own note where others write the name.
  'ICICI Bank': { name: null, vpa: 'asharao@okaxis' },
  'Axis Bank': { name: 'ASHA RAO', vpa: null },
  'Kotak Mahindra Bank': { name: 'ASHA RAO', vpa: null },
  'PhonePe Business': { name: 'ASHA RAO', vpa: 'asharao@okaxis' },
  'Paytm for Business': { name: null, vpa: 'asharao@okaxis' },
  BharatPe: { name: 'ASHA RAO', vpa: 'asharao@okaxis' },
};

describe.each(LAYOUTS)('the payer in a statement from $name', (layout) => {
  it('is read from the narration or the report’s own columns', () => {
    expect(readCredits(layout.rows).credits[0]!.party).toEqual(ASHA_PAID[layout.name]);
  });
});

describe('bank statements', () => {
  it.each(BANK_LAYOUTS)('ignore the debit of $name', async (layout) => {
    const statement = readCredits(layout.rows);
    expect(statement.debits).toHaveLength(1);
    expect(statement.failedIgnored).toBe(0);
  });

  it('join a narration wrapped onto the next line to its credit', () => {
    const hdfc = BANK_LAYOUTS.find((layout) => layout.name === 'HDFC Bank')!;
    expect(readCredits(hdfc.rows).credits[0]!.narration).toBe(
      'UPI-ASHA RAO-ASHARAO@OKAXIS-UTIB0000123-533412345678-PAYMENT FOR EBOOK',
    );
  });

  it('count the rows with money but no date, such as totals, as skipped', () => {
    const axis = BANK_LAYOUTS.find((layout) => layout.name === 'Axis Bank')!;
    expect(readCredits(axis.rows).skippedRows).toBe(1);
  });

  it('give each credit the row number a spreadsheet shows', () => {
    const sbi = BANK_LAYOUTS.find((layout) => layout.name === 'SBI')!;
    expect(readCredits(sbi.rows).credits.map((credit) => credit.row)).toEqual([14, 16, 17]);
  });
});

describe('UPI business app reports', () => {
  it.each(APP_LAYOUTS)('leave out the failed payment of $name', (layout) => {
    const statement = readCredits(layout.rows);
    expect(statement.failedIgnored).toBe(1);
    expect(statement.credits.flatMap((credit) => credit.references)).not.toContain('533411110000');
  });

  it('offer the app’s own transaction id as a reference too', () => {
    const phonePe = APP_LAYOUTS.find((layout) => layout.name === 'PhonePe Business')!;
    expect(readCredits(phonePe.rows).credits[0]!.references).toEqual([ASHA.utr, 'T2611241032114455667788']);
  });
});
