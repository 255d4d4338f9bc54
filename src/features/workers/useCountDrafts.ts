import { useState } from 'react';
import { errorMessage } from '../../backend/errors';
import type { DailyEntry, DayId, UserProfile, WorkerTotals } from '../../backend/types';
import { clampDailyCount } from '../../lib/earnings';
import { settleKeepingFocus } from '../../lib/focus';
import { notify } from '../../lib/notify';
import { useBackend } from '../../session/session';
import { earningsDashboardMessages as text } from './messages';

/**
 * An approved user with what the dashboard shows of them: their running totals and the days of
 * the last week, never their whole history; both undefined while they are read.
 */
export interface WorkerRow {
  user: UserProfile;
  totals?: WorkerTotals;
  /** The entries of the last 7 days, today included. */
  recent?: DailyEntry[];
  /** Whole rupees paid to them so far. */
  paid?: number;
}

/**
 * 'skipped': a blank or zero count for a day with nothing saved, which is not saved; 'blank': a
 * day already saved whose field was emptied, which is left as it was (0 is the way to clear it).
 */
export type RowStatus = 'saving' | 'saved' | 'skipped' | 'blank';

export interface CountDrafts {
  /** What the row's count field shows for the day: the count being typed, else the saved one. */
  valueOf: (row: WorkerRow) => string;
  statusOf: (row: WorkerRow) => RowStatus | undefined;
  change: (row: WorkerRow, raw: string) => void;
  /**
   * Saves the row's count for the day and reports it. A blank or zero count for a day with nothing
   * saved is skipped; a day already saved takes any count from 0 up, so a wrong one can be put right.
   */
  save: (row: WorkerRow) => Promise<void>;
}

/** What a save changed: the worker, the day, the count before and after, and the totals now. */
export interface SavedCount {
  uid: string;
  day: DayId;
  before: number;
  count: number;
  totals: WorkerTotals;
}

/**
 * The counts the admin types on the earnings dashboard, per user and day, until each is saved.
 * `savedCountOf` is the count stored for the day; `onSaved` patches what the page shows, so a save
 * shows without reading anything again.
 */
export function useCountDrafts(
  day: DayId,
  savedCountOf: (uid: string) => number | null,
  onSaved: (saved: SavedCount) => void,
): CountDrafts {
  const backend = useBackend();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [statuses, setStatuses] = useState<Record<string, RowStatus>>({});

  const keyOf = (row: WorkerRow) => `${row.user.id}/${day}`;
  const valueOf = (row: WorkerRow) => drafts[keyOf(row)] ?? String(savedCountOf(row.user.id) ?? '');
  const setStatus = (key: string, status: RowStatus | null) =>
    setStatuses((current) => {
      const next = { ...current };
      if (status) next[key] = status;
      else delete next[key];
      return next;
    });

  const change = (row: WorkerRow, raw: string) => {
    const key = keyOf(row);
    setDrafts((current) => ({ ...current, [key]: String(clampDailyCount(raw)) }));
    setStatus(key, null);
  };

  const save = async (row: WorkerRow) => {
    const uid = row.user.id;
    const key = keyOf(row);
    // Enter in the count field still reaches here while the row saves: one save at a time.
    if (statuses[key] === 'saving') return;
    const savedDay = day;
    const count = clampDailyCount(valueOf(row));
    const saved = savedCountOf(uid);
    if (count === '' || (count === 0 && saved === null)) {
      setStatus(key, saved === null ? 'skipped' : 'blank');
      return;
    }
    const before = saved ?? 0;
    const focused = document.activeElement;
    setStatus(key, 'saving');
    let totals: WorkerTotals;
    try {
      totals = await backend.entries.save(uid, savedDay, count);
    } catch (error) {
      notify.error(text.failedToUpdateEntries(errorMessage(error)));
      settleKeepingFocus(focused, () => setStatus(key, null));
      return;
    }
    settleKeepingFocus(focused, () => {
      onSaved({ uid, day: savedDay, before, count, totals });
      setDrafts((current) => {
        const next = { ...current };
        delete next[key];
        return next;
      });
      setStatus(key, 'saved');
    });
  };

  return { valueOf, statusOf: (row) => statuses[keyOf(row)], change, save };
}
