import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../backend/errors';
import type { UserProfile } from '../../backend/types';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState, LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Pager } from '../../components/Pager';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { settleKeepingFocus } from '../../lib/focus';
import { notify } from '../../lib/notify';
import { useLoad } from '../../lib/useLoad';
import { usePages } from '../../lib/usePages';
import { useBackend } from '../../session/session';
import { userApprovalMessages as text } from './messages';
import './data-entry.css';

/** Users a page, by first name then last name. */
export const USERS_PER_PAGE = 25;

type Shown = 'waiting' | 'approved';

interface Counts {
  waiting: number;
  approved: number;
}

/**
 * /admin/users: the accounts a page at a time, those waiting for approval first (what the admin
 * comes here for), and the switch that lets each into the data-entry work or out again. The
 * figures are the server's counts, so the page reads the same however many people signed up.
 */
export function UserApprovalPage() {
  const backend = useBackend();
  const [shown, setShown] = useState<Shown>('waiting');
  const [updating, setUpdating] = useState<ReadonlySet<string>>(() => new Set());

  const counts = useLoad(
    useCallback(async (): Promise<Counts> => {
      const [waiting, approved] = await Promise.all([
        backend.users.countWaiting(),
        backend.users.countApproved(),
      ]);
      return { waiting, approved };
    }, [backend]),
    'the users',
  );
  const pages = usePages(
    useCallback(
      (after: string | null) =>
        shown === 'waiting'
          ? backend.users.listWaitingPage({ size: USERS_PER_PAGE, after })
          : backend.users.listApprovedPage({ size: USERS_PER_PAGE, after }),
      [backend, shown],
    ),
    'the users',
  );

  const failed = counts.failed || pages.failed;
  const error = counts.error ?? pages.error;
  useEffect(() => {
    if (failed) notify.error(text.failedToLoadUsers(errorMessage(error)));
  }, [failed, error]);

  const retry = () => {
    if (counts.failed) counts.reload();
    if (pages.failed) pages.reload();
  };

  const setBusy = (uid: string, busy: boolean) =>
    setUpdating((current) => {
      const next = new Set(current);
      if (busy) next.add(uid);
      else next.delete(uid);
      return next;
    });

  const setApproval = async (user: UserProfile, approved: boolean) => {
    const focused = document.activeElement;
    setBusy(user.id, true);
    try {
      await backend.users.setApproval(user.id, approved);
      // The row stays where it is, so the admin's next Tab lands where they expect; the figures move.
      pages.update((page) => ({
        ...page,
        items: page.items.map((each) => (each.id === user.id ? { ...each, approved } : each)),
      }));
      counts.update((current) => ({
        waiting: current.waiting + (approved ? -1 : 1),
        approved: current.approved + (approved ? 1 : -1),
      }));
      notify.success(approved ? text.nowApproved(text.fullName(user)) : text.nowRevoked(text.fullName(user)));
    } catch (error) {
      notify.error(text.failed(errorMessage(error)));
    } finally {
      settleKeepingFocus(focused, () => setBusy(user.id, false));
    }
  };

  const columns: Column<UserProfile>[] = [
    { header: text.name, rowHeader: true, cell: (user) => text.fullName(user) },
    { header: text.email, cell: (user) => user.email },
    {
      header: text.status,
      cell: (user) => (
        <span className={user.approved ? 'status-pill status-pill--approved' : 'status-pill'}>
          {user.approved ? text.approved : text.notApproved}
        </span>
      ),
    },
    {
      header: text.action,
      cell: (user) => {
        const name = text.fullName(user);
        const busy = updating.has(user.id);
        return (
          <button
            type="button"
            className={user.approved ? 'btn btn-secondary' : 'btn btn-primary'}
            disabled={busy}
            aria-label={busy ? undefined : user.approved ? text.revokeUser(name) : text.approveUser(name)}
            onClick={() => void setApproval(user, !user.approved)}
          >
            {busy ? text.saving : user.approved ? text.revoke : text.approve}
          </button>
        );
      },
    },
  ];

  // The backend leaves the admin's own profile out of the lists and the figures: nobody to approve.
  const approvedWorkers = counts.data?.approved ?? 0;
  const waiting = counts.data?.waiting ?? 0;
  const nobody = approvedWorkers + waiting === 0;
  const rows = pages.data?.items ?? [];
  const ready = counts.data !== undefined && pages.data !== undefined;

  return (
    <div className="container page data-entry">
      <PageMeta title={text.title} description={text.metaDescription} />
      <h1>{text.title}</h1>
      <p className="lead">{text.lead}</p>
      <p>
        <Link to={paths.earningsDashboard.href()}>{text.toDashboard}</Link>
      </p>

      {failed ? (
        <LoadFailed message={text.failedToLoadUsers(errorMessage(error))} onRetry={retry} />
      ) : !ready ? (
        <Spinner label={text.loading} />
      ) : (
        <>
          {!nobody && <p className="muted">{text.summary(approvedWorkers, waiting)}</p>}
          <div className="approvals-filter" role="group" aria-label={text.filterLabel}>
            {(['waiting', 'approved'] as const).map((each) => (
              <button
                key={each}
                type="button"
                className={each === shown ? 'btn btn-primary' : 'btn btn-secondary'}
                aria-pressed={each === shown}
                onClick={() => setShown(each)}
              >
                {each === 'waiting' ? text.waitingFilter(waiting) : text.approvedFilter(approvedWorkers)}
              </button>
            ))}
          </div>
          {pages.busy ? (
            // A new tab or page: the rows of the last one would be wrong for a moment, so none show.
            <Spinner label={text.loading} />
          ) : (
            <DataTable
              caption={text.tableCaption}
              captionHidden
              label={text.scrollHint}
              className="approvals-table"
              columns={columns}
              rows={rows}
              rowKey={(user) => user.id}
              empty={
                <EmptyState>
                  <p>{nobody ? text.empty : shown === 'waiting' ? text.noneWaiting : text.noneApproved}</p>
                </EmptyState>
              }
            />
          )}
          <Pager label={text.pagesLabel} pages={pages} />
        </>
      )}
    </div>
  );
}
