import { useState } from 'react';
import { BackendError } from '../../backend/errors';
import { eachAtMost } from '../../lib/eachAtMost';
import { settleKeepingFocus } from '../../lib/focus';
import { notify } from '../../lib/notify';
import { earningsDashboardMessages as text } from './messages';
import type { CountDrafts, SaveOutcome, WorkerRow } from './useCountDrafts';

/** Writes in flight at once: a page of changes saves sooner than one by one, without 25 writes in a burst. */
export const SAVES_AT_ONCE = 4;

export interface SaveAllCounts {
  /** The rows whose typed count differs from the saved one. */
  changed: number;
  /** While the changes save: how many of them have finished. */
  progress: { done: number; total: number } | null;
  saveAll: () => Promise<void>;
}

/**
 * Saves every changed count of `rows` (the page shown) with each row's own rules, and reports them
 * in one line: a row that could not be saved keeps its count and says why. A spent quota refuses
 * every save until it resets: the rows not started by then are not tried, and say so.
 */
export function useSaveAllCounts(drafts: CountDrafts, rows: readonly WorkerRow[]): SaveAllCounts {
  const [progress, setProgress] = useState<SaveAllCounts['progress']>(null);
  const changed = rows.filter((row) => drafts.isChanged(row));

  const saveAll = async () => {
    if (progress || changed.length === 0) return;
    const focused = document.activeElement;
    const total = changed.length;
    const outcomes: Record<SaveOutcome, number> = { saved: 0, left: 0, failed: 0, quota: 0 };
    const done = () => outcomes.saved + outcomes.left + outcomes.failed + outcomes.quota;
    setProgress({ done: 0, total });
    await eachAtMost(changed, SAVES_AT_ONCE, async (row) => {
      if (outcomes.quota > 0) {
        drafts.notTried(row, new BackendError('quota-exceeded'));
        outcomes.failed += 1;
      } else {
        outcomes[await drafts.saveWithOthers(row)] += 1;
      }
      setProgress({ done: done(), total });
    });
    settleKeepingFocus(focused, () => setProgress(null));
    const notSaved = done() - outcomes.saved;
    const report = notSaved > 0 ? notify.error : notify.success;
    report(text.savedAll(outcomes.saved, notSaved));
  };

  return { changed: changed.length, progress, saveAll };
}
