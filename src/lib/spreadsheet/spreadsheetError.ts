/**
 * Why a dropped file cannot be read as a spreadsheet at all, whatever it was meant to hold. Each
 * feature reading spreadsheets turns these into its own refusal, with its own words for the admin.
 */
export const SPREADSHEET_REFUSALS = [
  'empty',
  'password-protected',
  'old-excel',
  'pdf',
  'unreadable-excel',
  'excel-too-long',
  'excel-oversized',
  'too-large',
  'too-many-rows',
] as const;
export type SpreadsheetRefusal = (typeof SPREADSHEET_REFUSALS)[number];

/** A file refused before its rows are read; the message is only the code, for logs. */
export class SpreadsheetError extends Error {
  readonly code: SpreadsheetRefusal;

  constructor(code: SpreadsheetRefusal) {
    super(code);
    this.name = 'SpreadsheetError';
    this.code = code;
  }
}
