import type { DayId } from '../../../backend/port/entries';
import { findResponseColumns, type ResponseColumns } from './columns';
import { ResponsesError } from './responsesError';
import {
  indiaDay,
  orderClue,
  readsBothWays,
  readWrittenTime,
  type DateOrder,
  type WrittenTime,
} from './timestamps';

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

/** Counting a slice of rows at a time, so a page without a worker can pause between slices. */
export interface ResponseCounter {
  /** Reads up to `count` more rows; true once every row is read. */
  read(count: number): boolean;
  /** The counts; throws a ResponsesError when the dates cannot be read. */
  finish(): CountedResponses;
}

interface Sent {
  time: WrittenTime;
  email: string;
}

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

function columnsOf(rows: readonly (readonly string[])[]): ResponseColumns {
  const columns = findResponseColumns(rows);
  if (typeof columns === 'string') throw new ResponsesError(columns);
  if (rows.slice(columns.headerRow + 1).every(isBlank)) throw new ResponsesError('no-responses');
  return columns;
}

/**
 * Starts counting the responses of a file's rows (src/lib/spreadsheet/spreadsheetFile.ts). The
 * file is read twice over: first each row's time as written, then, the date order known from the
 * whole file, each row's day. Throws a ResponsesError when the rows are not a form's responses.
 */
export function startCountingResponses(
  rows: readonly (readonly string[])[],
  options: CountOptions = {},
): ResponseCounter {
  const columns = columnsOf(rows);
  const sent: Sent[] = [];
  const seen = new Set<string>();
  const clues = { 'day-first': 0, 'month-first': 0 };
  let bothWays = true;
  let duplicates = 0;
  let unreadable = 0;
  let next = columns.headerRow + 1;

  const readRow = (row: readonly string[]) => {
    if (isBlank(row)) return;
    const key = row.join('\u001f');
    if (seen.has(key)) return void duplicates++;
    seen.add(key);
    const time = readWrittenTime(row[columns.time] ?? '');
    const email = (row[columns.email] ?? '').trim().toLowerCase();
    if (!time || email === '') return void unreadable++;
    const clue = orderClue(time);
    if (clue) clues[clue]++;
    bothWays &&= readsBothWays(time);
    sent.push({ time, email });
  };

  const settledOrder = (): CountedResponses['dateOrder'] => {
    if (clues['day-first'] > 0 && clues['month-first'] > 0) throw new ResponsesError('unreadable-dates');
    if (clues['day-first'] > 0) return 'day-first';
    if (clues['month-first'] > 0) return 'month-first';
    if (sent.every((each) => each.time.ordered)) return null;
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
      if (sent.length === 0 || unreadable > sent.length) throw new ResponsesError('unreadable-dates');
      const dateOrder = settledOrder();
      const counted = { days: [], duplicates, unreadable, from: null, to: null, dateOrder };
      if (dateOrder === 'ambiguous') return counted;
      return { ...counted, ...countDays(sent, dateOrder ?? 'month-first', counted) };
    },
  };
}

/** Each address's responses of each day, in the order the file's dates are read. */
function countDays(sent: readonly Sent[], order: DateOrder, counted: { unreadable: number }) {
  const byDay = new Map<string, ResponseDay>();
  let unreadable = counted.unreadable;
  for (const { time, email } of sent) {
    const date = indiaDay(time, order);
    if (date === null) {
      unreadable++;
      continue;
    }
    const key = `${date} ${email}`;
    const day = byDay.get(key);
    if (day) day.responses++;
    else byDay.set(key, { date, email, responses: 1 });
  }
  const days = [...byDay.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || a.email.localeCompare(b.email),
  );
  return { days, unreadable, from: days[0]?.date ?? null, to: days[days.length - 1]?.date ?? null };
}

/** The responses of a file's rows counted at once, as a worker counts them. */
export function countResponses(
  rows: readonly (readonly string[])[],
  options: CountOptions = {},
): CountedResponses {
  return startCountingResponses(rows, options).finish();
}
