import { BackendError } from '../errors';
import { SENT_PAYOUT_LAYOUTS, type NewSentPayout, type SentPayout } from '../port/sentPayouts';
import { SERVER_TIME, type DocData } from '../policies/policyHelpers';
import { isWellFormedSentPayout } from '../policies/sentPayoutPolicy';
import { isOneOf, text, toDate } from './documentReading';
import { SENT_PAYOUT_FIELDS, type SentPayoutDocument, type SentPayoutWithdrawal } from './fields';

/** sentPayouts/{reference} as both backends write it, prepared by `adminUid`. */
export function sentPayoutDocument(adminUid: string, payout: NewSentPayout): DocData {
  return {
    uid: payout.uid,
    amount: payout.amount,
    period: payout.period,
    layout: payout.layout,
    fileName: payout.fileName,
    method: payout.method,
    payee: payout.payee,
    accountTail: payout.accountTail,
    upi: payout.upi,
    sentOn: payout.sentOn,
    createdAt: SERVER_TIME,
    createdBy: adminUid,
  } satisfies SentPayoutDocument;
}

/** What withdrawing a sent payout adds to it: the server's time and the admin. */
export const withdrawalDocument = (adminUid: string): DocData =>
  ({ withdrawnAt: SERVER_TIME, withdrawnBy: adminUid }) satisfies SentPayoutWithdrawal;

/**
 * What withdrawing the payout `kept` under `reference` writes, judged alike by both backends:
 * 'not-found' when none is kept; null when it was withdrawn before (it comes back as it is);
 * 'already-exists' when a payout is recorded paid under its reference (`paid`), which is reversed
 * instead.
 */
export function withdrawalOf(
  adminUid: string,
  reference: string,
  kept: DocData | null,
  paid: boolean,
): DocData | null {
  if (!kept) throw new BackendError('not-found', `No payout was sent for payment under ${reference}.`);
  if (kept.withdrawnAt !== undefined) return null;
  if (paid)
    throw new BackendError(
      'already-exists',
      `The payout ${reference} is recorded as paid, so it cannot be withdrawn: reverse it from the worker’s payouts instead.`,
    );
  return withdrawalDocument(adminUid);
}

/** A run's payouts as documents, each under its reference. */
export interface SentPayoutWrite {
  reference: string;
  data: DocData;
}

/**
 * The documents of a run prepared by `adminUid`, every one checked before any is written:
 * 'invalid-input' for a malformed payout or a reference given twice.
 */
export function runDocuments(
  adminUid: string,
  payouts: readonly NewSentPayout[],
  now: Date,
): SentPayoutWrite[] {
  const references = new Set(payouts.map(({ reference }) => reference));
  const run = payouts.map((payout) => ({
    reference: payout.reference,
    data: sentPayoutDocument(adminUid, payout),
  }));
  if (
    references.size !== run.length ||
    !run.every(({ reference, data }) => isWellFormedSentPayout(reference, data, now))
  )
    throw new BackendError('invalid-input', 'Invalid payouts to send.');
  return run;
}

/**
 * What of the run is still to write, given the payouts `kept` under its references (by reference):
 * one kept already as it is sent is not written again; 'already-exists' when one holds another.
 */
export function unsent(run: readonly SentPayoutWrite[], kept: Record<string, DocData>): SentPayoutWrite[] {
  for (const { reference, data } of run) {
    const stored = kept[reference];
    if (stored && !isSameSentPayout(stored, data)) throw alreadySent(reference);
  }
  return run.filter(({ reference }) => !kept[reference]);
}

/** The run as kept: those kept before as stored, the rest as just written at `now`. */
export const keptRun = (
  run: readonly SentPayoutWrite[],
  kept: Record<string, DocData>,
  now: Date,
): SentPayout[] =>
  run.map(({ reference, data }) => toSentPayout(reference, kept[reference] ?? { ...data, createdAt: now }));

/** The fields that say what was sent (all but the stamps): the same in a run sent again after a lost answer. */
const SENT_FIELDS = SENT_PAYOUT_FIELDS.filter((field) => field !== 'createdAt' && field !== 'createdBy');

/** Whether the payout kept under a reference is the one `written` describes. */
export const isSameSentPayout = (stored: DocData, written: DocData): boolean =>
  SENT_FIELDS.every((field) => stored[field] === written[field]);

/** Why a run was not kept: one of its references already holds another payout. */
export const alreadySent = (reference: string) =>
  new BackendError(
    'already-exists',
    `The reference ${reference} was already sent for another payout: prepare the run again for new references.`,
  );

export function toSentPayout(reference: string, data: DocData): SentPayout {
  return {
    reference,
    uid: text(data.uid),
    amount: typeof data.amount === 'number' ? data.amount : 0,
    period: text(data.period),
    layout: isOneOf(SENT_PAYOUT_LAYOUTS, data.layout) ? data.layout : 'plain-csv',
    fileName: text(data.fileName),
    method: data.method === 'upi' ? 'upi' : 'bank',
    payee: text(data.payee),
    accountTail: text(data.accountTail),
    upi: text(data.upi),
    sentOn: text(data.sentOn),
    createdAt: toDate(data.createdAt),
    createdBy: text(data.createdBy),
    withdrawnAt: toDate(data.withdrawnAt),
    withdrawnBy: typeof data.withdrawnBy === 'string' ? data.withdrawnBy : null,
  };
}

/** Oldest first: by the day sent, then by when they were kept, then by reference, the same on every read. */
export function bySentOn(a: SentPayout, b: SentPayout): number {
  if (a.sentOn !== b.sentOn) return a.sentOn < b.sentOn ? -1 : 1;
  const kept = (a.createdAt?.getTime() ?? Infinity) - (b.createdAt?.getTime() ?? Infinity);
  if (kept !== 0 && !Number.isNaN(kept)) return kept;
  return a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : 0;
}
