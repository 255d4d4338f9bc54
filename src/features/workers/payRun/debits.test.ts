import { describe, expect, it } from 'vitest';
import { isBankCharge } from './charges';
import { BankFileError, readBankMoney } from './debits';
import { HDFC_HEADER, KOTAK_HEADER } from './fixtures/payouts';
import { namesAccountTail, namesUpiId, namesWorker } from './workerInNarration';

describe('readBankMoney', () => {
  it('refuses a file with no header naming a date and an amount', () => {
    expect(() =>
      readBankMoney([
        ['Name', 'E-mail'],
        ['Asha', 'asha@example.com'],
      ]),
    ).toThrow(BankFileError);
  });

  it('keeps credits apart from debits and counts a row with money in both columns as unread', () => {
    const money = readBankMoney([
      HDFC_HEADER,
      ['01/12/26', 'NEFT DR-ASHA RAO', '', '01/12/26', '400.00', '', '99,600.00'],
      ['01/12/26', 'NEFT CR-RETURN', '', '01/12/26', '', '400.00', '1,00,000.00'],
      ['01/12/26', 'ODD ROW', '', '01/12/26', '400.00', '400.00', '1,00,000.00'],
      ['Opening balance', '', '', '', '', '', ''],
    ]);
    expect(money.debits.map((debit) => debit.row)).toEqual([2]);
    expect(money.credits.map((credit) => credit.row)).toEqual([3]);
    expect(money.unreadRows).toBe(1);
    expect(money.source).toBe('statement');
  });

  it('leaves a single amount with no direction unread rather than call it money out', () => {
    const money = readBankMoney([
      KOTAK_HEADER,
      ['1', '01-12-2026', '01-12-2026', 'UPI/ASHA RAO', '', '400.00', '', ''],
    ]);
    expect(money.debits).toEqual([]);
    expect(money.unreadRows).toBe(1);
  });

  it('reads a minus sign as money out in a single amount column', () => {
    const money = readBankMoney([
      ['Date', 'Description', 'Amount'],
      ['01/12/2026', 'IMPS/ASHA RAO', '-400.00'],
    ]);
    expect(money.debits).toMatchObject([{ amountPaise: 40000, date: '2026-12-01', outcome: 'paid' }]);
  });
});

describe('isBankCharge', () => {
  it.each([
    'IMPS CHG 533612340002',
    'IGST ON IMPS CHG',
    'NEFT CHGS INCL GST',
    'SMS ALERT FEE',
    'SERVICE CHARGES',
  ])('takes %j for a charge', (narration) => expect(isBankCharge(narration)).toBe(true));
  it.each(['NEFT DR-ASHA RAO-LE7K2M9QX4AC', 'IMPS/P2A/533612340004/CHANDRA', 'UPI/FEESHA KHAN'])(
    'does not take %j for a charge',
    (narration) => expect(isBankCharge(narration)).toBe(false),
  );
});

describe('naming a worker', () => {
  it.each(['IMPS/ASHA RAO/NOV', 'NEFT-RAO ASHA-X', 'UPI/ASHA RAO/x'])('finds Asha Rao in %j', (narration) =>
    expect(namesWorker(narration, 'Asha Rao')).toBe(true),
  );
  it.each(['IMPS/ASHA KUMAR/NOV', 'IMPS/RAO/NOV', 'IMPS/ASHARANI RAO', 'UPI/ASHA RA/x'])(
    'does not find Asha Rao in %j',
    (narration) => expect(namesWorker(narration, 'Asha Rao')).toBe(false),
  );
  it('does not find a name of initials alone', () => expect(namesWorker('IMPS/A K/NOV', 'A K')).toBe(false));

  it.each(['IMPS-SBIN-XXXXXXXX6789-NOV', 'A/C ****6789'])('finds the tail 6789 in %j', (narration) =>
    expect(namesAccountTail(narration, '6789')).toBe(true),
  );
  it.each(['IMPS/533612346789', 'NOV 6789', 'XXXXXXXX67890', 'REF AX6789'])(
    'does not find 6789 in %j',
    (narration) => expect(namesAccountTail(narration, '6789')).toBe(false),
  );

  it('finds a UPI ID in any case, and not a longer one', () => {
    expect(namesUpiId('UPI/DR/KIRANM@OKHDFCBANK/x', 'kiranm@okhdfcbank')).toBe(true);
    expect(namesUpiId('UPI/DR/KIRANM@OKAXIS/x', 'kiranm@okhdfcbank')).toBe(false);
  });
});

it('finds a name the bank cut to three letters or more', () => {
  expect(namesWorker('UPI/KIRAN MEH/x', 'Kiran Mehta')).toBe(true);
});
