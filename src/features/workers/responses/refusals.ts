import { refusalsWith } from '../../../lib/spreadsheet/spreadsheetError';

/**
 * Why a dropped file is not counted as the form's responses: those of any spreadsheet, and its
 * own. Each has the admin's words in messages.ts, which say what to do instead.
 */
export const RESPONSES_REFUSALS = refusalsWith([
  'no-responses',
  'not-responses',
  'no-email',
  'unreadable-dates',
]);
export type ResponsesRefusal = (typeof RESPONSES_REFUSALS)[number];

/** A month of 200 workers at the daily cap is about 40 MB of CSV; larger is years, or another file. */
export const MAX_RESPONSES_BYTES = 50 * 1024 * 1024;
/** Keeps the browser's memory bounded: above a month of every worker at the daily cap. */
export const MAX_RESPONSES_ROWS = 1_000_000;
