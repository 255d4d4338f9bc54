import { useState } from 'react';
import { Link } from 'react-router-dom';
import { englishErrorMessage } from '../../../backend/words/englishErrors';
import { DataTable } from '../../../components/DataTable';
import { EmptyState, LoadFailed } from '../../../components/LoadStates';
import { PageMeta } from '../../../components/PageMeta';
import { payColumnsOf } from './payColumns';
import { thisMonth } from './payRowWords';
import { PaySettings } from './PaySettings';
import { prepareRun, sentPayoutsOf } from './prepareRun';
import { Spinner } from '../../../components/Spinner';
import { paths } from '../../../config/paths';
import type { SentPayout } from '../../../backend/types';
import { toDayId } from '../../../lib/days';
import { downloadText } from '../../../lib/download';
import { formatRupees } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useBackend } from '../../../session/session';
import { MissingPayerAccountError } from './layouts/razorpayX';
import { payWorkersMessages as text } from './messages';
import { firstChoice, type PayChoice } from './payChoices';
import type { PayList, PayRow } from './payList';
import { usePayList } from './usePayList';
import { WithoutDetails } from './WithoutDetails';
import { ConfirmPayouts } from './confirm/ConfirmPayouts';
import { SentRuns } from './confirm/SentRuns';
import { KeepRunDialog } from './KeepRunDialog';
import { layoutById, transferFile, type TransferLayoutId } from './transferFiles';
import './payWorkers.css';

/** Where the admin's RazorpayX account number is kept between visits, on this device only. */
const PAYER_ACCOUNT_KEY = 'payWorkers.razorpayXAccount';

/**
 * /admin/pay-workers: everyone owed money, with where they are paid, and one transfer file that
 * pays those the admin chooses (src/features/workers/payRun/transferFiles.ts for the layouts).
 * Nothing is written until the admin keeps the run: its payouts then read "sent for payment"
 * (sentPayouts), and each is recorded as paid only once the bank's statement shows it.
 */
export function PayWorkersPage() {
  const backend = useBackend();
  const { list, references, runId } = usePayList(backend);
  const [period, setPeriod] = useState(() => thisMonth(new Date()));
  const [layoutId, setLayoutId] = useState<TransferLayoutId>('plain-csv');
  const [payerAccount, setPayerAccount] = useState(() => localStorage.getItem(PAYER_ACCOUNT_KEY) ?? '');
  // The admin's choices and the QR payments recorded are kept by each row's reference: the next
  // reading of the list draws new references, so nothing chosen for the last one is carried over.
  const [choices, setChoices] = useState<Record<string, PayChoice>>({});
  const [attempted, setAttempted] = useState(false);
  const [payerMissing, setPayerMissing] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [confirming, setConfirming] = useState<{ earlier: SentPayout[] } | null>(null);
  const [recordedByQr, setRecordedByQr] = useState<Record<string, number>>({});

  const layout = layoutById(layoutId);
  const groupOf = (data: PayList, uid: string): keyof PayList =>
    data.changed.some((row) => row.user.id === uid) ? 'changed' : 'ready';
  const referenceOf = (row: PayRow) => references[row.user.id]!;
  const choiceOf = (row: PayRow, group: keyof PayList) =>
    choices[referenceOf(row)] ?? firstChoice(row, group);
  const choose = (row: PayRow, group: keyof PayList, change: Partial<PayChoice>) =>
    setChoices((before) => ({ ...before, [referenceOf(row)]: { ...choiceOf(row, group), ...change } }));

  const data = list.data?.list;
  const runs = list.data?.runs;
  const payable = data ? [...data.ready, ...data.changed] : [];
  const chosen = data ? payable.filter((row) => choiceOf(row, groupOf(data, row.user.id)).included) : [];
  const { amountProblems, transferRows, rowProblems, problemOf, total } = prepareRun({
    chosen,
    amountOf: (row) => choiceOf(row, groupOf(data!, row.user.id)).amount,
    references,
    layout,
    period,
  });

  /** The file of the chosen rows, or null when the layout lacks the payer's account. */
  const makeFile = async () => {
    try {
      const file = await transferFile(layout, transferRows, {
        runLabel: `${period} ${runId}`,
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
      // Nor is a withdrawn payout, which the bank did not pay.
      const earlier = kept.filter((payout) => !ours.has(payout.reference) && payout.withdrawnAt === null);
      setConfirming({ earlier });
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
      sentPayoutsOf(chosen, transferRows, { period, layout: layoutId, fileName: file.name, sentOn }),
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

  /** Paid by the QR code and recorded: its code is taken away, and the list read again with it paid. */
  const paidByUpi = (row: PayRow, amount: number) => {
    setRecordedByQr((before) => ({ ...before, [referenceOf(row)]: amount }));
    list.reload();
  };

  const payColumns = payColumnsOf({
    choiceOf,
    choose,
    attempted,
    problemOf,
    references,
    period,
    onPaidByUpi: paidByUpi,
    recordedByQr,
  });

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
          <PaySettings
            period={period}
            onPeriod={setPeriod}
            layoutId={layoutId}
            onLayout={setLayoutId}
            payerAccount={payerAccount}
            onPayerAccount={setPayerAccount}
            payerMissing={payerMissing}
          />

          <section aria-labelledby="pay-ready">
            <h2 id="pay-ready">{text.readyTitle(data.ready.length)}</h2>
            <p className="muted">{text.readyLead}</p>
            <DataTable
              caption={text.caption(text.readyTitle(data.ready.length))}
              captionHidden
              className="pay-table"
              columns={payColumns('ready')}
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
                columns={payColumns('changed')}
                rows={data.changed}
                rowKey={(row) => row.user.id}
              />
            </section>
          )}

          <div className="pay-summary" role="status">
            <p>{text.summary(chosen.length, formatRupees(total))}</p>
            {/* While the list is read again after a run is kept, its rows still show that run's
                workers as due, under its references: a press now would pay them twice. */}
            <button
              type="button"
              className="btn btn-primary"
              disabled={preparing || list.busy}
              onClick={() => void download()}
            >
              {list.busy ? text.loading : preparing ? text.checkingEarlier : text.download}
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

          <WithoutDetails rows={data.withoutDetails} />
        </>
      )}
      {runs && runs.payouts.length > 0 && (
        <>
          <SentRuns runs={runs} onWithdrawn={list.reload} />
          <ConfirmPayouts payouts={runs.payouts} recorded={runs.recorded} onWithdrawn={list.reload} />
        </>
      )}
    </div>
  );
}
