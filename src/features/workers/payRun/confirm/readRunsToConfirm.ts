import { subDays } from 'date-fns';
import type { Backend, UserProfile } from '../../../../backend/types';
import { toDayId } from '../../../../lib/days';
import type { PayoutToConfirm } from './confirmation';

/** How far back a run is looked for: a bank's statement confirms a payout within days, not months. */
export const CONFIRM_DAYS_BACK = 60;

export interface RunsToConfirm {
  payouts: PayoutToConfirm[];
  /** References already recorded as paid: their payouts/{reference} documents exist. */
  recorded: Set<string>;
}

/** Whole rupees sent for payment, not withdrawn and not yet recorded as paid, by worker. */
export function onItsWay({ payouts, recorded }: RunsToConfirm): Record<string, number> {
  const sent: Record<string, number> = {};
  for (const payout of payouts) {
    if (!recorded.has(payout.reference) && !payout.withdrawn)
      sent[payout.uid] = (sent[payout.uid] ?? 0) + payout.amount;
  }
  return sent;
}

/**
 * The payouts sent for payment in the last days, each with the worker's name and approval, and which
 * of them are already recorded: one query for the runs and one for the payouts recorded since the
 * first of them. The approved workers come from the caller, who reads them once for the whole
 * screen, while the runs are read.
 */
export async function readRunsToConfirm(
  backend: Backend,
  approvedWorkers: Promise<readonly UserProfile[]>,
  today: Date,
): Promise<RunsToConfirm> {
  const sent = await backend.sentPayouts.listSince(toDayId(subDays(today, CONFIRM_DAYS_BACK)));
  if (sent.length === 0) return { payouts: [], recorded: new Set() };
  const first = sent.reduce(
    (earliest, payout) => (payout.sentOn < earliest ? payout.sentOn : earliest),
    sent[0]!.sentOn,
  );
  const [recorded, approved] = await Promise.all([
    backend.payouts.listRange(first, toDayId(today)),
    approvedWorkers,
  ]);
  const names = new Map(approved.map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim()]));
  return {
    payouts: sent.map((payout) => ({
      reference: payout.reference,
      uid: payout.uid,
      // A worker revoked since is named as the transfer named them.
      workerName: names.get(payout.uid) ?? payout.payee,
      payee: payout.payee,
      amount: payout.amount,
      accountTail: payout.accountTail || null,
      upi: payout.upi || null,
      period: payout.period,
      sentOn: payout.sentOn,
      fileName: payout.fileName,
      layout: payout.layout,
      stillApproved: names.has(payout.uid),
      withdrawn: payout.withdrawnAt !== null,
    })),
    recorded: new Set(recorded.map((payout) => payout.id)),
  };
}
