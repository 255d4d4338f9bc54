import { describe, expect, it } from 'vitest';
import { guessColumns } from '../../../lib/statements/columns';
import { readCredits, startReadingCredits } from './credits';
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
    expect(statement.debits).toHaveLength(1);
  });

  it('reads a single amount column by its signs', () => {
    const statement = readCredits([
      ['Date', 'Particulars', 'Amount'],
      ['25/11/2026', 'UPI/533412345678/ASHA', '1499'],
      ['25/11/2026', 'UPI/533455550001/POWER', '-500'],
    ]);
    expect(statement.credits.map((credit) => credit.references)).toEqual([['533412345678']]);
    expect(statement.debits).toHaveLength(1);
  });

  it('reads a direction column written as words', () => {
    const statement = readCredits([
      ['Date', 'Amount', 'Type'],
      ['25/11/2026', '1499', 'Credit'],
      ['25/11/2026', '500', 'Debit'],
    ]);
    expect(statement.credits).toHaveLength(1);
    expect(statement.debits).toHaveLength(1);
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

  it('refuses a statement whose dates Excel wrote month first, rather than misread its days', () => {
    const rows = [
      ['Date', 'Narration', 'Credit'],
      ['11/10/2026', 'UPI/533412345678/ASHA', '1499'],
      ['11/25/2026', 'UPI/533412345679/RAVI', '999'],
    ];
    expect(refusal(() => readCredits(rows))).toBe('month-first');
  });

  it('reads day-first dates, a day over 12 first, as Indian banks write them', () => {
    const rows = [
      ['Date', 'Narration', 'Credit'],
      ['11/10/2026', 'UPI/533412345678/ASHA', '1499'],
      ['25/11/2026', 'UPI/533412345679/RAVI', '999'],
    ];
    expect(readCredits(rows).credits.map((credit) => credit.date)).toEqual(['2026-10-11', '2026-11-25']);
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

describe('which way the money went', () => {
  const oneAmount = (direction: string, amount = '1,499.00') =>
    readCredits([
      ['Date', 'Description', 'Ref No.', 'Amount', 'Dr / Cr'],
      ['25/11/2026', 'UPI/ASHA RAO/533412345678/ebook', 'UPI-533412345678', amount, direction],
    ]);

  it.each(['Cr', 'CR', 'Cr.', 'C', 'c', 'Credit', 'CREDIT', 'Deposit', 'deposit', ' cr '])(
    'counts a single amount marked %j as money received',
    (direction) => {
      const statement = oneAmount(direction);
      expect(statement.credits.map((credit) => credit.amountPaise)).toEqual([149900]);
      expect(statement.unread).toEqual([]);
    },
  );

  it.each(['Dr', 'DR.', 'D', 'Debit', 'Withdrawal', 'Refund'])(
    'never counts a single amount marked %j as money received',
    (direction) => {
      const statement = oneAmount(direction);
      expect(statement.credits).toEqual([]);
      expect(statement.debits.map((debit) => debit.references)).toEqual([
        ['533412345678', 'UPI-533412345678'],
      ]);
    },
  );

  it.each(['', 'UPI', 'NEFT', '?'])(
    'leaves a single amount marked %j unread, counted and not received',
    (direction) => {
      const statement = oneAmount(direction);
      expect(statement.credits).toEqual([]);
      expect(statement.unread).toMatchObject([
        { row: 2, amountPaise: 149900, references: ['533412345678', 'UPI-533412345678'] },
      ]);
    },
  );

  it('leaves unread a direction its own amount contradicts', () => {
    expect(oneAmount('Cr', '-1,499.00').unread).toHaveLength(1);
    expect(oneAmount('Dr', '1,499.00 CR').unread).toHaveLength(1);
    expect(oneAmount('Cr', '1,499.00 CR').credits).toHaveLength(1);
  });

  it('takes a bare amount for money in only where the column marks money out by its sign', () => {
    const rows = [
      ['Date', 'Particulars', 'Amount'],
      ['25/11/2026', 'UPI/533412345678/ASHA', '1499'],
      ['25/11/2026', 'UPI/533455550001/WORKER PAYOUT', '499'],
    ];
    // Nothing on the statement says which way either went.
    const unsigned = readCredits(rows);
    expect(unsigned.credits).toEqual([]);
    expect(unsigned.unread.map((entry) => entry.row)).toEqual([2, 3]);
    const signed = readCredits([
      ...rows.slice(0, 2),
      ['25/11/2026', 'UPI/533455550001/WORKER PAYOUT', '-499'],
    ]);
    expect(signed.credits.map((credit) => credit.references)).toEqual([['533412345678']]);
    expect(signed.debits.map((debit) => debit.references)).toEqual([['533455550001']]);
  });

  it('takes the bare amounts of a report that names its payers for money received', () => {
    const statement = readCredits([
      ['Txn Date', 'Customer Name', 'Customer VPA', 'Amount', 'UTR', 'Status'],
      ['25/11/2026', 'ASHA RAO', 'asharao@okaxis', '₹1,499', '533412345678', 'Success'],
    ]);
    expect(statement.credits).toMatchObject([{ amountPaise: 149900, party: { name: 'ASHA RAO' } }]);
    // The same columns without the payer's, or without each payment's success: nothing says the
    // money came in.
    for (const rows of [
      [
        ['Txn Date', 'Amount', 'UTR', 'Status'],
        ['25/11/2026', '₹1,499', '533412345678', 'Success'],
      ],
      [
        ['Txn Date', 'Remitter Name', 'Amount', 'UTR'],
        ['25/11/2026', 'ASHA RAO', '₹1,499', '533412345678'],
      ],
    ]) {
      const unread = readCredits(rows);
      expect(unread.credits).toEqual([]);
      expect(unread.unread).toHaveLength(1);
    }
  });

  it('leaves unread a row with money in both the credit and the debit column', () => {
    const statement = readCredits([
      ['Date', 'Narration', 'Withdrawal Amt.', 'Deposit Amt.'],
      ['25/11/2026', 'UPI-ASHA RAO-asha@okaxis-UTIB0000123-533412345678-EBOOK', '1,499.00', '1,499.00'],
      ['25/11/2026', 'UPI-KIRAN MEHTA-kiran@okaxis-UTIB0000123-533498761234-EBOOK', '0.00', '999.00'],
    ]);
    expect(statement.unread.map((entry) => entry.row)).toEqual([2]);
    expect(statement.credits.map((credit) => credit.row)).toEqual([3]);
  });

  it('keeps the debits, with their references and payees', () => {
    const statement = readCredits([
      ['Txn Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit'],
      [
        '25/11/2026',
        'TO TRANSFER-UPI/DR/533455550001/ANITA DESAI/SBIN/anita@oksbi/Payout--',
        '',
        '2,400.00',
        '',
      ],
    ]);
    expect(statement.debits).toEqual([
      {
        date: '2026-11-25',
        amountPaise: 240000,
        references: ['533455550001'],
        narration: 'TO TRANSFER-UPI/DR/533455550001/ANITA DESAI/SBIN/anita@oksbi/Payout--',
        party: { name: 'ANITA DESAI', vpa: 'anita@oksbi' },
        row: 2,
      },
    ]);
    expect(statement.credits).toEqual([]);
  });
});

describe('a reference of one row alone', () => {
  const sbiRows = (...rows: string[][]) => [
    ['Txn Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit'],
    ...rows,
  ];
  const upiIn = (utr: string, name: string, rupees: string, cell = 'TRANSFER FROM 4897691162096') => [
    '25/11/2026',
    `BY TRANSFER-UPI/CR/${utr}/${name}/UTIB/x@okaxis/Payment--`,
    cell,
    '',
    rupees,
  ];

  it('is never a reference cell of words, even on one row only', () => {
    const statement = readCredits(sbiRows(upiIn('533412345678', 'ASHA RAO', '1,499.00')));
    expect(statement.credits[0]!.references).toEqual(['533412345678']);
    expect(statement.unproven).toEqual(
      expect.arrayContaining(['TRANSFERFROM4897691162096', '4897691162096']),
    );
  });

  it('is never a value several rows carry: a cheque column of one value', () => {
    const statement = readCredits(
      sbiRows(
        upiIn('533412345678', 'ASHA RAO', '1,499.00', '000000000001'),
        upiIn('533498761234', 'KIRAN MEHTA', '999.00', '000000000001'),
      ),
    );
    expect(statement.credits.map((credit) => credit.references)).toEqual([
      ['533412345678'],
      ['533498761234'],
    ]);
    expect(statement.unproven).toContain('000000000001');
  });

  it('keeps a twelve-digit reference that one row carries, twice in its own cells', () => {
    const statement = readCredits(sbiRows(upiIn('533412345678', 'ASHA RAO', '1,499.00', '0000533412345678')));
    expect(statement.credits[0]!.references).toEqual(['533412345678', '0000533412345678']);
    expect(statement.unproven).not.toContain('533412345678');
  });

  it('is decided on the whole statement, however many rows a slice reads', () => {
    const rows = sbiRows(upiIn('533412345678', 'ASHA RAO', '1,499.00', 'CHQ991'));
    for (let index = 0; index < 4999; index++)
      rows.push(upiIn(String(533400000000 + index), 'A PAYER', '1.00'));
    rows.push(upiIn('533499999999', 'RAVI KUMAR', '1,499.00', 'CHQ991'));
    const reader = startReadingCredits(rows);
    while (!reader.read(100));
    const statement = reader.finish();
    expect(statement.credits[0]!.references).toEqual(['533412345678']);
    expect(statement.credits.at(-1)!.references).toEqual(['533499999999']);
    expect(statement.unproven).toContain('CHQ991');
  });
});

describe('a credit paid back', () => {
  const hdfc = (...rows: string[][]) =>
    readCredits([['Date', 'Narration', 'Chq./Ref.No.', 'Withdrawal Amt.', 'Deposit Amt.'], ...rows]);
  const kiranIn = [
    '25/11/26',
    'UPI-KIRAN MEHTA-kiranm@okhdfcbank-HDFC0000001-533498761234-EBOOK',
    '0000533498761234',
    '',
    '999.00',
  ];

  it('is left out of the credits when a debit of the same amount carries its reference, before or after', () => {
    const reversal = ['26/11/26', 'REV-UPI-533498761234-KIRAN MEHTA', '0000533498761234', '999.00', ''];
    for (const statement of [hdfc(kiranIn, reversal), hdfc(reversal, kiranIn)]) {
      expect(statement.credits).toEqual([]);
      expect(statement.reversed).toMatchObject([
        {
          amountPaise: 99900,
          references: ['533498761234', '0000533498761234'],
          reversal: { date: '2026-11-26' },
        },
      ]);
    }
  });

  it('is not paired with a debit of another amount, though neither keeps the reference', () => {
    const statement = hdfc(kiranIn, ['26/11/26', 'REV-UPI-533498761234', '0000533498761234', '500.00', '']);
    expect(statement.reversed).toEqual([]);
    expect(statement.credits).toMatchObject([{ references: [] }]);
    expect(statement.unproven).toEqual(expect.arrayContaining(['533498761234', '0000533498761234']));
  });

  it('is not paired through a value many rows carry', () => {
    const statement = hdfc(
      ['25/11/26', 'UPI-KIRAN MEHTA-k@okaxis-UTIB0000123-533498761234-EBOOK', 'CHQ000001', '', '999.00'],
      ['25/11/26', 'UPI-ASHA RAO-a@okaxis-UTIB0000123-533412345678-EBOOK', 'CHQ000001', '', '1,499.00'],
      ['26/11/26', 'UPI-POWER CO-p@ybl-YESB0000001-533455550001-BILL', 'CHQ000001', '999.00', ''],
    );
    expect(statement.reversed).toEqual([]);
    expect(statement.credits.map((credit) => credit.references)).toEqual([
      ['533498761234'],
      ['533412345678'],
    ]);
  });
});
