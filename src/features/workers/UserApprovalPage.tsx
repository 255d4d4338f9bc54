import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { englishErrorMessage } from '../../backend/words/englishErrors';
import type { UserProfile } from '../../backend/types';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState, LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Pager } from '../../components/Pager';
import { Spinner } from '../../components/Spinner';
import { StatusTabs } from '../../components/StatusTabs';
import { paths } from '../../config/paths';
import { settleKeepingFocus } from '../../lib/focus';
import { notify } from '../../lib/notify';
import { useLoad } from '../../lib/useLoad';
import { usePages } from '../../session/usePages';
import { useBackend } from '../../session/session';
import { approvalFailure } from './approvalFailure';
import { userApprovalMessages as text } from './messages';
import './workers.css';

/** Users a page, by first name then last name. */
export const USERS_PER_PAGE = 25;

/** The tabs, in order: those waiting first, as that is what the admin comes for. */
const TABS = ['waiting', 'approved', 'revoked'] as const;
type Shown = (typeof TABS)[number];
type Counts = Record<Shown, number>;

/** Where a user belongs: approved, revoked (approved once, then not), or waiting. */
const tabOf = (user: UserProfile): Shown =>
  user.approved ? 'approved' : user.revoked ? 'revoked' : 'waiting';

/**
 * /admin/users: the accounts a page at a time, those waiting for approval first (what the admin
 * comes here for), then the approved and the revoked, and the switch that lets each into the
 * data-entry work, out again, or back in. The figures are the server's counts, so the page reads
 * the same however many people signed up.
 */
export function UserApprovalPage() {
  const backend = useBackend();
  const [shown, setShown] = useState<Shown>('waiting');
  const [updating, setUpdating] = useState<ReadonlySet<string>>(() => new Set());
  const [finding, setFinding] = useState(false);

  const counts = useLoad(
    useCallback(async (): Promise<Counts> => {
      const [waiting, approved, revoked] = await Promise.all([
        backend.users.countWaiting(),
        backend.users.countApproved(),
        backend.users.countRevoked(),
      ]);
      return { waiting, approved, revoked };
    }, [backend]),
    'the users',
  );
  const pages = usePages(
    useCallback(
      (after: string | null) => {
        const request = { size: USERS_PER_PAGE, after };
        if (shown === 'waiting') return backend.users.listWaitingPage(request);
        if (shown === 'approved') return backend.users.listApprovedPage(request);
        return backend.users.listRevokedPage(request);
      },
      [backend, shown],
    ),
    'the users',
  );

  const failed = counts.failed || pages.failed;
  const error = counts.error ?? pages.error;
  useEffect(() => {
    if (failed) notify.error(text.failedToLoadUsers(englishErrorMessage(error)));
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
    const from = tabOf(user);
    const to: Shown = approved ? 'approved' : 'revoked';
    setBusy(user.id, true);
    try {
      await backend.users.setApproval(user.id, approved);
      // The row stays where it is, so the admin's next Tab lands where they expect; the figures move.
      pages.update((page) => ({
        ...page,
        items: page.items.map((each) =>
          each.id === user.id ? { ...each, approved, revoked: !approved } : each,
        ),
      }));
      counts.update((current) => ({ ...current, [from]: current[from] - 1, [to]: current[to] + 1 }));
      notify.success(approved ? text.nowApproved(text.fullName(user)) : text.nowRevoked(text.fullName(user)));
    } catch (error) {
      notify.error(approvalFailure(text.fullName(user), approved, text.actionOf[from], error));
    } finally {
      settleKeepingFocus(focused, () => setBusy(user.id, false));
    }
  };

  /** Marks those revoked before the mark existed (not approved, with days recorded) and lists them. */
  const findFormerWorkers = async () => {
    setFinding(true);
    try {
      const marked = await backend.users.markFormerWorkers();
      notify.success(text.formerWorkersFound(marked));
      if (marked > 0) {
        counts.reload();
        pages.reload();
      }
    } catch (error) {
      notify.error(text.formerWorkersFailed(englishErrorMessage(error)));
    } finally {
      setFinding(false);
    }
  };

  const columns: Column<UserProfile>[] = [
    { header: text.name, rowHeader: true, cell: (user) => text.fullName(user) },
    { header: text.email, cell: (user) => user.email },
    {
      header: text.status,
      cell: (user) => (
        <span className={user.approved ? 'pill pill--success' : 'pill'}>{text.statusOf[tabOf(user)]}</span>
      ),
    },
    {
      header: text.action,
      cell: (user) => {
        const name = text.fullName(user);
        const busy = updating.has(user.id);
        const tab = tabOf(user);
        return (
          <button
            type="button"
            className={tab === 'approved' ? 'btn btn-secondary' : 'btn btn-primary'}
            disabled={busy}
            aria-label={busy ? undefined : text.actionFor[tab](name)}
            onClick={() => void setApproval(user, tab !== 'approved')}
          >
            {busy ? text.saving : text.actionOf[tab]}
          </button>
        );
      },
    },
  ];

  // The backend leaves the admin's own profile out of the lists and the figures: nobody to approve.
  const figures = counts.data ?? { waiting: 0, approved: 0, revoked: 0 };
  const nobody = figures.approved + figures.waiting + figures.revoked === 0;
  // The figures and the tabs show once the counts are read; a tab's rows wait for their own page.
  const ready = counts.data !== undefined;

  return (
    <div className="container page data-entry">
      <PageMeta title={text.title} description={text.metaDescription} />
      <h1>{text.title}</h1>
      <p className="lead">{text.lead}</p>
      <p>
        <Link to={paths.earningsDashboard.href()}>{text.toDashboard}</Link>
      </p>

      {failed ? (
        <LoadFailed message={text.failedToLoadUsers(englishErrorMessage(error))} onRetry={retry} />
      ) : !ready ? (
        <Spinner label={text.loading} />
      ) : (
        <>
          {!nobody && <p className="muted">{text.summary(figures)}</p>}
          <StatusTabs
            form="filter"
            label={text.filterLabel}
            selected={shown}
            onSelect={setShown}
            tabs={TABS.map((each) => ({ status: each, label: text.filters[each](figures[each]) }))}
          >
            {shown === 'revoked' && (
              <div className="former-workers">
                <p className="muted">{text.formerWorkersLead}</p>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={finding}
                  onClick={() => void findFormerWorkers()}
                >
                  {finding ? text.findingFormerWorkers : text.findFormerWorkers}
                </button>
              </div>
            )}
            {pages.busy || !pages.data ? (
              // A new tab or page: the rows of the last one would be wrong for a moment, so none show.
              <Spinner label={text.loading} />
            ) : (
              <DataTable
                caption={text.tableCaption}
                captionHidden
                label={text.scrollHint}
                className="approvals-table"
                columns={columns}
                rows={pages.data.items}
                rowKey={(user) => user.id}
                empty={
                  <EmptyState>
                    <p>{nobody ? text.empty : text.noneIn[shown]}</p>
                  </EmptyState>
                }
              />
            )}
            <Pager label={text.pagesLabel} pages={pages} />
          </StatusTabs>
        </>
      )}
    </div>
  );
}
