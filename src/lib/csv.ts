/** One cell: text, or a number a spreadsheet can add up. */
export type Cell = string | number;

/**
 * Spreadsheets take a CSV file without a byte-order mark for the machine's own code page, which
 * turns Hindi names and the rupee sign into mojibake; with it they read UTF-8.
 */
export const BOM = '\uFEFF';

/**
 * The CSV text of a header and rows, quoted by csv-stringify. Its browser build is plain ES
 * modules: a CommonJS library here (Papa Parse) makes the bundler move its module helpers out of
 * the React chunk into a chunk of their own, which every public page would then load. It is
 * loaded on demand, so only the admin, preparing a file, downloads it. A text cell starting
 * with = + - or @ is escaped, so a name typed as a formula stays text in the spreadsheet.
 * A file a bank or payout service reads by its header's words goes without the byte-order mark,
 * which would be read as part of the first header.
 */
export async function toCsv(
  header: readonly string[],
  rows: readonly (readonly Cell[])[],
  { byteOrderMark = true }: { byteOrderMark?: boolean } = {},
): Promise<string> {
  const { stringify } = await import('csv-stringify/browser/esm/sync');
  const text = stringify([[...header], ...rows.map((row) => [...row])], {
    record_delimiter: 'windows',
    escape_formulas: true,
  });
  return byteOrderMark ? `${BOM}${text}` : text;
}
