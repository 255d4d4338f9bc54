/**
 * Where a responses file keeps what the counting needs: when each response was sent and who sent
 * it, under the headers Google Forms and Microsoft Forms write in their downloads.
 */

export interface ResponseColumns {
  /** The header row's index; the responses are the rows below it. */
  headerRow: number;
  time: number;
  email: number;
}

/**
 * Headers of the time a response was sent, the preferred first: Microsoft Forms writes when the
 * form was opened and when it was sent, and the response counts on the day it was sent.
 */
const TIME_HEADERS = ['completion time', 'timestamp', 'start time'];
/**
 * Headers of the sender's e-mail address, the preferred first. Google Forms writes 'Email address'
 * (or 'Email Address', or 'Username' for addresses it verified); Microsoft Forms writes 'Email'.
 */
const EMAIL_HEADERS = ['email address', 'username', 'email', 'e-mail address', 'e-mail'];
/** Both makers write the header on the first row; a sheet edited by hand may have a title above. */
const HEADER_SEARCH_ROWS = 10;

const headerText = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ');

/** The first cell of `row` holding a header of `names`, by the names' order; -1 when none does. */
function columnOf(row: readonly string[], names: readonly string[]): number {
  const headers = row.map(headerText);
  for (const name of names) {
    const index = headers.indexOf(name);
    if (index >= 0) return index;
  }
  return -1;
}

/**
 * The columns of the responses, or why there are none: 'not-responses' when no row names a time
 * column, 'no-email' when the form did not collect e-mail addresses.
 */
export function findResponseColumns(
  rows: readonly (readonly string[])[],
): ResponseColumns | 'not-responses' | 'no-email' {
  const searched = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let headerRow = 0; headerRow < searched; headerRow++) {
    const row = rows[headerRow]!;
    const time = columnOf(row, TIME_HEADERS);
    if (time < 0) continue;
    const email = columnOf(row, EMAIL_HEADERS);
    return email < 0 ? 'no-email' : { headerRow, time, email };
  }
  return 'not-responses';
}
