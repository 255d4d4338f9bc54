import { useCallback, useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../backend/errors';
import type { Submission } from '../../backend/types';
import { adCategories } from '../../catalog/ads';
import { EmptyState, LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/dates';
import { useLoad } from '../../lib/useLoad';
import { useBackend } from '../../session/session';
import { adMessages as text } from './messages';
import { fieldsInFormOrder, newestFirst } from './submissions';
import './ads.css';

/** /admin/submissions: every ad posted, who posted it and what it says. */
export function SubmissionsPage() {
  const backend = useBackend();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const filterId = useId();
  const load = useCallback(() => backend.submissions.listAll().then(newestFirst), [backend]);
  const { data: all, error, failed, reload } = useLoad(load, 'the ads');
  const shown = useMemo(
    () => (category ? all?.filter((submission) => submission.category === category) : all) ?? [],
    [all, category],
  );

  const chooseCategory = (next: string) =>
    setParams(next ? { category: next } : {}, { replace: true, preventScrollReset: true });

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

      <div className="field ads-filter">
        <label htmlFor={filterId}>{text.filterLabel}</label>
        <select id={filterId} value={category} onChange={(event) => chooseCategory(event.target.value)}>
          <option value="">{text.allCategories}</option>
          {adCategories.map(({ name }) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>

      {failed ? (
        <LoadFailed message={`${text.loadFailed} ${errorMessage(error)}`} onRetry={reload} />
      ) : !all ? (
        <Spinner label={text.loadingSubmissions} />
      ) : (
        <>
          <p className="muted" role="status">
            {text.adCount(shown.length, all.length)}
          </p>
          {shown.length === 0 ? (
            <EmptyState>
              <p>{category ? text.noAdsIn(category) : text.noAds}</p>
              {category && (
                <button type="button" className="btn btn-secondary" onClick={() => chooseCategory('')}>
                  {text.showAll}
                </button>
              )}
            </EmptyState>
          ) : (
            <ol className="ad-submissions">
              {shown.map((submission) => (
                <li key={submission.id}>
                  <SubmissionCard submission={submission} />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}

/** The date for machines, when it is a real one: an unreadable stored date must not break the list. */
const machineDate = (date: Date | null) =>
  date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;

function SubmissionCard({ submission }: { submission: Submission }) {
  const titleId = useId();
  return (
    <article className="card ad-submission" aria-labelledby={titleId}>
      <h2 id={titleId} className="ad-submission-title">
        {submission.subcategory}{' '}
        <span className="ad-submission-category">{text.inCategory(submission.category)}</span>
      </h2>
      <p className="ad-submission-by">
        {text.postedBy} <strong>{submission.userName}</strong> (
        <a href={`mailto:${submission.email}`}>{submission.email}</a>) {text.postedOn}{' '}
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
    </article>
  );
}
