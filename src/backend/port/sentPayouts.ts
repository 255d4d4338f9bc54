import type { DayId } from './entries';
import type { PayoutMethod } from './payoutDetails';

/** The port's payouts sent for payment: a prepared pay run, kept before the bank pays it. */

/**
 * How a payout went to the bank: a row of RazorpayX's bulk payouts file, a row of the plain CSV
 * for any other bank, or a UPI QR code the admin scanned (no file).
 */
export const SENT_PAYOUT_LAYOUTS = ['razorpayx', 'plain-csv', 'upi-qr'] as const;
export type SentPayoutLayout = (typeof SENT_PAYOUT_LAYOUTS)[number];

/**
 * sentPayouts/{reference}: one payout of a prepared run, kept under the reference its row carries to
 * the bank, so the bank's statement can name it. Written by the admin alone: it says the payout was
 * sent for payment on `sentOn`, never that it was paid; the payout recorded once the statement shows
 * the debit (payouts/{id}) says that. Its one change is a withdrawal, while it is not recorded paid.
 */
export interface NewSentPayout {
  /** The payout's reference (src/backend/payoutReferences.ts): the document's id. */
  reference: string;
  /** The worker paid. */
  uid: string;
  /** Whole rupees, 1 to MAX_PAYOUT, as a payout's. */
  amount: number;
  /** The pay period the run was prepared for, 'yyyy-MM'. */
  period: string;
  layout: SentPayoutLayout;
  /** The name of the file the row went in; empty for a UPI QR code. */
  fileName: string;
  method: PayoutMethod;
  /** The name the file carries for the worker. */
  payee: string;
  /** The account number's last 4 digits; empty for UPI. */
  accountTail: string;
  /** The UPI ID paid; empty for a bank account. */
  upi: string;
  /** The day the run was prepared. */
  sentOn: DayId;
}

export interface SentPayout extends NewSentPayout {
  createdAt: Date | null;
  /** The admin who prepared it. */
  createdBy: string;
  /**
   * When the admin withdrew it, the bank not having paid it (the bank refused the file, or the
   * worker was left out after keeping): it is no longer on its way, and the balance is due again.
   * Null while it stands.
   */
  withdrawnAt: Date | null;
  /** The admin who withdrew it; null while it stands. */
  withdrawnBy: string | null;
}

export interface SentPayoutsRepository {
  /**
   * Admin only: keeps a prepared run's payouts, each under its reference, and gives them back in the
   * order sent. 'invalid-input' when any one is malformed (or two share a reference), before
   * anything is written. Sent again after a lost answer, a payout already kept with the same fields
   * comes back as it is; 'already-exists' when a reference holds a different payout, and then
   * nothing of the run is written. A run larger than one request takes is written in several
   * batches: a run cut short by a failure is completed by sending it again.
   */
  send(payouts: readonly NewSentPayout[]): Promise<SentPayout[]>;
  /**
   * Admin only: withdraws the payout kept under `reference`, which the bank did not pay: it stops
   * counting as on its way, and a statement that shows it paid after all can still record it.
   * 'not-found' for no such payout; 'already-exists' once a payout is recorded paid under its
   * reference (that one is reversed, not withdrawn). A payout withdrawn before comes back as it is.
   */
  withdraw(reference: string): Promise<SentPayout>;
  /** The worker's payouts sent for payment (their own, or the admin's view of anyone's), oldest first. */
  listFor(uid: string): Promise<SentPayout[]>;
  /** Admin only: the payouts sent for a pay period ('yyyy-MM'), oldest first. */
  listPeriod(period: string): Promise<SentPayout[]>;
  /** Admin only: every payout sent on `day` or later, oldest first. */
  listSince(day: DayId): Promise<SentPayout[]>;
}
