import { PAYOUT_FIELDS, PAYOUT_TOTALS_FIELDS } from '../documents/fields';
import { isAdmin, type Actor } from '../isAdmin';
import { MAX_PAYOUT, MAX_PAYOUT_NOTE, MAX_PAYOUT_REFERENCE } from '../limits';
import { hasAll, hasBegunBy, hasOnly, isServerTime, isText, type DocData, type World } from './policyHelpers';

/**
 * The access policy of workers' pay: payouts/{id}, append-only records of money sent, and
 * payoutTotals/{uid}, each worker's paid-to-date moved in the same batch as every payout.
 * firestore.rules states the same; the shared access matrix checks both.
 */

/** A reversal is filed under its original's id with this suffix, so a payout is reversed once. */
const REVERSAL_SUFFIX = '-reversal';
export const reversalId = (originalId: string) => `${originalId}${REVERSAL_SUFFIX}`;

export const payoutPath = (id: string) => `payouts/${id}`;
export const payoutTotalsPath = (uid: string) => `payoutTotals/${uid}`;

/** A payout's amount: whole rupees, 1 to MAX_PAYOUT. */
export const isPayoutAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_PAYOUT;

/** A reference as the admin typed it, without surrounding spaces. */
export const isPayoutReference = (value: unknown): value is string =>
  isText(value, 1, MAX_PAYOUT_REFERENCE) && value.trim() === value;

const isNote = (value: unknown, min: number): value is string =>
  isText(value, min, MAX_PAYOUT_NOTE) && (min === 0 || value.trim().length > 0);

export interface PayoutContext extends World {
  now: Date;
}

const paidIn = (totals: DocData | null) => (typeof totals?.paid === 'number' ? totals.paid : 0);

/**
 * A new payout or reversal by the admin, written with the worker's totals moved by exactly its
 * amount and naming it. A reversal names a payout of the same worker that is not itself a
 * reversal, takes back exactly its amount, carries a note and is filed under reversalId().
 */
export function canCreatePayout(actor: Actor, id: string, data: DocData, context: PayoutContext): boolean {
  if (!isAdmin(actor)) return false;
  if (!hasOnly(data, PAYOUT_FIELDS) || !hasAll(data, PAYOUT_FIELDS)) return false;
  if (
    !isText(data.uid, 1, 128) ||
    data.createdBy !== actor.uid ||
    !isServerTime(data.createdAt) ||
    !hasBegunBy(data.paidOn, context.now) ||
    !isPayoutReference(data.reference)
  )
    return false;
  const amount = data.amount;
  if (typeof amount !== 'number') return false;
  if (data.reverses === null) {
    // Not under a reversal's id, which would leave the payout it names unable to be reversed.
    if (id.endsWith(REVERSAL_SUFFIX) || !isPayoutAmount(amount) || !isNote(data.note, 0)) return false;
  } else {
    if (typeof data.reverses !== 'string' || id !== reversalId(data.reverses)) return false;
    const original = context.get(payoutPath(data.reverses));
    if (
      !original ||
      original.reverses !== null ||
      original.uid !== data.uid ||
      amount !== -(original.amount as number) ||
      !isNote(data.note, 1)
    )
      return false;
  }
  const totals = payoutTotalsPath(data.uid);
  const totalsAfter = context.getAfter(totals);
  return (
    totalsAfter !== null &&
    totalsAfter.lastPayout === id &&
    totalsAfter.paid === paidIn(context.get(totals)) + amount
  );
}

/**
 * payoutTotals/{uid}, created or moved by the admin only in the batch of a new payout of that
 * worker, by exactly its amount.
 */
export function canWritePayoutTotals(
  actor: Actor,
  uid: string,
  before: DocData | null,
  after: DocData,
  context: PayoutContext,
): boolean {
  if (!isAdmin(actor)) return false;
  if (!hasOnly(after, PAYOUT_TOTALS_FIELDS) || !hasAll(after, PAYOUT_TOTALS_FIELDS)) return false;
  if (typeof after.lastPayout !== 'string' || after.lastPayout === '') return false;
  const path = payoutPath(after.lastPayout);
  const payout = context.getAfter(path);
  return (
    context.get(path) === null &&
    payout !== null &&
    payout.uid === uid &&
    typeof payout.amount === 'number' &&
    after.paid === paidIn(before) + payout.amount
  );
}

/** Why a payout the admin typed cannot be recorded, or null when it can. */
export type PayoutProblem = 'amount' | 'paidOn' | 'reference' | 'note';

export function payoutProblem(
  input: { amount: number; paidOn: string; reference: string; note: string },
  now: Date,
): PayoutProblem | null {
  if (!isPayoutAmount(input.amount)) return 'amount';
  if (!hasBegunBy(input.paidOn, now)) return 'paidOn';
  if (!isPayoutReference(input.reference.trim())) return 'reference';
  if (!isNote(input.note.trim(), 0)) return 'note';
  return null;
}

/** Why a reversal cannot be written, or null when it can. */
export function reversalProblem(
  original: { reverses: string | null },
  paidOn: string,
  note: string,
  now: Date,
): 'reversal' | 'paidOn' | 'note' | null {
  if (original.reverses !== null) return 'reversal';
  if (!hasBegunBy(paidOn, now)) return 'paidOn';
  if (!isNote(note.trim(), 1)) return 'note';
  return null;
}
