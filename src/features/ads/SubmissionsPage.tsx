import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useBackend } from '../../app/session/session';
import { errorMessage } from '../../backend/errors';
import type { Submission } from '../../backend/types';
import { adCategories } from '../../catalog/ads';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/dates';
import { adMessages } from './messages';
import { fieldsInFormOrder, newestFirst } from './submissions';
import './ads.css';

type Loaded = { status: 'ready'; submissions: Submission[] } | { status: 'error'; message: string };

/** /admin/submissions: every ad posted, who posted it and what it says. */
export function SubmissionsPage() {
  const backend = useBackend();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ attempt: number; result: Loaded } | null>(null);
  const filterId = useId();

  useEffect(() => {
    let current = true;
    backend.submissions.listAll().then(
      (submissions) => current && setLoaded({ attempt, result: { status: 'ready', submissions } }),
      (error: unknown) => {
        console.error('Could not load the ads', error);
        if (current) setLoaded({ attempt, result: { status: 'error', message: errorMessage(error) } });
      },
    );
    return () => {
      current = false;
    };
  }, [backend, attempt]);

  // A retry reads as loading until its own answer arrives.
  const result = loaded?.attempt === attempt ? loaded.result : null;
  const all = useMemo(() => (result?.status === 'ready' ? newestFirst(result.submissions) : []), [result]);
  const shown = category ? all.filter((submission) => submission.category === category) : all;

  const chooseCategory = (next: string) =>
    setParams(next ? { category: next } : {}, { replace: true, preventScrollReset: true });

  return (
    <div className="page container ads-page">
      <PageMeta title={adMessages.submissionsTitle} description={adMessages.submissionsDescription} />
      <p className="ads-back">
        <Link to={paths.admin.href()}>{adMessages.backToAdmin}</Link>
      </p>
      <header className="ads-header">
        <h1>{adMessages.submissionsTitle}</h1>
        <p className="lead">{adMessages.submissionsLead}</p>
      </header>

      <div className="field ads-filter">
        <label htmlFor={filterId}>{adMessages.filterLabel}</label>
        <select id={filterId} value={category} onChange={(event) => chooseCategory(event.target.value)}>
          <option value="">{adMessages.allCategories}</option>
          {adCategories.map(({ name }) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>

      {result === null && <Spinner label={adMessages.loadingSubmissions} />}

      {result?.status === 'error' && (
        <div className="ad-notice" role="alert">
          <p className="form-error">{adMessages.loadFailed}</p>
          <p>{result.message}</p>
          <button type="button" className="btn btn-secondary" onClick={() => setAttempt((n) => n + 1)}>
            {adMessages.retry}
          </button>
        </div>
      )}

      {result?.status === 'ready' && (
        <>
          <p className="muted" role="status">
            {adMessages.adCount(shown.length, all.length)}
          </p>
          {shown.length === 0 ? (
            <div className="ad-empty">
              <p>{category ? adMessages.noAdsIn(category) : adMessages.noAds}</p>
              {category && (
                <button type="button" className="btn btn-secondary" onClick={() => chooseCategory('')}>
                  {adMessages.showAll}
                </button>
              )}
            </div>
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

function SubmissionCard({ submission }: { submission: Submission }) {
  const titleId = useId();
  return (
    <article className="card ad-submission" aria-labelledby={titleId}>
      <h2 id={titleId} className="ad-submission-title">
        {submission.subcategory}{' '}
        <span className="ad-submission-category">{adMessages.inCategory(submission.category)}</span>
      </h2>
      <p className="ad-submission-by">
        {adMessages.postedBy} <strong>{submission.userName}</strong> (
        <a href={`mailto:${submission.email}`}>{submission.email}</a>) {adMessages.postedOn}{' '}
        <time dateTime={submission.timestamp?.toISOString()}>{formatDateTime(submission.timestamp)}</time>
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
