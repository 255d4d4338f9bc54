import { refusalsWith } from '../../../lib/spreadsheet/spreadsheetError';

/**
 * Why a dropped file is not read as a statement: those of any spreadsheet, and its own. Each has
 * the admin's words in messages.ts, which say what to do instead.
 */
export const STATEMENT_REFUSALS = refusalsWith(['not-a-statement', 'credit-not-amounts', 'month-first']);
export type StatementRefusal = (typeof STATEMENT_REFUSALS)[number];

/** A year of a busy account is a few MB; a larger file is more likely a wrong one or years of data. */
export const MAX_STATEMENT_BYTES = 20 * 1024 * 1024;
/** Keeps the browser's memory and the check's time bounded whatever is dropped. */
export const MAX_STATEMENT_ROWS = 100_000;
