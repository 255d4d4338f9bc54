import type { DayId } from './entries';

/** The port's payouts: money paid to workers outside the app, and each worker's paid-to-date. */

/**
 * payouts/{id}: money the company paid a worker outside the app, recorded by the admin. Append-only:
 * a mistake is taken back by a reversal (`reverses` names the payout, `amount` is its negative),
 * filed under `<originalId>-reversal` so a payout is reversed at most once.
 */
export interface Payout {
  id: string;
  /** The worker paid. */
  uid: string;
  /** Whole rupees: positive for a payout, the negative of the original for a reversal. */
  amount: number;
  /** The day the money was sent (for a reversal, the day it was taken back). */
  paidOn: DayId;
  /** The UPI or bank reference. */
  reference: string;
  /** The admin's words; required on a reversal. */
  note: string;
  /** The id of the payout this one takes back; null for a payout. */
  reverses: string | null;
  createdAt: Date | null;
  /** The admin who recorded it. */
  createdBy: string;
}

/** What the admin types for a payout. */
export interface NewPayout {
  uid: string;
  amount: number;
  paidOn: DayId;
  reference: string;
  note: string;
}

/** payoutTotals/{uid}: what a worker has been paid to date, moved in the batch of each payout. */
export interface PayoutTotals {
  /** Whole rupees, reversals taken off. */
  paid: number;
  /** The id of the worker's last payout or reversal; null before any. */
  lastPayout: string | null;
}

export interface PayoutsRepository {
  /**
   * Admin only: records a payout and moves the worker's paid-to-date by it in one write;
   * 'invalid-input' for an amount or a day the policy refuses. It is filed under `id`: a form sends
   * the same id again after a failure whose answer was lost, and a payout already recorded under it
   * comes back as it is, recorded once; 'already-exists' when that id holds a different payout.
   */
  record(payout: NewPayout, id?: string): Promise<Payout>;
  /**
   * Admin only: takes a payout back with a reversal carrying `note`; 'already-exists' when it was
   * reversed before with another note, 'invalid-input' for a reversal or an empty note. The same
   * reversal sent again (its answer lost) comes back as it is.
   */
  reverse(original: Payout, paidOn: DayId, note: string): Promise<Payout>;
  /** The worker's payouts (their own, or the admin's view of anyone's), oldest first. */
  listFor(uid: string): Promise<Payout[]>;
  /** The worker's payouts with from <= paidOn <= to, oldest first. */
  listForRange(uid: string, from: DayId, to: DayId): Promise<Payout[]>;
  /** Admin only: everyone's payouts with from <= paidOn <= to, both inclusive, oldest first. */
  listRange(from: DayId, to: DayId): Promise<Payout[]>;
  /** The worker's paid-to-date; zero for a worker never paid. */
  totals(uid: string): Promise<PayoutTotals>;
  /** Admin only: the paid-to-date of a page of workers, by uid, in one query per 30 of them. */
  totalsOf(uids: readonly string[]): Promise<Record<string, PayoutTotals>>;
  /**
   * Admin only: the last payout of each worker in `last`, by uid, from the id of their last record
   * that their totals carry (`PayoutTotals.lastPayout`), in a query per 30 payouts: the pay screen
   * tells details changed after it, and has read the totals already. When the last record is a
   * reversal, the payout it took back stands for it, an earlier date, so a change made between the
   * two is still told.
   */
  lastPayoutsOf(last: Readonly<Record<string, string>>): Promise<Record<string, Payout>>;
  /** Admin only: what has been paid to everyone, summed by the server. */
  sumPaid(): Promise<number>;
}
