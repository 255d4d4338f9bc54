import { MAX_PAYOUT } from '../../../backend/limits';
import type { PayList, PayRow } from './payList';
import { payoutAmountProblem, payoutPaise } from './amounts';

/** What the admin chose for one worker: paid or left out, and how much, as typed. */
export interface PayChoice {
  included: boolean;
  amount: string;
}

export type AmountProblem = NonNullable<ReturnType<typeof payoutAmountProblem>> | 'whole-rupees' | 'over-due';

/**
 * The first choice: everyone ready is paid what is due; a worker whose details changed is left out
 * until the admin has checked with them and ticks them.
 */
export function firstChoice(row: PayRow, group: keyof PayList): PayChoice {
  return { included: group === 'ready', amount: String(row.due) };
}

/**
 * Why an amount cannot be paid, or null. Less than due is the admin's to choose; more is a slip.
 * Payouts are recorded in whole rupees up to MAX_PAYOUT (firestore.rules), so paise and more are
 * refused here too.
 */
export function amountProblem(typed: string, due: number): AmountProblem | null {
  const problem = payoutAmountProblem(typed);
  if (problem !== null) return problem;
  const paise = payoutPaise(typed)!;
  if (paise % 100 !== 0) return 'whole-rupees';
  if (paise > MAX_PAYOUT * 100) return 'too-large';
  if (paise > due * 100) return 'over-due';
  return null;
}
