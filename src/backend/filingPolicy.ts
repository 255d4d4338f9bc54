import { FILING_FIELDS, type FilingDocument } from './fields';
import { isAdmin, type Actor } from './isAdmin';
import { MAX_PENDING_PAYMENTS, MAX_WAITING_ADS } from './limits';
import { hasOnly, type DocData, type World } from './policyHelpers';

/**
 * The access policy of filings/{uid}: how many of an account's payments and ads wait on the admin.
 * Filing one raises its count by one in the same batch, up to the limit (limits.ts); the admin's
 * decision lowers it by one. Only the account raises and only the admin lowers, so nobody files
 * past the limit and nobody frees a place without a decision. firestore.rules states the same.
 */

export type Filed = (typeof FILING_FIELDS)[number];

export const filingPath = (uid: string) => `filings/${uid}`;

/** The most of each an account may have waiting at a time. */
export const FILING_LIMITS: Record<Filed, number> = {
  pendingPayments: MAX_PENDING_PAYMENTS,
  waitingAds: MAX_WAITING_ADS,
};

/** A count as stored: none stored (an account that never filed, or data from before) is zero. */
export const filedIn = (filing: DocData | null | undefined, what: Filed): number =>
  typeof filing?.[what] === 'number' ? filing[what] : 0;

/** Whether an account with these counts has room for one more, judged before the write. */
export const hasRoomIn = (filing: DocData | null, what: Filed) => filedIn(filing, what) < FILING_LIMITS[what];

export const hasRoomFor = (uid: string, what: Filed, world: World) =>
  hasRoomIn(world.get(filingPath(uid)), what);

/** A batch that files one more: the count moves up by exactly one (canWriteFiling holds the limit). */
export function filesOneMore(uid: string, what: Filed, context: World): boolean {
  const after = context.getAfter(filingPath(uid));
  return after !== null && filedIn(after, what) === filedIn(context.get(filingPath(uid)), what) + 1;
}

/**
 * A batch that decides one: the count moves down by exactly one. Payments and ads filed before
 * the counts existed were never counted, so a count already at zero stays there.
 */
export function releasesOne(uid: string, what: Filed, context: World): boolean {
  const before = filedIn(context.get(filingPath(uid)), what);
  return filedIn(context.getAfter(filingPath(uid)), what) === Math.max(before - 1, 0);
}

/** A count within its limit: the account's own +1 can never pass it. */
const isCount = (value: unknown, most: number) =>
  value === undefined || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= most);

/** The counts after filing or deciding one, or null when a decision leaves them as they are. */
export function filingAfter(before: DocData | null, what: Filed, by: 1 | -1): FilingDocument | null {
  const now = filedIn(before, what);
  if (by === -1 && now === 0) return null;
  return {
    pendingPayments: filedIn(before, 'pendingPayments'),
    waitingAds: filedIn(before, 'waitingAds'),
    [what]: now + by,
  };
}

/** The account raises one count by one; the admin lowers one by one; nothing else moves. */
export function canWriteFiling(actor: Actor, uid: string, before: DocData | null, after: DocData): boolean {
  const withinLimits = FILING_FIELDS.every((what) => isCount(after[what], FILING_LIMITS[what]));
  if (!hasOnly(after, FILING_FIELDS) || !withinLimits) return false;
  const moved = FILING_FIELDS.map((what) => filedIn(after, what) - filedIn(before, what));
  const by = actor.uid === uid ? 1 : isAdmin(actor) ? -1 : 0;
  return by !== 0 && moved.filter((change) => change !== 0).length === 1 && moved.includes(by);
}
