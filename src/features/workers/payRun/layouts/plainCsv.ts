import { toCsv } from '../../../../lib/csv';
import { rupeesText } from '../amounts';
import { narrationOf } from '../transferRows';
import { fileLabel, type TransferLayout } from './layout';

/**
 * Every field a bank's bulk upload asks for, in plain columns, for a bank whose own layout the app
 * does not write: the admin copies the columns into it. Names stay as the worker gave them (the
 * CSV quotes commas and quotes, and a cell starting as a formula is kept as text); the narration
 * is cut to 30 characters, RazorpayX's and HDFC Bank's limit, with the reference first, so a bank
 * that keeps fewer still keeps the reference.
 */
export const PLAIN_CSV_COLUMNS = [
  'Reference',
  'Name',
  'Method',
  'Account number',
  'IFSC',
  'UPI ID',
  'Amount (INR)',
  'Narration',
  'Email',
] as const;

const NARRATION_LIMIT = 30;

export const plainCsv: TransferLayout = {
  id: 'plain-csv',
  label: 'Plain CSV (any bank)',
  problems: () => [],
  text: (rows) =>
    toCsv(
      PLAIN_CSV_COLUMNS,
      rows.map((row) => [
        row.reference,
        row.name,
        row.method === 'bank' ? 'Bank account' : 'UPI',
        row.method === 'bank' ? row.account : '',
        row.method === 'bank' ? row.ifsc : '',
        row.method === 'upi' ? row.upi : '',
        rupeesText(row.amountPaise),
        narrationOf(row, NARRATION_LIMIT),
        row.email,
      ]),
    ),
  fileName: ({ runLabel }) => `payouts-${fileLabel(runLabel)}.csv`,
};
