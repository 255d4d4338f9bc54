import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { BOM } from '../../../lib/csv';
import { PLAIN_CSV_COLUMNS, plainCsv } from './layouts/plainCsv';
import { MissingPayerAccountError, RAZORPAYX_COLUMNS, razorpayX } from './layouts/razorpayX';
import { newPayoutReference } from './references';
import { transferFile, TransferRowsError } from './transferFiles';
import type { TransferRow } from './transferRows';

const asha: TransferRow = {
  name: 'Asha Rao',
  method: 'bank',
  account: '50100123456789',
  ifsc: 'HDFC0001234',
  upi: '',
  amountPaise: 40050,
  reference: newPayoutReference(),
  narration: 'Data entry November 2026',
  email: 'asha@example.com',
};
const ravi: TransferRow = {
  name: 'Ravi Kumar',
  method: 'upi',
  account: '',
  ifsc: '',
  upi: 'ravi.k@okaxis',
  amountPaise: 120000,
  reference: newPayoutReference(),
  narration: 'Data entry November 2026',
  email: 'ravi@example.com',
};

const options = { runLabel: '2026-11', razorpayXAccount: '7878780080316316' };

/** The file's rows as a spreadsheet or the bank reads them, header first. */
const rowsOf = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: true }).data;

/** Each data row as a record under the header's words. */
const records = (text: string) => {
  const [header, ...rows] = rowsOf(text);
  return rows.map((row) => Object.fromEntries(header!.map((name, at) => [name, row[at]])));
};

describe('the plain CSV', () => {
  it('has every field a bank asks for, one payout a row', async () => {
    const file = await transferFile(plainCsv, [asha, ravi], options);
    expect(file).toMatchObject({ name: 'payouts-2026-11.csv', type: 'text/csv;charset=utf-8' });
    expect(rowsOf(file.text.slice(BOM.length))[0]).toEqual([...PLAIN_CSV_COLUMNS]);
    expect(records(file.text.slice(BOM.length))).toEqual([
      {
        Reference: asha.reference,
        Name: 'Asha Rao',
        Method: 'Bank account',
        'Account number': '50100123456789',
        IFSC: 'HDFC0001234',
        'UPI ID': '',
        'Amount (INR)': '400.50',
        Narration: `${asha.reference} Data entry`,
        Email: 'asha@example.com',
      },
      {
        Reference: ravi.reference,
        Name: 'Ravi Kumar',
        Method: 'UPI',
        'Account number': '',
        IFSC: '',
        'UPI ID': 'ravi.k@okaxis',
        'Amount (INR)': '1200.00',
        Narration: `${ravi.reference} Data entry`,
        Email: 'ravi@example.com',
      },
    ]);
  });

  it('keeps a name with a comma and quotes in its own cell', async () => {
    const file = await transferFile(plainCsv, [{ ...asha, name: 'Rao, Asha "Ashu"' }], options);
    expect(records(file.text.slice(BOM.length))[0]!.Name).toBe('Rao, Asha "Ashu"');
  });

  it.each(['=HYPERLINK("http://x.example","pay")', '+91 cmd', '-2+3', '@SUM(A1)'])(
    'keeps a name typed as a formula as text: %j',
    async (name) => {
      const file = await transferFile(plainCsv, [{ ...asha, name }], options);
      expect(records(file.text.slice(BOM.length))[0]!.Name).toBe(`'${name}`);
    },
  );

  it('puts the reference first and keeps it whole when the narration is long', async () => {
    const long = { ...asha, narration: `${asha.reference} payment for data entry work in November` };
    const narration = records((await transferFile(plainCsv, [long], options)).text.slice(BOM.length))[0]!
      .Narration!;
    expect(narration.startsWith(`${asha.reference} `)).toBe(true);
    expect(narration.length).toBeLessThanOrEqual(30);
    expect(narration.split(asha.reference)).toHaveLength(2);
  });
});

describe('the RazorpayX bulk payouts file', () => {
  it('has the template’s header, without a byte-order mark before it', async () => {
    const file = await transferFile(razorpayX, [asha], options);
    expect(file.name).toBe('razorpayx-bulk-payouts-2026-11.csv');
    expect(file.text.startsWith('RazorpayX Account Number,Payout Amount (in Rupees),')).toBe(true);
    expect(rowsOf(file.text)[0]).toEqual([...RAZORPAYX_COLUMNS]);
  });

  it('pays a bank account by IMPS and a UPI ID by UPI, amounts in rupees', async () => {
    const [bank, upi] = records((await transferFile(razorpayX, [asha, ravi], options)).text);
    expect(bank).toMatchObject({
      'RazorpayX Account Number': '7878780080316316',
      'Payout Amount (in Rupees)': '400.50',
      'Payout Currency': 'INR',
      'Payout Mode': 'IMPS',
      'Payout Purpose': 'payout',
      'Fund Account Type': 'bank_account',
      'Fund Account Name': 'Asha Rao',
      'Fund Account Ifsc': 'HDFC0001234',
      'Fund Account Number': '50100123456789',
      'Fund Account Vpa': '',
      'Contact Name': 'Asha Rao',
      'Payout Reference Id': asha.reference,
      'Contact Email': 'asha@example.com',
    });
    expect(upi).toMatchObject({
      'Payout Amount (in Rupees)': '1200.00',
      'Payout Mode': 'UPI',
      'Fund Account Type': 'vpa',
      'Fund Account Name': '',
      'Fund Account Ifsc': '',
      'Fund Account Number': '',
      'Fund Account Vpa': 'ravi.k@okaxis',
      'Contact Name': 'Ravi Kumar',
    });
  });

  it('pays by NEFT when asked', async () => {
    const [bank] = records((await transferFile(razorpayX, [asha], { ...options, bankMode: 'NEFT' })).text);
    expect(bank!['Payout Mode']).toBe('NEFT');
  });

  it('writes the narration in 30 letters, digits and spaces, the reference first', async () => {
    const row = { ...asha, narration: 'Pay: data-entry, Nov’26 (₹4 × 100 entries) — thanks!' };
    const [bank] = records((await transferFile(razorpayX, [row], options)).text);
    const narration = bank!['Payout Narration']!;
    expect(narration).toMatch(/^[A-Za-z0-9 ]{1,30}$/);
    expect(narration.startsWith(`${asha.reference} Pay data entry`)).toBe(true);
  });

  it('writes a name typed as a formula without the formula’s characters', async () => {
    const [bank] = records(
      (await transferFile(razorpayX, [{ ...asha, name: '=HYPERLINK("x","Asha")' }], options)).text,
    );
    expect(bank!['Contact Name']).toBe('HYPERLINK x Asha');
  });

  it('refuses to write without the business’s RazorpayX account', async () => {
    await expect(transferFile(razorpayX, [asha], { runLabel: '2026-11' })).rejects.toBeInstanceOf(
      MissingPayerAccountError,
    );
    await expect(
      transferFile(razorpayX, [asha], { runLabel: '2026-11', razorpayXAccount: '12=3' }),
    ).rejects.toBeInstanceOf(MissingPayerAccountError);
  });

  it('refuses a payout under ₹1 and a name under three letters, which RazorpayX refuses', async () => {
    const error = await transferFile(
      razorpayX,
      [asha, { ...ravi, amountPaise: 99, name: 'Al' }],
      options,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TransferRowsError);
    expect((error as TransferRowsError).problems).toEqual([
      { index: 1, problem: 'name' },
      { index: 1, problem: 'amount' },
    ]);
  });
});

describe('rows no file carries', () => {
  it.each<[Partial<TransferRow>, string]>([
    [{ amountPaise: 0 }, 'amount'],
    [{ amountPaise: -40000 }, 'amount'],
    [{ amountPaise: 400.5 }, 'amount'],
    [{ account: '12345' }, 'account'],
    [{ ifsc: 'HDFC1001234' }, 'ifsc'],
    [{ method: 'upi', upi: 'not a upi id' }, 'upi'],
    [{ name: '  ' }, 'name'],
    [{ reference: 'LE0000000000' }, 'reference'],
  ])('refuses %j as %s, writing nothing', async (change, problem) => {
    const error = await transferFile(plainCsv, [ravi, { ...asha, ...change }], options).catch(
      (caught: unknown) => caught,
    );
    expect((error as TransferRowsError).problems).toEqual([{ index: 1, problem }]);
  });

  it('refuses one reference on two rows', async () => {
    const error = await transferFile(plainCsv, [asha, { ...ravi, reference: asha.reference }], options).catch(
      (caught: unknown) => caught,
    );
    expect((error as TransferRowsError).problems).toEqual([{ index: 1, problem: 'repeated-reference' }]);
  });
});
