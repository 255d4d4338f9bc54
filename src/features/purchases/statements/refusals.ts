/**
 * Why a dropped file is not read as a statement. Each has the admin's words in messages.ts, which
 * say what to do instead.
 */
export const STATEMENT_REFUSALS = [
  'empty',
  'not-a-statement',
  'password-protected',
  'old-excel',
  'pdf',
  'unreadable-excel',
  'excel-too-long',
  'excel-oversized',
  'too-large',
  'too-many-rows',
  'credit-not-amounts',
] as const;
export type StatementRefusal = (typeof STATEMENT_REFUSALS)[number];

/** A year of a busy account is a few MB; a larger file is more likely a wrong one or years of data. */
export const MAX_STATEMENT_BYTES = 20 * 1024 * 1024;
/** Keeps the browser's memory and the check's time bounded whatever is dropped. */
export const MAX_STATEMENT_ROWS = 100_000;

export const isStatementRefusal = (value: unknown): value is StatementRefusal =>
  (STATEMENT_REFUSALS as readonly unknown[]).includes(value);
