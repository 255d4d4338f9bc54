import { useState } from 'react';
import { DataTable, type Column } from '../../../../components/DataTable';
import { formatDate } from '../../../../lib/dates';
import { formatRupees } from '../../../../lib/money';
import { notify } from '../../../../lib/notify';
import { useBackend } from '../../../../session/session';
import type { PayoutToConfirm } from './confirmation';
import { confirmMessages as text } from './messages';
import { WorkerCell } from './OutcomeParts';
import type { RunsToConfirm } from './readRunsToConfirm';
import { openRuns, withdrawRun, type SentRun } from './runsOnTheirWay';
import { WithdrawPayout } from './WithdrawPayout';

/**
 * The kept runs still on their way, each with what it pays, and a way to take back a whole run the
 * bank refused: its payouts are due again at once, instead of one Withdraw press a worker.
 */
export function SentRuns({ runs, onWithdrawn }: { runs: RunsToConfirm; onWithdrawn: () => void }) {
  const open = openRuns(runs);
  if (open.length === 0) return null;
  return (
    <section className="sent-runs" aria-labelledby="sent-runs-title">
      <h2 id="sent-runs-title">{text.sentRunsTitle}</h2>
      <p className="muted">{text.sentRunsLead}</p>
      <ul className="sent-runs-list">
        {open.map((run) => (
          <SentRunItem key={`${run.sentOn} ${run.fileName}`} run={run} onWithdrawn={onWithdrawn} />
        ))}
      </ul>
    </section>
  );
}

/** Idle, withdrawing (how many payouts are done with), or withdrawn while the list is read again. */
type Phase = { step: 'idle' } | { step: 'withdrawing'; done: number } | { step: 'withdrawn' };

function SentRunItem({ run, onWithdrawn }: { run: SentRun; onWithdrawn: () => void }) {
  const backend = useBackend();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const count = run.payouts.length;
  const total = formatRupees(run.total);

  const withdraw = async () => {
    if (phase.step !== 'idle' || !window.confirm(text.withdrawRunConfirm(run.fileName, count, total))) return;
    setPhase({ step: 'withdrawing', done: 0 });
    const result = await withdrawRun(backend, run.payouts, (done) => setPhase({ step: 'withdrawing', done }));
    const withdrawnTotal = result.withdrawn.reduce((sum, payout) => sum + payout.amount, 0);
    if (result.withdrawn.length > 0)
      notify.success(text.runWithdrawn(result.withdrawn.length, formatRupees(withdrawnTotal)));
    if (result.paid.length > 0) notify.info(text.runPaidMeanwhile(result.paid.length));
    if (result.failed.length > 0)
      notify.error(text.runWithdrawFailed(result.failed.length, result.failed[0]!.message));
    // Pressed again before the list is read again, a run withdrawn whole would only be said again.
    setPhase(result.failed.length > 0 ? { step: 'idle' } : { step: 'withdrawn' });
    if (result.withdrawn.length + result.paid.length > 0) onWithdrawn();
  };

  return (
    <li className="sent-run">
      <span className="sent-run-words">
        {text.sentRun(run.fileName, formatDate(run.sentOn), count, total)}
      </span>
      {run.mixed ? (
        <span className="sent-run-mixed">{text.runMixed}</span>
      ) : (
        // Kept in the page while it works and after, so the keyboard's focus stays on it.
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-disabled={phase.step !== 'idle'}
          onClick={() => void withdraw()}
        >
          {phase.step === 'withdrawing' ? (
            text.withdrawingRun(phase.done, count)
          ) : (
            <>
              {phase.step === 'withdrawn' ? text.runWithdrawnState : text.withdrawRun}{' '}
              <span className="visually-hidden">{run.fileName}</span>
            </>
          )}
        </button>
      )}
      {/* The outcome once, not each payout of 200 as it goes. */}
      <span role="status" className="visually-hidden">
        {phase.step === 'withdrawn' ? text.withdrawnState : ''}
      </span>
      <RunPayouts run={run} onWithdrawn={onWithdrawn} />
    </li>
  );
}

/**
 * The run's payouts, folded away: one the bank did not pay, such as a worker the admin left out at the
 * bank after keeping the run, is withdrawn alone.
 */
function RunPayouts({ run, onWithdrawn }: { run: SentRun; onWithdrawn: () => void }) {
  const columns: Column<PayoutToConfirm>[] = [
    { header: text.columnWorker, rowHeader: true, cell: (payout) => <WorkerCell payout={payout} /> },
    { header: text.columnAmount, numeric: true, cell: (payout) => formatRupees(payout.amount) },
    { header: text.columnReference, className: 'mono', cell: (payout) => payout.reference },
    {
      header: text.columnWithdraw,
      cell: (payout) => <WithdrawPayout payout={payout} onWithdrawn={onWithdrawn} />,
    },
  ];
  // Drawn only once opened: a run of 200 payouts is 200 rows nobody asked to see.
  const [open, setOpen] = useState(false);
  return (
    <details className="sent-run-payouts" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{text.runPayouts(run.payouts.length)}</summary>
      {open && (
        <DataTable
          caption={text.runPayoutsCaption(run.fileName)}
          captionHidden
          columns={columns}
          rows={run.payouts}
          rowKey={(payout) => payout.reference}
        />
      )}
    </details>
  );
}
