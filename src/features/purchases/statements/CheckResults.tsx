import { useState } from 'react';
import type { Payment, Rejection } from '../../../backend/types';
import { DataTable, type Column } from '../../../components/DataTable';
import { formatDate } from '../../../lib/dates';
import { formatRupees } from '../../../lib/money';
import { useBackend } from '../../../session/session';
import { RejectDialog } from '../RejectDialog';
import { tellAllConfirmedByEmail, tellOnWhatsApp } from '../tellBuyer';
import { approveEach, type BulkApproval } from './bulkApproval';
import { checkMessages as text } from './checkMessages';
import type { CheckedPayment, PaymentVerdict, StatementCheck, StatementNote } from './classify';
import { LeftOutRows } from './LeftOutRows';
import type { Statement } from './credits';
import { UnclaimedCredits } from './UnclaimedCredits';

const rupeesOf = (paise: number) => formatRupees(paise / 100);

/** What else the statement holds under a payment's reference, in words. */
function noteText(note: StatementNote): string {
  switch (note.kind) {
    case 'reversed':
      return text.notes.reversed(
        rupeesOf(note.credit.amountPaise),
        formatDate(note.credit.date),
        formatDate(note.credit.reversal.date),
      );
    case 'unread':
      return text.notes.unread(note.entry.row);
    case 'unproven':
      return text.notes.unproven;
    case 'money-out':
      return text.notes.moneyOut(rupeesOf(note.entry.amountPaise), formatDate(note.entry.date));
  }
}

/** The rejection the statement suggests, for the admin to confirm: never sent on its own. */
function proposalFor(checked: CheckedPayment): Rejection | undefined {
  if (checked.verdict === 'not-in-statement') return { reason: 'amount-not-received' };
  if (checked.verdict !== 'amount-differs' || !checked.credit) return undefined;
  return {
    reason: 'wrong-amount',
    note: text.wrongAmountNote(rupeesOf(checked.credit.amountPaise), checked.payment.amount),
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
      cell: ({ payment, credit, payerDiffers, verdict: shown }) => (
        <>
          {payment.userName}
          <div className="muted">{payment.emailID}</div>
          {credit?.party && (
            <div className={payerDiffers ? 'statement-payer statement-payer--other' : 'statement-payer'}>
              {text.payer(credit.party.name, credit.party.vpa)}
            </div>
          )}
          {payerDiffers && payment.status === 'pending' && (
            <div className="statement-look">{text.payerDiffers}</div>
          )}
          {payerDiffers && shown === 'matches' && (
            <label className="statement-tick">
              <input
                type="checkbox"
                checked={ticked.has(payment.id)}
                disabled={progress !== null}
                onChange={(event) => tick(payment.id, event.target.checked)}
              />
              {text.approveTicked} <span className="visually-hidden">{payment.transactionId}</span>
            </label>
          )}
        </>
      ),
    },
    {
      header: text.columnAmounts,
      cell: ({ payment, credit, note, claimedBy }) => (
        <>
          {text.claimed(payment.amount)}
          {credit && (
            <div className="muted">
              {text.received(rupeesOf(credit.amountPaise), formatDate(credit.date))}
            </div>
          )}
          {note && <div className="muted">{noteText(note)}</div>}
          {claimedBy && (
            <div className="muted">{text.claimedByOther(transactionOf.get(claimedBy) ?? claimedBy)}</div>
          )}
        </>
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
