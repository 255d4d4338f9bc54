import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { notify } from '../../lib/notify';
import { useBackend } from '../../session/session';
import { errorMessage } from '../../backend/errors';
import type { UserProfile } from '../../backend/types';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState, LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { settleKeepingFocus } from '../../lib/focus';
import { useLoad } from '../../lib/useLoad';
import { dataEntryMessages as m } from './messages';
import './data-entry.css';

const a = m.approvals;

const isAdminProfile = (user: UserProfile) => user.email.toLowerCase() === site.adminEmail;

/** Those waiting first, as they are what the admin comes here for; then by name. */
const byWaitingThenName = (x: UserProfile, y: UserProfile) =>
  Number(x.approved) - Number(y.approved) || m.fullName(x).localeCompare(m.fullName(y), 'en');

/** /admin/users: every account, and the switch that lets it into the data-entry work or out again. */
export function UserApprovalPage() {
  const backend = useBackend();
  const [updating, setUpdating] = useState<ReadonlySet<string>>(() => new Set());

  const load = useCallback(async () => (await backend.users.listAll()).sort(byWaitingThenName), [backend]);
  const { data: users, error, failed, busy, reload, update } = useLoad(load, 'the users');

  useEffect(() => {
    if (failed) notify.error(m.failedToLoadUsers(errorMessage(error)));
  }, [failed, error]);

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
      // The row stays where it is, so the admin's next Tab lands where they expect.
      update((users) => users.map((each) => (each.id === user.id ? { ...each, approved } : each)));
      notify.success(approved ? a.nowApproved(m.fullName(user)) : a.nowRevoked(m.fullName(user)));
    } catch (error) {
      notify.error(a.failed(errorMessage(error)));
    } finally {
      settleKeepingFocus(focused, () => setBusy(user.id, false));
    }
  };

  const columns: Column<UserProfile>[] = [
    { header: a.name, rowHeader: true, cell: (user) => m.fullName(user) },
    { header: a.email, cell: (user) => user.email },
    {
      header: a.status,
      cell: (user) => {
        const admin = isAdminProfile(user);
        return (
          <span className={admin || user.approved ? 'status-pill status-pill--approved' : 'status-pill'}>
            {admin ? a.adminStatus : user.approved ? a.approved : a.notApproved}
          </span>
        );
      },
    },
    {
      header: a.action,
      cell: (user) => {
        if (isAdminProfile(user)) return <span className="muted">{a.adminAction}</span>;
        const name = m.fullName(user);
        const busy = updating.has(user.id);
        return (
          <button
            type="button"
            className={user.approved ? 'btn btn-secondary' : 'btn btn-primary'}
            disabled={busy}
            aria-label={busy ? undefined : user.approved ? a.revokeUser(name) : a.approveUser(name)}
            onClick={() => void setApproval(user, !user.approved)}
          >
            {busy ? m.saving : user.approved ? a.revoke : a.approve}
          </button>
        );
      },
    },
  ];

  const workers = users?.filter((user) => !isAdminProfile(user)) ?? [];
  const approvedCount = workers.filter((user) => user.approved).length;

  return (
    <div className="container page data-entry">
      <PageMeta title={a.title} description={a.metaDescription} />
      <h1>{a.title}</h1>
      <p className="lead">{a.lead}</p>
      <p>
        <Link to={paths.earningsDashboard.href()}>{a.toDashboard}</Link>
      </p>

      {busy && !users && <Spinner label={a.loading} />}
      {failed && <LoadFailed message={m.failedToLoadUsers(errorMessage(error))} onRetry={reload} />}
      {users && (
        <>
          {workers.length > 0 && (
            <p className="muted">{a.summary(approvedCount, workers.length - approvedCount)}</p>
          )}
          <DataTable
            caption={a.tableCaption}
            captionHidden
            label={a.scrollHint}
            className="approvals-table"
            columns={columns}
            // The admin's own row alone is nobody to approve.
            rows={workers.length > 0 ? users : []}
            rowKey={(user) => user.id}
            empty={
              <EmptyState>
                <p>{a.empty}</p>
              </EmptyState>
            }
          />
        </>
      )}
    </div>
  );
}
