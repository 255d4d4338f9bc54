import {
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  format,
  isAfter,
  isSameMonth,
  startOfMonth,
  subMonths,
} from 'date-fns';
import { useCallback, useMemo, useState } from 'react';
import { countTotals } from '../../backend/documents';
import { errorMessage } from '../../backend/errors';
import type { DailyEntry, DayId, Payout } from '../../backend/types';
import { DataTable } from '../../components/DataTable';
import { EmptyState, LoadFailed } from '../../components/LoadStates';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../../lib/dates';
import { fromDayId, toDayId } from '../../lib/days';
import { countOn, formatEarnings, rupeesFor } from '../../lib/earnings';
import { formatRupees } from '../../lib/money';
import { useLoad } from '../../lib/useLoad';
import { useBackend } from '../../session/session';
import { balanceFigure } from '../../config/workWords';
import { statementMessages as text } from './messages';

/** What the figures need, whatever the length of the history: a handful of reads. */
interface PaySummary {
  allTime: number;
  /** The first day recorded ('' for none): the statement reaches back to its month. */
  firstDay: DayId | '';
  /** This month's days so far: today's count and the month's total come from them. */
  thisMonth: DailyEntry[];
  paid: number;
}

const sumOf = (entries: readonly DailyEntry[]) => entries.reduce((sum, entry) => sum + entry.count, 0);

interface PayStatementProps {
  uid: string;
  today: Date;
  /** When the account was made: with the first day recorded, where the statement begins. */
  since: Date | null;
  /** Headings inside the statement sit under this level's heading. */
  headingLevel?: 2 | 3;
}

/**
 * A worker's pay: what they earned today, this month and in all, what they have been paid and
 * what is due, then a month's statement of days and payouts, a month at a time.
 */
export function PayStatement({ uid, today, since, headingLevel = 2 }: PayStatementProps) {
  const backend = useBackend();
  const monthStart = toDayId(startOfMonth(today));
  const todayId = toDayId(today);
  const load = useCallback(async (): Promise<PaySummary> => {
    const [totals, thisMonth, payouts] = await Promise.all([
      backend.entries.totals(uid),
      backend.entries.listRange(uid, monthStart, todayId),
      backend.payouts.totals(uid),
    ]);
    // Days recorded before totals existed, until the admin's dashboard counts them: read once.
    const { allTime, firstDay } = totals ?? countTotals(await backend.entries.listAll(uid));
    return { allTime, firstDay, thisMonth, paid: payouts.paid };
  }, [backend, uid, monthStart, todayId]);
  const { data: summary, error, failed, reload } = useLoad(load, 'your earnings');

  if (failed) return <LoadFailed message={text.failed(errorMessage(error))} onRetry={reload} />;
  if (!summary) return <Spinner label={text.loading} />;
  if (summary.allTime === 0 && summary.paid === 0)
    return (
      <EmptyState>
        <p>{text.empty}</p>
      </EmptyState>
    );

  const earned = rupeesFor(summary.allTime);
  const due = earned - summary.paid;
  const todayCount = countOn(summary.thisMonth, todayId) ?? 0;
  const monthCount = sumOf(summary.thisMonth);
  return (
    <>
      <dl className="earnings-cards" aria-label={text.figuresLabel}>
        <Card label={text.today} amount={formatEarnings(todayCount)} detail={text.entries(todayCount)} />
        <Card label={text.thisMonth} amount={formatEarnings(monthCount)} detail={text.entries(monthCount)} />
        <Card label={text.allTime} amount={formatRupees(earned)} detail={text.entries(summary.allTime)} />
        <Card label={text.paid} amount={formatRupees(summary.paid)} />
        <Card label={text.balanceDue} amount={balanceFigure(due)} />
      </dl>
      <p className="pay-sentence">
        {due < 0
          ? text.paySentenceOverpaid(formatRupees(summary.paid), formatRupees(-due))
          : text.paySentence(formatRupees(summary.paid), formatRupees(due))}
      </p>
      <MonthStatement
        uid={uid}
        today={today}
        since={earliest(since, fromDayId(summary.firstDay))}
        thisMonth={summary.thisMonth}
        headingLevel={headingLevel}
      />
    </>
  );
}

function Card({ label, amount, detail }: { label: string; amount: string; detail?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className="earnings-card-amount">{amount}</dd>
      {detail && <dd className="muted">{detail}</dd>}
    </div>
  );
}

/** The earlier of two moments, either of which may be unknown. */
const earliest = (a: Date | null, b: Date | null) => (a && b ? (isAfter(a, b) ? b : a) : (a ?? b));

interface MonthData {
  entries: DailyEntry[];
  payouts: Payout[];
}

/**
 * One month's days, newest first, its payouts and its totals, with the way to other months: a
 * month is at most 31 day documents and its payouts, and the month's figures are theirs.
 */
function MonthStatement({
  uid,
  today,
  since,
  thisMonth,
  headingLevel,
}: {
  uid: string;
  today: Date;
  since: Date | null;
  thisMonth: DailyEntry[];
  headingLevel: 2 | 3;
}) {
  const backend = useBackend();
  const currentMonth = startOfMonth(today);
  const firstMonth = startOfMonth(since && !isAfter(since, today) ? since : today);
  const [shown, setShown] = useState(currentMonth);
  const month = isAfter(shown, currentMonth) ? currentMonth : shown;
  const isCurrent = isSameMonth(month, today);
  const days = useMemo(() => {
    const last = isCurrent ? today : endOfMonth(month);
    return eachDayOfInterval({ start: month, end: last }).reverse().map(toDayId);
  }, [month, today, isCurrent]);
  const from: DayId = days[days.length - 1]!;
  const to: DayId = days[0]!;

  const load = useCallback(async (): Promise<MonthData> => {
    // This month's days arrived with the figures above; an earlier month is read on its own.
    const [entries, payouts] = await Promise.all([
      isCurrent ? thisMonth : backend.entries.listRange(uid, from, to),
      backend.payouts.listForRange(uid, from, to),
    ]);
    return { entries, payouts };
  }, [backend, uid, from, to, isCurrent, thisMonth]);
  const { data, error, failed, reload } = useLoad(load, 'the month');
  const label = format(month, 'MMMM yyyy');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';

  return (
    <section className="statement-month" aria-labelledby="statement-month">
      <Heading id="statement-month">{text.monthTitle(label)}</Heading>
      <nav className="month-nav" aria-label={text.monthsLabel}>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!isAfter(month, firstMonth)}
          onClick={() => setShown(subMonths(month, 1))}
        >
          {text.previousMonth}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!isAfter(currentMonth, month)}
          onClick={() => setShown(addMonths(month, 1))}
        >
          {text.nextMonth}
        </button>
      </nav>
      {failed ? (
        <LoadFailed message={text.failed(errorMessage(error))} onRetry={reload} />
      ) : !data ? (
        <Spinner label={text.loading} />
      ) : (
        <>
          <MonthTotals data={data} />
          <DataTable
            caption={text.daysCaption(label)}
            captionHidden
            label={text.daysLabel(label)}
            cardsOnPhone={false}
            columns={[
              { header: text.date, rowHeader: true, cell: (day) => formatDate(day) },
              {
                header: text.count,
                numeric: true,
                cell: (day) => countOn(data.entries, day) ?? text.notRecorded,
              },
              {
                header: text.earned,
                numeric: true,
                cell: (day) => formatEarnings(countOn(data.entries, day) ?? 0),
              },
            ]}
            rows={days}
            rowKey={(day) => day}
          />
          <SubHeading>{text.payoutsTitle}</SubHeading>
          <DataTable
            caption={text.payoutsCaption(label)}
            captionHidden
            label={text.payoutsLabel(label)}
            columns={[
              { header: text.date, rowHeader: true, cell: (payout) => formatDate(payout.paidOn) },
              { header: text.reference, cell: (payout) => payout.reference },
              {
                header: text.note,
                cell: (payout) => (payout.reverses ? text.reversedNote(payout.note) : payout.note),
              },
              { header: text.amount, numeric: true, cell: (payout) => formatRupees(payout.amount) },
            ]}
            rows={data.payouts}
            rowKey={(payout) => payout.id}
            empty={<p className="muted">{text.noPayouts}</p>}
          />
        </>
      )}
    </section>
  );
}

function MonthTotals({ data }: { data: MonthData }) {
  const entries = sumOf(data.entries);
  const paid = data.payouts.reduce((sum, payout) => sum + payout.amount, 0);
  return (
    <dl className="month-totals" aria-label={text.monthTotalsTitle}>
      <div>
        <dt>{text.count}</dt>
        <dd>{entries}</dd>
      </div>
      <div>
        <dt>{text.earned}</dt>
        <dd>{formatEarnings(entries)}</dd>
      </div>
      <div>
        <dt>{text.paid}</dt>
        <dd>{formatRupees(paid)}</dd>
      </div>
    </dl>
  );
}
