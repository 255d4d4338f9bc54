import { useState } from 'react';
import { errorMessage } from '../../backend/errors';
import type { DailyEntry, DayId, UserProfile } from '../../backend/types';
import { clampDailyCount, countOn } from '../../lib/earnings';
import { settleKeepingFocus } from '../../lib/focus';
import { notify } from '../../lib/notify';
import { useBackend } from '../../session/session';
import { earningsDashboardMessages as text } from './messages';

/** An approved user and every daily entry recorded for them. */
export interface WorkerRow {
  user: UserProfile;
  entries: DailyEntry[];
}

export type RowStatus = 'saving' | 'saved' | 'skipped';

export interface CountDrafts {
  /** What the row's count field shows for the day: the count being typed, else the saved one. */
  valueOf: (row: WorkerRow) => string;
  statusOf: (row: WorkerRow) => RowStatus | undefined;
  change: (row: WorkerRow, raw: string) => void;
  /** Saves the row's count for the day and patches the row with it; a blank or zero count is skipped. */
  save: (row: WorkerRow) => Promise<void>;
}

/**
 * The counts the admin types on the earnings dashboard, per user and day, until each is saved.
 * `update` changes the loaded rows in place, so a save shows without reading everything again.
 */
export function useCountDrafts(
  day: DayId,
  update: (change: (rows: WorkerRow[]) => WorkerRow[]) => void,
): CountDrafts {
  const backend = useBackend();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [statuses, setStatuses] = useState<Record<string, RowStatus>>({});

  const keyOf = (row: WorkerRow) => `${row.user.id}/${day}`;
  const valueOf = (row: WorkerRow) => drafts[keyOf(row)] ?? String(countOn(row.entries, day) ?? '');
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
    if (count === '' || count === 0) {
      setStatus(key, 'skipped');
      return;
    }
    const focused = document.activeElement;
    setStatus(key, 'saving');
    try {
      await backend.entries.save(uid, savedDay, count);
    } catch (error) {
      notify.error(text.failedToUpdateEntries(errorMessage(error)));
      settleKeepingFocus(focused, () => setStatus(key, null));
      return;
    }
    settleKeepingFocus(focused, () => {
      update((current) =>
        current.map((each) =>
          each.user.id === uid
            ? {
                ...each,
                entries: [
                  ...each.entries.filter((entry) => entry.date !== savedDay),
                  { date: savedDay, count },
                ],
              }
            : each,
        ),
      );
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
