import { useMemo, useState } from 'react';
import { DataTable, type Column } from '../../../../components/DataTable';
import { SpreadsheetInput } from '../../../../components/SpreadsheetInput';
import { formatDate } from '../../../../lib/dates';
import { toDayId } from '../../../../lib/days';
import { formatRupees } from '../../../../lib/money';
import { confirmPayouts, type Confirmation, type PaidPayout, type PayoutToConfirm } from './confirmation';
import { confirmMessages as text } from './messages';
import { useBankFile } from './useBankFile';
import { useRecordPayouts } from './useRecordPayouts';
import { debitColumns, doubtColumns } from './confirmColumns';
import { Outcome, WorkerCell } from './OutcomeParts';
import { missingColumns, unpaidColumns } from './outcomeColumns';
import { BANK_FILE_TYPES } from './confirmColumns';
import './payoutConfirmation.css';

export interface ConfirmPayoutsProps {
  /** The payouts of the run sent to the bank. */
  payouts: readonly PayoutToConfirm[];
  /** The references of payouts recorded before (the ids of their payouts/{id} documents). */
  recorded: ReadonlySet<string>;
  /** A payout recorded here, by its reference. */
  onRecorded?: (reference: string) => void;
  /** A payout withdrawn here, by its reference: its amount is due again. */
  onWithdrawn?: (reference: string) => void;
}

/**
 * The admin drops the bank's statement or the payout service's report after a run is paid: each
 * payout is shown paid, in doubt, not paid or missing, and the paid ones are recorded in one
 * press, each with the bank's reference and date. Nothing is written before the press, and a
 * payout is filed under its own reference, so pressing again records nothing twice.
 */
export function ConfirmPayouts({ payouts, recorded, onRecorded, onWithdrawn }: ConfirmPayoutsProps) {
  const { phase, open } = useBankFile();
  /** Recorded here, or found recorded when recording again: the prop may not know them yet. */
  const [recordedHere, setRecordedHere] = useState<ReadonlySet<string>>(new Set());
  const {
    progress,
    outcome,
    recordAll: record,
  } = useRecordPayouts((reference) => {
    setRecordedHere((before) => new Set([...before, reference]));
    onRecorded?.(reference);
  });
  /** Withdrawn here: the prop learns of them once the page reads the runs again. */
  const [withdrawnHere, setWithdrawnHere] = useState<ReadonlySet<string>>(new Set());
  const withdrawn = (reference: string) => {
    setWithdrawnHere((before) => new Set([...before, reference]));
    onWithdrawn?.(reference);
  };
  const bankMoney = phase.step === 'read' ? phase.money : null;
  const confirmation = useMemo<Confirmation | null>(() => {
    if (!bankMoney) return null;
    const known = payouts.map((payout) =>
      withdrawnHere.has(payout.reference) ? { ...payout, withdrawn: true } : payout,
    );
    const recordedAll = new Set([...recorded, ...recordedHere]);
    return confirmPayouts(bankMoney, known, recordedAll, toDayId(new Date()));
  }, [bankMoney, payouts, recorded, recordedHere, withdrawnHere]);
  const toRecord = confirmation?.paid.filter((paid) => !paid.recorded) ?? [];

  const recordAll = () => record(toRecord);

  const stateOf = ({ payout, recorded: before }: PaidPayout) => {
    const state = outcome?.recorded.some((one) => one.payout.reference === payout.reference)
      ? text.recordedNow
      : before
        ? text.alreadyRecorded
        : text.toRecord;
    // Paid after the admin withdrew it: perhaps paid again since, which the admin should look at.
    if (!payout.withdrawn) return state;
    return (
      <>
        {state}
        <span className="confirm-flag">{text.withdrawnButPaid}</span>
      </>
    );
  };

  const paidColumns: Column<PaidPayout>[] = [
    { header: text.columnWorker, rowHeader: true, cell: ({ payout }) => <WorkerCell payout={payout} /> },
    { header: text.columnAmount, numeric: true, cell: ({ payout }) => formatRupees(payout.amount) },
    {
      header: text.columnBankReference,
      className: 'mono',
      cell: ({ match }) => match.bankReference ?? text.noReference,
    },
    { header: text.columnDate, className: 'nowrap', cell: ({ match }) => formatDate(match.paidOn) },
    { header: text.columnMatched, cell: ({ match }) => text.matchedBy[match.by] },
    { header: text.columnState, cell: stateOf },
  ];

  return (
    <section className="confirm-payouts" aria-labelledby="confirm-payouts-title">
      <h2 id="confirm-payouts-title">{text.title}</h2>
      <p>{text.lead}</p>
      <p className="muted">{text.privacy}</p>
      <SpreadsheetInput
        id="confirm-payouts-file"
        label={text.choose}
        accept={BANK_FILE_TYPES}
        dropHint={text.drop}
        onFile={open}
        phase={phase}
        readingLabel={text.reading}
      />
      {phase.step === 'read' && confirmation && (
        <>
          <p role="status">
            {phase.money.source === 'payout-report'
              ? text.reportSummary(phase.name, phase.money.debits.length)
              : text.summary(phase.name, phase.money.debits.length, phase.money.credits.length)}
            {phase.money.unreadRows > 0 && ` ${text.unreadRows(phase.money.unreadRows)}`}
          </p>

          <Outcome
            id="confirm-paid"
            title={`${text.paidTitle} (${confirmation.paid.length})`}
            help={text.paidHelp}
          >
            {toRecord.length > 0 && (
              <button
                type="button"
                className="btn btn-primary"
                disabled={progress !== null}
                onClick={() => void recordAll()}
              >
                {progress ? text.recording(progress.done, progress.total) : text.recordAll(toRecord.length)}
              </button>
            )}
            <div role="status" className="confirm-progress">
              {progress && text.recording(progress.done, progress.total)}
              {outcome && outcome.recorded.length > 0 && text.recordedAll(outcome.recorded.length)}
            </div>
            {outcome && outcome.failed.length > 0 && (
              <div role="alert" className="form-error">
                <p>{text.recordFailures}</p>
                <ul>
                  {outcome.failed.map(({ paid, message }) => (
                    <li key={paid.payout.reference}>
                      {paid.payout.workerName}, {formatRupees(paid.payout.amount)}: {message}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <DataTable
              caption={text.paidTitle}
              captionHidden
              columns={paidColumns}
              rows={confirmation.paid}
              rowKey={({ payout }) => payout.reference}
              empty={<p>{text.none}</p>}
              cardsOnPhone
            />
          </Outcome>

          <Outcome
            id="confirm-cannot-tell"
            title={`${text.cannotTellTitle} (${confirmation.cannotTell.length})`}
            help={text.cannotTellHelp}
          >
            <DataTable
              caption={text.cannotTellTitle}
              captionHidden
              columns={doubtColumns}
              rows={confirmation.cannotTell}
              rowKey={({ debit, payouts: may }) =>
                `${debit.row}-${may.map((payout) => payout.reference).join()}`
              }
              empty={<p>{text.none}</p>}
              cardsOnPhone
            />
          </Outcome>

          <Outcome
            id="confirm-not-paid"
            title={`${text.notPaidTitle} (${confirmation.notPaid.length})`}
            help={text.notPaidHelp}
          >
            <DataTable
              caption={text.notPaidTitle}
              captionHidden
              columns={unpaidColumns(withdrawn)}
              rows={confirmation.notPaid}
              rowKey={({ payout }) => payout.reference}
              empty={<p>{text.none}</p>}
              cardsOnPhone
            />
          </Outcome>

          <Outcome
            id="confirm-missing"
            title={`${text.missingTitle} (${confirmation.missing.length})`}
            help={text.missingHelp}
          >
            <DataTable
              caption={text.missingTitle}
              captionHidden
              columns={missingColumns(withdrawn)}
              rows={confirmation.missing}
              rowKey={(payout) => payout.reference}
              empty={<p>{text.none}</p>}
              cardsOnPhone
            />
          </Outcome>

          <Outcome
            id="confirm-unclaimed"
            title={`${text.unclaimedTitle} (${confirmation.unclaimed.length})`}
            help={text.unclaimedHelp}
          >
            <DataTable
              caption={text.unclaimedTitle}
              captionHidden
              columns={debitColumns}
              rows={confirmation.unclaimed}
              rowKey={(debit) => String(debit.row)}
              empty={<p>{text.none}</p>}
              cardsOnPhone
            />
          </Outcome>

          {confirmation.charges.length > 0 && (
            <Outcome
              id="confirm-charges"
              title={`${text.chargesTitle} (${confirmation.charges.length})`}
              help={text.chargesHelp}
            >
              <DataTable
                caption={text.chargesTitle}
                captionHidden
                columns={debitColumns}
                rows={confirmation.charges}
                rowKey={(debit) => String(debit.row)}
                cardsOnPhone
              />
            </Outcome>
          )}
        </>
      )}
    </section>
  );
}
