import { parsePaise } from '../../../lib/statements/amounts';
import { normaliseHeader } from '../../../lib/statements/columns';
import { indiaDay, readDay } from '../../../lib/statements/days';
import type { BankMoney } from './debits';

/**
 * A payout service's report of the payouts it made, by the words of the payout's fields in
 * RazorpayX's documentation (razorpay.com/docs/api/x/payouts: id, amount, status, utr,
 * reference_id, narration, created_at) and Cashfree's (cashfree.com/docs/api-reference/payouts:
 * transferId, amount, status, utr, addedOn, processedOn, remarks). Neither service documents its
 * dashboard's download column by column, so headers are recognised by these words, spelt as
 * headers (Payout ID, Processed At, Transfer Status) or as the API's field names.
 */
export interface ReportColumns {
  headerRow: number;
  payoutId: number | null;
  utr: number | null;
  status: number;
  amount: number;
  /**
   * True when amounts are paise: the column says so, or the headers are RazorpayX's API field
   * names, whose amounts are paise (`fund_account_id`, `entity`). Cashfree's API gives rupees.
   */
  amountInPaise: boolean;
  reference: number | null;
  narration: number | null;
  name: number | null;
  /** When the payout was made, else when it was asked for. */
  processed: number | null;
  created: number | null;
}

const HEADER_SEARCH_ROWS = 50;

/** A header's words, camelCase apart: 'processedOn' → 'processed on', 'fund_account_id' → 'fund account id'. */
const wordsOf = (header: string) => normaliseHeader(header.replace(/([a-z])([A-Z])/g, '$1 $2'));

const RAZORPAY_API_FIELDS = /^(?:fund_account_id|entity)$/;

/** The report's columns, from the first row naming a payout id or UTR, a status and an amount. */
export function reportHeader(rows: readonly string[][]): ReportColumns | null {
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index++) {
    const names = rows[index]!.map(wordsOf);
    const find = (pattern: RegExp, not?: RegExp) => {
      const at = names.findIndex((name) => pattern.test(name) && !(not?.test(name) ?? false));
      return at < 0 ? null : at;
    };
    const payoutId = find(/^(?:payout |transfer )?id$/);
    const utr = find(/\butr\b/);
    const status = find(/^(?:payout |transfer |txn |transaction )?status$/);
    const amount = find(/\bamount\b/, /\b(?:fee|fees|tax|balance)\b/);
    if ((payoutId === null && utr === null) || status === null || amount === null) continue;
    return {
      headerRow: index,
      payoutId,
      utr,
      status,
      amount,
      amountInPaise:
        /\bpaise\b/.test(names[amount]!) ||
        rows[index]!.some((cell) => RAZORPAY_API_FIELDS.test(cell.trim())),
      reference: find(/\breference id\b/, /\bcontact\b/),
      narration: find(/\b(?:narration|remarks?)\b/),
      name: find(/\b(?:contact|beneficiary|bene|fund account) name\b|^name$/),
      processed: find(/\bprocessed (?:at|on|date)\b/),
      created: find(/\b(?:date|created at|created on|added on|time)\b/),
    };
  }
  return null;
}

const PAID = /^(?:processed|success|successful|completed|paid)$/i;
const REVERSED = /revers|return/i;
const FAILED = /fail|reject|cancel|declin/i;

/** Seconds (or milliseconds) since 1970, as an API gives a time. */
const EPOCH_TIME = /^(\d{10}|\d{13})$/;
/** An ISO time with its zone, as Cashfree's API gives one: '2026-11-30T19:00:00.000Z'. */
const ZONED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** The day a report's time names, as it was in India; null when the cell is no time. */
export function reportDay(text: string): string | null {
  const value = text.trim();
  const epoch = EPOCH_TIME.exec(value);
  if (epoch) return indiaDay(new Date(value.length === 10 ? Number(value) * 1000 : Number(value)));
  if (ZONED_TIME.test(value)) {
    const time = new Date(value);
    return Number.isNaN(time.getTime()) ? null : indiaDay(time);
  }
  return readDay(value);
}

const cellOf = (row: readonly string[], column: number | null) =>
  column === null ? '' : (row[column] ?? '').trim();

/** Each row of the report as a debit, paid only when its status says so. */
export function readReport(rows: readonly string[][], columns: ReportColumns): BankMoney {
  const money: BankMoney = { source: 'payout-report', debits: [], credits: [], unreadRows: 0 };
  for (let index = columns.headerRow + 1; index < rows.length; index++) {
    const row = rows[index]!;
    const cell = (column: number | null) => cellOf(row, column);
    if (row.every((value) => value.trim() === '')) continue;
    const amountText = cell(columns.amount);
    const paise = columns.amountInPaise
      ? /^\d+$/.test(amountText)
        ? Number(amountText)
        : null
      : parsePaise(amountText);
    const date = reportDay(cell(columns.processed)) ?? reportDay(cell(columns.created)) ?? '';
    if (paise === null || paise <= 0) {
      money.unreadRows++;
      continue;
    }
    const status = cell(columns.status);
    const utr = cell(columns.utr);
    const texts = [cell(columns.reference), cell(columns.payoutId), utr].filter(Boolean);
    money.debits.push({
      row: index + 1,
      date,
      amountPaise: paise,
      // Apart, so a narration's words are not taken for part of the payee's name.
      narration: [cell(columns.narration), cell(columns.name)].filter(Boolean).join(' / '),
      texts,
      bankReference: utr || cell(columns.payoutId) || null,
      outcome: PAID.test(status)
        ? 'paid'
        : REVERSED.test(status)
          ? 'reversed'
          : FAILED.test(status)
            ? 'failed'
            : 'pending',
    });
  }
  return money;
}
