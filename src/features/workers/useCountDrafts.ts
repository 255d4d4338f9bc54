import { useState } from 'react';
import { englishErrorMessage } from '../../backend/words/englishErrors';
import { isBackendError } from '../../backend/errors';
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
 * day already saved whose field was emptied, which is left as it was (0 is the way to clear it);
 * `failed`: the backend's message, when saving all the changes could not save this one.
 */
export type RowStatus = 'saving' | 'saved' | 'skipped' | 'blank' | { failed: string };

/**
 * How a row's save ended: written; left as it was, a count not fit to save (the row says why) or
 * one already being saved; refused by the backend; or refused for the day's spent quota, which
 * refuses every other save too until it resets.
 */
export type SaveOutcome = 'saved' | 'left' | 'failed' | 'quota';

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
  /** The typed count differs from the day's saved one, and the row is not being saved already. */
  isChanged: (row: WorkerRow) => boolean;
  /**
   * `save`, as one of many: a failure stays on its row, with the backend's message, where a toast
   * for each of them would bury the others.
   */
  saveWithOthers: (row: WorkerRow) => Promise<SaveOutcome>;
  /** A row of many left unsaved for `error`, which it says, as a failed save of it would. */
  notTried: (row: WorkerRow, error: unknown) => void;
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

  const saveRow = async (row: WorkerRow, failureOnRow: boolean): Promise<SaveOutcome> => {
    const uid = row.user.id;
    const key = keyOf(row);
    // Enter in the count field still reaches here while the row saves: one save at a time.
    if (statuses[key] === 'saving') return 'left';
    const savedDay = day;
    const count = clampDailyCount(valueOf(row));
    const saved = savedCountOf(uid);
    if (count === '' || (count === 0 && saved === null)) {
      setStatus(key, saved === null ? 'skipped' : 'blank');
      return 'left';
    }
    const before = saved ?? 0;
    // Saving them all, the focus stays on that one button, not on a row.
    const focused = failureOnRow ? null : document.activeElement;
    setStatus(key, 'saving');
    let totals: WorkerTotals;
    try {
      totals = await backend.entries.save(uid, savedDay, count);
    } catch (error) {
      if (failureOnRow) {
        settleKeepingFocus(focused, () => setStatus(key, { failed: englishErrorMessage(error) }));
      } else {
        // The toast names whose count it was, and the row keeps saying so once the toast has gone.
        const message = englishErrorMessage(error);
        notify.error(text.failedToUpdateEntries(text.countNotSaved(text.fullName(row.user), count, message)));
        settleKeepingFocus(focused, () => setStatus(key, { failed: message }));
      }
      return isBackendError(error, 'quota-exceeded') ? 'quota' : 'failed';
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
    return 'saved';
  };

  const isChanged = (row: WorkerRow) => {
    const key = keyOf(row);
    const typed = drafts[key];
    return (
      typed !== undefined && statuses[key] !== 'saving' && typed !== String(savedCountOf(row.user.id) ?? '')
    );
  };

  return {
    valueOf,
    statusOf: (row) => statuses[keyOf(row)],
    change,
    save: async (row) => void (await saveRow(row, false)),
    isChanged,
    saveWithOthers: (row) => saveRow(row, true),
    notTried: (row, error) => setStatus(keyOf(row), { failed: englishErrorMessage(error) }),
  };
}
