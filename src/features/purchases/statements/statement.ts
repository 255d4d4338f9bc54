import type { StatementColumns } from '../../../lib/statements/columns';
import type { Party } from './parties';

/** What the statement check reads from a bank's statement or a UPI app's report (credits.ts). */

/** A dated row of money on the statement. */
export interface StatementEntry {
  /** 'yyyy-MM-dd'. */
  date: string;
  /** Always positive: the list the entry is in says which way the money went. */
  amountPaise: number;
  /**
   * The references a payment may be filed under that are this row's alone, UPI's twelve digits
   * first, normalised as payments are filed (see references.ts). A reversed credit and an unread
   * row keep every reference they carry.
   */
  references: string[];
  narration: string;
  /** Who paid the money in, or was paid the money out; null when the row does not say. */
  party: Party | null;
  /** The row's number in the file, from 1, as a spreadsheet shows it. */
  row: number;
}

/** Money received on the statement, as it can be held against a payment. */
export type StatementCredit = StatementEntry;

/** Money received and paid back: a debit of the same amount carries the same reference. */
export interface ReversedCredit extends StatementEntry {
  reversal: StatementEntry;
}

export interface Statement {
  /** The header row's cells, and its index in the file's rows. */
  headers: string[];
  headerRow: number;
  columns: StatementColumns;
  /** Money received, not reversed. */
  credits: StatementCredit[];
  /** Money paid out. Never held against a payment. */
  debits: StatementEntry[];
  /** Credits a debit of the same amount and reference cancels, in either order. */
  reversed: ReversedCredit[];
  /** Rows with an amount whose direction, in or out, cannot be read: not money received. */
  unread: StatementEntry[];
  /**
   * Values on the statement that are no one row's own reference: one on several rows (a pool or
   * branch number, a cheque column of one value), and the other values of rows (see
   * references.ts). A payment filed under one proves nothing.
   */
  unproven: string[];
  /** The first and last day of every dated row, credits and debits alike; null when none. */
  from: string | null;
  to: string | null;
  /** Rows with an amount but no readable date, or a date but an amount that cannot be read. */
  skippedRows: number;
  /** Rows a payment report marks failed, pending, refunded or reversed: no money arrived. */
  failedIgnored: number;
}
