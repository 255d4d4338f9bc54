import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../backend/errors';
import type { UserProfile } from '../../backend/types';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState, LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { settleKeepingFocus } from '../../lib/focus';
import { notify } from '../../lib/notify';
import { useLoad } from '../../lib/useLoad';
import { useBackend } from '../../session/session';
import { userApprovalMessages as text } from './messages';
import './data-entry.css';

const isAdminProfile = (user: UserProfile) => user.email.toLowerCase() === site.adminEmail;

/** Those waiting first, as they are what the admin comes here for; then by name. */
const byWaitingThenName = (x: UserProfile, y: UserProfile) =>
  Number(x.approved) - Number(y.approved) || text.fullName(x).localeCompare(text.fullName(y), 'en');

/** /admin/users: every account, and the switch that lets it into the data-entry work or out again. */
export function UserApprovalPage() {
  const backend = useBackend();
  const [updating, setUpdating] = useState<ReadonlySet<string>>(() => new Set());

  const load = useCallback(async () => (await backend.users.listAll()).sort(byWaitingThenName), [backend]);
  const { data: users, error, failed, busy, reload, update } = useLoad(load, 'the users');

  useEffect(() => {
    if (failed) notify.error(text.failedToLoadUsers(errorMessage(error)));
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
      cell: (user) => {
        const admin = isAdminProfile(user);
        return (
          <span className={admin || user.approved ? 'status-pill status-pill--approved' : 'status-pill'}>
            {admin ? text.adminStatus : user.approved ? text.approved : text.notApproved}
          </span>
        );
      },
    },
    {
      header: text.action,
      cell: (user) => {
        if (isAdminProfile(user)) return <span className="muted">{text.adminAction}</span>;
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

  const workers = users?.filter((user) => !isAdminProfile(user)) ?? [];
  const approvedCount = workers.filter((user) => user.approved).length;

  return (
    <div className="container page data-entry">
      <PageMeta title={text.title} description={text.metaDescription} />
      <h1>{text.title}</h1>
      <p className="lead">{text.lead}</p>
      <p>
        <Link to={paths.earningsDashboard.href()}>{text.toDashboard}</Link>
      </p>

      {busy && !users && <Spinner label={text.loading} />}
      {failed && <LoadFailed message={text.failedToLoadUsers(errorMessage(error))} onRetry={reload} />}
      {users && (
        <>
          {workers.length > 0 && (
            <p className="muted">{text.summary(approvedCount, workers.length - approvedCount)}</p>
          )}
          <DataTable
            caption={text.tableCaption}
            captionHidden
            label={text.scrollHint}
            className="approvals-table"
            columns={columns}
            // The admin's own row alone is nobody to approve.
            rows={workers.length > 0 ? users : []}
            rowKey={(user) => user.id}
            empty={
              <EmptyState>
                <p>{text.empty}</p>
              </EmptyState>
            }
          />
        </>
      )}
    </div>
  );
}
