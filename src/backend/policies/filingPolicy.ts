import { FILING_COUNTS, FILING_FIELDS, type FilingDocument } from '../documents/fields';
import { isAdmin, type Actor } from '../isAdmin';
import { MAX_PENDING_PAYMENTS, MAX_WAITING_ADS } from '../limits';
import { changedKeys, hasOnly, type DocData, type World } from './policyHelpers';

/**
 * The access policy of filings/{uid}: how many of an account's payments and ads wait on the admin.
 * Filing one raises its count by one in the same batch, up to the limit (limits.ts), and names it
 * (lastPayment, lastAd); the admin's decision lowers it by one. The name ties each filing to its own
 * count both ways: the count moves only with a new document of the account's under that name, and
 * a new payment or ad is accepted only when the count names it, so a batch files one at most and
 * an increment alone, or on another account's counts, files nothing. Only the account raises and
 * only the admin lowers, so nobody files past the limit and nobody frees a place without a
 * decision. firestore.rules states the same.
 */

export type Filed = (typeof FILING_COUNTS)[number];

export const filingPath = (uid: string) => `filings/${uid}`;

/** The most of each an account may have waiting at a time. */
export const FILING_LIMITS: Record<Filed, number> = {
  pendingPayments: MAX_PENDING_PAYMENTS,
  waitingAds: MAX_WAITING_ADS,
};

/** Where each count keeps the id of the latest filed under it, and where that document lives. */
const NAMED: Record<Filed, { name: 'lastPayment' | 'lastAd'; collection: 'payments' | 'submissions' }> = {
  pendingPayments: { name: 'lastPayment', collection: 'payments' },
  waitingAds: { name: 'lastAd', collection: 'submissions' },
};

/** The field of the counts that names the latest document filed under `what`. */
export const lastFiledField = (what: Filed) => NAMED[what].name;

/** A count as stored: none stored (an account that never filed, or data from before) is zero. */
export const filedIn = (filing: DocData | null | undefined, what: Filed): number =>
  typeof filing?.[what] === 'number' ? filing[what] : 0;

/** Whether an account with these counts has room for one more, judged before the write. */
export const hasRoomIn = (filing: DocData | null, what: Filed) => filedIn(filing, what) < FILING_LIMITS[what];

export const hasRoomFor = (uid: string, what: Filed, world: World) =>
  hasRoomIn(world.get(filingPath(uid)), what);

/**
 * A batch that files `id`: the count moves up by exactly one and names it (canWriteFiling holds
 * the limit, and that the named document is new).
 */
export function filesOneMore(uid: string, what: Filed, id: string, context: World): boolean {
  const after = context.getAfter(filingPath(uid));
  return (
    after !== null &&
    filedIn(after, what) === filedIn(context.get(filingPath(uid)), what) + 1 &&
    after[lastFiledField(what)] === id
  );
}

/**
 * A batch that decides one: the count moves down, or stays at zero (payments and ads filed before
 * the counts existed were never counted). By how much is canWriteFiling's to say: the admin lowers
 * one count by exactly one, never below zero, so the count moves down by exactly one. firestore.rules
 * read the count in one rule only, as each read is counted among a request's 1,000 expressions.
 */
export function releasesOne(uid: string, what: Filed, context: World): boolean {
  const before = filedIn(context.get(filingPath(uid)), what);
  return before === 0 || filedIn(context.getAfter(filingPath(uid)), what) < before;
}

/** A count within its limit: the account's own +1 can never pass it. */
const isCount = (value: unknown, most: number) =>
  value === undefined || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= most);

/**
 * The counts after filing `id` (by 1) or deciding one (by -1), or null when a decision leaves them
 * as they are. A decision keeps the names: they say what was filed last, not what waits.
 */
export function filingAfter(before: DocData | null, what: Filed, by: 1, id: string): FilingDocument;
export function filingAfter(before: DocData | null, what: Filed, by: -1): FilingDocument | null;
export function filingAfter(before: DocData | null, what: Filed, by: 1 | -1, id?: string) {
  const now = filedIn(before, what);
  if (by === -1 && now === 0) return null;
  // Only the count that moves, as Firestore's increment() writes it: the other stays as stored.
  return { ...before, [what]: now + by, ...(by === 1 && { [lastFiledField(what)]: id }) };
}

/** How much each count moved. */
const movedBy = (before: DocData | null, after: DocData) =>
  FILING_COUNTS.map((what) => [what, filedIn(after, what) - filedIn(before, what)] as const);

/**
 * The account's own filing: one count up by one, naming the document filed with it, which did not
 * exist before the batch and is the account's after it. Nothing else changes.
 */
function filesNamed(uid: string, before: DocData | null, after: DocData, world: World): boolean {
  const moved = movedBy(before, after).filter(([, change]) => change !== 0);
  if (moved.length !== 1 || moved[0]![1] !== 1) return false;
  const what = moved[0]![0];
  const { name, collection } = NAMED[what];
  if (!changedKeys(before ?? {}, after).every((key) => key === what || key === name)) return false;
  const id = after[name];
  if (typeof id !== 'string') return false;
  const path = `${collection}/${id}`;
  return world.get(path) === null && world.getAfter(path)?.uid === uid;
}

/** The admin's decision: one count down by one, the names as they were. */
function releasesNamed(before: DocData | null, after: DocData): boolean {
  const moved = movedBy(before, after).filter(([, change]) => change !== 0);
  return (
    before !== null &&
    moved.length === 1 &&
    moved[0]![1] === -1 &&
    changedKeys(before, after).every((key) => (FILING_COUNTS as readonly string[]).includes(key))
  );
}

/** The account raises one count by one with what it files; the admin lowers one by one. */
export function canWriteFiling(
  actor: Actor,
  uid: string,
  before: DocData | null,
  after: DocData,
  world: World,
): boolean {
  const withinLimits = FILING_COUNTS.every((what) => isCount(after[what], FILING_LIMITS[what]));
  if (!hasOnly(after, FILING_FIELDS) || !withinLimits) return false;
  return (
    (actor.uid === uid && filesNamed(uid, before, after, world)) ||
    (isAdmin(actor) && releasesNamed(before, after))
  );
}
