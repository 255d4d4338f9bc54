import { isBlankAmount, parsePaise } from './amounts';
import { findHeaderRow, guessColumns, readsCredits, type StatementColumns } from './columns';
import { readDay } from './days';
import { rowReferences } from './references';
import { StatementError } from './statementError';

/** Money received on the statement, as it can be held against a payment. */
export interface StatementCredit {
  /** 'yyyy-MM-dd'. */
  date: string;
  amountPaise: number;
  /** Every reference the row carries, normalised as payments are filed (see references.ts). */
  references: string[];
  narration: string;
  /** The row's number in the file, from 1, as a spreadsheet shows it. */
  row: number;
}

export interface Statement {
  /** The header row's cells, and its index in the file's rows. */
  headers: string[];
  headerRow: number;
  columns: StatementColumns;
  credits: StatementCredit[];
  /** The first and last day of every dated row, credits and debits alike; null when none. */
  from: string | null;
  to: string | null;
  /** Rows with an amount but no readable date, or a date but an amount that cannot be read. */
  skippedRows: number;
  debitsIgnored: number;
  /** Rows a payment report marks failed, pending, refunded or reversed: no money arrived. */
  failedIgnored: number;
}

/** Reads a statement's rows a slice at a time, so a long one can leave the page room between slices. */
export interface CreditReader {
  /** Reads up to `count` more rows; true once every row is read. */
  read(count: number): boolean;
  /** The statement read; throws 'credit-not-amounts' when the credit column holds text. */
  finish(): Statement;
}

const CREDIT_WORDS = /^(?:cr|c|credit|credited|deposit|received)$/i;
const DEBIT_WORDS = /^(?:dr|d|debit|debited|withdrawal|paid)$/i;
const UNSUCCESSFUL =
  /fail|declin|pending|reject|revers|refund|cancel|expired|timed? ?out|in progress|initiated|processing/i;

/** The header row, found below any account details; the first row with text when only `columns` is known. */
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
  const statement: Statement = {
    headers,
    headerRow,
    columns: used,
    credits: [],
    from: null,
    to: null,
    skippedRows: 0,
    debitsIgnored: 0,
    failedIgnored: 0,
  };
  let amountCells = 0;
  let textInAmounts = 0;
  /** The last credit and its reference cells, which a following line of narration continues. */
  let last: { credit: StatementCredit; referenceCells: string[] } | null = null;
  let next = headerRow + 1;

  const cell = (row: readonly string[], column: number | null) =>
    column === null ? '' : (row[column] ?? '').trim();

  /** Signed paise of the row: positive in, negative out, 0 for none, null for text. */
  function rowPaise(row: readonly string[]): number | null {
    const moneyText = cell(row, moneyIn);
    if (!isBlankAmount(moneyText)) {
      amountCells++;
      const paise = parsePaise(moneyText);
      if (paise === null) {
        textInAmounts++;
        return null;
      }
      if (used.credit === null) {
        const direction = cell(row, used.direction);
        if (CREDIT_WORDS.test(direction)) return Math.abs(paise);
        if (DEBIT_WORDS.test(direction)) return -Math.abs(paise);
        return paise;
      }
      // ICICI writes 0.00 in the credit column of a debit.
      if (paise !== 0) return paise;
    }
    const debitText = cell(row, used.debit);
    if (isBlankAmount(debitText)) return 0;
    const debit = parsePaise(debitText);
    return debit === null ? null : -Math.abs(debit);
  }

  function readRow(row: readonly string[], index: number): void {
    if (row.every((value) => value.trim() === '')) return;
    const dateText = cell(row, used.date);
    const day = readDay(dateText);
    const paise = rowPaise(row);
    const narration = cell(row, used.narration);
    const referenceCells = used.references.map((column) => cell(row, column)).filter(Boolean);
    if (day === null) {
      // Some banks wrap a long narration onto the next line, which has no date and no amount.
      if (dateText === '' && paise === 0 && last && (narration || referenceCells.length > 0)) {
        last.credit.narration = `${last.credit.narration} ${narration}`.trim();
        last.referenceCells.push(...referenceCells);
        last.credit.references = rowReferences(last.referenceCells, last.credit.narration);
        return;
      }
      last = null;
      if (paise !== 0) statement.skippedRows++;
      return;
    }
    last = null;
    if (statement.from === null || day < statement.from) statement.from = day;
    if (statement.to === null || day > statement.to) statement.to = day;
    if (paise === null) statement.skippedRows++;
    else if (UNSUCCESSFUL.test(cell(row, used.status))) statement.failedIgnored++;
    else if (paise < 0) statement.debitsIgnored++;
    else if (paise > 0) {
      const references = rowReferences(referenceCells, narration);
      const credit: StatementCredit = {
        date: day,
        amountPaise: paise,
        references,
        narration,
        row: index + 1,
      };
      statement.credits.push(credit);
      last = { credit, referenceCells };
    }
  }

  return {
    read(count) {
      const end = Math.min(rows.length, next + count);
      for (; next < end; next++) readRow(rows[next]!, next);
      return next >= rows.length;
    },
    finish() {
      if (amountCells > 0 && textInAmounts * 2 > amountCells) throw new StatementError('credit-not-amounts');
      return statement;
    },
  };
}

/** The credits of a statement's rows, at once; see startReadingCredits. */
export function readCredits(rows: readonly string[][], columns?: StatementColumns): Statement {
  const reader = startReadingCredits(rows, columns);
  reader.read(rows.length);
  return reader.finish();
}
