import type { RowReader } from '../../../lib/spreadsheet/readInSlices';
import { amountDirection, isBlankAmount, parsePaise } from '../../../lib/statements/amounts';
import {
  findHeaderRow,
  guessColumns,
  payerColumns,
  readsCredits,
  type StatementColumns,
} from '../../../lib/statements/columns';
import { MonthFirstDates, readDay } from '../../../lib/statements/days';
import { partyOf } from './parties';
import { rowMentions, rowReferences } from './references';
import { countValues, settle, type ReadRow, type Way } from './settle';
import type { Statement, StatementEntry } from './statement';
import { StatementError } from './statementError';

/**
 * Reads a statement's rows a slice at a time, so a long one can leave the page room between
 * slices; its statement throws 'credit-not-amounts' when the credit column holds text.
 */
export type CreditReader = RowReader<Statement>;

/** 'Cr', 'CR', 'Cr.', 'C', 'Credit', 'Deposit' and their like, in any case, beside one amount column. */
const CREDIT_WORDS = /^(?:cr|c|credit|credited|deposit|deposited|received)\.?$/i;
const DEBIT_WORDS =
  /^(?:dr|d|debit|debited|withdrawal|withdrawn|paid|refund|refunded|reversal|reversed|chargeback|payout)\.?$/i;
const UNSUCCESSFUL =
  /fail|declin|pending|reject|revers|refund|cancel|expired|timed? ?out|in progress|initiated|processing/i;

/** The header row, found below any lines of account details; the first row with text when only `columns` is known. */
function headerRowOf(rows: readonly string[][], chosen: boolean): number {
  const found = findHeaderRow(rows);
  if (found !== null) return found;
  const firstWithText = rows.findIndex((row) => row.some((cell) => cell.trim() !== ''));
  if (!chosen || firstWithText < 0) throw new StatementError('not-a-statement');
  return firstWithText;
}

/**
 * Starts reading the credits of `rows` with the admin's `columns`, or with the columns the header
 * row names. Throws 'not-a-statement' when no header row names a date and an amount.
 */
export function startReadingCredits(rows: readonly string[][], columns?: StatementColumns): CreditReader {
  const headerRow = headerRowOf(rows, columns !== undefined);
  const headers = rows[headerRow]!.map((cell) => cell.trim());
  const used = columns ?? guessColumns(headers);
  if (!readsCredits(used)) throw new StatementError('not-a-statement');
  const moneyIn = used.credit ?? used.amount!;
  const payerAt = payerColumns(headers);
  const read: ReadRow[] = [];
  let from: string | null = null;
  let to: string | null = null;
  let skippedRows = 0;
  let failedIgnored = 0;
  let amountCells = 0;
  let textInAmounts = 0;
  const monthFirst = new MonthFirstDates();
  /** True once a single amount column marks money out by its own sign or DR. */
  let marksOut = false;
  /** The last row read, which a following line of narration continues. */
  let last: ReadRow | null = null;
  /** How many rows carry each value, counted as each row is complete. */
  const counts = new Map<string, number>();
  let next = headerRow + 1;

  const cell = (row: readonly string[], column: number | null) =>
    column === null ? '' : (row[column] ?? '').trim();

  /** The row's paise, positive, and which way they went; null when an amount is text. */
  function moneyOf(row: readonly string[]): { paise: number; way: Way } | null {
    const moneyText = cell(row, moneyIn);
    let paise = 0;
    if (!isBlankAmount(moneyText)) {
      amountCells++;
      const read = parsePaise(moneyText);
      if (read === null) {
        textInAmounts++;
        return null;
      }
      paise = read;
    }
    if (used.credit === null)
      return paise === 0 ? { paise, way: 'none' } : singleAmount(row, moneyText, paise);
    const debitText = cell(row, used.debit);
    const debit = isBlankAmount(debitText) ? 0 : parsePaise(debitText);
    if (debit === null) return null;
    // ICICI writes 0.00 in the credit column of a debit; money in both columns says no one way.
    if (paise !== 0 && debit !== 0) return { paise: Math.abs(paise), way: 'unread' };
    if (paise !== 0) return { paise: Math.abs(paise), way: paise > 0 ? 'in' : 'out' };
    return { paise: Math.abs(debit), way: debit === 0 ? 'none' : 'out' };
  }

  /** One amount column: its direction column, or its own sign or CR / DR mark, says which way. */
  function singleAmount(
    row: readonly string[],
    moneyText: string,
    paise: number,
  ): { paise: number; way: Way } {
    const direction = cell(row, used.direction);
    const said = CREDIT_WORDS.test(direction) ? 'in' : DEBIT_WORDS.test(direction) ? 'out' : null;
    const marked = amountDirection(moneyText);
    if (marked === 'out' && said === null) marksOut = true;
    const way: Way = said && marked && said !== marked ? 'unread' : (said ?? marked ?? 'bare');
    return { paise: Math.abs(paise), way };
  }

  function readRow(row: readonly string[], index: number): void {
    if (row.every((value) => value.trim() === '')) return;
    const dateText = cell(row, used.date);
    monthFirst.see(dateText);
    const day = readDay(dateText);
    const money = moneyOf(row);
    const narration = cell(row, used.narration);
    const referenceCells = used.references.map((column) => cell(row, column)).filter(Boolean);
    const noMoney = money !== null && money.way === 'none';
    if (day === null && dateText === '' && noMoney && last && (narration || referenceCells.length > 0)) {
      // Some banks wrap a long narration onto the next line, which has no date and no amount.
      const continued = last;
      continued.entry.narration = `${continued.entry.narration} ${narration}`.trim();
      continued.referenceCells.push(...referenceCells);
      readValues(continued);
      return;
    }
    let way: Way = noMoney ? 'none' : 'skipped';
    if (day !== null) {
      if (from === null || day < from) from = day;
      if (to === null || day > to) to = day;
      if (money !== null && !noMoney) {
        way = UNSUCCESSFUL.test(cell(row, used.status)) ? 'failed' : money.way;
      }
    }
    if (way === 'skipped') skippedRows++;
    if (way === 'failed') failedIgnored++;
    const entry: StatementEntry = {
      date: day ?? '',
      amountPaise: money?.paise ?? 0,
      references: [],
      narration,
      party: null,
      row: index + 1,
    };
    if (last) countValues(last, counts);
    const partyCells = { name: cell(row, payerAt.name), vpa: cell(row, payerAt.vpa) };
    last = { entry, way, referenceCells, mentions: [], partyCells };
    readValues(last);
    read.push(last);
  }

  /** The row's references, other values and party, from its cells as read so far. */
  function readValues(readRow: ReadRow): void {
    const { entry, referenceCells } = readRow;
    entry.references = rowReferences(referenceCells, entry.narration);
    readRow.mentions = rowMentions(referenceCells, entry.narration, entry.references);
    entry.party = partyOf(entry.narration, readRow.partyCells);
  }

  return {
    read(count) {
      const end = Math.min(rows.length, next + count);
      for (; next < end; next++) readRow(rows[next]!, next);
      return next >= rows.length;
    },
    finish() {
      if (amountCells > 0 && textInAmounts * 2 > amountCells) throw new StatementError('credit-not-amounts');
      if (monthFirst.found) throw new StatementError('month-first');
      // A bare amount is money in where the statement marks money out, or in a UPI business app's
      // report, which names each payment's payer and its success and lists money received only;
      // elsewhere nothing says it came in.
      const report = (payerAt.name !== null || payerAt.vpa !== null) && used.status !== null;
      const bare: Way = marksOut || report ? 'in' : 'unread';
      for (const row of read) if (row.way === 'bare') row.way = bare;
      if (last) countValues(last, counts);
      last = null;
      return {
        headers,
        headerRow,
        columns: used,
        ...settle(read, counts),
        from,
        to,
        skippedRows,
        failedIgnored,
      };
    },
  };
}

/** The credits of a statement's rows, at once; see startReadingCredits. */
export function readCredits(rows: readonly string[][], columns?: StatementColumns): Statement {
  const reader = startReadingCredits(rows, columns);
  reader.read(rows.length);
  return reader.finish();
}
