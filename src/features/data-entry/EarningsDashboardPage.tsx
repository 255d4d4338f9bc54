import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../backend/errors';
import type { DayId, Page } from '../../backend/types';
import { LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Pager } from '../../components/Pager';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { fromDayId, toDayId } from '../../lib/days';
import { weekWindow } from '../../lib/earnings';
import { notify } from '../../lib/notify';
import { useLoad } from '../../lib/useLoad';
import { usePages } from '../../lib/usePages';
import { useToday } from '../../lib/useToday';
import { useBackend } from '../../session/session';
import { EarningsTable, type GrandTotals } from './EarningsTable';
import { earningsDashboardMessages as text } from './messages';
import { useCountDrafts, type SavedCount, type WorkerRow } from './useCountDrafts';

/** A worker as the page of workers reads them: the week follows. */
type PageRow = Omit<WorkerRow, 'recent'>;
import './data-entry.css';

/** Workers a page: their totals and last week are read for these only, whatever the company's size. */
export const WORKERS_PER_PAGE = 25;

/**
 * /all-approved-user-list (spec screen 6): the admin records each approved user's count for a day
 * and sees what everyone has earned. What it reads does not grow with the days ever recorded: a
 * page of workers by name with each one's running totals, then their last 7 days, the chosen
 * day's counts of everyone in one query, and the grand totals summed by the server.
 */
export function EarningsDashboardPage() {
  const backend = useBackend();
  // One "today" for the date picker's limit and the earnings. The chosen day stays put at
  // midnight, so a count being typed is not moved to another day.
  const today = useToday();
  const todayId = toDayId(today);
  const [day, setDay] = useState<DayId>(todayId);
  const dateId = useId();
  const week = weekWindow(today);

  const readPage = useCallback(
    async (after: string | null): Promise<Page<PageRow>> => {
      const users = await backend.users.listApprovedPage({ size: WORKERS_PER_PAGE, after });
      const items = await Promise.all(
        users.items.map(async (user) => ({
          user,
          // A worker whose days were recorded before totals existed is counted once, here.
          totals: (await backend.entries.totals(user.id)) ?? (await backend.entries.recountTotals(user.id)),
        })),
      );
      return { items, next: users.next };
    },
    [backend],
  );
  const rows = usePages(readPage, 'the approved users');
  // The week's days, the day's counts and the grand totals follow the rows rather than compete
  // with them, so the workers and their all-time earnings show first.
  const rowsShown = rows.data !== undefined;
  const pageIds = rows.data?.items.map((row) => row.user.id).join(' ') ?? '';

  const weeks = useLoad(
    useCallback(async () => {
      const { from, to } = weekWindow(today);
      const uids = pageIds ? pageIds.split(' ') : [];
      const recent = await Promise.all(uids.map((uid) => backend.entries.listRange(uid, from, to)));
      return { pageIds, byWorker: Object.fromEntries(uids.map((uid, at) => [uid, recent[at]!])) };
    }, [backend, pageIds, today]),
    'the last 7 days',
    { enabled: rowsShown },
  );
  // Another page's weeks are never shown as this one's.
  const weekOf = (uid: string) => (weeks.data?.pageIds === pageIds ? weeks.data.byWorker[uid] : undefined);
  const shownRows: WorkerRow[] | undefined = rows.data?.items.map((row) => ({
    ...row,
    recent: weekOf(row.user.id),
  }));

  const dayCounts = useLoad(
    useCallback(async () => ({ day, counts: await backend.entries.countsOn(day) }), [backend, day]),
    'the counts of the day',
    { enabled: rowsShown },
  );
  // While another day's counts load, the fields must not offer the last day's counts as this one's.
  const counts = dayCounts.data?.day === day ? dayCounts.data.counts : undefined;
  const grand = useLoad(
    useCallback(async (): Promise<GrandTotals> => {
      const { from, to } = weekWindow(today);
      const [todayEntries, weekEntries, allTime] = await Promise.all([
        backend.entries.sumDays(to, to),
        backend.entries.sumDays(from, to),
        backend.entries.sumAllTime(),
      ]);
      return { today: todayEntries, lastSevenDays: weekEntries, allTime };
    }, [backend, today]),
    'the total earnings',
    { enabled: rowsShown },
  );

  const onSaved = ({ uid, day: savedDay, before, count, totals }: SavedCount) => {
    const change = count - before;
    const inWeek = savedDay >= week.from && savedDay <= week.to;
    rows.update((page) => ({
      ...page,
      items: page.items.map((row) => (row.user.id === uid ? { ...row, totals } : row)),
    }));
    if (inWeek)
      weeks.update((loaded) => {
        const recent = loaded.byWorker[uid];
        if (!recent) return loaded;
        const moved = [...recent.filter((entry) => entry.date !== savedDay), { date: savedDay, count }];
        return { ...loaded, byWorker: { ...loaded.byWorker, [uid]: moved } };
      });
    dayCounts.update((loaded) =>
      loaded.day === savedDay ? { ...loaded, counts: { ...loaded.counts, [uid]: count } } : loaded,
    );
    grand.update((sums) => ({
      today: sums.today + (savedDay === week.to ? change : 0),
      lastSevenDays: sums.lastSevenDays + (inWeek ? change : 0),
      allTime: sums.allTime + change,
    }));
  };
  const drafts = useCountDrafts(day, (uid) => counts?.[uid] ?? null, onSaved);

  const failed = rows.failed || dayCounts.failed || weeks.failed;
  const error = rows.failed ? rows.error : dayCounts.failed ? dayCounts.error : weeks.error;
  const retry = () => {
    if (rows.failed) rows.reload();
    if (dayCounts.failed) dayCounts.reload();
    if (weeks.failed) weeks.reload();
  };
  useEffect(() => {
    if (failed) notify.error(text.failedToLoadUsers(errorMessage(error)));
  }, [failed, error]);

  const changeDay = (value: string) => {
    // A half-typed date reads as ''; keep the last whole one. A day after today is today.
    if (!fromDayId(value)) return;
    setDay(value > todayId ? todayId : value);
  };

  // The rows show as soon as the workers are read; their count fields wait for the day's counts.
  const ready = shownRows;
  const dayReady = counts !== undefined;
  return (
    <div className="container page data-entry">
      <PageMeta title={text.title} description={text.metaDescription} />
      <h1>{text.title}</h1>
      <p className="lead">{text.lead}</p>

      <div className="data-entry-toolbar">
        <div className="field data-entry-date">
          <label htmlFor={dateId}>{text.dateLabel}</label>
          <input
            id={dateId}
            type="date"
            value={day}
            max={todayId}
            required
            onChange={(event) => changeDay(event.target.value)}
          />
        </div>
        <Link className="btn btn-secondary" to={paths.userApprovals.href()}>
          {text.toApprovals}
        </Link>
      </div>

      {!failed && !ready && <Spinner label={text.loading} />}
      {failed && <LoadFailed message={text.failedToLoadUsers(errorMessage(error))} onRetry={retry} />}
      {ready && (
        <>
          <EarningsTable
            rows={shownRows}
            day={day}
            today={today}
            drafts={drafts}
            dayReady={dayReady}
            grand={grand.data}
            grandFailed={grand.failed}
            onRetryGrand={grand.reload}
          />
          <Pager
            label={text.pagesLabel}
            pageNumber={rows.pageNumber}
            hasPrevious={rows.hasPrevious}
            hasNext={rows.hasNext}
            busy={rows.busy}
            onPrevious={rows.previous}
            onNext={rows.next}
          />
        </>
      )}
    </div>
  );
}
