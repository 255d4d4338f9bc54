import { useState } from 'react';
import { DataTable, type Column } from '../../../components/DataTable';
import { formatDate } from '../../../lib/dates';
import { useBackend } from '../../../session/session';
import { importMessages as text } from './importMessages';
import type { CountsPreview, PreviewRow, SetApart } from './preview';
import { saveEachCount, type CountsSaved } from './saveCounts';

/** The rows a page shows at most; a month's first import can change thousands of days. */
const MOST_SHOWN = 200;

const rowColumns: Column<PreviewRow>[] = [
  { header: text.columnDay, className: 'nowrap', cell: (row) => formatDate(row.date) },
  { header: text.columnWorker, rowHeader: true, cell: (row) => row.name },
  {
    header: text.columnResponses,
    numeric: true,
    cell: (row) => (
      <>
        {row.responses}
        {row.excess > 0 && <div className="muted">{text.overCap(row.excess)}</div>}
      </>
    ),
  },
  { header: text.columnSaved, numeric: true, cell: (row) => row.saved ?? text.notSaved },
  { header: text.columnNew, numeric: true, cell: (row) => <strong>{row.count}</strong> },
];

const apartColumns: Column<SetApart>[] = [
  { header: text.columnEmail, rowHeader: true, cell: (apart) => apart.person?.name ?? apart.email },
  { header: text.columnResponses, numeric: true, cell: (apart) => apart.responses },
  { header: text.columnDays, cell: (apart) => apart.dates.map(formatDate).join(', ') },
];

const notApprovedColumns: Column<SetApart>[] = [
  ...apartColumns,
  { header: text.columnStatus, cell: (apart) => (apart.person?.revoked ? text.revoked : text.waiting) },
];

interface ImportPreviewProps {
  preview: CountsPreview;
  /** The first day of the current month, 'yyyy-MM-dd': earlier days are changed only when confirmed. */
  monthStart: string;
  /** After a save: the dashboard reads its figures again, and the preview its saved counts. */
  onSaved: () => void;
}

/** What the file would change, before anything is written, and the one action that writes it. */
export function ImportPreview({ preview, monthStart, onSaved }: ImportPreviewProps) {
  const backend = useBackend();
  const [earlierConfirmed, setEarlierConfirmed] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<CountsSaved | null>(null);
  const changed = preview.rows.filter((row) => row.changed);
  const earlier = changed.filter((row) => row.date < monthStart);
  const toSave = earlierConfirmed ? changed : changed.filter((row) => row.date >= monthStart);

  const save = async () => {
    if (progress || toSave.length === 0) return;
    setOutcome(null);
    setProgress({ done: 0, total: toSave.length });
    const result = await saveEachCount(backend, toSave, (done) =>
      setProgress({ done, total: toSave.length }),
    );
    setProgress(null);
    setOutcome(result);
    onSaved();
  };

  return (
    <>
      <p>{text.changes(changed.length, preview.rows.length - changed.length)}</p>
      {changed.length === 0 ? (
        <p role="status">{text.noChanges}</p>
      ) : (
        <>
          <DataTable
            caption={text.previewCaption}
            columns={rowColumns}
            rows={changed.slice(0, MOST_SHOWN)}
            rowKey={(row) => `${row.uid}/${row.date}`}
            cardsOnPhone
          />
          {changed.length > MOST_SHOWN && (
            <p className="muted">{text.moreChanges(changed.length - MOST_SHOWN)}</p>
          )}
          {earlier.length > 0 && (
            <p>
              {text.earlierMonths(earlier.length)}{' '}
              <label className="choice">
                <input
                  type="checkbox"
                  checked={earlierConfirmed}
                  onChange={(event) => setEarlierConfirmed(event.target.checked)}
                />
                {text.confirmEarlier}
              </label>
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary"
            disabled={progress !== null || toSave.length === 0}
            onClick={() => void save()}
          >
            {progress ? text.saving(progress.done, progress.total) : text.save(toSave.length)}
          </button>
        </>
      )}
      <div role="status">
        {progress && text.saving(progress.done, progress.total)}
        {outcome && outcome.saved.length > 0 && text.saved(outcome.saved.length)}
      </div>
      {outcome && outcome.failed.length > 0 && (
        <div role="alert" className="form-error">
          <p>{text.saveFailures}</p>
          <ul>
            {outcome.failed.map(({ row, message }) => (
              <li key={`${row.uid}/${row.date}`}>{text.failure(row.name, formatDate(row.date), message)}</li>
            ))}
          </ul>
        </div>
      )}
      <SetApartSection
        id="responses-unknown"
        title={text.unknownTitle}
        help={text.unknownHelp}
        columns={apartColumns}
        rows={preview.unknown}
      />
      <SetApartSection
        id="responses-not-approved"
        title={text.notApprovedTitle}
        help={text.notApprovedHelp}
        columns={notApprovedColumns}
        rows={preview.notApproved}
      />
    </>
  );
}

interface SetApartSectionProps {
  id: string;
  title: string;
  help: string;
  columns: Column<SetApart>[];
  rows: SetApart[];
}

/** Responses listed apart and not counted, with what the admin can do about them; none, nothing shown. */
function SetApartSection({ id, title, help, columns, rows }: SetApartSectionProps) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <p className="muted">{help}</p>
      <DataTable
        caption={text.apartCaption(title)}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(apart) => apart.email}
        cardsOnPhone
      />
    </section>
  );
}
