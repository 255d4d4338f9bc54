import { recentEntries } from '../../backend/recentDays';
import type { Backend } from '../../backend/types';
import { weekWindow } from '../../lib/earnings';
import type { WorkerRow } from './useCountDrafts';

export type WorkerFigures = Required<Omit<WorkerRow, 'user'>>;

/**
 * A page of workers' running totals, last weeks and paid-to-date: two queries whatever the page's
 * size, since each worker's last week is kept in their totals. A worker whose days were recorded
 * before these totals existed is counted once, here.
 */
export async function readWorkerFigures(
  backend: Backend,
  uids: readonly string[],
  today: Date,
): Promise<Record<string, WorkerFigures>> {
  const { from, to } = weekWindow(today);
  const [totals, payouts] = await Promise.all([
    backend.entries.totalsOf(uids),
    backend.payouts.totalsOf(uids),
  ]);
  const counted = await Promise.all(
    uids
      .filter((uid) => !totals[uid])
      .map(async (uid) => [uid, await backend.entries.recountTotals(uid)] as const),
  );
  const allTotals = { ...totals, ...Object.fromEntries(counted) };
  return Object.fromEntries(
    uids.map((uid) => {
      const found = allTotals[uid]!;
      return [
        uid,
        { totals: found, recent: recentEntries(found.recent, from, to), paid: payouts[uid]?.paid ?? 0 },
      ];
    }),
  );
}

/** The page's saved counts of `day`, a day of the last week, by uid; undefined while they load. */
export function countsFromFigures(
  byWorker: Record<string, WorkerFigures> | undefined,
  day: string,
): Record<string, number> | undefined {
  if (!byWorker) return undefined;
  const counts: Record<string, number> = {};
  for (const [uid, { recent }] of Object.entries(byWorker)) {
    const kept = recent.find((entry) => entry.date === day);
    if (kept) counts[uid] = kept.count;
  }
  return counts;
}
