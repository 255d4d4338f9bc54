import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { englishErrorMessage } from '../../backend/words/englishErrors';
import type { DayId } from '../../backend/types';
import { LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Pager } from '../../components/Pager';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { fromDayId, toDayId } from '../../lib/days';
import { rupeesFor, weekWindow } from '../../lib/earnings';
import { formatRupees } from '../../lib/money';
import { notify } from '../../lib/notify';
import { useLoad } from '../../lib/useLoad';
import { useToday } from '../../lib/useToday';
import { useBackend } from '../../session/session';
import { EarningsTable, type GrandTotals } from './EarningsTable';
import { balanceFigure } from '../../catalogue/workWords';
import { earningsDashboardMessages as text } from './messages';
import { importMessages as importText } from './responses/importMessages';
import { RevokedWorkers } from './RevokedWorkers';
import { SaveAllChanges } from './SaveAllChanges';
import { useCountDrafts, type SavedCount, type WorkerRow } from './useCountDrafts';
import { countsFromFigures, useWorkerPages } from './workerFigures';

import './workers.css';

// The responses reader (and its CSV and Excel parsers) is fetched only when the admin opens the import.
const ResponsesImportPanel = lazy(() =>
  import('./responses/ResponsesImportPanel').then((module) => ({ default: module.ResponsesImportPanel })),
);

/** Workers a page: their totals and last week are read for these only, whatever the company's size. */
export const WORKERS_PER_PAGE = 25;

/**
 * /all-approved-user-list (docs/product.md#screens): the admin records each approved user's count
 * for a day and sees what everyone has earned. What it reads does not grow with the days ever
 * recorded nor with the workers on the page: a page of workers by name, then the page's running
 * totals (each with its last week) and paid-to-date in a query each, the chosen day's counts of
 * everyone in one query, and the grand totals summed by the server.
 */
export function EarningsDashboardPage() {
  const backend = useBackend();
  // One "today" for the date picker's limit and the earnings. The chosen day stays put at
  // midnight, so a count being typed is not moved to another day.
  const today = useToday();
  const todayId = toDayId(today);
  const [day, setDay] = useState<DayId>(todayId);
  const [importing, setImporting] = useState(false);
  const dateId = useId();
  const week = weekWindow(today);

  const { workers, figures, pageIds } = useWorkerPages(backend, today, WORKERS_PER_PAGE);
  // The day's counts and the grand totals follow the list of workers rather than compete with it:
  // the names and their count fields show first.
  const rowsShown = workers.data !== undefined;

  // Another page's figures are never shown as this one's.
  const figuresOf = (uid: string) =>
    figures.data?.pageIds === pageIds ? figures.data.byWorker[uid] : undefined;
  const shownRows: WorkerRow[] | undefined = workers.data?.items.map((user) => ({
    user,
    ...figuresOf(user.id),
  }));

  // A day of the last week is among each worker's figures already; an earlier one is asked for.
  const dayInWeek = day >= week.from && day <= week.to;
  const dayCounts = useLoad(
    useCallback(async () => ({ day, counts: await backend.entries.countsOn(day) }), [backend, day]),
    'the counts of the day',
    { enabled: rowsShown && !dayInWeek },
  );
  // While another day's counts load, the fields must not offer the last day's counts as this one's.
  const counts = dayInWeek
    ? countsFromFigures(figures.data?.pageIds === pageIds ? figures.data.byWorker : undefined, day)
    : dayCounts.data?.day === day
      ? dayCounts.data.counts
      : undefined;
  const grand = useLoad(
    useCallback(async (): Promise<GrandTotals> => {
      const { from, to } = weekWindow(today);
      const [byDay, allTime, paid] = await Promise.all([
        backend.entries.sumRecentDays(from, to),
        backend.entries.sumAllTime(),
        backend.payouts.sumPaid(),
      ]);
      const lastSevenDays = Object.values(byDay).reduce((total, entries) => total + entries, 0);
      return { today: byDay[to] ?? 0, lastSevenDays, allTime, paid };
    }, [backend, today]),
    'the total earnings',
    { enabled: rowsShown },
  );

  const onSaved = ({ uid, day: savedDay, before, count, totals }: SavedCount) => {
    const change = count - before;
    const inWeek = savedDay >= week.from && savedDay <= week.to;
    figures.update((loaded) => {
      const worker = loaded.byWorker[uid];
      if (!worker) return loaded;
      const recent = inWeek
        ? [...worker.recent.filter((entry) => entry.date !== savedDay), { date: savedDay, count }]
        : worker.recent;
      return { ...loaded, byWorker: { ...loaded.byWorker, [uid]: { ...worker, totals, recent } } };
    });
    dayCounts.update((loaded) =>
      loaded.day === savedDay ? { ...loaded, counts: { ...loaded.counts, [uid]: count } } : loaded,
    );
    grand.update((sums) => ({
      ...sums,
      today: sums.today + (savedDay === week.to ? change : 0),
      lastSevenDays: sums.lastSevenDays + (inWeek ? change : 0),
      allTime: sums.allTime + change,
    }));
  };

  /** A payout or a reversal moved what a worker has been paid, and with it everyone's. */
  const paidEveryone = (amount: number) => grand.update((sums) => ({ ...sums, paid: sums.paid + amount }));
  const onPaid = (uid: string, amount: number) => {
    figures.update((loaded) => {
      const worker = loaded.byWorker[uid];
      if (!worker) return loaded;
      return {
        ...loaded,
        byWorker: { ...loaded.byWorker, [uid]: { ...worker, paid: worker.paid + amount } },
      };
    });
    paidEveryone(amount);
  };
  const drafts = useCountDrafts(day, (uid) => counts?.[uid] ?? null, onSaved);

  const daysFailed = dayCounts.failed && !dayInWeek;
  const failed = workers.failed || daysFailed || figures.failed;
  const error = workers.failed ? workers.error : daysFailed ? dayCounts.error : figures.error;
  const retry = () => {
    if (workers.failed) workers.reload();
    if (dayCounts.failed) dayCounts.reload();
    if (figures.failed) figures.reload();
  };
  useEffect(() => {
    if (failed) notify.error(text.failedToLoadUsers(englishErrorMessage(error)));
  }, [failed, error]);

  const changeDay = (value: string) => {
    // A half-typed date reads as ''; keep the last whole one. A day after today is today.
    if (!fromDayId(value)) return;
    setDay(value > todayId ? todayId : value);
  };

  // The rows show as soon as the workers are read; their count fields wait for the day's counts.
  const dayReady = counts !== undefined;
  // Once the first page of workers has shown, the table's place, the pager and the workers no longer
  // approved stay while another page is read: only the rows wait for theirs.
  const [opened, setOpened] = useState(false);
  if (shownRows && !opened) setOpened(true);
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
        <SaveAllChanges rows={shownRows} drafts={drafts} dayReady={dayReady} />
        <Link className="btn btn-secondary" to={paths.userApprovals.href()}>
          {text.toApprovals}
        </Link>
        <Link className="btn btn-secondary" to={paths.payWorkers.href()}>
          {text.toPayWorkers}
        </Link>
      </div>

      {importing ? (
        <Suspense fallback={<Spinner label={importText.opening} />}>
          <ResponsesImportPanel
            monthStart={`${todayId.slice(0, 8)}01`}
            onSaved={() => {
              // Imported counts may touch any worker's figures, any day's counts and the totals.
              if (!dayInWeek) dayCounts.reload();
              figures.reload();
              grand.reload();
            }}
          />
        </Suspense>
      ) : (
        <p>
          <button type="button" className="btn btn-secondary" onClick={() => setImporting(true)}>
            {importText.open}
          </button>
        </p>
      )}

      {opened && (
        <p className="total-due" role="status">
          {grand.data
            ? text.totalDue(
                balanceFigure(rupeesFor(grand.data.allTime) - grand.data.paid),
                formatRupees(grand.data.paid),
              )
            : text.loadingDue}
        </p>
      )}
      {!failed && !shownRows && <Spinner label={text.loading} />}
      {failed && <LoadFailed message={text.failedToLoadUsers(englishErrorMessage(error))} onRetry={retry} />}
      {opened && (
        <>
          {shownRows && (
            <EarningsTable
              rows={shownRows}
              day={day}
              today={today}
              drafts={drafts}
              dayReady={dayReady}
              grand={grand.data}
              grandFailed={grand.failed}
              onRetryGrand={grand.reload}
              onPaid={onPaid}
            />
          )}
          <Pager label={text.pagesLabel} pages={workers} />
          <RevokedWorkers today={today} onPaid={paidEveryone} />
        </>
      )}
    </div>
  );
}
