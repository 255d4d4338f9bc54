import { toDate } from './documents';
import { BackendError } from '../errors';
import type { PayoutDocument, PayoutTotalsDocument } from './fields';
import { reversalId } from '../policies/payoutPolicy';
import { SERVER_TIME, type DocData } from '../policies/policyHelpers';
import type { DayId, NewPayout, Payout, PayoutTotals } from '../types';

/**
 * The documents of workers' pay as pure functions, as documents.ts does for the rest: both
 * backends write these, so a unit test can hold them against the access policy, and each
 * `satisfies` its list of fields in fields.ts.
 */

/** payouts/{id} of a new payout, recorded by `adminUid`. */
export function payoutDocument(adminUid: string, payout: NewPayout): DocData {
  return {
    uid: payout.uid,
    amount: payout.amount,
    paidOn: payout.paidOn,
    reference: payout.reference.trim(),
    note: payout.note.trim(),
    reverses: null,
    createdAt: SERVER_TIME,
    createdBy: adminUid,
  } satisfies PayoutDocument;
}

/** The reversal of `original`: filed under reversalId(), taking back exactly its amount. */
export function reversalDocument(
  adminUid: string,
  original: Payout,
  paidOn: DayId,
  note: string,
): { id: string; data: DocData } {
  return {
    id: reversalId(original.id),
    data: {
      uid: original.uid,
      amount: -original.amount,
      paidOn,
      reference: original.reference,
      note: note.trim(),
      reverses: original.id,
      createdAt: SERVER_TIME,
      createdBy: adminUid,
    } satisfies PayoutDocument,
  };
}

/**
 * Whether the payout `stored` under an id is the one `written` describes: sent again by a form whose
 * first answer was lost, it is already recorded and must not move the totals twice.
 */
export function isSamePayout(stored: DocData, written: DocData): boolean {
  const fields = ['uid', 'amount', 'paidOn', 'reference', 'note', 'reverses'] as const;
  return fields.every((field) => stored[field] === written[field]);
}

/** Why a payout was not written: its id holds another payout, or its original's reversal. */
export const alreadyFiled = (data: DocData) =>
  new BackendError(
    'already-exists',
    data.reverses === null
      ? 'A different payout was already recorded from this form: close it and read the worker’s payouts before recording another.'
      : 'This payout was already reversed.',
  );

/** payoutTotals/{uid} after the payout `id` of `amount` (negative for a reversal). */
export function movedPayoutTotals(before: PayoutTotals, id: string, amount: number): DocData {
  return { paid: before.paid + amount, lastPayout: id } satisfies PayoutTotalsDocument;
}

/** The id of the worker's last payout or reversal, kept in their payoutTotals; null before any. */
const lastPayoutOf = (data: DocData | null): string | null =>
  typeof data?.lastPayout === 'string' ? data.lastPayout : null;

/**
 * Each worker's last payout, from the id of their last record (`last`, by uid) and the records read:
 * a reversal gives way to the payout it took back.
 */
export function lastPayouts(
  last: Readonly<Record<string, string>>,
  records: Record<string, DocData>,
): Record<string, Payout> {
  const found: Record<string, Payout> = {};
  for (const [uid, id] of Object.entries(last)) {
    const record = records[id];
    if (!record) continue;
    const original = typeof record.reverses === 'string' ? record.reverses : null;
    if (original === null) found[uid] = toPayout(id, record);
    else if (records[original]) found[uid] = toPayout(original, records[original]);
  }
  return found;
}

export function toPayoutTotals(data: DocData | null): PayoutTotals {
  return { paid: typeof data?.paid === 'number' ? data.paid : 0, lastPayout: lastPayoutOf(data) };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function toPayout(id: string, data: DocData): Payout {
  return {
    id,
    uid: text(data.uid),
    amount: typeof data.amount === 'number' ? data.amount : 0,
    paidOn: text(data.paidOn),
    reference: text(data.reference),
    note: text(data.note),
    reverses: typeof data.reverses === 'string' ? data.reverses : null,
    createdAt: toDate(data.createdAt),
    createdBy: text(data.createdBy),
  };
}

/** Oldest first: by the day paid, then by when they were recorded. */
export function byPaidOn(a: Payout, b: Payout): number {
  if (a.paidOn !== b.paidOn) return a.paidOn < b.paidOn ? -1 : 1;
  return (a.createdAt?.getTime() ?? Infinity) - (b.createdAt?.getTime() ?? Infinity);
}
