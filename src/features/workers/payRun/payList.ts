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
  /** Whole rupees: earned less paid, above zero. */
  due: number;
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

export function payList(candidates: readonly PayCandidate[]): PayList {
  const list: PayList = { ready: [], changed: [], withoutDetails: [] };
  for (const candidate of candidates) {
    const due = candidate.earned - candidate.paid;
    if (due <= 0) continue;
    const row = { ...candidate, due };
    if (candidate.details === null) list.withoutDetails.push(row);
    else if (changedSinceLastPayout(candidate.details, candidate.lastPayout)) list.changed.push(row);
    else list.ready.push(row);
  }
  return list;
}
