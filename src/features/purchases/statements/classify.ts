import type { Payment } from '../../../backend/port/payments';
import { normaliseTransactionId } from '../../../backend/purchasePolicy';
import { parsePaise } from './amounts';
import type { Statement, StatementCredit } from './credits';
import { indiaDay, nextDay } from './days';

/**
 * What the statement says of each payment:
 * - 'matches': a credit carries the payment's reference and its amount;
 * - 'amount-differs': a credit carries the reference, with another amount;
 * - 'not-in-statement': the statement covers the day of the payment and the day after, and no
 *   credit carries the reference (or one does that another payment already claimed);
 * - 'cannot-tell': the payment has no date, or its days are not both in the statement;
 * - 'already-decided': confirmed or rejected before; shown, never touched.
 */
export const PAYMENT_VERDICTS = [
  'matches',
  'amount-differs',
  'not-in-statement',
  'cannot-tell',
  'already-decided',
] as const;
export type PaymentVerdict = (typeof PAYMENT_VERDICTS)[number];

export interface CheckedPayment {
  payment: Payment;
  verdict: PaymentVerdict;
  /** The payment's amount in paise; null when its text is not an amount. */
  amountPaise: number | null;
  /** The credit carrying the payment's reference, which it claims; null when none does. */
  credit: StatementCredit | null;
  /** When a credit carries the reference but another payment claimed it first: that payment's id. */
  claimedBy: string | null;
}

export interface StatementCheck {
  /** In the order the payments were given. */
  payments: CheckedPayment[];
  /** Money received that no payment claims: received, not claimed. */
  unclaimed: StatementCredit[];
  counts: Record<PaymentVerdict, number>;
}

const timeOf = (payment: Payment): Date | null => payment.createdAt ?? payment.timestamp ?? null;

/**
 * Confirmed payments claim their credits first, as that money is spoken for; then pending ones,
 * oldest first, so the buyer who quoted a reference first keeps it.
 */
function claimOrder(payments: readonly Payment[]): number[] {
  const rank = (payment: Payment) =>
    payment.status === 'confirmed' ? 0 : payment.status === 'pending' ? 1 : 2;
  const time = (payment: Payment) => timeOf(payment)?.getTime() ?? Number.POSITIVE_INFINITY;
  return payments
    .map((_, index) => index)
    .sort((a, b) => {
      const first = payments[a]!;
      const second = payments[b]!;
      return rank(first) - rank(second) || time(first) - time(second) || a - b;
    });
}

/** Credits by each reference they carry. */
function creditsByReference(credits: readonly StatementCredit[]): Map<string, StatementCredit[]> {
  const index = new Map<string, StatementCredit[]>();
  for (const credit of credits) {
    for (const reference of credit.references) {
      const list = index.get(reference);
      if (list) list.push(credit);
      else index.set(reference, [credit]);
    }
  }
  return index;
}

/** True when the statement's dates hold the payment's day in India and the day after. */
function covers(statement: Statement, payment: Payment): boolean {
  const time = timeOf(payment);
  if (!time || Number.isNaN(time.getTime()) || statement.from === null || statement.to === null) return false;
  const day = indiaDay(time);
  return statement.from <= day && nextDay(day) <= statement.to;
}

/** Holds every payment against the statement and lists the credits no payment claims. */
export function classifyPayments(payments: readonly Payment[], statement: Statement): StatementCheck {
  const byReference = creditsByReference(statement.credits);
  const claimedBy = new Map<StatementCredit, string>();
  const checked: CheckedPayment[] = new Array(payments.length);
  for (const index of claimOrder(payments)) {
    const payment = payments[index]!;
    const amountPaise = parsePaise(payment.amount);
    const candidates = byReference.get(normaliseTransactionId(payment.transactionId)) ?? [];
    const free = candidates.filter((credit) => !claimedBy.has(credit));
    const credit = free.find((candidate) => candidate.amountPaise === amountPaise) ?? free[0] ?? null;
    // A rejected payment's money stays unclaimed, so the admin sees it arrived after all.
    if (credit && payment.status !== 'rejected') claimedBy.set(credit, payment.id);
    const holder = !credit && candidates[0] ? (claimedBy.get(candidates[0]) ?? null) : null;
    checked[index] = {
      payment,
      verdict: verdictOf(payment, statement, credit, amountPaise),
      amountPaise,
      credit,
      claimedBy: holder,
    };
  }
  const counts = Object.fromEntries(
    PAYMENT_VERDICTS.map((verdict) => [verdict, 0]),
  ) as StatementCheck['counts'];
  for (const { verdict } of checked) counts[verdict]++;
  return {
    payments: checked,
    unclaimed: statement.credits.filter((credit) => !claimedBy.has(credit)),
    counts,
  };
}

function verdictOf(
  payment: Payment,
  statement: Statement,
  credit: StatementCredit | null,
  amountPaise: number | null,
): PaymentVerdict {
  if (payment.status !== 'pending') return 'already-decided';
  if (credit) return credit.amountPaise === amountPaise ? 'matches' : 'amount-differs';
  return covers(statement, payment) ? 'not-in-statement' : 'cannot-tell';
}
