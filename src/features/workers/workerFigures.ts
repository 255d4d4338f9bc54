import { useCallback, useRef } from 'react';
import { recentEntries } from '../../backend/recentDays';
import type { Backend, DayId, Page, UserProfile } from '../../backend/types';
import { toDayId } from '../../lib/days';
import { weekWindow } from '../../lib/earnings';
import { useLoad } from '../../lib/useLoad';
import { usePages } from '../../session/usePages';
import type { WorkerRow } from './useCountDrafts';

export type WorkerFigures = Required<Omit<WorkerRow, 'user'>> & {
  /** The id of the worker's last payout or reversal, kept beside their paid-to-date; null before any. */
  lastPayout: string | null;
};

/**
 * A page of workers' running totals, last weeks and paid-to-date: two queries whatever the page's
 * size, since each worker's last week is kept in their totals. A worker whose days were recorded
 * before these totals existed is counted once, here. The id of each worker's last payout comes with
 * their paid-to-date, for the pay screen to read that payout without reading the paid-to-date again.
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
      const { paid, lastPayout } = payouts[uid] ?? { paid: 0, lastPayout: null };
      return [uid, { totals: found, recent: recentEntries(found.recent, from, to), paid, lastPayout }];
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

/**
 * The dashboard's pages of approved workers by name, and each page's figures. A page's figures are
 * asked for the moment its workers are known, while their rows are drawn, not after.
 */
export function useWorkerPages(backend: Backend, today: Date, size: number) {
  const asked = useRef<{
    pageIds: string;
    today: DayId;
    byWorker: Promise<Record<string, WorkerFigures>>;
  }>(null);
  const readPage = useCallback(
    async (after: string | null): Promise<Page<UserProfile>> => {
      const page = await backend.users.listApprovedPage({ size, after });
      const uids = page.items.map((user) => user.id);
      const now = new Date();
      const byWorker = readWorkerFigures(backend, uids, now);
      // Read again below if this page is not the one shown by then; its failure is reported there.
      byWorker.catch(() => undefined);
      asked.current = { pageIds: uids.join(' '), today: toDayId(now), byWorker };
      return page;
    },
    [backend, size],
  );
  const workers = usePages(readPage, 'the approved users');
  const pageIds = workers.data?.items.map((user) => user.id).join(' ') ?? '';

  const figures = useLoad(
    useCallback(async () => {
      const early = asked.current;
      asked.current = null;
      if (early?.pageIds === pageIds && early.today === toDayId(today))
        return { pageIds, byWorker: await early.byWorker };
      const uids = pageIds ? pageIds.split(' ') : [];
      return { pageIds, byWorker: await readWorkerFigures(backend, uids, today) };
    }, [backend, pageIds, today]),
    "the workers' earnings",
    { enabled: workers.data !== undefined },
  );
  return { workers, figures, pageIds };
}
