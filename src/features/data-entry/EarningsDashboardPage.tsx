import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../backend/errors';
import type { DailyEntry, DayId, UserProfile } from '../../backend/types';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState, LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { MAX_ENTRIES_PER_DAY } from '../../config/constants';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { fromDayId, toDayId } from '../../lib/days';
import { notify } from '../../lib/notify';
import { useBackend } from '../../session/session';
import {
  clampDailyCount,
  countOn,
  summariseEarnings,
  totalEarnings,
  type EarningsSummary,
  type Tally,
} from '../../lib/earnings';
import { settleKeepingFocus } from '../../lib/focus';
import { formatRupees } from '../../lib/money';
import { useLoad } from '../../lib/useLoad';
import { useToday } from '../../lib/useToday';
import { earningsDashboardMessages as text } from './messages';
import './data-entry.css';

interface WorkerRow {
  user: UserProfile;
  entries: DailyEntry[];
}

type RowStatus = 'saving' | 'saved' | 'skipped';

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
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [statuses, setStatuses] = useState<Record<string, RowStatus>>({});
  const dateId = useId();

  const load = useCallback(async (): Promise<WorkerRow[]> => {
    const users = await backend.users.listApproved();
    const rows = await Promise.all(
      users.map(async (user) => ({ user, entries: await backend.entries.listAll(user.id) })),
    );
    return rows.sort(byName);
  }, [backend]);
  const { data: rows, error, failed, busy, reload, update } = useLoad(load, 'the approved users');

  useEffect(() => {
    if (failed) notify.error(text.failedToLoadUsers(errorMessage(error)));
  }, [failed, error]);

  const summaries = useMemo(
    () => new Map(rows?.map((row) => [row.user.id, summariseEarnings(row.entries, today)])),
    [rows, today],
  );
  const total = useMemo(() => totalEarnings([...summaries.values()]), [summaries]);
  const dayLabel = formatDate(day);

  const keyOf = (uid: string) => `${uid}/${day}`;
  const valueOf = (row: WorkerRow) => drafts[keyOf(row.user.id)] ?? String(countOn(row.entries, day) ?? '');
  const setStatus = (key: string, status: RowStatus | null) =>
    setStatuses((current) => {
      const next = { ...current };
      if (status) next[key] = status;
      else delete next[key];
      return next;
    });

  const changeDay = (value: string) => {
    // A half-typed date reads as ''; keep the last whole one. A day after today is today.
    if (!fromDayId(value)) return;
    setDay(value > todayId ? todayId : value);
  };

  const changeCount = (uid: string, raw: string) => {
    const key = keyOf(uid);
    setDrafts((current) => ({ ...current, [key]: String(clampDailyCount(raw)) }));
    setStatus(key, null);
  };

  const save = async (row: WorkerRow) => {
    const uid = row.user.id;
    const key = keyOf(uid);
    // Enter in the count field still reaches here while the row saves: one save at a time.
    if (statuses[key] === 'saving') return;
    const savedDay = day;
    const count = clampDailyCount(valueOf(row));
    if (count === '' || count === 0) {
      setStatus(key, 'skipped');
      return;
    }
    const focused = document.activeElement;
    setStatus(key, 'saving');
    try {
      await backend.entries.save(uid, savedDay, count);
    } catch (error) {
      notify.error(text.failedToUpdateEntries(errorMessage(error)));
      settleKeepingFocus(focused, () => setStatus(key, null));
      return;
    }
    settleKeepingFocus(focused, () => {
      update((current) =>
        current.map((each) =>
          each.user.id === uid
            ? {
                ...each,
                entries: [
                  ...each.entries.filter((entry) => entry.date !== savedDay),
                  { date: savedDay, count },
                ],
              }
            : each,
        ),
      );
      setDrafts((current) => {
        const next = { ...current };
        delete next[key];
        return next;
      });
      setStatus(key, 'saved');
    });
  };

  const summaryOf = (row: WorkerRow) => summaries.get(row.user.id) as EarningsSummary;

  const columns: Column<WorkerRow>[] = [
    {
      header: text.user,
      rowHeader: true,
      className: 'earnings-user',
      cell: (row) => (
        <>
          <span className="earnings-name">{text.fullName(row.user)}</span>
          <span className="muted earnings-email">{row.user.email}</span>
        </>
      ),
    },
    {
      header: text.countFor(dayLabel),
      cell: (row) => {
        const name = text.fullName(row.user);
        const status = statuses[keyOf(row.user.id)];
        const saving = status === 'saving';
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
                value={valueOf(row)}
                readOnly={saving}
                aria-describedby={statusId}
                onChange={(event) => changeCount(row.user.id, event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') void save(row);
                }}
              />
              <button
                type="button"
                className="btn btn-primary"
                disabled={saving}
                aria-label={saving ? undefined : text.saveFor(name)}
                onClick={() => void save(row)}
              >
                {saving ? text.saving : text.save}
              </button>
            </div>
            <span
              id={statusId}
              role="status"
              className={status === 'skipped' ? 'count-status form-error' : 'count-status'}
            >
              {status === 'saved' && text.saved}
              {status === 'skipped' && text.skipped}
            </span>
          </>
        );
      },
    },
    {
      header: text.earningsToday,
      numeric: true,
      cell: (row) => <EarningsFigure tally={summaryOf(row).today} />,
    },
    {
      header: text.earningsWeek,
      numeric: true,
      cell: (row) => <EarningsFigure tally={summaryOf(row).lastSevenDays} />,
    },
    {
      header: text.earningsAllTime,
      numeric: true,
      cell: (row) => <EarningsFigure tally={summaryOf(row).allTime} />,
    },
  ];

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
      {rows && (
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
            <tr>
              <th scope="row">{text.total}</th>
              <td />
              <EarningsCell tally={total.today} />
              <EarningsCell tally={total.lastSevenDays} />
              <EarningsCell tally={total.allTime} />
            </tr>
          }
        />
      )}
    </div>
  );
}

function EarningsFigure({ tally }: { tally: Tally }) {
  return (
    <>
      <span className="earnings-amount">{formatRupees(tally.rupees)}</span>
      <span className="muted earnings-count">{text.entries(tally.entries)}</span>
    </>
  );
}

function EarningsCell({ tally }: { tally: Tally }) {
  return (
    <td className="numeric">
      <EarningsFigure tally={tally} />
    </td>
  );
}
