import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { DayId } from '../../backend/types';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState } from '../../components/LoadStates';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { rupeesFor, summariseEarnings, type Tally } from '../../lib/earnings';
import { toDayId } from '../../lib/days';
import { formatRupees } from '../../lib/money';
import { balanceFigure } from '../../catalogue/workWords';
import { earningsDashboardMessages as text } from './messages';
import { CountEditor } from './CountEditor';
import { EarningsCell, EarningsFigure, Waiting, WorkerName } from './EarningsFigures';
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
      cell: (row) => <CountEditor row={row} dayLabel={dayLabel} drafts={drafts} dayReady={dayReady} />,
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
