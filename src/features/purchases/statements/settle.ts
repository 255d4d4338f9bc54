import type { PartyCells } from './parties';
import type { ReversedCredit, Statement, StatementCredit, StatementEntry } from './statement';

/**
 * What only the whole statement decides, once every row is read (credits.ts reads them a slice at
 * a time): which references are one row's own, which credits a debit pays back, and which values
 * prove nothing.
 */

/**
 * Which way a row's money went: 'bare' is a single amount with no direction word and no sign,
 * which the whole statement decides (credits.ts, on finishing). A 'failed' payment moved no
 * money; a 'skipped' row's date or amount cannot be read; 'none' is a row without money.
 */
export type Way = 'in' | 'out' | 'bare' | 'unread' | 'failed' | 'skipped' | 'none';

/** A row as credits.ts reads it, with what the whole statement's decisions need of it. */
export interface ReadRow {
  entry: StatementEntry;
  way: Way;
  referenceCells: string[];
  /** Values of the row that are not references (see rowMentions). */
  mentions: string[];
  /** A payment report's payer columns on the row. */
  partyCells: PartyCells;
}

/**
 * Counts the values of a complete row (a following line may still add to the last one): a
 * reference is a row's own only when no other row carries it.
 */
export function countValues({ entry, mentions }: ReadRow, counts: Map<string, number>): void {
  for (const value of entry.references) counts.set(value, (counts.get(value) ?? 0) + 1);
  for (const value of mentions) counts.set(value, (counts.get(value) ?? 0) + 1);
}

/**
 * Pairs each debit with a credit of the same amount carrying a reference that only the two of
 * them carry: a credit reversed, or money paid out and returned. Neither is a payment.
 */
function reversals(read: readonly ReadRow[], counts: Map<string, number>): Map<ReadRow, ReadRow> {
  const creditsBy = new Map<string, ReadRow>();
  for (const row of read) {
    if (row.way !== 'in') continue;
    for (const reference of row.entry.references)
      if (counts.get(reference) === 2) creditsBy.set(reference, row);
  }
  const paired = new Map<ReadRow, ReadRow>();
  for (const row of read) {
    if (row.way !== 'out') continue;
    for (const reference of row.entry.references) {
      const credit = creditsBy.get(reference);
      if (credit && !paired.has(credit) && credit.entry.amountPaise === row.entry.amountPaise) {
        paired.set(credit, row);
        break;
      }
    }
  }
  return paired;
}

/** The statement's lists, each row's own references and the values that prove nothing. */
export function settle(
  read: readonly ReadRow[],
  counts: Map<string, number>,
): Pick<Statement, 'credits' | 'debits' | 'reversed' | 'unread' | 'unproven'> {
  const paired = reversals(read, counts);
  const credits: StatementCredit[] = [];
  const debits: StatementEntry[] = [];
  const reversed: ReversedCredit[] = [];
  const unread: StatementEntry[] = [];
  const owned = new Set<string>();
  const own = (entry: StatementEntry) => {
    if (entry.references.some((reference) => counts.get(reference) !== 1)) {
      entry.references = entry.references.filter((reference) => counts.get(reference) === 1);
    }
    for (const reference of entry.references) owned.add(reference);
  };
  for (const row of read) {
    const { entry } = row;
    const reversal = paired.get(row);
    if (reversal) {
      reversed.push({ ...entry, reversal: reversal.entry });
      continue;
    }
    if (row.way === 'in') credits.push(entry);
    else if (row.way === 'out') debits.push(entry);
    else if (row.way === 'unread') unread.push(entry);
    // A failed payment's reference is its own too: it says that money did not arrive.
    if (row.way === 'in' || row.way === 'out' || row.way === 'failed') own(entry);
  }
  const unproven: string[] = [];
  for (const [value, rows] of counts) if (rows > 1 || !owned.has(value)) unproven.push(value);
  return { credits, debits, reversed, unread, unproven };
}
