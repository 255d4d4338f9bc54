import { useCallback, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../backend/errors';
import { expiryOf, isListedAt } from '../../backend/publicAds';
import { SUBMISSION_STATUSES, type Submission, type SubmissionStatus } from '../../backend/types';
import { EmptyState, LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Pager } from '../../components/Pager';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { formatDate, formatDateTime } from '../../lib/dates';
import { mailtoHref } from '../../lib/mailto';
import { notify } from '../../lib/notify';
import { useLoad } from '../../lib/useLoad';
import { usePages } from '../../lib/usePages';
import { useBackend } from '../../session/session';
import { adMessages as text } from './messages';
import { fieldsInFormOrder } from './submissions';
import './ads.css';

const PAGE_SIZES = [25, 50] as const;

const statusOf = (value: string | null): SubmissionStatus =>
  SUBMISSION_STATUSES.find((status) => status === value) ?? 'waiting';
const pageSizeOf = (value: string | null): number =>
  PAGE_SIZES.find((size) => String(size) === value) ?? PAGE_SIZES[0];

/**
 * /admin/submissions: the admin's list of ads, one state at a time, newest first, a page at a time
 * (the counts come from the database's aggregation, not from reading every ad). A waiting ad is
 * published (listed on /ads) or rejected with a reason.
 */
export function AdReviewPage() {
  const backend = useBackend();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const pageSize = pageSizeOf(params.get('size'));
  const sizeId = useId();

  const loadCounts = useCallback(() => backend.submissions.countByStatus(), [backend]);
  const counts = useLoad(loadCounts, 'the ad counts');
  const readPage = useCallback(
    (after: string | null) => backend.submissions.listPage(status, { size: pageSize, after }),
    [backend, status, pageSize],
  );
  const page = usePages(readPage, 'the ads');

  const choose = (next: { status?: SubmissionStatus; size?: number }) => {
    page.first();
    const query: Record<string, string> = { status: next.status ?? status };
    const size = next.size ?? pageSize;
    if (size !== PAGE_SIZES[0]) query.size = String(size);
    setParams(query, { replace: true, preventScrollReset: true });
  };

  const afterChange = () => {
    counts.reload();
    page.reload();
  };

  const total = counts.data?.[status];

  return (
    <div className="page container ads-page">
      <PageMeta title={text.submissionsTitle} description={text.submissionsDescription} />
      <p className="ads-back">
        <Link to={paths.admin.href()}>{text.backToAdmin}</Link>
      </p>
      <header className="ads-header">
        <h1>{text.submissionsTitle}</h1>
        <p className="lead">{text.submissionsLead}</p>
      </header>

      <nav aria-label={text.statusNav} className="ad-states">
        <ul>
          {SUBMISSION_STATUSES.map((each) => (
            <li key={each}>
              <Link
                to={`?status=${each}${pageSize !== PAGE_SIZES[0] ? `&size=${pageSize}` : ''}`}
                replace
                preventScrollReset
                aria-current={each === status ? 'page' : undefined}
                onClick={page.first}
              >
                {counts.data
                  ? text.stateWithCount(text.statusLabel[each], counts.data[each])
                  : text.statusLabel[each]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="field ads-filter">
        <label htmlFor={sizeId}>{text.pageSizeLabel}</label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => choose({ size: Number(event.target.value) })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>

      {page.failed || counts.failed ? (
        <LoadFailed
          message={`${text.loadFailed} ${errorMessage(page.failed ? page.error : counts.error)}`}
          onRetry={afterChange}
        />
      ) : !page.data || page.busy ? (
        <Spinner label={text.loadingSubmissions} />
      ) : page.data.items.length === 0 ? (
        <EmptyState>
          <p>{text.noAdsIn(text.statusLabel[status])}</p>
        </EmptyState>
      ) : (
        <>
          <p className="muted" role="status">
            {text.pageOf(page.pageNumber, page.data.items.length, total ?? page.data.items.length)}
          </p>
          <ol className="ad-submissions">
            {page.data.items.map((submission) => (
              <li key={submission.id}>
                <SubmissionCard submission={submission} onChange={afterChange} />
              </li>
            ))}
          </ol>
          <Pager
            label={text.pagesLabel}
            pages={page}
            words={{ previous: text.newerPage, next: text.olderPage }}
          />
        </>
      )}
    </div>
  );
}

/** The date for machines, when it is a real one: an unreadable stored date must not break the list. */
const machineDate = (date: Date | null) =>
  date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;

function SubmissionCard({ submission, onChange }: { submission: Submission; onChange: () => void }) {
  const titleId = useId();
  return (
    <article className="card ad-submission" aria-labelledby={titleId}>
      <h2 id={titleId} className="ad-submission-title">
        {submission.subcategory}{' '}
        <span className="ad-submission-category">{text.inCategory(submission.category)}</span>
      </h2>
      <p className="ad-submission-by">
        {text.postedBy} <strong>{submission.userName}</strong> (
        <a href={mailtoHref(submission.email)}>{submission.email}</a>) {text.postedOn}{' '}
        <time dateTime={machineDate(submission.timestamp)}>{formatDateTime(submission.timestamp)}</time>
      </p>
      <dl className="ad-submission-fields">
        {fieldsInFormOrder(submission).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {submission.status === 'published' && submission.publishedAt && (
        <p className="ad-submission-state">
          {text.publishedOn} {formatDate(submission.publishedAt)},{' '}
          {isListedAt(submission.publishedAt, new Date()) ? text.expiresOn : text.expiredOn}{' '}
          {formatDate(expiryOf(submission.publishedAt))}.{' '}
          <Link to={paths.ad.href(submission.id)}>{text.viewPublic}</Link>
        </p>
      )}
      {submission.status === 'rejected' && (
        <p className="ad-submission-state">
          {text.rejectedBecause} {submission.reason}
        </p>
      )}
      {submission.status === 'waiting' && <Moderation id={submission.id} onChange={onChange} />}
    </article>
  );
}

/** Publish, or reject with a reason; a failed write says so and keeps the reason typed. */
function Moderation({ id, onChange }: { id: string; onChange: () => void }) {
  const backend = useBackend();
  const reasonId = useId();
  const hintId = useId();
  const [working, setWorking] = useState<'publish' | 'reject' | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');

  const publish = async () => {
    setWorking('publish');
    try {
      await backend.submissions.approve(id);
      notify.success(text.published);
      onChange();
    } catch (error) {
      console.error('Could not publish the ad', error);
      notify.error(text.publishFailed);
      setWorking(null);
    }
  };

  const reject = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem(text.reasonRequired);
      return;
    }
    setWorking('reject');
    try {
      await backend.submissions.reject(id, reason);
      notify.success(text.rejected);
      onChange();
    } catch (error) {
      console.error('Could not reject the ad', error);
      setProblem(text.rejectFailed);
      setWorking(null);
    }
  };

  if (rejecting) {
    return (
      <form className="ad-reject" onSubmit={reject} noValidate>
        <div className="field">
          <label htmlFor={reasonId}>{text.rejectReasonLabel}</label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={500}
            rows={3}
            aria-describedby={hintId}
            aria-invalid={problem === text.reasonRequired || undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem('');
            }}
          />
          <p id={hintId} className="muted">
            {text.rejectReasonHint}
          </p>
          {problem && (
            <p className="form-error" role="alert">
              {problem}
            </p>
          )}
        </div>
        <div className="ad-actions">
          <button type="submit" className="btn btn-primary" disabled={working !== null}>
            {working === 'reject' ? text.rejecting : text.rejectConfirm}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setRejecting(false)}>
            {text.cancel}
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className="ad-actions">
      <button type="button" className="btn btn-primary" disabled={working !== null} onClick={publish}>
        {working === 'publish' ? text.publishing : text.publish}
      </button>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={working !== null}
        onClick={() => setRejecting(true)}
      >
        {text.reject}
      </button>
    </div>
  );
}
