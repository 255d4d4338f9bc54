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
import { errorMessage } from '../../backend/errors';
import type { DailyEntry, DayId, Payout } from '../../backend/types';
import { DataTable } from '../../components/DataTable';
import { LoadFailed } from '../../components/LoadStates';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../../lib/dates';
import { toDayId } from '../../lib/days';
import { countOn, formatEarnings } from '../../lib/earnings';
import { formatRupees } from '../../lib/money';
import { useLoad } from '../../lib/useLoad';
import { useBackend } from '../../session/session';
import { useTexts } from '../../i18n/texts';
import { errorTexts } from '../../components/errorTexts';
import { workTexts } from './texts';
import { sumOf } from './sumOf';

interface MonthData {
  entries: DailyEntry[];
  payouts: Payout[];
}

/**
 * One month's days, newest first, its payouts and its totals, with the way to other months: a
 * month is at most 31 day documents and its payouts, and the month's figures are theirs.
 */
export function MonthStatement({
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
  const text = useTexts(workTexts).statement;
  const errorWords = useTexts(errorTexts);
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
        <LoadFailed message={text.failed(errorMessage(error, errorWords))} onRetry={reload} />
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
  const text = useTexts(workTexts).statement;
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
