import type { PayoutMethod } from '../../../backend/port/payoutDetails';
import { isAccountNumber, isIfsc, isUpiId } from '../../../lib/payoutDetails';
import { isPayoutPaise } from './amounts';
import { isPayoutReference } from './references';

/** One payout as a transfer file carries it to the bank or payout service. */
export interface TransferRow {
  /** The account holder's name for a bank account; the worker's name for a UPI ID. */
  name: string;
  method: PayoutMethod;
  /** Digits; empty for UPI. */
  account: string;
  /** Capitals; empty for UPI. */
  ifsc: string;
  /** Lower-case; empty for a bank account. */
  upi: string;
  /** Whole paise, positive. */
  amountPaise: number;
  /** The payout's own reference (references.ts). */
  reference: string;
  /** The words the worker sees on their statement, after the reference. */
  narration: string;
  email: string;
}

export type TransferRowProblem =
  'name' | 'account' | 'ifsc' | 'upi' | 'amount' | 'reference' | 'repeated-reference';

export interface RowProblem {
  /** The row's index in the rows given. */
  index: number;
  problem: TransferRowProblem;
}

/**
 * What would make a bank refuse or misdirect each row: every one is refused before a file is made,
 * as a bank that takes half a file pays half the workers. A reference on two rows could not tell
 * their debits apart.
 */
export function transferRowProblems(rows: readonly TransferRow[]): RowProblem[] {
  const problems: RowProblem[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const add = (problem: TransferRowProblem) => problems.push({ index, problem });
    if (plainWords(row.name) === '') add('name');
    if (row.method === 'bank') {
      if (!isAccountNumber(row.account)) add('account');
      if (!isIfsc(row.ifsc)) add('ifsc');
    } else if (!isUpiId(row.upi)) add('upi');
    if (!isPayoutPaise(row.amountPaise)) add('amount');
    if (!isPayoutReference(row.reference)) add('reference');
    else if (seen.has(row.reference)) add('repeated-reference');
    seen.add(row.reference);
  });
  return problems;
}

/**
 * Letters, digits and single spaces only: what every bank's narration keeps. Accented letters lose
 * their accents; anything else (a formula's '=', a comma, a quote, Devanagari) becomes a space.
 */
export function plainWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim();
}

/** `text` cut to `limit` characters, at a space when there is one, never in the middle of a word. */
function cut(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const space = text.lastIndexOf(' ', limit);
  return (space > 0 ? text.slice(0, space) : text.slice(0, limit)).trim();
}

/**
 * The narration a layout sends: the reference first, so a bank that cuts the narration short cuts
 * the words after it, then the row's words, in letters, digits and spaces, within `limit`.
 */
export function narrationOf(row: TransferRow, limit: number): string {
  const words = plainWords(row.narration)
    .split(' ')
    .filter((word) => word.toUpperCase() !== row.reference)
    .join(' ');
  return cut(`${row.reference} ${words}`.trim(), limit);
}

/** A name as a layout that takes `allowed` characters and `limit` of them can carry it. */
export function nameWithin(name: string, limit: number): string {
  return cut(plainWords(name), limit);
}
