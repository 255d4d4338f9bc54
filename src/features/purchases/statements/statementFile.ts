import { readSpreadsheet, type SpreadsheetFile } from '../../../lib/spreadsheet/spreadsheetFile';
import { SpreadsheetError } from '../../../lib/spreadsheet/spreadsheetError';
import { findHeaderRow } from './columns';
import { MAX_STATEMENT_BYTES, MAX_STATEMENT_ROWS } from './refusals';
import { StatementError } from './statementError';

/** A dropped file, or any blob with the name it was saved under. */
export type StatementFile = SpreadsheetFile;

/**
 * The rows of a dropped statement, each a list of cell texts: CSV or tab-separated text, or the
 * statement's sheet of an .xlsx workbook. Throws a StatementError for a file it refuses.
 */
export function readStatementFile(file: StatementFile): Promise<string[][]> {
  return readStatementBlob(file, file.name);
}

/** readStatementFile for a blob whose name travels apart, as a worker receives it. */
export async function readStatementBlob(blob: Blob, name: string): Promise<string[][]> {
  try {
    return await readSpreadsheet(blob, name, {
      maxBytes: MAX_STATEMENT_BYTES,
      maxRows: MAX_STATEMENT_ROWS,
      // The statement is the first sheet with a header row; some banks put a summary sheet first.
      chooseSheet: (sheets) => sheets.find((rows) => findHeaderRow(rows) !== null),
    });
  } catch (error) {
    throw error instanceof SpreadsheetError ? new StatementError(error.code) : error;
  }
}
