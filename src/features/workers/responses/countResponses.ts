import type { RowReader } from '../../../lib/spreadsheet/readInSlices';
import type { DayId } from '../../../backend/port/entries';
import { findResponseColumns, type ResponseColumns } from './columns';
import { ResponsesError } from './responsesError';
import { indiaDay, orderClue, readsBothWays, readWrittenTime, type DateOrder } from './timestamps';

/** One worker's responses sent on one India day. */
export interface ResponseDay {
  date: DayId;
  /** Trimmed and in lower case, as it is compared with the workers' addresses. */
  email: string;
  responses: number;
}

export interface CountOptions {
  /** The admin's answer when the file's dates read both ways; the file's own dates win otherwise. */
  dateOrder?: DateOrder;
}

export interface CountedResponses {
  /** By day, then e-mail address. Empty while `dateOrder` is 'ambiguous'. */
  days: ResponseDay[];
  /** Rows repeating another exactly (same time, address and answers), counted once. */
  duplicates: number;
  /** Rows skipped: no time that reads as one, or no e-mail address. */
  unreadable: number;
  /** The first and last day counted; null when none was. */
  from: DayId | null;
  to: DayId | null;
  /**
   * How the slashed dates were read: as the file's own dates settle it, else as the admin chose;
   * 'ambiguous' when neither did, and the page should ask (messages.ts) and count again; null
   * when the file has no slashed dates.
   */
  dateOrder: DateOrder | 'ambiguous' | null;
}

/**
 * Counting a slice of rows at a time, so a page without a worker can pause between slices; its
 * counts throw a ResponsesError when the dates cannot be read.
 */
export type ResponseCounter = RowReader<CountedResponses>;

/**
 * The responses of each address on each day as one date order reads them. Both orders are tallied
 * as the rows go by, so the rows are read once and nothing is kept of each: a month of responses
 * is hundreds of thousands of rows, and the browser's memory is the worker's only room.
 */
class DayTally {
  readonly byDay = new Map<DayId, Map<string, number>>();
  /** Rows whose date names no day on the calendar in this order (31/02). */
  unreadable = 0;

  add(date: DayId | null, email: string) {
    if (date === null) return void this.unreadable++;
    let ofDay = this.byDay.get(date);
    if (!ofDay) this.byDay.set(date, (ofDay = new Map()));
    ofDay.set(email, (ofDay.get(email) ?? 0) + 1);
  }

  days(): ResponseDay[] {
    const days: ResponseDay[] = [];
    for (const [date, ofDay] of this.byDay)
      for (const [email, responses] of ofDay) days.push({ date, email, responses });
    return days.sort((a, b) => byText(a.date, b.date) || byText(a.email, b.email));
  }
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');
/** Joins a row's cells into one key; no form answer holds this control character. */
const CELL_BREAK = '\u001f';

function columnsOf(rows: readonly (readonly string[])[]): ResponseColumns {
  const columns = findResponseColumns(rows);
  if (typeof columns === 'string') throw new ResponsesError(columns);
  let responses = columns.headerRow + 1;
  while (responses < rows.length && isBlank(rows[responses]!)) responses++;
  if (responses === rows.length) throw new ResponsesError('no-responses');
  return columns;
}

/**
 * Starts counting the responses of a file's rows (src/lib/spreadsheet/spreadsheetFile.ts), each
 * row's day tallied both ways until the whole file settles its date order. Throws a ResponsesError when the rows are not a form's responses.
 */
export function startCountingResponses(
  rows: readonly (readonly string[])[],
  options: CountOptions = {},
): ResponseCounter {
  const columns = columnsOf(rows);
  const tallies = { 'day-first': new DayTally(), 'month-first': new DayTally() };
  // Rows by their time cell, which two responses rarely share: a repeated row is looked for among
  // those of its time alone, and no key is built of every row's cells.
  const seen = new Map<string, readonly string[] | Set<string>>();
  const clues = { 'day-first': 0, 'month-first': 0 };
  let bothWays = true;
  let ordered = true;
  let counted = 0;
  let duplicates = 0;
  let unreadable = 0;
  let next = columns.headerRow + 1;

  const isRepeat = (cell: string, row: readonly string[]) => {
    const earlier = seen.get(cell);
    if (earlier === undefined) return void seen.set(cell, row);
    // Rows sharing a time are told apart by all their cells, joined only for them.
    const ofTime = earlier instanceof Set ? earlier : new Set([earlier.join(CELL_BREAK)]);
    seen.set(cell, ofTime);
    const key = row.join(CELL_BREAK);
    if (ofTime.has(key)) return true;
    ofTime.add(key);
  };

  const readRow = (row: readonly string[]) => {
    if (isBlank(row)) return;
    const cell = row[columns.time] ?? '';
    if (isRepeat(cell, row)) return void duplicates++;
    const time = readWrittenTime(cell);
    const email = (row[columns.email] ?? '').trim().toLowerCase();
    if (!time || email === '') return void unreadable++;
    const clue = orderClue(time);
    if (clue) clues[clue]++;
    bothWays &&= readsBothWays(time);
    ordered &&= time.ordered;
    counted++;
    const dayFirst = indiaDay(time, 'day-first');
    tallies['day-first'].add(dayFirst, email);
    tallies['month-first'].add(readsBothWays(time) ? dayFirst : indiaDay(time, 'month-first'), email);
  };

  const settledOrder = (): CountedResponses['dateOrder'] => {
    if (clues['day-first'] > 0 && clues['month-first'] > 0) throw new ResponsesError('unreadable-dates');
    if (clues['day-first'] > 0) return 'day-first';
    if (clues['month-first'] > 0) return 'month-first';
    if (ordered) return null;
    return options.dateOrder ?? (bothWays ? 'day-first' : 'ambiguous');
  };

  return {
    read(count) {
      const end = Math.min(rows.length, next + count);
      for (; next < end; next++) readRow(rows[next]!);
      return next >= rows.length;
    },
    finish() {
      this.read(rows.length);
      // A file most of whose times cannot be read is in a layout not known here, not a few bad rows.
      if (counted === 0 || unreadable > counted) throw new ResponsesError('unreadable-dates');
      const dateOrder = settledOrder();
      const result = { days: [], duplicates, unreadable, from: null, to: null, dateOrder };
      if (dateOrder === 'ambiguous') return result;
      const tally = tallies[dateOrder ?? 'day-first'];
      const days = tally.days();
      return {
        ...result,
        days,
        unreadable: unreadable + tally.unreadable,
        from: days[0]?.date ?? null,
        to: days[days.length - 1]?.date ?? null,
      };
    },
  };
}

/** The responses of a file's rows counted at once, as a worker counts them. */
export function countResponses(
  rows: readonly (readonly string[])[],
  options: CountOptions = {},
): CountedResponses {
  return startCountingResponses(rows, options).finish();
}
