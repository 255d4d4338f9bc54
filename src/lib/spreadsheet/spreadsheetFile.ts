import Papa from 'papaparse';
import { pause } from './readInSlices';
import { SpreadsheetError, type SpreadsheetRefusal } from './spreadsheetError';

/** A dropped file, or any blob with the name it was saved under. */
export type SpreadsheetFile = Blob & { readonly name: string };

/** What a feature accepts: its own limits, and which sheet of a workbook holds its rows. */
export interface SpreadsheetReading {
  maxBytes: number;
  /** Rows past this refuse the file; none when the byte limit bounds it enough. */
  maxRows?: number;
  /** The sheet to read of a workbook's sheets; the first when it finds none. */
  chooseSheet?: (sheets: string[][][]) => string[][] | undefined;
  /** Pauses between slices of a long text, for a page reading without a worker. */
  sliced?: boolean;
  /** The feature's error for a file that is no spreadsheet it reads; the SpreadsheetError without. */
  refused?: (refusal: SpreadsheetRefusal) => Error;
}

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
function readDelimitedText(text: string, maxRows?: number): string[][] {
  // Blank lines stay, so each row keeps the number a spreadsheet would show it under.
  const { data } = Papa.parse<string[]>(text, {
    delimiter: tabOrGuess(text),
    // One row past the limit is enough to refuse the file without reading all of it.
    preview: maxRows === undefined ? 0 : maxRows + 1,
  });
  return data;
}

/** Characters parsed between two pauses: tens of milliseconds of work on a slow phone. */
const SLICE_CHARS = 256 * 1024;

/**
 * The end of the slice from `start`: the first line break after SLICE_CHARS outside quotes, so
 * no row is cut in two. A break is outside quotes when the quotes before it pair up, as CSV
 * writes a quote inside a cell as two.
 */
function sliceEnd(text: string, start: number): number {
  let end = Math.min(text.length, start + SLICE_CHARS);
  let quotes = 0;
  for (let at = text.indexOf('"', start); at >= 0 && at < end; at = text.indexOf('"', at + 1)) quotes++;
  while (end < text.length) {
    const lineBreak = text.indexOf('\n', end);
    if (lineBreak < 0) return text.length;
    for (let at = text.indexOf('"', end); at >= 0 && at < lineBreak; at = text.indexOf('"', at + 1)) quotes++;
    if (quotes % 2 === 0) return lineBreak + 1;
    end = lineBreak + 1;
  }
  return text.length;
}

/** readDelimitedText a slice of lines at a time, the delimiter guessed once from the start. */
async function readDelimitedTextInSlices(text: string, maxRows?: number): Promise<string[][]> {
  const rows: string[][] = [];
  let delimiter = tabOrGuess(text) as string | undefined;
  for (let start = 0; start < text.length;) {
    const end = sliceEnd(text, start);
    const slice = text.slice(start, end).replace(/\r?\n$/, '');
    const { data, meta } = Papa.parse<string[]>(slice, { delimiter });
    delimiter ??= meta.delimiter;
    for (const row of data) rows.push(row);
    if (maxRows !== undefined && rows.length > maxRows) break;
    start = end;
    if (start < text.length) await pause();
  }
  return rows;
}

async function readExcel(bytes: Uint8Array, reading: SpreadsheetReading): Promise<string[][]> {
  // Loaded only when an Excel file is dropped: the reader is not part of the page's own code.
  const { readWorkbook } = await import('./excelWorkbook');
  const sheets = await readWorkbook(bytes);
  return reading.chooseSheet?.(sheets) ?? sheets[0] ?? [];
}

async function rowsOf(bytes: Uint8Array, extension: string, reading: SpreadsheetReading) {
  const workbookName = extension === 'xlsx' || extension === 'xlsm';
  const excelName = workbookName || extension === 'xls';
  switch (contentOf(bytes)) {
    case 'zip':
      return readExcel(bytes, reading);
    case 'compound':
      // An .xlsx is a zip unless Excel has encrypted it; any other compound file is an old workbook.
      throw new SpreadsheetError(workbookName ? 'password-protected' : 'old-excel');
    case 'pdf':
      throw new SpreadsheetError('pdf');
    case 'text': {
      const text = decodeText(bytes);
      if (excelName && text.trimStart().startsWith('<')) {
        // Web pages and XML spreadsheets named .xls, as some banks' "Excel" downloads are.
        throw new SpreadsheetError(extension === 'xls' ? 'old-excel' : 'unreadable-excel');
      }
      if (workbookName) throw new SpreadsheetError('unreadable-excel');
      return reading.sliced
        ? readDelimitedTextInSlices(text, reading.maxRows)
        : readDelimitedText(text, reading.maxRows);
    }
  }
}

/**
 * The rows of a dropped file, each a list of cell texts: CSV or tab-separated text, or one sheet
 * of an .xlsx workbook. Takes the name apart from the blob, as a worker receives them. Throws the
 * feature's error (a SpreadsheetError without one) for a file it refuses.
 */
export async function readSpreadsheet(
  blob: Blob,
  name: string,
  reading: SpreadsheetReading,
): Promise<string[][]> {
  try {
    return await readRows(blob, name, reading);
  } catch (error) {
    throw error instanceof SpreadsheetError && reading.refused ? reading.refused(error.code) : error;
  }
}

async function readRows(blob: Blob, name: string, reading: SpreadsheetReading): Promise<string[][]> {
  if (blob.size === 0) throw new SpreadsheetError('empty');
  if (blob.size > reading.maxBytes) throw new SpreadsheetError('too-large');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const rows = await rowsOf(bytes, extensionOf(name), reading);
  // The line break that ends a file's last line is not a row of its own.
  while (rows.length > 0 && rows[rows.length - 1]!.every((cell) => cell.trim() === '')) rows.pop();
  if (!rows.some((row) => row.some((cell) => cell.trim() !== ''))) throw new SpreadsheetError('empty');
  if (reading.maxRows !== undefined && rows.length > reading.maxRows)
    throw new SpreadsheetError('too-many-rows');
  return rows;
}
