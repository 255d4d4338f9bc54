import type { DayId } from '../../backend/types';
import { MAX_PAYOUT, MAX_PAYOUT_NOTE, MAX_PAYOUT_REFERENCE } from '../../backend/limits';

/** What the admin has typed into the payout dialog, as typed. */
export interface PayoutDraft {
  amount: string;
  paidOn: string;
  reference: string;
  note: string;
}

export type PayoutFieldError =
  | 'amount-missing'
  | 'amount-not-positive'
  | 'amount-fraction'
  | 'amount-too-large'
  | 'date-missing'
  | 'date-future'
  | 'reference-missing'
  | 'reference-too-long'
  | 'note-too-long';

export type PayoutErrors = Partial<Record<keyof PayoutDraft, PayoutFieldError>>;

export type PayoutCheck =
  | { ok: true; amount: number; paidOn: DayId; reference: string; note: string }
  | { ok: false; errors: PayoutErrors };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The draft as a payout, or why it is not one. The same limits as the access policy, checked
 * here so the admin reads what to fix instead of a refusal, and nothing is written.
 */
export function checkPayout(draft: PayoutDraft, today: DayId): PayoutCheck {
  const errors: PayoutErrors = {};
  const raw = draft.amount.trim();
  const amount = Number(raw);
  if (raw === '' || Number.isNaN(amount)) errors.amount = 'amount-missing';
  else if (amount <= 0) errors.amount = 'amount-not-positive';
  else if (!Number.isInteger(amount)) errors.amount = 'amount-fraction';
  else if (amount > MAX_PAYOUT) errors.amount = 'amount-too-large';

  if (!DAY.test(draft.paidOn)) errors.paidOn = 'date-missing';
  // Day ids sort as the days they name.
  else if (draft.paidOn > today) errors.paidOn = 'date-future';

  const reference = draft.reference.trim();
  if (reference === '') errors.reference = 'reference-missing';
  else if (reference.length > MAX_PAYOUT_REFERENCE) errors.reference = 'reference-too-long';

  const note = draft.note.trim();
  if (note.length > MAX_PAYOUT_NOTE) errors.note = 'note-too-long';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, amount, paidOn: draft.paidOn, reference, note };
}
