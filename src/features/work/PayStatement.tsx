import { isAfter, startOfMonth } from 'date-fns';
import { useCallback } from 'react';
import { countTotals } from '../../backend/documents/documents';
import { monthEntries, monthOf } from '../../backend/monthDays';
import { errorMessage } from '../../backend/errors';
import type { DailyEntry, DayId } from '../../backend/types';
import { EmptyState, LoadFailed } from '../../components/LoadStates';
import { Spinner } from '../../components/Spinner';
import { fromDayId, toDayId } from '../../lib/days';
import { countOn, formatEarnings, rupeesFor } from '../../lib/earnings';
import { formatRupees } from '../../lib/money';
import { useLoad } from '../../lib/useLoad';
import { useBackend } from '../../session/session';
import { useTexts } from '../../i18n/texts';
import { errorTexts } from '../../components/errorTexts';
import { workTexts } from './texts';
import { MonthStatement } from './MonthStatement';
import { SentPayouts } from './SentPayouts';
import { sumOf } from './sumOf';

/** What the figures need, whatever the length of the history: two documents read. */
interface PaySummary {
  allTime: number;
  /** The first day recorded ('' for none): the statement reaches back to its month. */
  firstDay: DayId | '';
  /** This month's days so far: today's count and the month's total come from them. */
  thisMonth: DailyEntry[];
  paid: number;
}

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
  const text = useTexts(workTexts).statement;
  const errorWords = useTexts(errorTexts);
  const monthStart = toDayId(startOfMonth(today));
  const todayId = toDayId(today);
  const load = useCallback(async (): Promise<PaySummary> => {
    const [totals, payouts] = await Promise.all([backend.entries.totals(uid), backend.payouts.totals(uid)]);
    // Days recorded before totals existed, until the admin's dashboard counts them: read once.
    const { allTime, firstDay, month } = totals ?? countTotals(await backend.entries.listAll(uid), todayId);
    // This month's days are those the totals keep (none when they keep an earlier month); only a
    // later month kept, a day entered ahead of this one, has them read day by day.
    const kept = monthEntries(month, monthOf(todayId));
    const thisMonth = kept
      ? kept.filter(({ date }) => date <= todayId)
      : await backend.entries.listRange(uid, monthStart, todayId);
    return { allTime, firstDay, thisMonth, paid: payouts.paid };
  }, [backend, uid, monthStart, todayId]);
  const { data: summary, error, failed, reload } = useLoad(load, 'your earnings');

  if (failed) return <LoadFailed message={text.failed(errorMessage(error, errorWords))} onRetry={reload} />;
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
        <Card label={text.balanceDue} amount={text.balanceFigure(due)} />
      </dl>
      <p className="pay-sentence">
        {due < 0
          ? text.paySentenceOverpaid(formatRupees(summary.paid), formatRupees(-due))
          : text.paySentence(formatRupees(summary.paid), formatRupees(due))}
      </p>
      <SentPayouts uid={uid} headingLevel={headingLevel} />
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
