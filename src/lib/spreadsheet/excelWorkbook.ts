import { zipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/universal';
import { SpreadsheetError } from './spreadsheetError';
import { unpackWorkbook } from './unpackWorkbook';

/**
 * Reading an .xlsx workbook, in a chunk of its own that spreadsheetFile.ts loads only when an
 * Excel file is dropped.
 */

/** The parts of a workbook read-excel-file reads: the rest (images, printer settings) is left out. */
const isWorkbookXml = (name: string) => name.endsWith('.xml') || name.endsWith('.rels');

/**
 * The workbook with its parts stored rather than compressed, unpacked within the caps of
 * unpackWorkbook.ts. read-excel-file unzips through fflate, which inflates any part over 512 KB in
 * a worker made from a blob: URL; the site's Content-Security-Policy (firebase.json) allows
 * scripts from 'self' only, so that worker would never start and a long file would never be read.
 * Stored parts need no inflating at all, and read-excel-file reads only what was unpacked here.
 */
function storedCopy(bytes: Uint8Array): ArrayBuffer {
  const parts = unpackWorkbook(bytes, isWorkbookXml);
  const copy = zipSync(parts, { level: 0 });
  return copy.buffer.slice(copy.byteOffset, copy.byteOffset + copy.byteLength) as ArrayBuffer;
}

/** A cell as text: a date as 'yyyy-MM-ddTHH:mm:ss' on the UTC clock Excel's dates arrive on. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 19);
  return String(value);
}

/** Every sheet of the workbook, in order, as rows of cell texts. */
export async function readWorkbook(bytes: Uint8Array): Promise<string[][][]> {
  const stored = storedCopy(bytes);
  // A page reading without a worker answers the admin between the unzipping and the parsing.
  await new Promise((resolve) => setTimeout(resolve, 0));
  let sheets: Awaited<ReturnType<typeof readXlsxFile>>;
  try {
    sheets = await readXlsxFile(stored);
  } catch (error) {
    // read-excel-file parses a sheet's XML chunk after chunk by recursion, so a sheet of a few
    // hundred thousand rows runs out of stack: a file too long for it, not a damaged one.
    throw new SpreadsheetError(error instanceof RangeError ? 'excel-too-long' : 'unreadable-excel');
  }
  return sheets.map(({ data }) => data.map((row) => row.map(cellText)));
}
