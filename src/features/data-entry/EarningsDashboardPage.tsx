import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../backend/errors';
import type { DayId } from '../../backend/types';
import { LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { fromDayId, toDayId } from '../../lib/days';
import { notify } from '../../lib/notify';
import { useLoad } from '../../lib/useLoad';
import { useToday } from '../../lib/useToday';
import { useBackend } from '../../session/session';
import { EarningsTable } from './EarningsTable';
import { earningsDashboardMessages as text } from './messages';
import { useCountDrafts, type WorkerRow } from './useCountDrafts';
import './data-entry.css';

const byName = (a: WorkerRow, b: WorkerRow) =>
  text.fullName(a.user).localeCompare(text.fullName(b.user), 'en');

/**
 * /all-approved-user-list (spec screen 6): the admin records each approved user's count for a day
 * and sees what everyone has earned. Each user's entries are read once, whole: the day's count, the
 * week and all time all come from them, and a save patches them instead of reading again.
 */
export function EarningsDashboardPage() {
  const backend = useBackend();
  // One "today" for the date picker's limit and the earnings. The chosen day stays put at
  // midnight, so a count being typed is not moved to another day.
  const today = useToday();
  const todayId = toDayId(today);
  const [day, setDay] = useState<DayId>(todayId);
  const dateId = useId();

  const load = useCallback(async (): Promise<WorkerRow[]> => {
    const users = await backend.users.listApproved();
    const rows = await Promise.all(
      users.map(async (user) => ({ user, entries: await backend.entries.listAll(user.id) })),
    );
    return rows.sort(byName);
  }, [backend]);
  const { data: rows, error, failed, busy, reload, update } = useLoad(load, 'the approved users');
  const drafts = useCountDrafts(day, update);

  useEffect(() => {
    if (failed) notify.error(text.failedToLoadUsers(errorMessage(error)));
  }, [failed, error]);

  const changeDay = (value: string) => {
    // A half-typed date reads as ''; keep the last whole one. A day after today is today.
    if (!fromDayId(value)) return;
    setDay(value > todayId ? todayId : value);
  };

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

      {busy && !rows && <Spinner label={text.loading} />}
      {failed && <LoadFailed message={text.failedToLoadUsers(errorMessage(error))} onRetry={reload} />}
      {rows && <EarningsTable rows={rows} day={day} today={today} drafts={drafts} />}
    </div>
  );
}
