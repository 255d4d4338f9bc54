import { LoadFailed } from '../../../components/LoadStates';
import { Spinner } from '../../../components/Spinner';
import { SpreadsheetInput } from '../../../components/SpreadsheetInput';
import { formatDate } from '../../../lib/dates';
import { importMessages as text } from './importMessages';
import { ImportPreview } from './ImportPreview';
import { responsesMessages } from './messages';
import { useResponsesImport } from './useResponsesImport';

const ACCEPTED = '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface ResponsesImportPanelProps {
  /** The first day of the current month, 'yyyy-MM-dd'. */
  monthStart: string;
  /** Counts were saved: the dashboard reads its figures again. */
  onSaved: () => void;
}

/**
 * The admin drops the data-entry form's responses; each approved worker's responses of each day
 * are counted, previewed against the counts saved now, and saved with one action.
 */
export function ResponsesImportPanel({ monthStart, onSaved }: ResponsesImportPanelProps) {
  const { phase, open, chooseOrder, reread } = useResponsesImport();

  return (
    <section className="responses-import" aria-labelledby="responses-import-title">
      <h2 id="responses-import-title">{text.title}</h2>
      <p>{text.lead}</p>
      <p className="muted">{text.privacy}</p>
      <SpreadsheetInput
        id="responses-file"
        label={text.choose}
        accept={ACCEPTED}
        onFile={(file) => void open(file)}
        phase={phase}
        readingLabel={text.reading}
      />
      {phase.step === 'ask' && (
        <fieldset>
          <legend>{responsesMessages.dateOrder.question}</legend>
          <button type="button" className="btn btn-secondary" onClick={() => chooseOrder('day-first')}>
            {responsesMessages.dateOrder['day-first']}
          </button>{' '}
          <button type="button" className="btn btn-secondary" onClick={() => chooseOrder('month-first')}>
            {responsesMessages.dateOrder['month-first']}
          </button>
        </fieldset>
      )}
      {(phase.step === 'loading' || phase.step === 'failed' || phase.step === 'preview') && (
        <p>
          {phase.counted.from && phase.counted.to
            ? text.summary(phase.name, formatDate(phase.counted.from), formatDate(phase.counted.to))
            : phase.name}
          {phase.counted.duplicates > 0 && ` ${text.duplicates(phase.counted.duplicates)}`}
          {phase.counted.unreadable > 0 && ` ${text.unreadable(phase.counted.unreadable)}`}
        </p>
      )}
      {phase.step === 'loading' && <Spinner label={text.loadingWorkers} />}
      {phase.step === 'failed' && <LoadFailed message={text.loadFailed} onRetry={reread} />}
      {phase.step === 'preview' && (
        <ImportPreview
          key={phase.counted.from ?? ''}
          preview={phase.preview}
          monthStart={monthStart}
          onSaved={() => {
            onSaved();
            reread();
          }}
        />
      )}
    </section>
  );
}
