import { isBankCharge } from './charges';
import { textsOf, type BankDebit, type BankEntry, type BankMoney } from './debits';
import { referencesNamed, squashed } from './references';
import { settle } from './settle';
import { mentionsWorker, namesAccountTail, namesUpiId, namesWorker } from './workerInNarration';

/** A payout the run prepared, as the statement is held against it. */
export interface PreparedPayout {
  id: string;
  uid: string;
  name: string;
  amountPaise: number;
  reference: string;
  /** The bank account's last four digits; null for UPI. */
  accountTail: string | null;
  /** The UPI ID; null for a bank account. */
  upi: string | null;
  /**
   * 'yyyy-MM-dd': the day the payout was sent to the bank. A debit dated before it cannot be its
   * payment, whatever it names: an older transfer to the same worker, or a line typed into the file.
   */
  sentOn: string;
}

/** How a debit was tied to its payout: the reference, or the amount with the worker named. */
export type MatchedBy = 'reference' | 'name' | 'account' | 'upi';

export interface MatchedPayout {
  payoutId: string;
  debit: BankDebit;
  /** The bank's reference (UTR) for the payout record; null when the row gives none. */
  bankReference: string | null;
  /** 'yyyy-MM-dd'. */
  paidOn: string;
  by: MatchedBy;
}

/**
 * Why a debit is not tied to a payout although it may be one:
 * - 'several-payouts': it names, or fits, more than one;
 * - 'amount-differs': it carries a payout's reference with another amount;
 * - 'several-debits': the payout is named by more than one debit (paid twice?);
 * - 'another-worker-named': it fits one worker by account or UPI ID but names another;
 * - 'return-differs': a credit names it with another amount;
 * - 'before-sent': it carries a payout's reference but is dated before the payout was sent;
 * - 'reversal-unclear': the report also says a transfer of the payout was reversed, not which.
 */
export type CannotTellReason =
  | 'several-payouts'
  | 'amount-differs'
  | 'several-debits'
  | 'another-worker-named'
  | 'return-differs'
  | 'before-sent'
  | 'reversal-unclear';

export interface CannotTell {
  debit: BankDebit;
  payoutIds: string[];
  reason: CannotTellReason;
}

/** A payout the file shows was not paid: returned by a credit, or failed or not done in the report. */
export interface NotPaid {
  payoutId: string;
  debit: BankDebit;
  reason: 'returned' | 'failed' | 'pending';
  /** The credit returning the money, for 'returned'. */
  credit: BankEntry | null;
}

export interface DebitMatching {
  matched: MatchedPayout[];
  cannotTell: CannotTell[];
  notPaid: NotPaid[];
  /** Ids of prepared payouts no debit names or fits. */
  missing: string[];
  /** Money out that no payout claims, bank charges apart. */
  unclaimed: BankDebit[];
  /** The bank's charges and the tax on them: never a payout. */
  charges: BankDebit[];
}

export interface Claim {
  debit: BankDebit;
  by: MatchedBy;
}

/** False for a debit dated before the payout was sent; a report's row without a date is not judged. */
const sentBy = (debit: BankDebit, payout: PreparedPayout) => debit.date === '' || debit.date >= payout.sentOn;

/**
 * Holds each debit against the prepared payouts: by the reference it carries, else by its exact
 * amount with the worker's name, masked account or UPI ID in its narration, never before the
 * payout was sent. Nothing is matched that fits two payouts, and a payout whose money a credit
 * returns is not paid.
 */
export function matchDebits(money: BankMoney, payouts: readonly PreparedPayout[]): DebitMatching {
  const byReference = new Map(payouts.map((payout) => [payout.reference, payout]));
  const result: DebitMatching = {
    matched: [],
    cannotTell: [],
    notPaid: [],
    missing: [],
    unclaimed: [],
    charges: [],
  };
  const claims = new Map<string, Claim[]>();
  /** Payouts a debit may be, though it is not tied to them: not missing either. */
  const held = new Set<string>();
  const claim = (payout: PreparedPayout, debit: BankDebit, by: MatchedBy) =>
    claims.set(payout.id, [...(claims.get(payout.id) ?? []), { debit, by }]);
  const cannotTell = (debit: BankDebit, named: readonly PreparedPayout[], reason: CannotTellReason) => {
    result.cannotTell.push({ debit, payoutIds: named.map((payout) => payout.id), reason });
    for (const payout of named) held.add(payout.id);
  };

  const withoutReference: BankDebit[] = [];
  for (const debit of money.debits) {
    const named = referencesNamed(textsOf(debit), byReference.keys()).map((reference) =>
      byReference.get(reference)!,
    );
    if (named.length > 1) cannotTell(debit, named, 'several-payouts');
    else if (named.length === 1) {
      const payout = named[0]!;
      const others = otherWorkersNamed(debit, payout, payouts);
      if (!sentBy(debit, payout)) cannotTell(debit, named, 'before-sent');
      else if (others.length > 0) cannotTell(debit, [payout, ...others], 'another-worker-named');
      else if (debit.amountPaise === payout.amountPaise) claim(payout, debit, 'reference');
      else if (isBankCharge(debit.narration)) result.charges.push(debit);
      else cannotTell(debit, named, 'amount-differs');
    } else if (isBankCharge(debit.narration)) result.charges.push(debit);
    else withoutReference.push(debit);
  }

  const byItsReference = new Set(claims.keys());
  for (const debit of withoutReference) {
    const sameAmount = payouts.filter(
      (payout) => payout.amountPaise === debit.amountPaise && sentBy(debit, payout),
    );
    const fitting = sameAmount.flatMap((payout) => {
      const by = fitOf(debit.narration, payout);
      return by === null ? [] : [{ payout, by }];
    });
    const fits = fitting.filter((fit) => !byItsReference.has(fit.payout.id));
    if (fits.length === 0) {
      // Named loosely by more than one, it may be any of them.
      const mentioned = sameAmount.filter(
        (payout) => !byItsReference.has(payout.id) && mentionsWorker(debit.narration, payout.name),
      );
      if (mentioned.length > 1) cannotTell(debit, mentioned, 'several-payouts');
      else if (debit.outcome === 'paid') result.unclaimed.push(debit);
      continue;
    }
    // A payout paid by its reference elsewhere in the file may have been paid twice: this debit
    // may be its second payment as well as another payout's only one.
    if (fits.length > 1 || fitting.length > fits.length) {
      cannotTell(
        debit,
        fitting.map((fit) => fit.payout),
        'several-payouts',
      );
      continue;
    }
    const { payout, by } = fits[0]!;
    const others = payouts.filter((other) => other !== payout && mentionsWorker(debit.narration, other.name));
    if (by !== 'name' && others.length > 0) cannotTell(debit, [payout, ...others], 'another-worker-named');
    else claim(payout, debit, by);
  }

  for (const payout of payouts) {
    const all = claims.get(payout.id) ?? [];
    // A failed attempt and the payment that followed it are one payout, paid once.
    const paid = all.filter((one) => one.debit.outcome === 'paid');
    if (paid.length > 1) {
      for (const { debit } of paid) cannotTell(debit, [payout], 'several-debits');
      continue;
    }
    // …unless the failure is the paid transfer's own, by its UTR or id: it was reversed.
    const failures = all.filter((one) => one.debit.outcome === 'failed' || one.debit.outcome === 'reversed');
    const undone = failures.find(
      (one) => paid[0] && sameTransfer(one.debit, paid[0].debit, payout.reference),
    );
    // A reversal with nothing of its own but the payout's reference (a report whose transfer id is
    // the reference) may be the paid transfer's own as well as an earlier try's.
    const unclearReversal = failures.some(
      (one) => one.debit.outcome === 'reversed' && marksOf(one.debit, payout.reference).length === 0,
    );
    if (paid.length === 1 && !undone && unclearReversal) {
      cannotTell(paid[0]!.debit, [payout], 'reversal-unclear');
      continue;
    }
    if (paid.length === 1 && !undone) {
      settle(payout, paid[0]!, money.credits, result, cannotTell);
      continue;
    }
    if (all.length > 0) {
      const last = undone?.debit ?? all[all.length - 1]!.debit;
      result.notPaid.push({
        payoutId: payout.id,
        debit: last,
        reason: last.outcome === 'pending' ? 'pending' : 'failed',
        credit: null,
      });
      continue;
    }
    if (!held.has(payout.id)) result.missing.push(payout.id);
  }
  return result;
}

/** True when two rows of a report share a transfer's UTR or id, not only the payout's reference. */
function sameTransfer(one: BankDebit, other: BankDebit, reference: string): boolean {
  return marksOf(one, reference).some((mark) => marksOf(other, reference).includes(mark));
}

/** A report row's own UTR and ids, without those holding the payout's reference. */
const marksOf = (debit: BankDebit, reference: string) =>
  [debit.bankReference ?? '', ...debit.texts].filter(
    (text) => text !== '' && !squashed(text).includes(reference),
  );

/**
 * The run's other workers a debit names when it does not name the payout's own: the reference
 * and the payee disagree, as when a narration's wrapped line carries the next transfer's reference.
 */
const otherWorkersNamed = (debit: BankDebit, payout: PreparedPayout, payouts: readonly PreparedPayout[]) =>
  mentionsWorker(debit.narration, payout.name)
    ? []
    : payouts.filter((other) => other !== payout && mentionsWorker(debit.narration, other.name));

/** How a debit without a reference names the payout's worker; null when it does not. */
function fitOf(narration: string, payout: PreparedPayout): MatchedBy | null {
  if (namesWorker(narration, payout.name)) return 'name';
  if (payout.accountTail !== null && namesAccountTail(narration, payout.accountTail)) return 'account';
  if (payout.upi !== null && namesUpiId(narration, payout.upi)) return 'upi';
  return null;
}
