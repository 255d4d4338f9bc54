import { toDayId } from '../../../lib/days';
import { formatRupees } from '../../../lib/money';
import { bankOf, maskAccountNumber } from '../../../lib/payoutDetails';
import { payWorkersMessages as text } from './messages';
import type { AmountProblem } from './payChoices';
import type { PayRow } from './payList';

/* A row of Pay workers in words: what is wrong with its amount, where the worker is paid, the name the file carries. */

/** The pay period of a day where the admin is: 'yyyy-MM' (an ISO date would name the UTC day). */
export const thisMonth = (today: Date) => toDayId(today).slice(0, 7);

export const amountWords = (problem: AmountProblem, due: number) =>
  problem === 'whole-rupees'
    ? text.wholeRupees
    : problem === 'over-due'
      ? text.overDue(formatRupees(due))
      : text.amountErrors[problem];

export function paidTo(row: PayRow): string {
  const details = row.details!;
  return details.method === 'bank'
    ? text.bankAccount(bankOf(details.ifsc), maskAccountNumber(details.account), details.ifsc)
    : text.upiId(details.upi);
}

/** The worker's name as the file carries it: the account holder's for a bank account. */
export const payeeName = (row: PayRow) =>
  row.details?.method === 'bank' ? row.details.holder : text.fullName(row.user);
