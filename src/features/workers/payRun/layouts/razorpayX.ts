import { toCsv } from '../../../../lib/csv';
import { rupeesText } from '../amounts';
import { nameWithin, narrationOf, type RowProblem } from '../transferRows';
import { fileLabel, type TransferLayout } from './layout';

/**
 * RazorpayX's bulk payouts upload (razorpay.com/docs/x/bulk-payouts), its template with the amount
 * in rupees: the header row as RazorpayX's own upload reads it, 'Payout Amount (in Rupees)' with up
 * to two decimals and at least ₹1. Each row creates the worker's contact and fund account (a bank
 * account by IFSC and number, or a UPI ID) and pays it:
 * - Payout Mode: IMPS or NEFT for a bank account, UPI for a UPI ID (case-sensitive);
 * - Payout Narration: shown on the worker's statement, at most 30 letters, digits and spaces;
 * - Payout Reference Id: at most 40 characters, and comes back in RazorpayX's payout reports;
 * - Contact Name and Fund Account Name: 3 to 50 characters (razorpay.com/docs/api/x/contacts).
 * The notes columns are the template's, left empty.
 */
export const RAZORPAYX_COLUMNS = [
  'RazorpayX Account Number',
  'Payout Amount (in Rupees)',
  'Payout Currency',
  'Payout Mode',
  'Payout Purpose',
  'Fund Account Id',
  'Fund Account Type',
  'Fund Account Name',
  'Fund Account Ifsc',
  'Fund Account Number',
  'Fund Account Vpa',
  'Fund Account Phone Number',
  'Contact Name',
  'Payout Narration',
  'Payout Reference Id',
  'Fund Account Email',
  'Contact Type',
  'Contact Email',
  'Contact Mobile',
  'Contact Reference Id',
  'notes[place]',
  'notes[code]',
] as const;

const NARRATION_LIMIT = 30;
const NAME_LIMIT = 50;
const SHORTEST_NAME = 3;
const LEAST_PAISE = 100;
/** RazorpayX's own refusal: an account number of 5 to 22 letters and digits. */
const PAYER_ACCOUNT = /^[A-Za-z0-9]{5,22}$/;

export class MissingPayerAccountError extends Error {
  constructor() {
    super('The RazorpayX account number is needed for a RazorpayX file.');
  }
}

export const razorpayX: TransferLayout = {
  id: 'razorpayx',
  label: 'RazorpayX bulk payouts',
  problems(rows) {
    const problems: RowProblem[] = [];
    rows.forEach((row, index) => {
      if (nameWithin(row.name, NAME_LIMIT).length < SHORTEST_NAME) problems.push({ index, problem: 'name' });
      if (row.amountPaise < LEAST_PAISE) problems.push({ index, problem: 'amount' });
    });
    return problems;
  },
  text(rows, { razorpayXAccount = '', bankMode = 'IMPS' }) {
    const payer = razorpayXAccount.replace(/\s+/g, '');
    if (!PAYER_ACCOUNT.test(payer)) throw new MissingPayerAccountError();
    return toCsv(
      RAZORPAYX_COLUMNS,
      rows.map((row) => {
        const name = nameWithin(row.name, NAME_LIMIT);
        const bank = row.method === 'bank';
        return [
          payer,
          rupeesText(row.amountPaise),
          'INR',
          bank ? bankMode : 'UPI',
          'payout',
          '',
          bank ? 'bank_account' : 'vpa',
          bank ? name : '',
          bank ? row.ifsc : '',
          bank ? row.account : '',
          bank ? '' : row.upi,
          '',
          name,
          narrationOf(row, NARRATION_LIMIT),
          row.reference,
          '',
          'vendor',
          row.email,
          '',
          '',
          '',
          '',
        ];
      }),
      { byteOrderMark: false },
    );
  },
  fileName: ({ runLabel }) => `razorpayx-bulk-payouts-${fileLabel(runLabel)}.csv`,
};
