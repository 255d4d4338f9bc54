import type { ResponsesRefusal } from './refusals';

/** Words the admin reads when the form's responses are counted for the daily counts. */
export const responsesMessages = {
  refusals: {
    empty:
      'This file is empty. Download the responses again (in the form, Responses › Download responses) and drop the new file.',
    'no-responses':
      'This file holds the form’s questions but no responses. Check that you downloaded the right form’s responses, then drop that file.',
    'not-responses':
      'This file does not look like a form’s responses: no Timestamp column was found. Download the responses from the form (Responses › Download responses) or from its linked sheet (File › Download › CSV), and drop that file.',
    'no-email':
      'This file has no e-mail column, so the responses cannot be matched to workers. In the form’s Settings › Responses, turn on Collect email addresses; responses sent from then on can be counted.',
    'unreadable-dates':
      'The dates in the Timestamp column could not be read. Download the responses again without editing them in a spreadsheet, and drop the new file.',
    'password-protected':
      'This Excel file is password-protected. Open it in Excel, remove the password, save it and drop it again.',
    'old-excel':
      'This is an old-style Excel file (.xls), which cannot be read here. Open it in Excel, save it as .xlsx or CSV and drop the new file.',
    pdf: 'A PDF cannot be read. Download the responses as CSV (Responses › Download responses) and drop that file.',
    'unreadable-excel':
      'This Excel file could not be read: it may be damaged. Open it again, save it as .xlsx or CSV and drop the new file.',
    'excel-too-long':
      'This Excel file is too long to read here. Download the responses as CSV instead (in the form, Responses › Download responses; in the linked sheet, File › Download › CSV) and drop that file: a whole month of responses reads as CSV.',
    'excel-oversized':
      'This file is not a form’s responses file that can be read here: unpacked, it would be far larger than a month of responses. Download the responses from the form (Responses › Download responses) or from its linked sheet (File › Download › CSV), and drop that file.',
    'too-large':
      'This file is larger than 50 MB. In the linked sheet, copy one month’s responses to a new sheet, download it as CSV and drop that file.',
    'too-many-rows':
      'This file has more than 10,00,000 rows. In the linked sheet, copy one month’s responses to a new sheet, download it as CSV and drop that file.',
  } satisfies Record<ResponsesRefusal, string>,
  /** When the file cannot be read for a reason no refusal names. */
  failed: 'The responses could not be read. Try again, or download them as CSV and drop that file.',
  /** When the browser's reader in the background does not start or fails: the page does not read it itself. */
  workerFailed:
    'The responses could not be read: this browser did not start, or stopped, the reader that works in the background. Reload the page and drop the file again; if it happens again, use an up-to-date Chrome, Edge, Firefox or Safari.',
  /** When every date of the file reads both ways, as 05/11/2026 does. */
  dateOrder: {
    question:
      'The dates in this file can be read two ways: is 05/11/2026 the 5th of November or the 11th of May?',
    'day-first': 'Day first (5 November)',
    'month-first': 'Month first (11 May)',
  },
} as const;
