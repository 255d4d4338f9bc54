import { lazy, Suspense, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { isBackendError } from '../../backend/errors';
import { namesBuyer } from '../../backend/documents/documents';
import { PAYMENT_STATUSES, type Payment, type PaymentStatus } from '../../backend/types';
import { DataTable, type Column } from '../../components/DataTable';
import { Field } from '../../components/Field';
import { EmptyState, LoadFailed, LoadingNote } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Pager } from '../../components/Pager';
import { Spinner } from '../../components/Spinner';
import { formatDateTime } from '../../lib/dates';
import { notify } from '../../lib/notify';
import { useBackend } from '../../session/session';
import { paymentMessages as text } from './messages';
import { DecidedPaymentActions } from './DecidedPaymentActions';
import { decisionFailure } from './decisionFailure';
import { paymentDate } from './paymentRecords';
import { RejectDialog } from './RejectDialog';
import { StatusTabs } from '../../components/StatusTabs';
import { usePaymentList } from './usePaymentList';
import './payments.css';

// The statement reader (and, for an Excel file, its parser) is fetched only on this page, on demand.
const StatementCheckPanel = lazy(() =>
  import('./statements/StatementCheckPanel').then((module) => ({ default: module.StatementCheckPanel })),
);

export function PaymentApprovalPage() {
  const backend = useBackend();
  const [tab, setTab] = useState<PaymentStatus>('pending');
  const [query, setQuery] = useState('');
  const payments = usePaymentList(tab, query);
  const [approving, setApproving] = useState<ReadonlySet<string>>(() => new Set());
  // A second click can arrive before the disabled button renders: the ref refuses it at once.
  const approvingNow = useRef(new Set<string>());
  const [rejecting, setRejecting] = useState<Payment | null>(null);
  const [checking, setChecking] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);

  const approve = async (payment: Payment, index: number) => {
    if (approvingNow.current.has(payment.id)) return;
    approvingNow.current.add(payment.id);
    setApproving((current) => new Set(current).add(payment.id));
    try {
      const outcome = await backend.payments.approve(payment.id);
      // The row leaves the pending tab before the alert blocks the page, as the specification orders it.
      flushSync(() =>
        payments.changed({ ...payment, status: 'confirmed', decidedAt: new Date() }, payment.status),
      );
      // Focus would fall to the page's start with the row gone: keep it where the admin was working.
      const buttons = panelRef.current?.querySelectorAll<HTMLElement>('[data-approve]');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? document.getElementById('payments-tab-pending'))?.focus();
      window.alert(
        outcome === 'decided-before'
          ? text.approvedBefore
          : namesBuyer(payment)
            ? text.approved
            : text.approvedNoAccount(payment.emailID),
      );
    } catch (error) {
      console.error('Could not approve the payment', error);
      notify.error(decisionFailure('approve', payment.userName, error));
      // Rejected by then in another tab: the row goes where the payment now is.
      if (isBackendError(error, 'already-exists'))
        payments.changed({ ...payment, status: 'rejected', decidedAt: new Date() }, payment.status);
    } finally {
      approvingNow.current.delete(payment.id);
      setApproving((current) => {
        const next = new Set(current);
        next.delete(payment.id);
        return next;
      });
    }
  };

  const columns: Column<Payment>[] = [
    { header: text.columnDate, className: 'nowrap', cell: (payment) => formatDateTime(paymentDate(payment)) },
    {
      header: text.columnBuyer,
      cell: (payment) => (
        <>
          {payment.userName}
          {payment.emailID && <div className="muted">{payment.emailID}</div>}
          {!namesBuyer(payment) && (
            <p className="payment-no-account">
              {payment.status === 'pending' ? text.noAccountPending : text.noAccount}
            </p>
          )}
        </>
      ),
    },
    {
      header: text.columnBook,
      cell: (payment) => (
        <>
          {payment.bookTitle}
          <div className="muted">{payment.amount}</div>
        </>
      ),
    },
    {
      header: text.columnTransaction,
      rowHeader: true,
      className: 'mono nowrap',
      cell: (payment) => payment.transactionId,
    },
    {
      header: tab === 'pending' ? text.columnAction : text.columnStatus,
      cell: (payment, index) =>
        payment.status === 'pending' ? (
          <div className="row-actions">
            <button
              type="button"
              className="btn btn-primary btn-small"
              data-approve
              disabled={approving.has(payment.id)}
              onClick={() => void approve(payment, index)}
            >
              {approving.has(payment.id) ? text.approving : text.approve}{' '}
              <span className="visually-hidden">{payment.transactionId}</span>
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              disabled={approving.has(payment.id)}
              onClick={() => setRejecting(payment)}
            >
              {text.reject} <span className="visually-hidden">{payment.transactionId}</span>
            </button>
          </div>
        ) : (
          <DecidedPaymentActions
            payment={payment}
            onReleased={(id) => payments.removed(id, payment.status)}
          />
        ),
    },
  ];

  const emptyMessage = payments.searching
    ? text.noMatches(payments.search)
    : { pending: text.noPending, confirmed: text.noConfirmed, rejected: text.noRejected }[tab];

  return (
    <div className="container page">
      <PageMeta title={text.dashboardTitle} description={text.dashboardDescription} />
      <h1>{text.dashboardTitle}</h1>
      <p className="lead">{text.dashboardDescription}</p>

      <div className="dashboard-toolbar">
        <Field id="payments-search" label={text.search}>
          {(control) => (
            <input
              {...control}
              aria-describedby="payments-search-hint payments-search-scope"
              type="search"
              placeholder={text.searchHint}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          )}
        </Field>
        <p id="payments-search-hint" className="visually-hidden">
          {text.searchHint}
        </p>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={payments.refresh}
          disabled={payments.busy}
        >
          {payments.busy && payments.ready ? text.refreshing : text.refresh}
        </button>
      </div>
      <p id="payments-search-scope" className="muted">
        {text.searchScope}
      </p>

      {checking ? (
        <Suspense fallback={<Spinner label={text.statementLoading} />}>
          <StatementCheckPanel onDecided={(payment) => payments.changed(payment, 'pending')} />
        </Suspense>
      ) : (
        <p>
          <button type="button" className="btn btn-secondary" onClick={() => setChecking(true)}>
            {text.checkStatement}
          </button>
        </p>
      )}

      {payments.failed ? (
        <LoadFailed message={text.dashboardLoadFailed} onRetry={payments.retry} />
      ) : !payments.ready ? (
        <Spinner label={text.dashboardLoading} />
      ) : (
        <StatusTabs
          label={text.tabsLabel}
          idPrefix="payments"
          selected={tab}
          onSelect={setTab}
          tabs={PAYMENT_STATUSES.map((status) => {
            const count = payments.countOf(status);
            return {
              status,
              // A figure not yet known is left out, never shown as 0.
              label: count === undefined ? text.status[status] : text.tab(text.status[status], count),
            };
          })}
        >
          <div ref={panelRef}>
            {payments.rows === undefined ? (
              <LoadingNote label={payments.searching ? text.searching : text.dashboardLoading} />
            ) : (
              <DataTable
                caption={text.tableCaption(text.status[tab])}
                columns={columns}
                rows={payments.rows}
                rowKey={(payment) => payment.id}
                empty={
                  <EmptyState>
                    <p>{emptyMessage}</p>
                  </EmptyState>
                }
              />
            )}
            {!payments.searching && <Pager label={text.pagesLabel} pages={payments.pages} />}
          </div>
        </StatusTabs>
      )}
      {rejecting && (
        <RejectDialog
          payment={rejecting}
          onClose={() => setRejecting(null)}
          onRejected={(rejected) => {
            setRejecting(null);
            payments.changed(rejected, 'pending');
          }}
        />
      )}
    </div>
  );
}
