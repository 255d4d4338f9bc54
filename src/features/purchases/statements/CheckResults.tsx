import { useState } from 'react';
import type { Payment, Rejection } from '../../../backend/types';
import { DataTable, type Column } from '../../../components/DataTable';
import { formatRupees } from '../../../lib/money';
import { useBackend } from '../../../session/session';
import { RejectDialog } from '../RejectDialog';
import { tellAllConfirmedByEmail, tellOnWhatsApp } from '../tellBuyer';
import { approveEach, type BulkApproval } from './bulkApproval';
import { checkMessages as text } from './checkMessages';
import { AmountsCell, BuyerCell } from './CheckedCells';
import type { CheckedPayment, PaymentVerdict, StatementCheck } from './classify';
import { LeftOutRows } from './LeftOutRows';
import type { Statement } from './statement';
import { UnclaimedCredits } from './UnclaimedCredits';

/** The rejection the statement suggests, for the admin to confirm: never sent on its own. */
function proposalFor(checked: CheckedPayment): Rejection | undefined {
  if (checked.verdict === 'not-in-statement') return { reason: 'amount-not-received' };
  if (checked.verdict !== 'amount-differs' || !checked.credit) return undefined;
  return {
    reason: 'wrong-amount',
    note: text.wrongAmountNote(formatRupees(checked.credit.amountPaise / 100), checked.payment.amount),
  };
}

const SHOWN: PaymentVerdict[] = [
  'matches',
  'amount-differs',
  'not-in-statement',
  'cannot-tell',
  'already-decided',
];

interface CheckResultsProps {
  check: StatementCheck;
  statement: Statement;
  /** A payment approved or rejected here, as it now is. */
  onDecided: (payment: Payment) => void;
}

/** Every payment of the statement's dates by what the statement says of it, and what to do next. */
export function CheckResults({ check, statement, onDecided }: CheckResultsProps) {
  const backend = useBackend();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<BulkApproval | null>(null);
  const [rejecting, setRejecting] = useState<CheckedPayment | null>(null);
  /** Matches whose payer is not the buyer that the admin has looked at and ticked. */
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const matching = check.payments
    .filter(
      (checked) => checked.verdict === 'matches' && (!checked.payerDiffers || ticked.has(checked.payment.id)),
    )
    .map(({ payment }) => payment);

  const transactionOf = new Map(check.payments.map(({ payment }) => [payment.id, payment.transactionId]));

  const tick = (id: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const approveMatching = async () => {
    if (progress) return;
    setOutcome(null);
    setProgress({ done: 0, total: matching.length });
    const result = await approveEach(backend, matching, (payment, done) => {
      setProgress({ done, total: matching.length });
      onDecided(payment);
    });
    setProgress(null);
    setOutcome(result);
  };

  const columns = (verdict: PaymentVerdict): Column<CheckedPayment>[] => [
    {
      header: text.columnPayment,
      rowHeader: true,
      cell: ({ payment }) => (
        <>
          <span className="mono">{payment.transactionId}</span>
          <div className="muted">{payment.bookTitle}</div>
        </>
      ),
    },
    {
      header: text.columnBuyer,
      cell: (checked) => (
        <BuyerCell
          checked={checked}
          ticked={ticked.has(checked.payment.id)}
          onTick={(on) => tick(checked.payment.id, on)}
          disabled={progress !== null}
        />
      ),
    },
    {
      header: text.columnAmounts,
      cell: (checked) => (
        <AmountsCell
          checked={checked}
          claimedBy={checked.claimedBy && (transactionOf.get(checked.claimedBy) ?? checked.claimedBy)}
        />
      ),
    },
    ...(verdict === 'amount-differs' || verdict === 'not-in-statement' || verdict === 'already-decided'
      ? [
          {
            header: text.columnAction,
            cell: (checked: CheckedPayment) =>
              checked.payment.status !== 'pending' ? (
                checked.payment.status === 'confirmed' ? (
                  text.approvedState
                ) : (
                  text.rejectedState
                )
              ) : (
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  onClick={() => setRejecting(checked)}
                >
                  {text.rejectProposed}{' '}
                  <span className="visually-hidden">{checked.payment.transactionId}</span>
                </button>
              ),
          },
        ]
      : []),
  ];

  const approved = outcome?.approved ?? [];
  return (
    <>
      {SHOWN.map((verdict) => {
        const rows = check.payments.filter(
          (checked) => checked.verdict === verdict && (verdict !== 'already-decided' || checked.credit),
        );
        if (verdict === 'already-decided' && rows.length === 0) return null;
        return (
          <section key={verdict} className="statement-verdict" aria-labelledby={`statement-${verdict}`}>
            <h3 id={`statement-${verdict}`}>
              {text.verdicts[verdict]} ({rows.length})
            </h3>
            <p className="muted">{text.verdictHelp[verdict]}</p>
            {verdict === 'matches' && matching.length > 0 && (
              <button
                type="button"
                className="btn btn-primary"
                disabled={progress !== null}
                onClick={approveMatching}
              >
                {progress ? text.approving(progress.done, progress.total) : text.approveAll(matching.length)}
              </button>
            )}
            {verdict === 'matches' && (
              <div role="status" className="statement-progress">
                {progress && text.approving(progress.done, progress.total)}
                {outcome && outcome.approved.length > 0 && text.approvedAll(outcome.approved.length)}
              </div>
            )}
            {verdict === 'matches' && outcome && outcome.failed.length > 0 && (
              <div role="alert" className="form-error">
                <p>{text.approveFailures}</p>
                <ul>
                  {outcome.failed.map(({ payment, message }) => (
                    <li key={payment.id}>
                      <span className="mono">{payment.transactionId}</span>: {message}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <DataTable
              caption={text.verdicts[verdict]}
              captionHidden
              columns={columns(verdict)}
              rows={rows}
              rowKey={({ payment }) => payment.id}
              empty={<p>{text.none}</p>}
              cardsOnPhone
            />
          </section>
        );
      })}
      {approved.length > 0 && (
        <section className="statement-verdict" aria-labelledby="statement-tell">
          <h3 id="statement-tell">{text.tellTitle}</h3>
          <p>
            <a className="btn btn-secondary" href={tellAllConfirmedByEmail(approved, text.tellAllSubject)}>
              {text.tellAllByEmail(new Set(approved.map((payment) => payment.emailID)).size)}
            </a>
          </p>
          <ul className="statement-tell-list">
            {approved.map((payment) => (
              <li key={payment.id}>
                <a href={tellOnWhatsApp(payment)} target="_blank" rel="noreferrer">
                  {text.tellOnWhatsApp(payment.userName)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <UnclaimedCredits credits={check.unclaimed} />
      <LeftOutRows statement={statement} />
      {rejecting && (
        <RejectDialog
          payment={rejecting.payment}
          proposal={proposalFor(rejecting)}
          onClose={() => setRejecting(null)}
          onRejected={(rejected) => {
            setRejecting(null);
            onDecided(rejected);
          }}
        />
      )}
    </>
  );
}
