import { readInSlices } from '../../../lib/spreadsheet/readInSlices';
import type { StatementColumns } from '../../../lib/statements/columns';
import { readCredits, startReadingCredits } from './credits';
import type { Statement } from './statement';
import { readStatementBlob } from './statementFile';

/** What to read a statement with: the admin's column choice, and a way to stop when they drop another. */
export interface ReadOptions {
  columns?: StatementColumns;
  signal?: AbortSignal;
}

/** Rows read between two pauses: a few milliseconds of work on a slow phone. */
const ROWS_PER_SLICE = 1000;

/** The file's statement at once, as the worker reads it. */
export async function readStatement(
  blob: Blob,
  name: string,
  columns?: StatementColumns,
): Promise<Statement> {
  return readCredits(await readStatementBlob(blob, name), columns);
}

/** The file's statement, read on the page's own thread a slice of rows at a time (readInSlices). */
export function readStatementInSlices(
  blob: Blob,
  name: string,
  { columns, signal }: ReadOptions = {},
): Promise<Statement> {
  return readInSlices(
    () => readStatementBlob(blob, name),
    (rows) => startReadingCredits(rows, columns),
    { rowsPerSlice: ROWS_PER_SLICE, signal },
  );
}
