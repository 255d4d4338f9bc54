import { describe, expect, it } from 'vitest';
import { guessColumns } from './columns';
import { readCredits } from './credits';
import { StatementError } from './statementError';

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return error instanceof StatementError ? error.code : error;
  }
  return null;
};

describe('readCredits', () => {
  it('reads a single amount column by its CR / DR marks', () => {
    const statement = readCredits([
      ['Date', 'Particulars', 'Amount'],
      ['25/11/2026', 'UPI/533412345678/ASHA', '1,499.00 CR'],
      ['25/11/2026', 'UPI/533455550001/POWER', '500.00 DR'],
    ]);
    expect(statement.credits.map((credit) => credit.amountPaise)).toEqual([149900]);
    expect(statement.debitsIgnored).toBe(1);
  });

  it('reads a single amount column by its signs', () => {
    const statement = readCredits([
      ['Date', 'Particulars', 'Amount'],
      ['25/11/2026', 'UPI/533412345678/ASHA', '1499'],
      ['25/11/2026', 'UPI/533455550001/POWER', '-500'],
    ]);
    expect(statement.credits.map((credit) => credit.references)).toEqual([['533412345678']]);
    expect(statement.debitsIgnored).toBe(1);
  });

  it('reads a direction column written as words', () => {
    const statement = readCredits([
      ['Date', 'Amount', 'Type'],
      ['25/11/2026', '1499', 'Credit'],
      ['25/11/2026', '500', 'Debit'],
    ]);
    expect(statement.credits).toHaveLength(1);
    expect(statement.debitsIgnored).toBe(1);
  });

  it('follows the admin’s choice of columns over its own guess', () => {
    const rows = [
      ['Date', 'Value Date', 'Deposit', 'Credit'],
      ['24/11/2026', '25/11/2026', '1499', '999'],
    ];
    expect(readCredits(rows).credits[0]).toMatchObject({ date: '2026-11-24', amountPaise: 149900 });
    const chosen = { ...guessColumns(rows[0]!), date: 1, credit: 3 };
    const statement = readCredits(rows, chosen);
    expect(statement.columns).toEqual(chosen);
    expect(statement.credits[0]).toMatchObject({ date: '2026-11-25', amountPaise: 99900 });
  });

  it('reads with the admin’s columns a file whose headers it does not know', () => {
    const rows = [
      ['Quand', 'Combien', 'Quoi'],
      ['25/11/2026', '1499', 'UPI/533412345678/ASHA'],
    ];
    const columns = { ...guessColumns([]), date: 0, credit: 1, narration: 2 };
    expect(refusal(() => readCredits(rows))).toBe('not-a-statement');
    expect(readCredits(rows, columns).credits[0]!.references).toEqual(['533412345678']);
  });

  it('spans every dated row, debits included, in from and to', () => {
    const statement = readCredits([
      ['Date', 'Debit', 'Credit'],
      ['27/11/2026', '500', ''],
      ['25/11/2026', '', '1499'],
      ['30/11/2026', '', ''],
    ]);
    expect([statement.from, statement.to]).toEqual(['2026-11-25', '2026-11-30']);
  });

  it('skips a dated row whose amount cannot be read, and ignores lines without money', () => {
    const statement = readCredits([
      ['Date', 'Narration', 'Credit'],
      ['25/11/2026', 'UPI/533412345678/ASHA', '1499'],
      ['25/11/2026', 'UPI/533412345679/RAVI', 'see note'],
      ['25/11/2026', 'UPI/533412345680/MEERA', '999'],
      ['Opening balance', '', ''],
    ]);
    expect(statement.credits).toHaveLength(2);
    expect(statement.skippedRows).toBe(1);
  });

  it('refuses a credit column that holds text, not amounts', () => {
    const rows = [
      ['Date', 'Credit', 'Narration'],
      ['25/11/2026', 'UPI/533412345678/ASHA', '1499'],
      ['25/11/2026', 'UPI/533412345679/RAVI', '999'],
    ];
    expect(refusal(() => readCredits(rows))).toBe('credit-not-amounts');
  });

  it('refuses rows with no header naming a date and an amount', () => {
    expect(
      refusal(() =>
        readCredits([
          ['Name', 'E-mail'],
          ['Asha', 'asha@example.com'],
        ]),
      ),
    ).toBe('not-a-statement');
  });
});
