import Papa from 'papaparse';
import { findHeaderRow } from './columns';
import { MAX_STATEMENT_BYTES, MAX_STATEMENT_ROWS } from './refusals';
import { StatementError } from './statementError';

/** A dropped file, or any blob with the name it was saved under. */
export type StatementFile = Blob & { readonly name: string };

/** What the first bytes say the file is, whatever its name claims. */
type Content = 'zip' | 'compound' | 'pdf' | 'text';

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

function contentOf(bytes: Uint8Array): Content {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  // Microsoft's compound file: a .xls workbook, or a .xlsx Excel has encrypted with a password.
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) return 'compound';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return 'pdf';
  return 'text';
}

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** Text in the encoding its byte-order mark names; UTF-8 without one. */
function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes);
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes);
  // TextDecoder drops a UTF-8 byte-order mark itself.
  return new TextDecoder('utf-8').decode(bytes);
}

/**
 * A tab when most of the first lines hold one: Papa Parse's own guess can take the commas of
 * '1,499.00' in tab-separated text for the delimiter.
 */
function tabOrGuess(text: string): '\t' | undefined {
  const lines = text
    .slice(0, 64 * 1024)
    .split(/\r?\n/, 50)
    .filter((line) => line.trim() !== '');
  return lines.filter((line) => line.includes('\t')).length * 2 >= lines.length ? '\t' : undefined;
}

/** CSV, or the tab-separated text some banks save under .xls. */
function readDelimitedText(text: string): string[][] {
  // Blank lines stay, so each row keeps the number a spreadsheet would show it under.
  const { data } = Papa.parse<string[]>(text, {
    delimiter: tabOrGuess(text),
    // One row past the limit is enough to refuse the file without reading all of it.
    preview: MAX_STATEMENT_ROWS + 1,
  });
  return data;
}

async function readExcel(bytes: Uint8Array): Promise<string[][]> {
  // Loaded only when an Excel file is dropped: the reader is not part of the page's own code.
  const { readWorkbook } = await import('./excelWorkbook');
  const sheets = await readWorkbook(bytes);
  // The statement is the first sheet with a header row; some banks put a summary sheet first.
  return sheets.find((rows) => findHeaderRow(rows) !== null) ?? sheets[0] ?? [];
}

async function rowsOf(bytes: Uint8Array, extension: string): Promise<string[][]> {
  const workbookName = extension === 'xlsx' || extension === 'xlsm';
  const excelName = workbookName || extension === 'xls';
  switch (contentOf(bytes)) {
    case 'zip':
      return readExcel(bytes);
    case 'compound':
      // An .xlsx is a zip unless Excel has encrypted it; any other compound file is an old workbook.
      throw new StatementError(workbookName ? 'password-protected' : 'old-excel');
    case 'pdf':
      throw new StatementError('pdf');
    case 'text': {
      const text = decodeText(bytes);
      if (excelName && text.trimStart().startsWith('<')) {
        // Web pages and XML spreadsheets named .xls, as some banks' "Excel" downloads are.
        throw new StatementError(extension === 'xls' ? 'old-excel' : 'unreadable-excel');
      }
      if (workbookName) throw new StatementError('unreadable-excel');
      return readDelimitedText(text);
    }
  }
}

/**
 * The rows of a dropped statement, each a list of cell texts: CSV or tab-separated text, or the
 * statement's sheet of an .xlsx workbook. Throws a StatementError for a file it refuses.
 */
export function readStatementFile(file: StatementFile): Promise<string[][]> {
  return readStatementBlob(file, file.name);
}

/** readStatementFile for a blob whose name travels apart, as a worker receives it. */
export async function readStatementBlob(blob: Blob, name: string): Promise<string[][]> {
  if (blob.size === 0) throw new StatementError('empty');
  if (blob.size > MAX_STATEMENT_BYTES) throw new StatementError('too-large');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const rows = await rowsOf(bytes, extensionOf(name));
  // The line break that ends a file's last line is not a row of its own.
  while (rows.length > 0 && rows[rows.length - 1]!.every((cell) => cell.trim() === '')) rows.pop();
  if (!rows.some((row) => row.some((cell) => cell.trim() !== ''))) throw new StatementError('empty');
  if (rows.length > MAX_STATEMENT_ROWS) throw new StatementError('too-many-rows');
  return rows;
}
