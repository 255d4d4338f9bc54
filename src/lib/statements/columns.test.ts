import { describe, expect, it } from 'vitest';
import { findHeaderRow, guessColumns, layoutKey, normaliseHeader } from './columns';

describe('normaliseHeader', () => {
  it('keeps letters and digits, one space between words', () => {
    expect(normaliseHeader(' Chq./Ref.No. ')).toBe('chq ref no');
    expect(normaliseHeader('Withdrawal Amount (INR )')).toBe('withdrawal amount inr');
    expect(normaliseHeader('Transaction_Date')).toBe('transaction date');
  });
});

describe('guessColumns', () => {
  it('prefers the transaction date to the value date, wherever each stands', () => {
    expect(guessColumns(['Value Date', 'Txn Date', 'Credit']).date).toBe(1);
    expect(guessColumns(['Value Date', 'Particulars', 'Credit']).date).toBe(0);
  });

  it('reads a Dr / Cr column as the direction of a single amount, not as a credit', () => {
    const columns = guessColumns(['Date', 'Amount', 'Dr/Cr', 'Balance']);
    expect(columns).toMatchObject({ amount: 1, direction: 2, credit: null, debit: null });
  });

  it('takes a Dr / Cr right after the balance for the balance’s, not the amount’s', () => {
    expect(guessColumns(['Date', 'Amount', 'Balance', 'Dr/Cr'])).toMatchObject({
      amount: 1,
      direction: null,
    });
    expect(guessColumns(['Date', 'Amount', 'Dr / Cr', 'Balance', 'Dr / Cr']).direction).toBe(2);
  });

  it('reads money out however banks spell it', () => {
    expect(guessColumns(['Date', 'Withdrawl', 'Deposit']).debit).toBe(1);
    expect(guessColumns(['Date', 'WITHDRAWS', 'DEPOSIT']).debit).toBe(1);
  });

  it('reads one column of withdrawals and deposits as a marked amount, neither a credit nor a debit', () => {
    expect(guessColumns(['Date', 'Withdrawal (Dr)/Deposit (Cr)', 'Balance'])).toMatchObject({
      amount: 1,
      credit: null,
      debit: null,
    });
  });

  it('leaves the balance, fees and taxes out of the amount', () => {
    expect(guessColumns(['Date', 'Balance Amount', 'Fee Amount', 'Txn Amount (Rs)']).amount).toBe(3);
  });

  it('takes no amount when credits have their own column', () => {
    expect(guessColumns(['Date', 'Amount', 'Deposits', 'Withdrawals'])).toMatchObject({
      credit: 2,
      debit: 3,
      amount: null,
    });
  });

  it('lists the UTR before a cheque number, and every other reference column', () => {
    expect(guessColumns(['Date', 'Cheque No', 'Credit', 'UPI Ref No', 'RRN']).references).toEqual([4, 3, 1]);
  });

  it('names nothing in a line of account details', () => {
    expect(guessColumns(['Account Number', ':', '00000099887766554'])).toMatchObject({
      date: null,
      credit: null,
      amount: null,
      references: [],
    });
  });
});

describe('findHeaderRow', () => {
  it('finds the header below lines of account details', () => {
    const rows = [
      ['Account Name', 'ASHA'],
      ['Date', ':', '25 Nov 2026'],
      [],
      ['Date', 'Narration', 'Credit'],
    ];
    expect(findHeaderRow(rows)).toBe(3);
  });

  it('is null when no row names a date and an amount', () => {
    expect(
      findHeaderRow([
        ['Name', 'E-mail'],
        ['Asha', 'asha@example.com'],
      ]),
    ).toBeNull();
  });
});

describe('layoutKey', () => {
  it('is the same for the same headers however they are spaced, cased or punctuated', () => {
    expect(layoutKey(['Txn Date', 'Credit ', ''])).toBe(layoutKey(['TXN  DATE', 'credit']));
    expect(layoutKey(['Txn Date', 'Credit'])).toBe('txn date|credit');
  });

  it('differs between layouts', () => {
    expect(layoutKey(['Date', 'Credit'])).not.toBe(layoutKey(['Date', 'Deposit']));
  });
});
