import type { Payment } from '../../../backend/types';
import { LoadFailed } from '../../../components/LoadStates';
import { Spinner } from '../../../components/Spinner';
import { SpreadsheetInput } from '../../../components/SpreadsheetInput';
import { formatDate } from '../../../lib/dates';
import { checkMessages as text } from './checkMessages';
import { CheckResults } from './CheckResults';
import { ColumnChoice } from './ColumnChoice';
import { useStatementCheck } from './useStatementCheck';
import './statementCheck.css';

const ACCEPTED =
  '.csv,.txt,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface StatementCheckPanelProps {
  /** A payment approved or rejected through the check, for the dashboard's list and counts. */
  onDecided: (payment: Payment) => void;
}

/**
 * The admin drops the bank's or UPI app's statement; every pending payment of its dates is classed
 * against the money received, the matches approved in one action and the rest proposed for
 * rejection. The file never leaves the browser.
 */
export function StatementCheckPanel({ onDecided }: StatementCheckPanelProps) {
  const { phase, open, readAgain, retry, decided } = useStatementCheck();

  return (
    <section className="statement-check" aria-labelledby="statement-check-title">
      <h2 id="statement-check-title">{text.title}</h2>
      <p>{text.lead}</p>
      <p className="muted">{text.privacy}</p>
      <SpreadsheetInput
        id="statement-file"
        label={text.choose}
        accept={ACCEPTED}
        dropHint={text.drop}
        onFile={(file) => void open(file)}
        phase={phase}
        readingLabel={text.reading}
      />
      {(phase.step === 'loading' || phase.step === 'failed' || phase.step === 'checked') && (
        <>
          <p role="status">
            {phase.statement.from && phase.statement.to
              ? text.summary(
                  phase.name,
                  phase.statement.credits.length,
                  formatDate(phase.statement.from),
                  formatDate(phase.statement.to),
                )
              : text.noCredits}
            {phase.step === 'checked' && ` ${text.read(phase.pending)}`}
          </p>
          <ColumnChoice
            key={JSON.stringify(phase.statement.columns)}
            headers={phase.statement.headers}
            columns={phase.statement.columns}
            onReadAgain={readAgain}
          />
        </>
      )}
      {phase.step === 'loading' && <Spinner label={text.loadingPayments} />}
      {phase.step === 'failed' && <LoadFailed message={text.paymentsFailed} onRetry={retry} />}
      {phase.step === 'checked' && (
        <CheckResults
          check={phase.check}
          statement={phase.statement}
          onDecided={(payment) => {
            decided(payment);
            onDecided(payment);
          }}
        />
      )}
    </section>
  );
}
