import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { useLoad, type Loaded } from '../../lib/useLoad';
import { useBackend } from '../../session/session';
import { adminMessages as text } from './messages';
import './admin.css';

export function AdminHomePage() {
  const backend = useBackend();
  // Counted by the server (aggregation queries): the cost stays the same however many there are.
  const pending = useLoad(
    useCallback(() => backend.payments.count('pending'), [backend]),
    'the pending payments',
  );
  const approved = useLoad(
    useCallback(() => backend.users.countApproved(), [backend]),
    'the approved users',
  );
  const submissions = useLoad(
    useCallback(() => backend.submissions.count(), [backend]),
    'the ad submissions',
  );

  return (
    <div className="container page">
      <PageMeta title={text.title} description={text.lead} />
      <h1>{text.title}</h1>
      <p className="lead">{text.lead}</p>
      <ul className="grid admin-cards">
        <CountCard
          id="admin-pending"
          words={text.pendingPayments}
          count={pending}
          to={paths.paymentApprovals.href()}
        />
        <CountCard
          id="admin-approved"
          words={text.approvedUsers}
          count={approved}
          to={paths.earningsDashboard.href()}
        />
        <CountCard
          id="admin-submissions"
          words={text.submissions}
          count={submissions}
          to={paths.adminSubmissions.href()}
        />
        <LinkCard id="admin-book-files" words={text.bookFiles} to={paths.bookFiles.href()} />
        <LinkCard id="admin-user-approvals" words={text.userApprovals} to={paths.userApprovals.href()} />
        <LinkCard id="admin-exports" words={text.exports} to={paths.exports.href()} />
      </ul>
    </div>
  );
}

/** A page of the admin's with a line on what it is for. */
function LinkCard({
  id,
  words,
  to,
}: {
  id: string;
  words: { title: string; body: string; link: string };
  to: string;
}) {
  return (
    <li className="card admin-card">
      <h2 id={id}>{words.title}</h2>
      <p>{words.body}</p>
      <div className="card-actions">
        <Link className="btn btn-secondary" to={to}>
          {words.link}
        </Link>
      </div>
    </li>
  );
}

interface CountCardProps {
  id: string;
  words: { title: string; none: string; some: (count: number) => string; link: string };
  count: Loaded<number>;
  to: string;
}

/** One count with its sentence and the dashboard behind it; a failed count says so and can be retried. */
function CountCard({ id, words, count, to }: CountCardProps) {
  return (
    <li className="card admin-card" aria-busy={count.busy}>
      <h2 id={id}>{words.title}</h2>
      {count.failed ? (
        <div role="alert">
          <p className="form-error">{text.loadFailed}</p>
          <button type="button" className="btn btn-secondary" onClick={count.reload}>
            {text.retry(words.title)}
          </button>
        </div>
      ) : count.data === undefined ? (
        <p className="muted">{text.loading}</p>
      ) : (
        <>
          <p className="admin-count">{count.data}</p>
          <p>{count.data === 0 ? words.none : words.some(count.data)}</p>
        </>
      )}
      <div className="card-actions">
        <Link className="btn btn-primary" to={to}>
          {words.link}
        </Link>
      </div>
    </li>
  );
}
