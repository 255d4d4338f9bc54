import { useCallback, useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { englishErrorMessage } from '../../backend/words/englishErrors';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../../backend/types';
import { EmptyState, LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Pager } from '../../components/Pager';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { useLoad } from '../../lib/useLoad';
import { usePages } from '../../session/usePages';
import { useBackend } from '../../session/session';
import { reviewMessages as text } from './reviewMessages';
import { RelistAds } from './RelistAds';
import { ReportedAds } from './ReportedAds';
import { useReportedAds } from './useReportedAds';
import { SubmissionCard } from './SubmissionCard';
import './ads.css';

const PAGE_SIZES = [25, 50] as const;

const statusOf = (value: string | null): SubmissionStatus =>
  SUBMISSION_STATUSES.find((status) => status === value) ?? 'waiting';
const pageSizeOf = (value: string | null): number =>
  PAGE_SIZES.find((size) => String(size) === value) ?? PAGE_SIZES[0];

/**
 * /admin/submissions: the admin's list of ads, one state at a time, newest first, a page at a time
 * (the counts come from the database's aggregation, not from reading every ad). A waiting ad is
 * published (listed on /ads) or rejected with a reason; a published one taken down. The ads
 * visitors reported come first.
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

  const reported = useReportedAds();
  const afterChange = () => {
    counts.reload();
    page.reload();
    reported.reload();
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

      <ReportedAds reported={reported} onChange={afterChange} />

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

      {status === 'published' && <RelistAds />}

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
          message={`${text.loadFailed} ${englishErrorMessage(page.failed ? page.error : counts.error)}`}
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
