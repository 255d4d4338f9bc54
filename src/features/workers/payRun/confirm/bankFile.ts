import { refusalFinder, RefusedFile } from '../../../../lib/spreadsheet/spreadsheetError';
import {
  readSpreadsheet,
  type SpreadsheetFile,
  type SpreadsheetReading,
} from '../../../../lib/spreadsheet/spreadsheetFile';
import { BankFileError, readBankMoney, type BankMoney } from '../debits';
import { confirmMessages } from './messages';
import {
  BANK_FILE_REFUSALS,
  MAX_BANK_FILE_BYTES,
  MAX_BANK_FILE_ROWS,
  type BankFileRefusal,
} from './refusals';

/** A file refused as a statement or payout report, with the admin's words for why and what to do. */
export class BankFileRefused extends RefusedFile<BankFileRefusal> {
  constructor(code: BankFileRefusal) {
    super(code, confirmMessages.refusals);
    this.name = 'BankFileRefused';
  }
}

/** The refusal `error` carries, also after a trip through a worker; null for any other failure. */
export const refusalOf = refusalFinder(BANK_FILE_REFUSALS);

/** True for rows debits.ts reads: a statement's header row, or a payout report's. */
function holdsMoney(rows: string[][]): boolean {
  try {
    readBankMoney(rows);
    return true;
  } catch {
    return false;
  }
}

const bankFileReading = (sliced: boolean): SpreadsheetReading => ({
  maxBytes: MAX_BANK_FILE_BYTES,
  maxRows: MAX_BANK_FILE_ROWS,
  // Some banks put a summary sheet before the statement's.
  chooseSheet: (sheets) => sheets.find(holdsMoney),
  sliced,
  refused: (refusal) => new BankFileRefused(refusal),
});

/**
 * The money in and out of a dropped bank statement or payout report: CSV, tab-separated text or
 * an .xlsx workbook. Throws a BankFileRefused, with the admin's words, for a file it refuses. `sliced` pauses between
 * slices of a long text, for a page reading it without a worker.
 */
export async function readBankFile(blob: Blob, name: string, sliced = false): Promise<BankMoney> {
  const rows = await readSpreadsheet(blob, name, bankFileReading(sliced));
  try {
    return readBankMoney(rows);
  } catch (error) {
    throw error instanceof BankFileError ? new BankFileRefused(error.code) : error;
  }
}

export type { SpreadsheetFile as BankFile };
