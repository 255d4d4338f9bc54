import { PAYOUT_DETAILS_FIELDS } from '../documents/fields';
import { isAdmin, type Actor } from '../isAdmin';
import { PAYOUT_DETAILS_SIGN_IN_WINDOW_MINUTES } from '../port/payoutDetails';
import { isAccountHolder, isAccountNumber, isIfsc, isUpiId } from '../../lib/payoutDetails';
import { hasAll, hasOnly, isServerTime, type DocData, type PolicyContext } from './policyHelpers';

/**
 * The access policy of payoutDetails/{uid}, where a worker is paid: read by the worker and the
 * admin; written whole by the worker alone, while approved and within minutes of giving their
 * password. Nobody deletes it. firestore.rules states the same; the shared access matrix checks both.
 */

export const payoutDetailsPath = (uid: string) => `payoutDetails/${uid}`;

const WINDOW_MS = PAYOUT_DETAILS_SIGN_IN_WINDOW_MINUTES * 60_000;

/** Whether the actor gave their password within the window before `now`. */
const signedInRecently = (actor: Actor, now: Date) =>
  actor.signedInAt !== undefined && now.getTime() - actor.signedInAt < WINDOW_MS;

/** One method's fields filled and well formed, the other's empty. */
export function isWellFormedPayoutDetails(data: DocData): boolean {
  if (data.method === 'bank') {
    return (
      typeof data.holder === 'string' &&
      isAccountHolder(data.holder) &&
      typeof data.account === 'string' &&
      isAccountNumber(data.account) &&
      typeof data.ifsc === 'string' &&
      isIfsc(data.ifsc) &&
      data.upi === ''
    );
  }
  if (data.method === 'upi') {
    return (
      data.holder === '' &&
      data.account === '' &&
      data.ifsc === '' &&
      typeof data.upi === 'string' &&
      isUpiId(data.upi)
    );
  }
  return false;
}

export function canWritePayoutDetails(
  actor: Actor,
  uid: string,
  data: DocData,
  context: PolicyContext,
): boolean {
  if (isAdmin(actor) || uid !== actor.uid) return false;
  return (
    hasOnly(data, PAYOUT_DETAILS_FIELDS) &&
    hasAll(data, PAYOUT_DETAILS_FIELDS) &&
    isServerTime(data.changedAt) &&
    isWellFormedPayoutDetails(data) &&
    signedInRecently(actor, context.now) &&
    context.get(`users/${uid}`)?.approved === true
  );
}
