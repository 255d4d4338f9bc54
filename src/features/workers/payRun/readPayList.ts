import type { Backend, UserProfile } from '../../../backend/types';
import { rupeesFor } from '../../../lib/earnings';
import { everyPage } from '../everyPage';
import { readWorkerFigures, type WorkerFigures } from '../workerFigures';
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

/** The id of each worker's last payout or reversal, by uid, for those ever paid. */
function lastPayoutIds(figures: Record<string, WorkerFigures>): Record<string, string> {
  const last: Record<string, string> = {};
  for (const [uid, { lastPayout }] of Object.entries(figures)) {
    if (lastPayout !== null) last[uid] = lastPayout;
  }
  return last;
}

/**
 * The balance due, details and last payout of every worker, approved or revoked: a query per 30 of
 * them for each of their totals, paid-to-date and details, whatever the days they ever worked, then
 * a query per 30 of those ever paid for their last payout, whose id came with their paid-to-date.
 */
export async function readPayList(
  backend: Backend,
  { approved, revoked }: Workers,
  today: Date,
): Promise<PayCandidate[]> {
  const workers = [...approved, ...revoked];
  const uids = workers.map((user) => user.id);
  const figuresRead = readWorkerFigures(backend, uids, today);
  const [figures, details, lastPayouts] = await Promise.all([
    figuresRead,
    backend.payoutDetails.detailsOf(uids),
    // The payouts wait for the figures, whose paid-to-date names them, not for the details.
    figuresRead.then((byWorker) => backend.payouts.lastPayoutsOf(lastPayoutIds(byWorker))),
  ]);
  return workers.map((user) => ({
    user,
    earned: rupeesFor(figures[user.id]!.totals.allTime),
    paid: figures[user.id]!.paid,
    details: details[user.id] ?? null,
    lastPayout: lastPayouts[user.id] ?? null,
  }));
}
