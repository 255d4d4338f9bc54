import { QRCodeSVG } from 'qrcode.react';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { MAX_PAYEE } from '../../../backend/limits';
import { englishErrorMessage } from '../../../backend/words/englishErrors';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState, LoadFailed } from '../../../components/LoadStates';
import { PageMeta } from '../../../components/PageMeta';
import { Spinner } from '../../../components/Spinner';
import { paths } from '../../../config/paths';
import type { SentPayout } from '../../../backend/types';
import { formatDate } from '../../../lib/dates';
import { toDayId } from '../../../lib/days';
import { downloadText } from '../../../lib/download';
import { formatRupees } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { bankOf, maskAccountNumber } from '../../../lib/payoutDetails';
import { upiPaymentLink } from '../../../lib/upi';
import { useLoad } from '../../../lib/useLoad';
import { useBackend } from '../../../session/session';
import { payoutPaise } from './amounts';
import { MissingPayerAccountError } from './layouts/razorpayX';
import { payWorkersMessages as text } from './messages';
import { amountProblem, firstChoice, type AmountProblem, type PayChoice } from './payChoices';
import { payList, type PayList, type PayRow } from './payList';
import { ConfirmPayouts } from './confirm/ConfirmPayouts';
import { onItsWay, readRunsToConfirm } from './confirm/readRunsToConfirm';
import { KeepRunDialog } from './KeepRunDialog';
import { readPayList } from './readPayList';
import { newPayoutReference } from './references';
import {
  TRANSFER_LAYOUTS,
  layoutById,
  transferFile,
  transferFileProblems,
  type TransferLayoutId,
} from './transferFiles';
import type { TransferRow, TransferRowProblem } from './transferRows';
import './payWorkers.css';

/** Where the admin's RazorpayX account number is kept between visits, on this device only. */
const PAYER_ACCOUNT_KEY = 'payWorkers.razorpayXAccount';

const thisMonth = (today: Date) => today.toISOString().slice(0, 7);

const amountWords = (problem: AmountProblem, due: number) =>
  problem === 'whole-rupees'
    ? text.wholeRupees
    : problem === 'over-due'
      ? text.overDue(formatRupees(due))
      : text.amountErrors[problem];

function paidTo(row: PayRow): string {
  const details = row.details!;
  return details.method === 'bank'
    ? text.bankAccount(bankOf(details.ifsc), maskAccountNumber(details.account), details.ifsc)
    : text.upiId(details.upi);
}

/** The worker's name as the file carries it: the account holder's for a bank account. */
const payeeName = (row: PayRow) =>
  row.details?.method === 'bank' ? row.details.holder : text.fullName(row.user);

/**
 * /admin/pay-workers: everyone owed money, with where they are paid, and one transfer file that
 * pays those the admin chooses (src/features/workers/payRun/transferFiles.ts for the layouts).
 * Nothing is written until the admin keeps the run: its payouts then read "sent for payment"
 * (sentPayouts), and each is recorded as paid only once the bank's statement shows it.
 */
export function PayWorkersPage() {
  const backend = useBackend();
  const list = useLoad(
    useCallback(async () => {
      const now = new Date();
      const [candidates, runs] = await Promise.all([
        readPayList(backend, now),
        readRunsToConfirm(backend, now),
      ]);
      return { list: payList(candidates, onItsWay(runs)), runs };
    }, [backend]),
    'the workers to pay',
  );
  const [period, setPeriod] = useState(() => thisMonth(new Date()));
  const [layoutId, setLayoutId] = useState<TransferLayoutId>('plain-csv');
  const [payerAccount, setPayerAccount] = useState(() => localStorage.getItem(PAYER_ACCOUNT_KEY) ?? '');
  const [choices, setChoices] = useState<Record<string, PayChoice>>({});
  const [attempted, setAttempted] = useState(false);
  const [payerMissing, setPayerMissing] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [confirming, setConfirming] = useState<{ earlier: SentPayout[] } | null>(null);
  const periodId = useId();
  const layoutFieldId = useId();
  const payerId = useId();

  // One reference a worker for as long as the page is open: a file downloaded twice names each
  // payout the same, so the bank's statement names it the same whichever file was paid.
  const references = useMemo(() => {
    const taken = new Set<string>();
    const byWorker: Record<string, string> = {};
    const data = list.data?.list;
    for (const row of data ? [...data.ready, ...data.changed] : []) {
      const reference = newPayoutReference(taken);
      taken.add(reference);
      byWorker[row.user.id] = reference;
    }
    return byWorker;
  }, [list.data]);

  const layout = layoutById(layoutId);
  const groupOf = (data: PayList, uid: string): keyof PayList =>
    data.changed.some((row) => row.user.id === uid) ? 'changed' : 'ready';
  const choiceOf = (row: PayRow, group: keyof PayList) => choices[row.user.id] ?? firstChoice(row, group);
  const choose = (row: PayRow, group: keyof PayList, change: Partial<PayChoice>) =>
    setChoices((before) => ({ ...before, [row.user.id]: { ...choiceOf(row, group), ...change } }));

  const data = list.data?.list;
  const runs = list.data?.runs;
  const payable = data ? [...data.ready, ...data.changed] : [];
  const chosen = data ? payable.filter((row) => choiceOf(row, groupOf(data, row.user.id)).included) : [];
  const amountProblems = new Map<string, AmountProblem>();
  for (const row of chosen) {
    const problem = amountProblem(choiceOf(row, groupOf(data!, row.user.id)).amount, row.due);
    if (problem !== null) amountProblems.set(row.user.id, problem);
  }
  const transferRows: TransferRow[] = chosen.map((row) => {
    const details = row.details!;
    return {
      name: payeeName(row),
      method: details.method,
      account: details.account,
      ifsc: details.ifsc,
      upi: details.upi,
      amountPaise: payoutPaise(choices[row.user.id]?.amount ?? String(row.due)) ?? 0,
      reference: references[row.user.id]!,
      narration: `Pay ${period}`,
      email: row.user.email,
    };
  });
  const rowProblems = new Map<string, TransferRowProblem>();
  if (amountProblems.size === 0) {
    for (const { index, problem } of transferFileProblems(layout, transferRows)) {
      rowProblems.set(chosen[index]!.user.id, problem);
    }
  }
  const problemOf = (row: PayRow): string | undefined => {
    const amountIssue = amountProblems.get(row.user.id);
    if (amountIssue !== undefined) return amountWords(amountIssue, row.due);
    const rowIssue = rowProblems.get(row.user.id);
    return rowIssue && text.rowProblems[rowIssue];
  };
  const total = transferRows.reduce((sum, row) => sum + row.amountPaise, 0) / 100;

  /** The file of the chosen rows, or null when the layout lacks the payer's account. */
  const makeFile = async () => {
    try {
      const file = await transferFile(layout, transferRows, {
        runLabel: period,
        razorpayXAccount: payerAccount,
      });
      setPayerMissing(false);
      return file;
    } catch (error) {
      if (!(error instanceof MissingPayerAccountError)) throw error;
      setPayerMissing(true);
      notify.error(text.payerAccountMissing);
      return null;
    }
  };

  /** Checks the rows, then asks before keeping anything, with any earlier run of the period. */
  const download = async () => {
    setAttempted(true);
    if (chosen.length === 0) return notify.error(text.nobodyChosen);
    const problems = amountProblems.size + rowProblems.size;
    if (problems > 0) return notify.error(text.fixFirst(problems));
    setPreparing(true);
    try {
      if ((await makeFile()) === null) return;
      const kept = await backend.sentPayouts.listPeriod(period);
      // This page's own run, kept by an earlier press, is not another run.
      const ours = new Set(Object.values(references));
      setConfirming({ earlier: kept.filter((payout) => !ours.has(payout.reference)) });
    } catch (error) {
      console.error('Could not check for an earlier pay run', error);
      notify.error(text.checkFailed(englishErrorMessage(error)));
    } finally {
      setPreparing(false);
    }
  };

  /** Keeps the run, then hands over its file: a file is never downloaded for a run not kept. */
  const keepAndDownload = async () => {
    const file = await makeFile();
    if (file === null) return setConfirming(null);
    const sentOn = toDayId(new Date());
    await backend.sentPayouts.send(
      chosen.map((row, index) => {
        const transfer = transferRows[index]!;
        return {
          reference: transfer.reference,
          uid: row.user.id,
          amount: transfer.amountPaise / 100,
          period,
          layout: layout.id as TransferLayoutId,
          fileName: file.name,
          method: transfer.method,
          // A sent payout keeps the name within its limit (firestore.rules).
          payee: transfer.name.slice(0, MAX_PAYEE),
          accountTail: transfer.method === 'bank' ? transfer.account.slice(-4) : '',
          upi: transfer.upi,
          sentOn,
        };
      }),
    );
    if (layout.id === 'razorpayx') localStorage.setItem(PAYER_ACCOUNT_KEY, payerAccount.trim());
    downloadText(file.name, file.text, file.type);
    setConfirming(null);
    notify.success(text.downloaded(file.name, transferRows.length));
    // What was sent is on its way now, no longer due: the list is read again without it.
    setChoices({});
    setAttempted(false);
    list.reload();
  };

  const columns = (group: 'ready' | 'changed'): Column<PayRow>[] => [
    {
      header: text.include,
      cell: (row) => (
        <input
          type="checkbox"
          className="pay-include"
          aria-label={text.includeLabel(text.fullName(row.user))}
          checked={choiceOf(row, group).included}
          onChange={(event) => choose(row, group, { included: event.target.checked })}
        />
      ),
    },
    {
      header: text.worker,
      rowHeader: true,
      cell: (row) => (
        <>
          {text.fullName(row.user)}
          {!row.user.approved && <span className="pay-changed muted">{text.noLongerApproved}</span>}
          {row.onItsWay > 0 && (
            <span className="pay-changed muted">{text.onItsWay(formatRupees(row.onItsWay))}</span>
          )}
          {group === 'changed' && (
            <span className="pay-changed muted">
              {text.changedOn(formatDate(row.details!.changedAt), formatDate(row.lastPayout!.createdAt))}
            </span>
          )}
        </>
      ),
    },
    { header: text.paidTo, cell: paidTo },
    { header: text.due, numeric: true, cell: (row) => formatRupees(row.due) },
    {
      header: text.amount,
      label: text.amount,
      cell: (row) => {
        const choice = choiceOf(row, group);
        const problem = choice.included && attempted ? problemOf(row) : undefined;
        return (
          <AmountCell
            row={row}
            choice={choice}
            problem={problem}
            reference={references[row.user.id]!}
            period={period}
            onChange={(amount) => choose(row, group, { amount })}
          />
        );
      },
    },
    { header: text.reference, className: 'mono', cell: (row) => references[row.user.id] },
  ];

  return (
    <div className="container page pay-workers">
      <PageMeta title={text.title} description={text.metaDescription} />
      <h1>{text.title}</h1>
      <p className="lead">{text.lead}</p>
      <p>
        <Link to={paths.earningsDashboard.href()}>{text.toDashboard}</Link>
      </p>

      {list.failed ? (
        <LoadFailed message={text.loadFailed(englishErrorMessage(list.error))} onRetry={list.reload} />
      ) : !data ? (
        <Spinner label={text.loading} />
      ) : payable.length === 0 && data.withoutDetails.length === 0 ? (
        <EmptyState>
          <p>{text.nobodyDue}</p>
        </EmptyState>
      ) : (
        <>
          <div className="pay-settings">
            <div className="field">
              <label htmlFor={periodId}>{text.periodLabel}</label>
              <input
                id={periodId}
                type="month"
                value={period}
                required
                aria-describedby={`${periodId}-hint`}
                onChange={(event) => setPeriod(event.target.value || thisMonth(new Date()))}
              />
              <p id={`${periodId}-hint`} className="muted">
                {text.periodHint}
              </p>
            </div>
            <div className="field">
              <label htmlFor={layoutFieldId}>{text.layoutLabel}</label>
              <select
                id={layoutFieldId}
                value={layoutId}
                onChange={(event) => setLayoutId(event.target.value as TransferLayoutId)}
              >
                {TRANSFER_LAYOUTS.map((each) => (
                  <option key={each.id} value={each.id}>
                    {each.label}
                  </option>
                ))}
              </select>
            </div>
            {layoutId === 'razorpayx' && (
              <div className="field">
                <label htmlFor={payerId}>{text.payerAccountLabel}</label>
                <input
                  id={payerId}
                  type="text"
                  autoComplete="off"
                  value={payerAccount}
                  aria-invalid={payerMissing ? true : undefined}
                  aria-describedby={`${payerId}-hint`}
                  onChange={(event) => setPayerAccount(event.target.value)}
                />
                <p id={`${payerId}-hint`} className={payerMissing ? 'form-error' : 'muted'}>
                  {payerMissing ? text.payerAccountMissing : text.payerAccountHint}
                </p>
              </div>
            )}
          </div>

          <section aria-labelledby="pay-ready">
            <h2 id="pay-ready">{text.readyTitle(data.ready.length)}</h2>
            <p className="muted">{text.readyLead}</p>
            <DataTable
              caption={text.caption(text.readyTitle(data.ready.length))}
              captionHidden
              className="pay-table"
              columns={columns('ready')}
              rows={data.ready}
              rowKey={(row) => row.user.id}
            />
          </section>

          {data.changed.length > 0 && (
            <section aria-labelledby="pay-changed" className="pay-warning">
              <h2 id="pay-changed">{text.changedTitle(data.changed.length)}</h2>
              <p>{text.changedLead}</p>
              <DataTable
                caption={text.caption(text.changedTitle(data.changed.length))}
                captionHidden
                className="pay-table"
                columns={columns('changed')}
                rows={data.changed}
                rowKey={(row) => row.user.id}
              />
            </section>
          )}

          <div className="pay-summary" role="status">
            <p>{text.summary(chosen.length, formatRupees(total))}</p>
            <button
              type="button"
              className="btn btn-primary"
              disabled={preparing}
              onClick={() => void download()}
            >
              {preparing ? text.checkingEarlier : text.download}
            </button>
          </div>
          {confirming && (
            <KeepRunDialog
              count={chosen.length}
              total={total}
              period={period}
              earlier={confirming.earlier}
              onKeep={keepAndDownload}
              onClose={() => setConfirming(null)}
            />
          )}

          {data.withoutDetails.length > 0 && (
            <section aria-labelledby="pay-without">
              <h2 id="pay-without">{text.withoutTitle(data.withoutDetails.length)}</h2>
              <p className="muted">{text.withoutLead}</p>
              <DataTable
                caption={text.captionWithout}
                captionHidden
                className="pay-table-without"
                columns={[
                  { header: text.worker, rowHeader: true, cell: (row) => text.fullName(row.user) },
                  { header: text.due, numeric: true, cell: (row) => formatRupees(row.due) },
                ]}
                rows={data.withoutDetails}
                rowKey={(row) => row.user.id}
              />
            </section>
          )}
        </>
      )}
      {runs && runs.payouts.length > 0 && <ConfirmPayouts payouts={runs.payouts} recorded={runs.recorded} />}
    </div>
  );
}

interface AmountCellProps {
  row: PayRow;
  choice: PayChoice;
  /** What is wrong with the row, in words, once the admin has asked for the file. */
  problem: string | undefined;
  reference: string;
  period: string;
  onChange: (amount: string) => void;
}

/** A worker's amount to pay, what is wrong with it, and for a UPI ID the QR code that pays it now. */
function AmountCell({ row, choice, problem, reference, period, onChange }: AmountCellProps) {
  const errorId = `pay-amount-error-${row.user.id}`;
  const paise = payoutPaise(choice.amount);
  const details = row.details!;
  const name = text.fullName(row.user);
  return (
    <div className="pay-amount">
      <input
        type="text"
        inputMode="decimal"
        className="pay-amount-input"
        aria-label={text.amountLabel(name)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        value={choice.amount}
        disabled={!choice.included}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <p id={errorId} className="form-error">
          {problem}
        </p>
      )}
      {details.method === 'upi' &&
        choice.included &&
        paise !== null &&
        amountProblem(choice.amount, row.due) === null && (
          <details className="pay-qr">
            <summary>{text.showQr}</summary>
            <QRCodeSVG
              value={upiPaymentLink({
                payeeAddress: details.upi,
                payeeName: payeeName(row),
                amount: paise / 100,
                note: `${reference} Pay ${period}`,
              })}
              size={176}
              marginSize={2}
              level="M"
              role="img"
              aria-label={text.qrLabel(name, formatRupees(paise / 100))}
            />
            <p className="muted">{text.qrHint}</p>
          </details>
        )}
    </div>
  );
}
