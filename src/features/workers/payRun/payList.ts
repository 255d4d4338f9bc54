import type { Payout, PayoutDetails, UserProfile } from '../../../backend/types';

/** What the pay screen knows of one approved worker. */
export interface PayCandidate {
  user: UserProfile;
  /** Whole rupees earned to date, and paid to date (reversals taken off). */
  earned: number;
  paid: number;
  details: PayoutDetails | null;
  /** Their last payout or reversal; null before their first. */
  lastPayout: Payout | null;
}

/** A worker owed money, as the pay screen lists them. */
export interface PayRow extends PayCandidate {
  /** Whole rupees: earned less paid, less what is on its way, above zero. */
  due: number;
  /** Whole rupees sent for payment by a run and not yet recorded as paid. */
  onItsWay: number;
}

/**
 * The workers with a balance due, split as the admin must treat them: those ready to pay; those
 * whose details changed after their last payout, the classic way a worker's pay is stolen, to be
 * checked with the worker before they are paid; and those with nowhere to pay them.
 */
export interface PayList {
  ready: PayRow[];
  changed: PayRow[];
  withoutDetails: PayRow[];
}

/**
 * Whether the worker's details changed after their last payout. A worker never paid has no payout to
 * compare with: their details are the first they gave, and read as ready. A date not yet known
 * (a write still on its way) counts as changed, never as safe.
 */
export function changedSinceLastPayout(details: PayoutDetails, lastPayout: Payout | null): boolean {
  if (lastPayout === null) return false;
  if (details.changedAt === null || lastPayout.createdAt === null) return true;
  return details.changedAt.getTime() > lastPayout.createdAt.getTime();
}

/**
 * The list of those owed money. `onItsWay` (whole rupees by uid) is what runs kept before sent and
 * the bank has not yet been seen to pay: it is not due again, or a second run would pay it twice.
 */
export function payList(
  candidates: readonly PayCandidate[],
  onItsWay: Readonly<Record<string, number>> = {},
): PayList {
  const list: PayList = { ready: [], changed: [], withoutDetails: [] };
  for (const candidate of candidates) {
    const sent = onItsWay[candidate.user.id] ?? 0;
    const due = candidate.earned - candidate.paid - sent;
    if (due <= 0) continue;
    const row = { ...candidate, due, onItsWay: sent };
    if (candidate.details === null) list.withoutDetails.push(row);
    else if (changedSinceLastPayout(candidate.details, candidate.lastPayout)) list.changed.push(row);
    else list.ready.push(row);
  }
  return list;
}
