import { SENT_PAYOUT_FIELDS, SENT_PAYOUT_WITHDRAWAL_FIELDS } from '../documents/fields';
import { isAdmin, type Actor } from '../isAdmin';
import { MAX_PAYEE, MAX_TRANSFER_FILE_NAME } from '../limits';
import { PAYOUT_REFERENCE_PATTERN } from '../payoutReferences';
import { SENT_PAYOUT_LAYOUTS } from '../port/sentPayouts';
import { isUpiId } from '../../lib/payoutDetails';
import { isPayoutAmount } from './payoutPolicy';
import {
  hasAll,
  hasBegunBy,
  hasOnly,
  isServerTime,
  isText,
  type DocData,
  type PolicyContext,
} from './policyHelpers';

/**
 * The access policy of sentPayouts/{reference}, the payouts of a prepared pay run: created by the
 * admin alone, under the reference its row carries to the bank. Its one change is the admin's
 * withdrawal of a payout the bank did not pay, once, and never of one recorded paid; never deleted.
 * Read by the admin and by the worker it pays. firestore.rules states the same; the shared access
 * matrix checks both.
 */

export const sentPayoutPath = (reference: string) => `sentPayouts/${reference}`;

/** A pay period: 'yyyy-MM'. firestore.rules checks the same pattern. */
export const PAY_PERIOD_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';
export const isPayPeriod = (value: unknown): value is string =>
  typeof value === 'string' && new RegExp(PAY_PERIOD_PATTERN).test(value);

/** An account number's last four digits, as a masked account shows them. */
export const ACCOUNT_TAIL_PATTERN = '^[0-9]{4}$';

const matches = (pattern: string, value: unknown) =>
  typeof value === 'string' && new RegExp(pattern).test(value);

/** The payee's account as the method says: a bank account's last digits, or a UPI ID, not both. */
const isPayeeAccount = (data: DocData) =>
  (data.method === 'bank' && matches(ACCOUNT_TAIL_PATTERN, data.accountTail) && data.upi === '') ||
  (data.method === 'upi' && data.accountTail === '' && typeof data.upi === 'string' && isUpiId(data.upi));

/**
 * Whether `data` is a payout the pay run could have sent under `reference` by `now`, whoever
 * writes it: both backends ask it of every payout of a run before writing any.
 */
export function isWellFormedSentPayout(reference: string, data: DocData, now: Date): boolean {
  return (
    matches(PAYOUT_REFERENCE_PATTERN, reference) &&
    hasOnly(data, SENT_PAYOUT_FIELDS) &&
    hasAll(data, SENT_PAYOUT_FIELDS) &&
    isText(data.uid, 1, 128) &&
    isPayoutAmount(data.amount) &&
    isPayPeriod(data.period) &&
    (SENT_PAYOUT_LAYOUTS as readonly unknown[]).includes(data.layout) &&
    isText(data.fileName, 0, MAX_TRANSFER_FILE_NAME) &&
    isText(data.payee, 1, MAX_PAYEE) &&
    isPayeeAccount(data) &&
    hasBegunBy(data.sentOn, now) &&
    isServerTime(data.createdAt)
  );
}

/** A payout of a run, created by the admin and stamped with the admin's uid. */
export function canCreateSentPayout(
  actor: Actor,
  reference: string,
  data: DocData,
  context: PolicyContext,
): boolean {
  return (
    isAdmin(actor) && data.createdBy === actor.uid && isWellFormedSentPayout(reference, data, context.now)
  );
}

/**
 * The admin withdraws a payout the bank did not pay: only the withdrawal's two fields are added,
 * dated by the server and stamped with the admin, once; and not while a payout is recorded paid
 * under its reference (payouts/{reference}), which is taken back by a reversal instead.
 */
export function canWithdrawSentPayout(
  actor: Actor,
  reference: string,
  before: DocData,
  after: DocData,
  changed: readonly string[],
  context: PolicyContext,
): boolean {
  return (
    isAdmin(actor) &&
    !('withdrawnAt' in before) &&
    changed.length === SENT_PAYOUT_WITHDRAWAL_FIELDS.length &&
    SENT_PAYOUT_WITHDRAWAL_FIELDS.every((field) => changed.includes(field)) &&
    isServerTime(after.withdrawnAt) &&
    after.withdrawnBy === actor.uid &&
    context.get(`payouts/${reference}`) === null
  );
}
