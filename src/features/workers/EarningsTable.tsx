import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { DayId, UserProfile } from '../../backend/types';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState } from '../../components/LoadStates';
import { MAX_ENTRIES_PER_DAY } from '../../config/constants';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { rupeesFor, summariseEarnings, type Tally } from '../../lib/earnings';
import { toDayId } from '../../lib/days';
import { formatRupees } from '../../lib/money';
import { balanceFigure } from '../../config/workWords';
import { earningsDashboardMessages as text } from './messages';
import { PayActions } from './PayActions';
import type { CountDrafts, WorkerRow } from './useCountDrafts';

/**
 * Everyone's entries today, in the last 7 days and of all time, and the rupees paid to everyone,
 * summed by the server.
 */
export interface GrandTotals {
  today: number;
  lastSevenDays: number;
  allTime: number;
  paid: number;
}

interface EarningsTableProps {
  rows: readonly WorkerRow[];
  /** The day whose counts are shown and typed. */
  day: DayId;
  /** The day the earnings are counted to. */
  today: Date;
  drafts: CountDrafts;
  /** The day's saved counts have arrived; until then the fields wait. */
  dayReady: boolean;
  /** Undefined while it loads. */
  grand: GrandTotals | undefined;
  grandFailed: boolean;
  onRetryGrand: () => void;
  /** A payout or a reversal moved what the worker `uid` has been paid by `amount`. */
  onPaid: (uid: string, amount: number) => void;
}

const tally = (entries: number): Tally => ({ entries, rupees: rupeesFor(entries) });

/** Each approved user's count for the day, with a field to record it, and what everyone has earned. */
export function EarningsTable({
  rows,
  day,
  today,
  drafts,
  dayReady,
  grand,
  grandFailed,
  onRetryGrand,
  onPaid,
}: EarningsTableProps) {
  const summaries = useMemo(
    () =>
      new Map(rows.map((row) => [row.user.id, row.recent && summariseEarnings(row.recent, today)] as const)),
    [rows, today],
  );
  const dayLabel = formatDate(day);

  /** Today's and the week's figures, undefined while the worker's figures are read. */
  const weekOf = (row: WorkerRow) => summaries.get(row.user.id);

  const columns: Column<WorkerRow>[] = [
    {
      header: text.user,
      rowHeader: true,
      className: 'earnings-user',
      cell: (row) => <WorkerName user={row.user} />,
    },
    {
      header: text.countFor(dayLabel),
      cell: (row) => {
        const name = text.fullName(row.user);
        const status = drafts.statusOf(row);
        const saving = status === 'saving';
        const waiting = saving || !dayReady;
        const inputId = `count-${row.user.id}`;
        const statusId = `count-status-${row.user.id}`;
        return (
          <>
            <div className="count-editor">
              <label htmlFor={inputId} className="visually-hidden">
                {text.countLabel(name, dayLabel)}
              </label>
              <input
                id={inputId}
                className="count-input"
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_ENTRIES_PER_DAY}
                step={1}
                value={drafts.valueOf(row)}
                readOnly={waiting}
                aria-describedby={statusId}
                onChange={(event) => drafts.change(row, event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') void drafts.save(row);
                }}
              />
              <button
                type="button"
                className="btn btn-primary"
                disabled={waiting}
                aria-label={saving ? undefined : text.saveFor(name)}
                onClick={() => void drafts.save(row)}
              >
                {saving ? text.saving : text.save}
              </button>
            </div>
            <span
              id={statusId}
              role="status"
              className={
                status === 'skipped' || status === 'blank' ? 'count-status form-error' : 'count-status'
              }
            >
              {status === 'saved' && text.saved}
              {status === 'skipped' && text.skipped}
              {status === 'blank' && text.blank}
            </span>
          </>
        );
      },
    },
    {
      header: text.earningsToday,
      numeric: true,
      cell: (row) => <EarningsFigure tally={weekOf(row)?.today} />,
    },
    {
      header: text.earningsWeek,
      numeric: true,
      cell: (row) => <EarningsFigure tally={weekOf(row)?.lastSevenDays} />,
    },
    {
      header: text.earningsAllTime,
      numeric: true,
      cell: (row) => <EarningsFigure tally={row.totals && tally(row.totals.allTime)} />,
    },
    {
      header: text.paid,
      numeric: true,
      cell: (row) => (row.paid === undefined ? <Waiting /> : formatRupees(row.paid)),
    },
    {
      header: text.balanceDue,
      numeric: true,
      cell: (row) =>
        row.totals && row.paid !== undefined ? (
          <span className="earnings-amount">{balanceFigure(rupeesFor(row.totals.allTime) - row.paid)}</span>
        ) : (
          <Waiting />
        ),
    },
    {
      header: text.pay,
      cell: (row) =>
        row.totals && row.paid !== undefined ? (
          <PayActions
            user={row.user}
            earned={rupeesFor(row.totals.allTime)}
            paid={row.paid}
            today={toDayId(today)}
            onPaid={(amount) => onPaid(row.user.id, amount)}
          />
        ) : (
          <Waiting />
        ),
    },
  ];

  return (
    <DataTable
      caption={text.tableCaption(dayLabel)}
      captionHidden
      label={text.scrollHint}
      className="earnings-table"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.user.id}
      empty={
        <EmptyState>
          <p>{text.empty}</p>
          <Link className="btn btn-primary" to={paths.userApprovals.href()}>
            {text.toApprovals}
          </Link>
        </EmptyState>
      }
      footer={
        <tr role="row">
          <th scope="row" role="rowheader">
            {text.total}
            <span className="muted earnings-email">{text.totalNote}</span>
          </th>
          <td role="cell" />
          {grand ? (
            <>
              <EarningsCell label={text.earningsToday} tally={tally(grand.today)} />
              <EarningsCell label={text.earningsWeek} tally={tally(grand.lastSevenDays)} />
              <EarningsCell label={text.earningsAllTime} tally={tally(grand.allTime)} />
              <td role="cell" className="numeric" data-label={text.paid}>
                {formatRupees(grand.paid)}
              </td>
              <td role="cell" className="numeric" data-label={text.balanceDue}>
                <span className="earnings-amount">{formatRupees(rupeesFor(grand.allTime) - grand.paid)}</span>
              </td>
              <td role="cell" />
            </>
          ) : (
            <td role="cell" colSpan={6} className="numeric">
              {grandFailed ? (
                <button type="button" className="btn btn-secondary btn-small" onClick={onRetryGrand}>
                  {text.retryTotals}
                </button>
              ) : (
                <span className="muted">{text.loadingTotals}</span>
              )}
            </td>
          )}
        </tr>
      }
    />
  );
}

function Waiting() {
  return <span className="muted">{text.loadingFigure}</span>;
}

/** A worker's name over their e-mail, with any mark after them ('No longer approved'). */
export function WorkerName({ user, children }: { user: UserProfile; children?: ReactNode }) {
  return (
    <>
      <span className="earnings-name">{text.fullName(user)}</span>
      <span className="muted earnings-email">{user.email}</span>
      {children}
    </>
  );
}

function EarningsFigure({ tally }: { tally: Tally | undefined }) {
  if (!tally) return <span className="muted">{text.loadingFigure}</span>;
  return (
    <>
      <span className="earnings-amount">{formatRupees(tally.rupees)}</span>
      <span className="muted earnings-count">{text.entries(tally.entries)}</span>
    </>
  );
}

function EarningsCell({ label, tally }: { label: string; tally: Tally }) {
  return (
    <td role="cell" className="numeric" data-label={label}>
      <EarningsFigure tally={tally} />
    </td>
  );
}
