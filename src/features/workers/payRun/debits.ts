import { amountDirection, isBlankAmount, parsePaise } from '../../../lib/statements/amounts';
import { findHeaderRow, guessColumns } from '../../../lib/statements/columns';
import { MonthFirstDates, readDay } from '../../../lib/statements/days';
import { readReport, reportHeader } from './payoutReport';
import { isPayoutReference } from './references';

/**
 * Money out, read from what the admin drops after the bank has paid: the bank's statement, or a
 * payout service's payout report. The statement's columns, amounts and days are read as the
 * statement check reads them (src/lib/statements); credits are kept too, as a credit may return a
 * payout's money.
 */

/** A row of money, in or out. */
export interface BankEntry {
  /** The row's number in the file, from 1, as a spreadsheet shows it. */
  row: number;
  /** 'yyyy-MM-dd'. */
  date: string;
  /** Always positive. */
  amountPaise: number;
  narration: string;
  /** The row's other cells that may name a payout: reference columns, a report's reference id. */
  texts: string[];
  /** The bank's own reference for the transfer (a UTR); null when the row carries none. */
  bankReference: string | null;
}

/** What of an entry may name a payout or a transfer: its narration and its other texts. */
export const textsOf = (entry: BankEntry) => [entry.narration, ...entry.texts];

/**
 * Money out; a payout report's row may say the payout failed, was reversed after it was paid (the
 * money came back), or is not done yet.
 */
export interface BankDebit extends BankEntry {
  outcome: 'paid' | 'failed' | 'reversed' | 'pending';
}

export interface BankMoney {
  source: 'statement' | 'payout-report';
  debits: BankDebit[];
  credits: BankEntry[];
  /** Dated rows whose amount, or its direction, cannot be read: neither a debit nor a credit. */
  unreadRows: number;
}

export class BankFileError extends Error {
  constructor(readonly code: 'not-a-statement' | 'month-first') {
    super(code);
  }
}

const CREDIT_WORDS = /^(?:cr|c|credit|credited|deposit)\.?$/i;
const DEBIT_WORDS = /^(?:dr|d|debit|debited|withdrawal)\.?$/i;

/**
 * A UPI or IMPS reference (12 digits, which some banks pad with zeros) or a NEFT / RTGS UTR (a
 * bank's letters, then digits: 'SBIN526335123456', 'N335261234567890', 'HDFCR52026120112345678').
 */
const UTR = /^(?:\d{12,22}|[A-Z]{1,5}[A-Z0-9]{10,18})$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/**
 * A word standing alone in a reference cell, as in SBI's 'TRANSFER TO 4897691162096': the cell
 * describes the row (there, SBI's pool account), it is not the transfer's reference.
 */
const WORD = /(?:^|\s)[a-z]{2,}(?=\s|$)/i;

/** The first value of the texts that looks like the bank's transfer reference. */
function bankReferenceIn(texts: readonly string[]): string | null {
  for (const text of texts) {
    for (const token of text.toUpperCase().split(/[^A-Z0-9]+/)) {
      if (UTR.test(token) && /\d{6}/.test(token) && !IFSC.test(token) && !isPayoutReference(token))
        return token;
    }
  }
  return null;
}

/** An opening balance's line, which some statements give without a date. */
const BALANCE_LINE = /\b(?:opening|balance|b\/f|brought forward)\b/i;

const cellOf = (row: readonly string[], column: number | null) =>
  column === null ? '' : (row[column] ?? '').trim();

/** The money of `rows`: a payout report when its header names payout ids or UTRs and a status. */
export function readBankMoney(rows: readonly string[][]): BankMoney {
  const report = reportHeader(rows);
  return report === null ? readStatement(rows) : readReport(rows, report);
}

function readStatement(rows: readonly string[][]): BankMoney {
  const headerRow = findHeaderRow(rows);
  if (headerRow === null) throw new BankFileError('not-a-statement');
  const columns = guessColumns(rows[headerRow]!.map((cell) => cell.trim()));
  const money: BankMoney = { source: 'statement', debits: [], credits: [], unreadRows: 0 };
  let last: BankEntry | null = null;
  const wraps: { entry: BankEntry; text: string }[] = [];
  let dated = false;
  /** A line of narration above the first dated line: this bank wraps upwards as well as down. */
  let wrapsUpward = false;
  const monthFirst = new MonthFirstDates();
  for (let index = headerRow + 1; index < rows.length; index++) {
    const row = rows[index]!;
    const cell = (column: number | null) => cellOf(row, column);
    const narration = cell(columns.narration);
    const texts = columns.references.map(cell).filter(Boolean);
    const dateText = cell(columns.date);
    monthFirst.see(dateText);
    const date = readDay(dateText);
    const moved = movement(row, columns);
    if (date === null) {
      // Some banks wrap a long narration onto a line without a date or an amount.
      const wrapped = dateText === '' && moved === null && narration !== '';
      if (wrapped && last) wraps.push({ entry: last, text: narration });
      else if (wrapped && !dated && !BALANCE_LINE.test(narration)) wrapsUpward = true;
      // A line wraps only the entry right above it: never one above a total or a line not read.
      if (dateText !== '' || moved !== null) last = null;
      continue;
    }
    dated = true;
    last = null;
    if (moved === 'unread') {
      money.unreadRows++;
      continue;
    }
    if (moved === null) continue;
    const entry: BankEntry = {
      row: index + 1,
      date,
      amountPaise: moved.paise,
      narration,
      texts,
      bankReference: bankReferenceIn([...texts.filter((text) => !WORD.test(text)), narration]),
    };
    if (moved.way === 'out') money.debits.push({ ...entry, outcome: 'paid' });
    else money.credits.push(entry);
    last = moved.way === 'out' ? money.debits[money.debits.length - 1]! : entry;
  }
  if (monthFirst.found) throw new BankFileError('month-first');
  // Where a narration wraps above its dated line too, a line between two entries may be either's.
  if (!wrapsUpward) {
    for (const { entry, text } of wraps) {
      entry.narration = `${entry.narration} ${text}`;
      entry.bankReference ??= bankReferenceIn([entry.narration]);
    }
  }
  return money;
}

/** Which way the row's money went and how much; null for a row without money. */
function movement(
  row: readonly string[],
  columns: ReturnType<typeof guessColumns>,
): { way: 'in' | 'out'; paise: number } | 'unread' | null {
  const amount = (column: number | null) => {
    const text = cellOf(row, column);
    return isBlankAmount(text) ? 0 : parsePaise(text);
  };
  if (columns.credit !== null) {
    const credit = amount(columns.credit);
    const debit = amount(columns.debit);
    if (credit === null || debit === null) return 'unread';
    // A figure marked the other way than its column ('400.00 Dr' under Deposit) says no one way.
    // A minus under Withdrawal ('-400.00', '(400.00)') is money back, not out: no one way either.
    if (credit < 0 || debit < 0 || amountDirection(cellOf(row, columns.debit)) === 'in') return 'unread';
    // ICICI writes 0.00 in the other column; money in both says no one way.
    if (credit !== 0 && debit !== 0) return 'unread';
    if (debit !== 0) return { way: 'out', paise: Math.abs(debit) };
    return credit === 0 ? null : { way: 'in', paise: Math.abs(credit) };
  }
  const text = cellOf(row, columns.amount);
  const paise = amount(columns.amount);
  if (paise === null) return 'unread';
  if (paise === 0) return null;
  const direction = cellOf(row, columns.direction);
  const said = CREDIT_WORDS.test(direction) ? 'in' : DEBIT_WORDS.test(direction) ? 'out' : null;
  const marked = amountDirection(text);
  if (said && marked && said !== marked) return 'unread';
  const way = said ?? marked;
  return way === null ? 'unread' : { way, paise: Math.abs(paise) };
}
