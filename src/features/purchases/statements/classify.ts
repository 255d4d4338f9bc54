import type { Payment } from '../../../backend/port/payments';
import { normaliseTransactionId } from '../../../backend/policies/purchasePolicy';
import { parsePaise } from '../../../lib/statements/amounts';
import type { ReversedCredit, Statement, StatementCredit, StatementEntry } from './statement';
import { indiaDay, nextDay } from '../../../lib/statements/days';
import { namesDiffer } from './names';

/**
 * What the statement says of each payment:
 * - 'matches': a credit carries the payment's reference, as its own, and its amount;
 * - 'amount-differs': a credit carries the reference as its own, with another amount;
 * - 'not-in-statement': the statement covers the day of the payment and the day after, and no
 *   credit carries the reference (or one does that another payment already claimed); or the
 *   reference is money paid out, which a later credit cannot carry;
 * - 'cannot-tell': the payment has no date, or its days are not both in the statement; or the
 *   statement holds its reference without proving it one credit's own (see StatementNote);
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

/** What else the statement holds under a payment's reference, when no credit has it as its own. */
export type StatementNote =
  /** A credit a debit of the same amount and reference cancels. */
  | { kind: 'reversed'; credit: ReversedCredit }
  /** A row whose direction, in or out, could not be read. */
  | { kind: 'unread'; entry: StatementEntry }
  /** On several rows, or a row's value that is not its reference: it proves no one payment. */
  | { kind: 'unproven' }
  /** Money paid out: what a worker paid by us knows, never a payment received. */
  | { kind: 'money-out'; entry: StatementEntry };

export interface CheckedPayment {
  payment: Payment;
  verdict: PaymentVerdict;
  /** The payment's amount in paise; null when its text is not an amount. */
  amountPaise: number | null;
  /** The credit carrying the payment's reference, which it claims; null when none does. */
  credit: StatementCredit | null;
  /** When a credit carries the reference but another payment claimed it first: that payment's id. */
  claimedBy: string | null;
  /** What else the statement holds under the reference; null when nothing. */
  note: StatementNote | null;
  /** The credit's payer is plainly someone other than the buyer: the admin looks before approving. */
  payerDiffers: boolean;
}

export interface StatementCheck {
  /** In the order the payments were given. */
  payments: CheckedPayment[];
  /** Money received that no payment claims: received, not claimed. */
  unclaimed: StatementCredit[];
  counts: Record<PaymentVerdict, number>;
}

const timeOf = (payment: Payment): Date | null => payment.createdAt ?? payment.timestamp ?? null;

/** The credit carrying a payment's reference as its own, and whether its payer is plainly not the buyer. */
interface Claim {
  reference: string;
  credit: StatementCredit | null;
  payerDiffers: boolean;
}

function claimOf(payment: Payment, index: StatementIndex): Claim {
  const reference = normaliseTransactionId(payment.transactionId);
  const credit = index.credits.get(reference) ?? null;
  const payerName = credit?.party?.name;
  return { reference, credit, payerDiffers: payerName ? namesDiffer(payerName, payment.userName) : false };
}

/**
 * Confirmed payments claim their credits first, as that money is spoken for; then pending ones,
 * the buyers the payer could be before the others (whoever filed another's reference read off a
 * screenshot does not take the money from its payer), then oldest first, so the buyer who quoted
 * a reference first keeps it.
 */
function claimOrder(payments: readonly Payment[], claims: readonly Claim[]): number[] {
  const rank = (payment: Payment) =>
    payment.status === 'confirmed' ? 0 : payment.status === 'pending' ? 1 : 2;
  const time = (payment: Payment) => timeOf(payment)?.getTime() ?? Number.POSITIVE_INFINITY;
  const other = (at: number) => (claims[at]!.payerDiffers ? 1 : 0);
  return payments
    .map((_, index) => index)
    .sort((a, b) => {
      const first = payments[a]!;
      const second = payments[b]!;
      return rank(first) - rank(second) || other(a) - other(b) || time(first) - time(second) || a - b;
    });
}

interface StatementIndex {
  /** Each credit by the references that are its own. */
  credits: Map<string, StatementCredit>;
  notes: Map<string, StatementNote>;
}

const indexes = new WeakMap<Statement, StatementIndex>();

/** The statement's credits and notes by reference, built once per statement read. */
function indexOf(statement: Statement): StatementIndex {
  const known = indexes.get(statement);
  if (known) return known;
  const credits = new Map<string, StatementCredit>();
  for (const credit of statement.credits)
    for (const reference of credit.references) credits.set(reference, credit);
  // Later notes win: a reversed credit's reference is also on its debit, and so on several rows.
  const notes = new Map<string, StatementNote>();
  for (const entry of statement.debits) {
    for (const reference of entry.references) notes.set(reference, { kind: 'money-out', entry });
  }
  const unproven: StatementNote = { kind: 'unproven' };
  for (const value of statement.unproven) notes.set(value, unproven);
  for (const entry of statement.unread) {
    for (const reference of entry.references) notes.set(reference, { kind: 'unread', entry });
  }
  for (const credit of statement.reversed) {
    for (const reference of credit.references) notes.set(reference, { kind: 'reversed', credit });
  }
  const index = { credits, notes };
  indexes.set(statement, index);
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
  const index = indexOf(statement);
  const claims = payments.map((payment) => claimOf(payment, index));
  const claimedBy = new Map<StatementCredit, string>();
  const checked: CheckedPayment[] = new Array(payments.length);
  for (const at of claimOrder(payments, claims)) {
    const payment = payments[at]!;
    const amountPaise = parsePaise(payment.amount);
    const { reference, credit: carrying, payerDiffers } = claims[at]!;
    const credit = carrying && !claimedBy.has(carrying) ? carrying : null;
    // A rejected payment's money stays unclaimed, so the admin sees it arrived after all.
    if (credit && payment.status !== 'rejected') claimedBy.set(credit, payment.id);
    const note = carrying ? null : (index.notes.get(reference) ?? null);
    checked[at] = {
      payment,
      verdict: verdictOf(payment, statement, credit, amountPaise, note),
      amountPaise,
      credit,
      claimedBy: carrying && !credit ? (claimedBy.get(carrying) ?? null) : null,
      note,
      payerDiffers: credit ? payerDiffers : false,
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
  note: StatementNote | null,
): PaymentVerdict {
  if (payment.status !== 'pending') return 'already-decided';
  if (credit) return credit.amountPaise === amountPaise ? 'matches' : 'amount-differs';
  if (note?.kind === 'money-out') return 'not-in-statement';
  if (note) return 'cannot-tell';
  return covers(statement, payment) ? 'not-in-statement' : 'cannot-tell';
}
