import { useId } from 'react';
import { earningsDashboardMessages as text } from './messages';
import { useSaveAllCounts } from './saveAllCounts';
import type { CountDrafts, WorkerRow } from './useCountDrafts';

interface SaveAllChangesProps {
  /** The rows of the page shown; undefined while they are read. */
  rows: readonly WorkerRow[] | undefined;
  drafts: CountDrafts;
  /** The day's saved counts have arrived; until then no typed count can be told apart from them. */
  dayReady: boolean;
}

/** One button for every count changed on the page, beside the day it saves them for. */
export function SaveAllChanges({ rows, drafts, dayReady }: SaveAllChangesProps) {
  const { changed, progress, saveAll } = useSaveAllCounts(drafts, dayReady && rows ? rows : []);
  const hintId = useId();
  return (
    <div className="save-all">
      <button
        type="button"
        className="btn btn-primary"
        disabled={progress !== null || changed === 0}
        aria-describedby={hintId}
        onClick={() => void saveAll()}
      >
        {progress ? text.savingAll(progress.done, progress.total) : text.saveAll}
      </button>
      <p id={hintId} className="field-hint">
        {changed === 0 ? text.nothingToSave : text.changesOnPage(changed)}
      </p>
    </div>
  );
}
