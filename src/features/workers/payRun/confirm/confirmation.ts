import type { NewPayout, SentPayoutLayout } from '../../../../backend/types';
import type { BankDebit, BankEntry, BankMoney } from '../debits';
import { matchDebits, type CannotTellReason, type MatchedPayout, type PreparedPayout } from '../matchDebits';

/** A payout of a run sent to the bank, as the admin confirms it against the bank's file. */
export interface PayoutToConfirm {
  /** The payout's own reference, carried to the bank; its record is filed under it. */
  reference: string;
  uid: string;
  /** The worker's name as the admin knows them. */
  workerName: string;
  /** The name the transfer carried: the account holder's for a bank account. */
  payee: string;
  /** Whole rupees, as payouts are recorded. */
  amount: number;
  /** The bank account's last four digits; null for UPI. */
  accountTail: string | null;
  /** The UPI ID; null for a bank account. */
  upi: string | null;
  /** The run's pay period, 'yyyy-MM'. */
  period: string;
  /** 'yyyy-MM-dd': the day the payout was sent to the bank. */
  sentOn: string;
  /** The name of the transfer file that carried it, which names its run; empty for a UPI QR code. */
  fileName: string;
  /** The file's layout, or 'upi-qr' for a payout the admin paid by scanning the worker's QR code. */
  layout: SentPayoutLayout;
  /** False for a worker whose approval was taken back since the run was prepared. */
  stillApproved: boolean;
  /**
   * Withdrawn by the admin, the bank not having paid it: not looked for any more, but recorded if
   * the bank's file shows it paid after all.
   */
  withdrawn: boolean;
}

/**
 * Why a debit is not recorded as a payout although it may be one: matchDebits's reasons, and a
 * match whose date cannot be a payment's: none in the file ('no-date'), or after today.
 */
export type DoubtReason = CannotTellReason | 'no-date' | 'after-today';

export interface PaidPayout {
  payout: PayoutToConfirm;
  match: MatchedPayout;
  /** Recorded before: never recorded again. */
  recorded: boolean;
}

export interface DoubtfulDebit {
  debit: BankDebit;
  payouts: PayoutToConfirm[];
  reason: DoubtReason;
}

export interface UnpaidPayout {
  payout: PayoutToConfirm;
  debit: BankDebit;
  reason: 'returned' | 'failed' | 'pending';
  credit: BankEntry | null;
  /** Recorded as paid before, though the file says it was not: for the admin to reverse. */
  recorded: boolean;
}

/** What the bank's file says of each payout of the run, and of each debit. */
export interface Confirmation {
  paid: PaidPayout[];
  cannotTell: DoubtfulDebit[];
  notPaid: UnpaidPayout[];
  missing: PayoutToConfirm[];
  /** Money out no payout claims, bank charges apart. */
  unclaimed: BankDebit[];
  charges: BankDebit[];
}

const prepared = (payout: PayoutToConfirm): PreparedPayout => ({
  id: payout.reference,
  uid: payout.uid,
  name: payout.payee,
  amountPaise: payout.amount * 100,
  reference: payout.reference,
  accountTail: payout.accountTail,
  upi: payout.upi,
  sentOn: payout.sentOn,
});

/**
 * The run's payouts held against the bank's money (matchDebits.ts). `recorded` holds the
 * references of payouts recorded before; `today` is 'yyyy-MM-dd', and a debit dated after it is
 * no payment yet, whatever the file says.
 */
export function confirmPayouts(
  money: BankMoney,
  payouts: readonly PayoutToConfirm[],
  recorded: ReadonlySet<string>,
  today: string,
): Confirmation {
  const byReference = new Map(payouts.map((payout) => [payout.reference, payout]));
  const of = (id: string) => byReference.get(id)!;
  const matching = matchDebits(money, payouts.map(prepared));
  const confirmation: Confirmation = {
    paid: [],
    cannotTell: matching.cannotTell.map(({ debit, payoutIds, reason }) => ({
      debit,
      payouts: payoutIds.map(of),
      reason,
    })),
    notPaid: matching.notPaid.map(({ payoutId, debit, reason, credit }) => ({
      payout: of(payoutId),
      debit,
      reason,
      credit,
      recorded: recorded.has(payoutId),
    })),
    // A withdrawn payout is expected to be missing: it is no longer asked after.
    missing: matching.missing.map(of).filter((payout) => !payout.withdrawn),
    unclaimed: matching.unclaimed,
    charges: matching.charges,
  };
  for (const match of matching.matched) {
    const payout = of(match.payoutId);
    const doubt = match.paidOn === '' ? 'no-date' : match.paidOn > today ? 'after-today' : null;
    if (doubt) confirmation.cannotTell.push({ debit: match.debit, payouts: [payout], reason: doubt });
    else confirmation.paid.push({ payout, match, recorded: recorded.has(payout.reference) });
  }
  return confirmation;
}

/**
 * The payout record of a paid payout: the bank's reference (UTR) and date, or the payout's own
 * reference when the file gives none. The same every time, so recording it again records nothing.
 */
export const payoutRecord = ({ payout, match }: PaidPayout): NewPayout => ({
  uid: payout.uid,
  amount: payout.amount,
  paidOn: match.paidOn,
  reference: match.bankReference ?? payout.reference,
  note: `Pay run ${payout.period} · ${payout.reference}`,
});
