import { refusalsWith } from '../../../../lib/spreadsheet/spreadsheetError';

/**
 * Why a dropped file is not read as the bank's account of a pay run: those of any spreadsheet,
 * and its own. Each has the admin's words in messages.ts, which say what to do instead.
 */
export const BANK_FILE_REFUSALS = refusalsWith(['not-a-statement', 'month-first']);
export type BankFileRefusal = (typeof BANK_FILE_REFUSALS)[number];

/** A year of a busy account is a few MB; a larger file is more likely a wrong one or years of data. */
export const MAX_BANK_FILE_BYTES = 20 * 1024 * 1024;
/** Keeps the browser's memory and the reading's time bounded whatever is dropped. */
export const MAX_BANK_FILE_ROWS = 100_000;
