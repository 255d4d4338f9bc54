import { MonthFirstDates } from '../../../lib/statements/days';
import type { StatementRefusal } from './refusals';

/** Words the admin reads when a bank statement is checked against the payments. */
export const statementMessages = {
  refusals: {
    empty: 'This file is empty. Download the statement from your bank again and drop the new file.',
    'not-a-statement':
      'This file does not look like a bank statement: no column of dates and amounts was found. Drop the statement as your bank or UPI app downloads it, in CSV or Excel.',
    'password-protected':
      'This Excel file is password-protected. Open it in Excel, remove the password, save it and drop it again.',
    'old-excel':
      'This is an old-style Excel file (.xls), which cannot be read here. Open it in Excel, save it as .xlsx or CSV and drop the new file.',
    pdf: 'PDF statements cannot be read. Download the statement from your bank or UPI app as CSV or Excel and drop that file.',
    'unreadable-excel':
      'This Excel file could not be read: it may be damaged. Open it in Excel, save it again as .xlsx or CSV and drop the new file.',
    'excel-too-long':
      'This Excel file is too long to read here. Download the statement as CSV instead, or a shorter period in Excel, and drop that file.',
    'excel-oversized':
      'This file is not a bank statement that can be read here: unpacked, it would be far larger than any statement. Drop the statement as your bank or UPI app downloads it, in CSV or Excel.',
    'too-large':
      'This file is larger than 20 MB. Download a shorter period from your bank, a month at a time, and drop each file.',
    'too-many-rows':
      'This file has more than 100,000 rows. Download a shorter period from your bank, a month at a time, and drop each file.',
    'month-first': MonthFirstDates.refusal,
    'credit-not-amounts':
      'The column read as money received holds text, not amounts. Choose the right column for credits, or drop the statement as your bank downloads it.',
  } satisfies Record<StatementRefusal, string>,
  /** When the file cannot be read for a reason no refusal names. */
  failed: 'The statement could not be read. Try again, or save it as CSV and drop that file.',
  /** When the browser's reader in the background does not start or fails: the page does not read it itself. */
  workerFailed:
    'The statement could not be read: this browser did not start, or stopped, the reader that works in the background. Reload the page and drop the file again; if it happens again, use an up-to-date Chrome, Edge, Firefox or Safari.',
} as const;
