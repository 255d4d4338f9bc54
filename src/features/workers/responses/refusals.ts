/**
 * Why a dropped file is not counted as the form's responses. Each has the admin's words in
 * messages.ts, which say what to do instead. Those of the spreadsheet reader are among them
 * (responsesError.ts passes them on as they are).
 */
export const RESPONSES_REFUSALS = [
  'empty',
  'no-responses',
  'not-responses',
  'no-email',
  'unreadable-dates',
  'password-protected',
  'old-excel',
  'pdf',
  'unreadable-excel',
  'excel-too-long',
  'excel-oversized',
  'too-large',
  'too-many-rows',
] as const;
export type ResponsesRefusal = (typeof RESPONSES_REFUSALS)[number];

/** A month of 200 workers at the daily cap is about 40 MB of CSV; larger is years, or another file. */
export const MAX_RESPONSES_BYTES = 50 * 1024 * 1024;
/** Keeps the browser's memory bounded: above a month of every worker at the daily cap. */
export const MAX_RESPONSES_ROWS = 1_000_000;

export const isResponsesRefusal = (value: unknown): value is ResponsesRefusal =>
  (RESPONSES_REFUSALS as readonly unknown[]).includes(value);
