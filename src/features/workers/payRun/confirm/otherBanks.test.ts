import { describe, expect, it } from 'vitest';
import { readBankMoney } from '../debits';
import { confirmRows, TO_CONFIRM } from '../fixtures/confirmRun';
import { BANK_OF_BARODA_HEADER } from '../fixtures/payouts';

/**
 * Statements of banks the first tests did not show, in the layouts their net banking exports
 * (CSV, or an Excel sheet read as text): their header words, dates, amounts and marks, with the
 * lines of account details above and the totals below. Beside each, a file that tries to make a
 * row that does not show a payout paid count as its payment.
 */
const { asha, ravi, meera, kiran } = TO_CONFIRM;

describe('Punjab National Bank', () => {
  const header = ['Transaction Date', 'Cheque Number', 'Withdrawal', 'Deposit', 'Balance', 'Narration'];
  const preamble = [
    ['PUNJAB NATIONAL BANK'],
    ['Account Statement for Account Number 0123000100045678'],
    ['Statement Period : 01/12/2026 to 05/12/2026'],
    [],
  ];

  it('pays by reference and reads a balance marked Cr. as a balance', () => {
    expect(
      confirmRows([
        ...preamble,
        header,
        ['01/12/2026', '', '400.00', '', '99,600.00 Cr.', `IMPS/P2A/533612340001/ASHA RAO/${asha.reference}`],
        [
          '01/12/2026',
          '',
          '760.00',
          '',
          '98,840.00 Cr.',
          `NEFT_OUT:PUNBN52026120112345/MEERA PILLAI/${meera.reference}`,
        ],
        ['02/12/2026', '', '', '5,000.00', '1,03,840.00 Cr.', 'NEFT_IN:RENT'],
        ['Total', '', '1,160.00', '5,000.00', '', ''],
        [
          'Unless the constituent notifies the bank immediately of any discrepancy, the statement is taken as correct',
        ],
      ]),
    ).toEqual({
      paid: [
        { reference: asha.reference, bankReference: '533612340001', paidOn: '2026-12-01', row: 6 },
        { reference: meera.reference, bankReference: 'PUNBN52026120112345', paidOn: '2026-12-01', row: 7 },
      ],
      cannotTell: [],
      notPaid: [],
      missing: [ravi.reference, kiran.reference],
      unclaimed: [],
    });
  });

  it('does not pay a payout whose money a deposit returned, though the balance says Cr.', () => {
    const result = confirmRows([
      ...preamble,
      header,
      ['01/12/2026', '', '400.00', '', '99,600.00 Cr.', `IMPS/P2A/533612340001/ASHA RAO/${asha.reference}`],
      ['03/12/2026', '', '', '400.00', '1,00,000.00 Cr.', `IMPS RETURN 533612340001 ${asha.reference}`],
    ]);
    expect(result.paid).toEqual([]);
    expect(result.notPaid).toEqual([{ reference: asha.reference, reason: 'returned' }]);
  });
});

describe('Bank of Baroda', () => {
  const header = BANK_OF_BARODA_HEADER;

  it('pays debits dated 01-Dec-2026, with balances written 99,600.00Cr', () => {
    const result = confirmRows([
      ['BANK OF BARODA'],
      ['Account No', ':', '12340100012345'],
      header,
      [
        '01-Dec-2026',
        '01-Dec-2026',
        `IMPS/P2A/533612340001/ASHA RAO/${asha.reference}`,
        '',
        '400.00',
        '',
        '99,600.00Cr',
      ],
      [
        '01-Dec-2026',
        '01-Dec-2026',
        `UPI/533612349999/KIRAN MEHTA/kiranm@okhdfcbank/${kiran.reference}`,
        '',
        '1,200.00',
        '',
        '98,400.00Cr',
      ],
    ]);
    expect(result.paid.map((one) => [one.reference, one.bankReference, one.paidOn])).toEqual([
      [asha.reference, '533612340001', '2026-12-01'],
      [kiran.reference, '533612349999', '2026-12-01'],
    ]);
  });

  it('reads its single Amount column with a Type of DR or CR, and never pays a CR', () => {
    const result = confirmRows([
      ['Date', 'Description', 'Amount', 'Type'],
      ['01/12/26', `NEFT/BARBN52026120100001/ASHA RAO/${asha.reference}`, '400.00', 'DR'],
      ['01/12/26', `NEFT/BARBN52026120100002/RAVI RAO/${ravi.reference}`, '400.00', 'CR'],
    ]);
    expect(result.paid.map((one) => one.reference)).toEqual([asha.reference]);
    expect(result.missing).toContain(ravi.reference);
  });
});

describe('Canara Bank', () => {
  const header = [
    'TRANS DATE',
    'VALUE DATE',
    'BRANCH',
    'REF/CHQ.NO',
    'DESCRIPTION',
    'WITHDRAWS',
    'DEPOSIT',
    'BALANCE',
  ];

  it('reads its WITHDRAWS column as money out, a narration wrapped onto lines below', () => {
    const result = confirmRows([
      ['Canara Bank'],
      ['Searched By', 'From 01-12-2026 To 05-12-2026'],
      header,
      [
        '01-12-2026 10:23:11',
        '01-12-2026',
        '2981',
        '533612340001',
        'IMPS-DR/533612340001/ASHA RAO',
        '400.00',
        '',
        '99600.00',
      ],
      ['', '', '', '', `/${asha.reference} NOV`, '', '', ''],
      ['02-12-2026 11:02:45', '02-12-2026', '2981', '', 'NEFT CR-RENT', '', '5000.00', '104600.00'],
    ]);
    expect(result.paid).toEqual([
      { reference: asha.reference, bankReference: '533612340001', paidOn: '2026-12-01', row: 4 },
    ]);
  });
});

describe('Union Bank of India', () => {
  const header = ['Tran Id', 'Tran Date', 'Remarks', 'Amount (Rs.)', 'Balance (Rs.)'];

  it('reads one Amount column marked (Dr) or (Cr)', () => {
    const result = confirmRows([
      ['Union Bank of India'],
      header,
      [
        'S12345678',
        '01/12/2026',
        `IMPS/533612340001/ASHA RAO/${asha.reference}`,
        '400.00 (Dr)',
        '99,600.00 (Cr)',
      ],
      [
        'S12345679',
        '01/12/2026',
        `NEFT/UBINN52026120100001/MEERA PILLAI/${meera.reference}`,
        '760.00 (Dr)',
        '98,840.00 (Cr)',
      ],
    ]);
    expect(result.paid.map((one) => [one.reference, one.bankReference])).toEqual([
      [asha.reference, '533612340001'],
      [meera.reference, 'UBINN52026120100001'],
    ]);
  });

  it('does not pay a payout from a row marked (Cr) that names it', () => {
    const result = confirmRows([
      header,
      [
        'S12345680',
        '01/12/2026',
        `IMPS/533612340002/RAVI RAO/${ravi.reference}`,
        '400.00 (Cr)',
        '1,00,400.00 (Cr)',
      ],
    ]);
    expect(result.paid).toEqual([]);
    expect(result.missing).toContain(ravi.reference);
  });
});

describe('IndusInd Bank', () => {
  it('reads its Withdrawl column, spelt so, as money out', () => {
    const result = confirmRows([
      ['Date', 'Particulars', 'Chq./Ref.No.', 'Withdrawl', 'Deposit', 'Balance'],
      [
        '01 Dec 2026',
        `IMPS/533612340002/RAVI RAO/${ravi.reference}`,
        '533612340002',
        '400.00',
        '',
        '99,600.00',
      ],
    ]);
    expect(result.paid.map((one) => [one.reference, one.bankReference])).toEqual([
      [ravi.reference, '533612340002'],
    ]);
  });
});

describe('Yes Bank, IDFC FIRST Bank and Federal Bank', () => {
  it('pays from Yes Bank’s Withdrawals and Running Balance', () => {
    const result = confirmRows([
      ['YES BANK'],
      [
        'Transaction Date',
        'Value Date',
        'Cheque No/Reference No',
        'Description',
        'Withdrawals',
        'Deposits',
        'Running Balance',
      ],
      [
        '01/12/2026',
        '01/12/2026',
        'YESBN52026120100001',
        `NEFT DR-MEERA PILLAI-${meera.reference}`,
        '760.00',
        '',
        '99,240.00',
      ],
    ]);
    expect(result.paid.map((one) => [one.reference, one.bankReference])).toEqual([
      [meera.reference, 'YESBN52026120100001'],
    ]);
  });

  it('pays from IDFC FIRST’s Debit column, dated 01-Dec-26, below its account details', () => {
    const result = confirmRows([
      ['IDFC FIRST BANK'],
      ['CUSTOMER ID', '5012345678'],
      ['ACCOUNT OPENING DATE', '12-Jan-2024'],
      ['STATEMENT PERIOD', '01-Dec-26 to 05-Dec-26'],
      [],
      ['Transaction Date', 'Value Date', 'Particulars', 'Cheque No.', 'Debit', 'Credit', 'Balance'],
      [
        '01-Dec-26',
        '01-Dec-26',
        `IMPS/P2A/533612340001/ASHA RAO/${asha.reference}`,
        '',
        '400.00',
        '',
        '99,600.00',
      ],
      ['', '', 'Total', '', '400.00', '0.00', ''],
    ]);
    expect(result.paid.map((one) => [one.reference, one.paidOn])).toEqual([[asha.reference, '2026-12-01']]);
  });

  it('pays from Federal Bank’s Withdrawals, whose last Dr/Cr column is the balance’s', () => {
    const result = confirmRows([
      [
        'Date',
        'Value Date',
        'Particulars',
        'Tran Type',
        'Tran ID',
        'Cheque Details',
        'Withdrawals',
        'Deposits',
        'Balance',
        'Dr/Cr',
      ],
      [
        '01-12-2026',
        '01-12-2026',
        `IMPS/533612340002/RAVI RAO/${ravi.reference}`,
        'TFR',
        'S98765432',
        '',
        '400.00',
        '',
        '99,600.00',
        'Cr',
      ],
      [
        '02-12-2026',
        '02-12-2026',
        `IMPS RETURN/MEERA PILLAI/${meera.reference}`,
        'TFR',
        'S98765433',
        '',
        '',
        '760.00',
        '1,00,360.00',
        'Cr',
      ],
    ]);
    expect(result.paid.map((one) => one.reference)).toEqual([ravi.reference]);
    expect(result.missing).toContain(meera.reference);
  });
});

describe('a Dr / Cr column that qualifies the balance, not the amount', () => {
  it('does not take an overdrawn balance’s Dr for money out', () => {
    const result = confirmRows([
      ['Date', 'Narration', 'Amount', 'Balance', 'Dr/Cr'],
      ['01/12/2026', `IMPS RETURN/RAVI RAO/${ravi.reference}`, '400.00', '1,600.00', 'Dr'],
    ]);
    expect(result.paid).toEqual([]);
  });
});

describe('a balance marked Cr beside a bare amount', () => {
  it('reads the row as neither money in nor out, and pays nothing from it', () => {
    const money = readBankMoney([
      ['Date', 'Narration', 'Amount', 'Balance'],
      ['01/12/2026', `IMPS/533612340002/RAVI RAO/${ravi.reference}`, '400.00', '99,600.00 Cr'],
    ]);
    expect(money).toMatchObject({ debits: [], credits: [], unreadRows: 1 });
  });
});

describe('Kotak’s one column of withdrawals and deposits', () => {
  const header = ['Date', 'Narration', 'Chq/Ref No', 'Withdrawal (Dr)/Deposit (Cr)', 'Balance'];

  it('pays a row marked Dr in it', () => {
    const result = confirmRows([
      header,
      [
        '01-12-2026',
        `IMPS-533612340001-ASHA RAO-${asha.reference}`,
        '533612340001',
        '400.00(Dr)',
        '99,600.00(Cr)',
      ],
    ]);
    expect(result.paid.map((one) => one.reference)).toEqual([asha.reference]);
  });

  it('does not pay from a row marked Cr in it', () => {
    const result = confirmRows([
      header,
      [
        '01-12-2026',
        `IMPS-533612340002-RAVI RAO-${ravi.reference}`,
        '533612340002',
        '400.00(Cr)',
        '1,00,400.00(Cr)',
      ],
    ]);
    expect(result.paid).toEqual([]);
  });
});

describe('a narration wrapped across rows', () => {
  it('joins no wrapped line to a debit where the bank wraps lines above the dated one too', () => {
    const wrapped = (narration: string) => ['', '', '', '', narration, '', '', ''];
    const result = confirmRows([
      ['TRANS DATE', 'VALUE DATE', 'BRANCH', 'REF/CHQ.NO', 'DESCRIPTION', 'WITHDRAWS', 'DEPOSIT', 'BALANCE'],
      wrapped('IMPS-DR/533612340001'),
      ['01-12-2026', '01-12-2026', '2981', '', 'NOV PAY', '400.00', '', '99600.00'],
      wrapped(`${ravi.reference}/IMPS-DR/533612340002`),
      ['01-12-2026', '01-12-2026', '2981', '', 'NOV PAY', '400.00', '', '99200.00'],
    ]);
    expect(result.paid).toEqual([]);
    expect(result.unclaimed).toEqual([3, 5]);
  });

  it('still joins the lines below a dated one after an opening balance without a date', () => {
    const result = confirmRows([
      ['Date', 'Narration', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
      ['', 'OPENING BALANCE', '', '', '1,00,000.00'],
      ['01/12/26', 'IMPS/533612340002/RAVI RAO', '400.00', '', '99,600.00'],
      ['', `${ravi.reference} NOV`, '', '', ''],
    ]);
    expect(result.paid.map((one) => [one.reference, one.row])).toEqual([[ravi.reference, 3]]);
  });

  it('does not lend a later row’s reference to a debit above it, over a row it could not read', () => {
    const result = confirmRows([
      ['Date', 'Narration', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
      ['01/12/26', 'IMPS/533612340001/ASHA RAO', '400.00', '', '99,600.00'],
      ['01/12/26', 'ODD ROW', '400.00', '400.00', '99,600.00'],
      ['', ravi.reference, '', '', ''],
    ]);
    expect(result.paid.map((one) => one.reference)).not.toContain(ravi.reference);
  });

  it('does not pay a worker a debit whose dated line names another worker of the run', () => {
    const result = confirmRows([
      ['Date', 'Narration', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
      ['01/12/26', 'IMPS/533612340001/ASHA RAO', '400.00', '', '99,600.00'],
      ['', `${ravi.reference} NOV`, '', '', ''],
    ]);
    expect(result.paid).toEqual([]);
    expect(result.cannotTell).toEqual([
      { row: 2, references: [ravi.reference, asha.reference], reason: 'another-worker-named' },
    ]);
  });
});

it('reads the lines of every layout above as one kind of money, never both', () => {
  const money = readBankMoney([
    ['Date', 'Narration', 'Amount', 'Dr/Cr', 'Balance', 'Dr/Cr'],
    ['01/12/2026', 'IMPS/ASHA RAO', '400.00', 'Dr', '99,600.00', 'Cr'],
  ]);
  expect(money.debits.map((debit) => debit.amountPaise)).toEqual([40000]);
  expect(money.credits).toEqual([]);
});
