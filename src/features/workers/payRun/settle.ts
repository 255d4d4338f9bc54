import { textsOf, type BankDebit, type BankEntry } from './debits';
import type { CannotTellReason, Claim, DebitMatching, PreparedPayout } from './matchDebits';
import { referencesNamed, squashed } from './references';

/**
 * The payout's one debit, unless a credit returns it: a credit naming the payout's reference or
 * the debit's UTR. Only the same amount is a return; another amount is for the admin to look at.
 */
export function settle(
  payout: PreparedPayout,
  { debit, by }: Claim,
  credits: readonly BankEntry[],
  result: DebitMatching,
  cannotTell: (debit: BankDebit, named: readonly PreparedPayout[], reason: CannotTellReason) => void,
): void {
  const returning = credits.filter(
    (credit) =>
      referencesNamed(textsOf(credit), [payout.reference]).length > 0 ||
      (debit.bankReference !== null && namesTransfer(credit, squashed(debit.bankReference))),
  );
  const credit = returning.find((one) => one.amountPaise === debit.amountPaise);
  if (credit) result.notPaid.push({ payoutId: payout.id, debit, reason: 'returned', credit });
  else if (returning.length > 0) cannotTell(debit, [payout], 'return-differs');
  else
    result.matched.push({
      payoutId: payout.id,
      debit,
      bankReference: debit.bankReference,
      paidOn: debit.date,
      by,
    });
}

/**
 * True when the credit names the debit's UTR: a number only whole, not inside a longer one, and
 * with or without the zeros banks pad it with ('0000533612340002' is '533612340002'). Only the
 * debit's own UTR: its other numbers, such as the pool account SBI names on every IMPS line, are
 * on other workers' returns too.
 */
function namesTransfer(credit: BankEntry, utr: string): boolean {
  if (!/^\d+$/.test(utr)) return textsOf(credit).map(squashed).join('|').includes(utr);
  // Digits are read as the bank spaced them: squashed, a date after the UTR would lengthen it.
  const unpadded = utr.replace(/^0+/, '');
  const number = new RegExp(`(?<!\\d)0*${unpadded.length >= 12 ? unpadded : utr}(?!\\d)`);
  return number.test(textsOf(credit).join('|'));
}
