import { useState } from 'react';
import { formatDate } from '../../../../lib/dates';
import { formatRupees } from '../../../../lib/money';
import { notify } from '../../../../lib/notify';
import { useBackend } from '../../../../session/session';
import { confirmMessages as text } from './messages';
import type { RunsToConfirm } from './readRunsToConfirm';
import { openRuns, withdrawRun, type SentRun } from './runsOnTheirWay';

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
          <SentRunItem key={run.key} run={run} onWithdrawn={onWithdrawn} />
        ))}
      </ul>
    </section>
  );
}

function SentRunItem({ run, onWithdrawn }: { run: SentRun; onWithdrawn: () => void }) {
  const backend = useBackend();
  const [done, setDone] = useState<number | null>(null);
  const total = formatRupees(run.total);

  const withdraw = async () => {
    if (done !== null || !window.confirm(text.withdrawRunConfirm(run.fileName, run.payouts.length, total)))
      return;
    setDone(0);
    try {
      const result = await withdrawRun(backend, run.payouts, setDone);
      const withdrawnTotal = result.withdrawn.reduce((sum, payout) => sum + payout.amount, 0);
      if (result.withdrawn.length > 0)
        notify.success(text.runWithdrawn(result.withdrawn.length, formatRupees(withdrawnTotal)));
      if (result.paid.length > 0) notify.info(text.runPaidMeanwhile(result.paid.length));
      if (result.failed.length > 0)
        notify.error(text.runWithdrawFailed(result.failed.length, result.failed[0]!.message));
      if (result.withdrawn.length + result.paid.length > 0) onWithdrawn();
    } finally {
      setDone(null);
    }
  };

  return (
    <li className="sent-run">
      <span>{text.sentRun(run.fileName, formatDate(run.sentOn), run.payouts.length, total)}</span>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={done !== null}
        onClick={() => void withdraw()}
      >
        {done === null ? (
          <>
            {text.withdrawRun} <span className="visually-hidden">{run.fileName}</span>
          </>
        ) : (
          text.withdrawingRun(done, run.payouts.length)
        )}
      </button>
    </li>
  );
}
