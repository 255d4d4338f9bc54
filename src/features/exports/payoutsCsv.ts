import { toCsv, type Cell } from '../../lib/csv';
import { csvWords } from './messages';

/** One payout to a worker, or the reversal of one, as the payouts export lists them. */
export interface PayoutRow {
  workerName: string;
  email: string;
  /** 'yyyy-MM-dd'. */
  paidOn: string;
  /** Whole rupees; negative for a reversal. */
  amount: number;
  /** The UPI or bank reference. */
  reference: string;
  note: string;
  /** The reference of the payout a reversal takes back; null for a payout. */
  reverses: string | null;
}

const words = csvWords.payouts;

/** 'payouts-2026-11-01-to-2026-11-30.csv'. */
export const payoutsFileName = (from: string, to: string) => `payouts-${from}-to-${to}.csv`;

/** Payouts in the order given, then the net total paid (reversals subtract). */
export async function payoutsCsv(payouts: readonly PayoutRow[]): Promise<string> {
  const lines: Cell[][] = payouts.map((payout) => [
    payout.workerName,
    payout.email,
    payout.paidOn,
    payout.amount,
    payout.reference,
    payout.note,
    payout.reverses ?? '',
  ]);
  const net = payouts.reduce((sum, payout) => sum + payout.amount, 0);
  lines.push([words.total, '', '', net, '', '', '']);
  return toCsv(words.columns, lines);
}
