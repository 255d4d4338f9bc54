import { MAX_ENTRIES_PER_DAY } from '../../config/constants';
import { earningsDashboardMessages as text } from './messages';
import type { CountDrafts, WorkerRow } from './useCountDrafts';

interface CountEditorProps {
  row: WorkerRow;
  /** The day being recorded, as the page shows it. */
  dayLabel: string;
  drafts: CountDrafts;
  /** The day's saved counts have arrived; until then the field waits. */
  dayReady: boolean;
}

/** A worker's count for the day: the field, its Save, and what became of the last save. */
export function CountEditor({ row, dayLabel, drafts, dayReady }: CountEditorProps) {
  const name = text.fullName(row.user);
  const status = drafts.statusOf(row);
  const saving = status === 'saving';
  const failure = typeof status === 'object' ? status.failed : undefined;
  const waiting = saving || !dayReady;
  const inputId = `count-${row.user.id}`;
  const statusId = `count-status-${row.user.id}`;
  return (
    <>
      <div className="count-editor">
        <label htmlFor={inputId} className="visually-hidden">
          {text.countLabel(name, dayLabel)}
        </label>
        <input
          id={inputId}
          className="count-input"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_ENTRIES_PER_DAY}
          step={1}
          value={drafts.valueOf(row)}
          readOnly={waiting}
          aria-describedby={statusId}
          onChange={(event) => drafts.change(row, event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void drafts.save(row);
          }}
        />
        <button
          type="button"
          className="btn btn-primary"
          disabled={waiting}
          aria-label={saving ? undefined : text.saveFor(name)}
          onClick={() => void drafts.save(row)}
        >
          {saving ? text.saving : text.save}
        </button>
      </div>
      <span
        id={statusId}
        role="status"
        className={
          status === 'skipped' || status === 'blank' || failure ? 'count-status form-error' : 'count-status'
        }
      >
        {status === 'saved' && text.saved}
        {status === 'skipped' && text.skipped}
        {status === 'blank' && text.blank}
        {failure && text.failedToUpdateEntries(failure)}
      </span>
    </>
  );
}
