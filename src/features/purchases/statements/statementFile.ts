import {
  readSpreadsheet,
  type SpreadsheetFile,
  type SpreadsheetReading,
} from '../../../lib/spreadsheet/spreadsheetFile';
import { findHeaderRow } from '../../../lib/statements/columns';
import { MAX_STATEMENT_BYTES, MAX_STATEMENT_ROWS } from './refusals';
import { StatementError } from './statementError';

/** A dropped file, or any blob with the name it was saved under. */
export type StatementFile = SpreadsheetFile;

const STATEMENT_SPREADSHEET: SpreadsheetReading = {
  maxBytes: MAX_STATEMENT_BYTES,
  maxRows: MAX_STATEMENT_ROWS,
  // The statement is the first sheet with a header row; some banks put a summary sheet first.
  chooseSheet: (sheets) => sheets.find((rows) => findHeaderRow(rows) !== null),
  refused: (refusal) => new StatementError(refusal),
};

/**
 * The rows of a dropped statement, each a list of cell texts: CSV or tab-separated text, or the
 * statement's sheet of an .xlsx workbook. Throws a StatementError for a file it refuses.
 */
export function readStatementFile(file: StatementFile): Promise<string[][]> {
  return readStatementBlob(file, file.name);
}

/** readStatementFile for a blob whose name travels apart, as a worker receives it. */
export function readStatementBlob(blob: Blob, name: string): Promise<string[][]> {
  return readSpreadsheet(blob, name, STATEMENT_SPREADSHEET);
}
