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
import { Link } from 'react-router-dom';
import { errorMessage } from '../../backend/errors';
import type { DailyEntry, DayId, WorkerTotals } from '../../backend/types';
import { DataTable } from '../../components/DataTable';
import { EmptyState, LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { countTotals } from '../../backend/documents';
import { toDayId } from '../../lib/days';
import {
  countOn,
  formatEarnings,
  rupeesFor,
  summariseEarnings,
  weekWindow,
  type Tally,
} from '../../lib/earnings';
import { formatRupees } from '../../lib/money';
import { useLoad } from '../../lib/useLoad';
import { useToday } from '../../lib/useToday';
import { useBackend, useSession, useSignedInUser } from '../../session/session';
import { workMessages as text } from './messages';
import './data-entry.css';

/**
 * /userwoDataEntryworksforms: what the work is and pays, the way to the form, and the worker's own
 * counts and earnings, the same numbers the admin sees on the dashboard.
 */
export function DataEntryWorkPage() {
  const { isAdmin } = useSession();

  return (
    <div className="container page data-entry">
      <PageMeta title={text.title} description={text.metaDescription} />
      <h1>{text.title}</h1>
      <p className="lead">{text.lead}</p>

      <div className="work-facts">
        <section className="card" aria-labelledby="work-how">
          <h2 id="work-how">{text.howTitle}</h2>
          <ol>
            {text.howSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <section className="card" aria-labelledby="work-limit">
          <h2 id="work-limit">{text.limitTitle}</h2>
          <p>{text.limitText}</p>
          <h2>{text.payTitle}</h2>
          <p>{text.payText}</p>
          <div className="card-actions">
            <Link className="btn btn-primary" to={paths.dataEntryForm.href()}>
              {text.openForm}
            </Link>
          </div>
        </section>
      </div>

      <section className="section" aria-labelledby="work-earnings">
        <h2 id="work-earnings">{text.yourEarningsTitle}</h2>
        {isAdmin ? <AdminNote /> : <MyEarnings />}
      </section>
    </div>
  );
}

function AdminNote() {
  return (
    <EmptyState>
      <p>{text.adminNote}</p>
      <Link className="btn btn-secondary" to={paths.earningsDashboard.href()}>
        {text.toDashboard}
      </Link>
    </EmptyState>
  );
}

/** The worker's running totals and last week: all the cards need, whatever the history's length. */
interface MySummary extends WorkerTotals {
  recent: DailyEntry[];
}

function MyEarnings() {
  const backend = useBackend();
  const { uid } = useSignedInUser();
  const today = useToday();
  const load = useCallback(async (): Promise<MySummary> => {
    const { from, to } = weekWindow(today);
    const [totals, recent] = await Promise.all([
      backend.entries.totals(uid),
      backend.entries.listRange(uid, from, to),
    ]);
    if (totals) return { ...totals, recent };
    // Days recorded before totals existed, until the admin's dashboard counts them: read once.
    const counted = countTotals(await backend.entries.listAll(uid));
    return { ...counted, recent };
  }, [backend, uid, today]);
  const { data: summary, error, failed, reload } = useLoad(load, 'your entries');

  if (failed) return <LoadFailed message={text.failed(errorMessage(error))} onRetry={reload} />;
  if (summary?.allTime === 0)
    return (
      <EmptyState>
        <p>{text.empty}</p>
      </EmptyState>
    );

  const week = summary && summariseEarnings(summary.recent, today);
  return (
    <>
      {summary && week ? (
        <dl className="earnings-cards">
          <EarningsCard label={text.today} tally={week.today} />
          <EarningsCard label={text.lastSevenDays} tally={week.lastSevenDays} />
          <EarningsCard
            label={text.allTime}
            tally={{ entries: summary.allTime, rupees: rupeesFor(summary.allTime) }}
          />
        </dl>
      ) : (
        <Spinner label={text.loading} />
      )}
      {/* Read alongside the figures, not after them. */}
      <MonthOfDays uid={uid} today={today} firstDay={summary?.firstDay} />
    </>
  );
}

/** One month's days, newest first, with the way to earlier months: a month is at most 31 reads. */
function MonthOfDays({
  uid,
  today,
  firstDay,
}: {
  uid: string;
  today: Date;
  /** The first day ever recorded, once the totals have arrived: there is nothing before its month. */
  firstDay: DayId | '' | undefined;
}) {
  const backend = useBackend();
  const thisMonth = startOfMonth(today);
  const [shown, setShown] = useState(thisMonth);
  const month = isAfter(shown, thisMonth) ? thisMonth : shown;
  const monthId = format(month, 'yyyy-MM');
  const firstMonth = firstDay ? firstDay.slice(0, 7) : monthId;
  const days = useMemo(() => {
    const last = isSameMonth(month, today) ? today : endOfMonth(month);
    return eachDayOfInterval({ start: month, end: last }).reverse().map(toDayId);
  }, [month, today]);

  const load = useCallback(
    () => backend.entries.listRange(uid, days[days.length - 1]!, days[0]!),
    [backend, uid, days],
  );
  const { data: entries, error, failed, reload } = useLoad(load, 'the days of the month');
  // The month's total is the sum of its days, all of which the page shows.
  const monthTotal = entries?.reduce((sum, entry) => sum + entry.count, 0);
  const label = format(month, 'MMMM yyyy');

  return (
    // Not a landmark of its own: the table's scroll region already carries the month's name.
    <div>
      <h3 id="work-month">{text.monthTitle(label)}</h3>
      {monthTotal !== undefined && (
        <p>{text.monthSummary(text.entries(monthTotal), formatEarnings(monthTotal))}</p>
      )}
      <nav className="month-nav" aria-label={text.monthsLabel}>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={monthId <= firstMonth}
          onClick={() => setShown(subMonths(month, 1))}
        >
          {text.previousMonth}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!isAfter(thisMonth, month)}
          onClick={() => setShown(addMonths(month, 1))}
        >
          {text.nextMonth}
        </button>
      </nav>
      {failed ? (
        <LoadFailed message={text.failed(errorMessage(error))} onRetry={reload} />
      ) : !entries ? (
        <Spinner label={text.loading} />
      ) : (
        <DataTable
          caption={text.monthCaption(label)}
          captionHidden
          label={text.monthTitle(label)}
          columns={[
            { header: text.date, rowHeader: true, cell: (day) => formatDate(day) },
            {
              header: text.count,
              numeric: true,
              cell: (day) => countOn(entries, day) ?? text.notRecorded,
            },
            {
              header: text.earned,
              numeric: true,
              cell: (day) => formatEarnings(countOn(entries, day) ?? 0),
            },
          ]}
          rows={days}
          rowKey={(day) => day}
        />
      )}
    </div>
  );
}

function EarningsCard({ label, tally }: { label: string; tally: Tally }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className="earnings-amount">{formatRupees(tally.rupees)}</dd>
      <dd className="muted">{text.entries(tally.entries)}</dd>
    </div>
  );
}
