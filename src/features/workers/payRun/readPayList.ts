import type { Backend, UserProfile } from '../../../backend/types';
import { rupeesFor } from '../../../lib/earnings';
import { everyPage } from '../everyPage';
import { readWorkerFigures } from '../workerFigures';
import type { PayCandidate } from './payList';

/** Every worker the pay screen knows: approved, and revoked (a revoked worker is still owed what they earned). */
export interface Workers {
  approved: UserProfile[];
  revoked: UserProfile[];
}

/** The approved and the revoked, a page of a hundred at a time: read once for the whole screen. */
export async function readWorkers(backend: Backend): Promise<Workers> {
  const [approved, revoked] = await Promise.all([
    everyPage((request) => backend.users.listApprovedPage(request)),
    everyPage((request) => backend.users.listRevokedPage(request)),
  ]);
  return { approved, revoked };
}

/**
 * The balance due, details and last payout of every worker, approved or revoked: a query per 30 of
 * them for each of their totals, paid-to-date, details and last payout, whatever the days they ever
 * worked.
 */
export async function readPayList(
  backend: Backend,
  { approved, revoked }: Workers,
  today: Date,
): Promise<PayCandidate[]> {
  const workers = [...approved, ...revoked];
  const uids = workers.map((user) => user.id);
  const [figures, details, lastPayouts] = await Promise.all([
    readWorkerFigures(backend, uids, today),
    backend.payoutDetails.detailsOf(uids),
    backend.payouts.lastPayoutsOf(uids),
  ]);
  return workers.map((user) => ({
    user,
    earned: rupeesFor(figures[user.id]!.totals.allTime),
    paid: figures[user.id]!.paid,
    details: details[user.id] ?? null,
    lastPayout: lastPayouts[user.id] ?? null,
  }));
}
