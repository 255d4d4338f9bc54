/** The port's payout details: where each worker is paid. */

/** A bank account (its holder, number and IFSC) or a UPI ID. */
export type PayoutMethod = 'bank' | 'upi';

/**
 * payoutDetails/{uid}: where the worker is paid, written by the worker alone and read by them and
 * the admin. The fields of the other method are empty. `changedAt` dates every change, so the
 * admin's pay screen can tell details changed since the last payout.
 */
export interface PayoutDetails {
  uid: string;
  method: PayoutMethod;
  /** The account holder's name; empty for UPI. */
  holder: string;
  /** The account number's digits; empty for UPI. */
  account: string;
  /** Capitals; empty for UPI. */
  ifsc: string;
  /** Lower-case; empty for a bank account. */
  upi: string;
  changedAt: Date | null;
}

/** What the worker types, already normalised (src/lib/payoutDetails.ts). */
export type NewPayoutDetails =
  { method: 'bank'; holder: string; account: string; ifsc: string } | { method: 'upi'; upi: string };

/**
 * How long after the password was last given a worker may change their payout details. A session
 * left open on a shared phone cannot send their pay elsewhere: firestore.rules checks the token's
 * time of sign-in against the same window.
 */
export const PAYOUT_DETAILS_SIGN_IN_WINDOW_MINUTES = 5;

export interface PayoutDetailsRepository {
  /** The worker's own details, or the admin's view of anyone's; null when none are kept. */
  get(uid: string): Promise<PayoutDetails | null>;
  /**
   * The signed-in worker's own details, replacing any kept: only for an approved worker who gave
   * their password within the window (AuthPort.confirmPassword, which the form asks for every
   * change), 'permission-denied' otherwise; 'invalid-input' for details the formats refuse. Sent
   * again after a lost answer, the same details are written again, harmlessly.
   */
  save(uid: string, details: NewPayoutDetails): Promise<PayoutDetails>;
  /**
   * Admin only: the details of each of `uids` that keeps some, by uid, in one query per 30 of them;
   * a worker who keeps none is left out.
   */
  detailsOf(uids: readonly string[]): Promise<Record<string, PayoutDetails>>;
}
