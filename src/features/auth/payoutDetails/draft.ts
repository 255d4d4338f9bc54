import {
  accountHolderProblem,
  accountNumberProblem,
  ifscProblem,
  normaliseAccountHolder,
  normaliseAccountNumber,
  normaliseIfsc,
  normaliseUpiId,
  upiIdProblem,
} from '../../../lib/payoutDetails';
import type { NewPayoutDetails, PayoutDetails, PayoutMethod } from '../../../backend/types';
import type { PayoutDetailsTexts } from './texts.en';

/** What the worker types, kept as typed until it is saved. */
export interface PayoutDetailsDraft {
  method: PayoutMethod;
  holder: string;
  account: string;
  accountAgain: string;
  ifsc: string;
  upi: string;
  password: string;
}

export type DraftField = Exclude<keyof PayoutDetailsDraft, 'method'>;

/** A change starts from the kept method and names; the account number is always typed afresh, twice. */
export function draftFrom(kept: PayoutDetails | null): PayoutDetailsDraft {
  return {
    method: kept?.method ?? 'bank',
    holder: kept?.holder ?? '',
    account: '',
    accountAgain: '',
    ifsc: kept?.ifsc ?? '',
    upi: kept?.upi ?? '',
    password: '',
  };
}

/** The draft's mistakes, each in the words of what is wrong; none when it can be saved. */
export function draftProblems(
  draft: PayoutDetailsDraft,
  words: PayoutDetailsTexts['problems'],
): Partial<Record<DraftField, string>> {
  const problems: Partial<Record<DraftField, string>> = {};
  if (draft.method === 'bank') {
    const holder = accountHolderProblem(draft.holder);
    if (holder) problems.holder = words.holder[holder];
    const account = accountNumberProblem(draft.account, draft.accountAgain);
    // A mismatch is the second field's to show: the first is a good number.
    if (account === 'mismatch') problems.accountAgain = words.account.mismatch;
    else if (account) problems.account = words.account[account];
    const ifsc = ifscProblem(draft.ifsc);
    if (ifsc) problems.ifsc = words.ifsc[ifsc];
  } else {
    const upi = upiIdProblem(draft.upi);
    if (upi) problems.upi = words.upi[upi];
  }
  if (draft.password === '') problems.password = words.password;
  return problems;
}

/** The details to save, normalised as the policy keeps them. */
export function detailsOf(draft: PayoutDetailsDraft): NewPayoutDetails {
  return draft.method === 'bank'
    ? {
        method: 'bank',
        holder: normaliseAccountHolder(draft.holder),
        account: normaliseAccountNumber(draft.account),
        ifsc: normaliseIfsc(draft.ifsc),
      }
    : { method: 'upi', upi: normaliseUpiId(draft.upi) };
}
