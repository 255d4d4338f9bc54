import { useState } from 'react';
import { englishErrorMessage } from '../../backend/words/englishErrors';
import type { AdReport, Submission } from '../../backend/types';
import { LoadFailed } from '../../components/LoadStates';
import { Spinner } from '../../components/Spinner';
import { notify } from '../../lib/notify';
import type { Loaded } from '../../lib/useLoad';
import { useBackend } from '../../session/session';
import { adTitle } from './adTitle';
import { reportReviewMessages as text, reviewMessages } from './reviewMessages';
import { SubmissionCard } from './SubmissionCard';
import type { ReportedAd } from './useReportedAds';

/**
 * The reported ads, most reported first, above the admin's list of ads: each with its count and
 * the latest reason, to take down (a published one) or to set its reports aside. Nothing shows
 * while no ad is reported.
 */
export function ReportedAds({
  reported: { data, failed, error, reload },
  onChange,
}: {
  reported: Loaded<ReportedAd[]>;
  onChange: () => void;
}) {
  if (failed) {
    return (
      <LoadFailed message={`${text.reportedLoadFailed} ${englishErrorMessage(error)}`} onRetry={reload} />
    );
  }
  if (!data) return <Spinner label={text.loadingReported} />;
  if (data.length === 0) return null;
  return (
    <section className="ad-reported" aria-labelledby="reported-ads">
      <h2 id="reported-ads">{text.reportedTitle}</h2>
      <p className="muted">{text.reportedLead}</p>
      <ol className="ad-submissions">
        {data.map(({ report, ad }) => (
          <li key={report.adId}>
            <Reported report={report} ad={ad} onChange={onChange} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function Reported({
  report,
  ad,
  onChange,
}: {
  report: AdReport;
  ad: Submission | null;
  onChange: () => void;
}) {
  const backend = useBackend();
  const [working, setWorking] = useState(false);
  const dismiss = async () => {
    setWorking(true);
    try {
      await backend.submissions.dismissReports(report.adId);
      notify.success(text.dismissed);
      onChange();
    } catch (failure) {
      console.error('Could not set the reports aside', failure);
      const named = ad ? reviewMessages.adNamed(adTitle(ad), ad.userName) : report.adId;
      notify.error(text.dismissFailed(named, englishErrorMessage(failure)));
      setWorking(false);
    }
  };
  const summary = (
    <p className="ad-reported-count">
      {text.reportedCount(report.count)}, {text.lastReason(text.reasons[report.lastReason])}{' '}
      <button type="button" className="btn btn-secondary" disabled={working} onClick={dismiss}>
        {working ? text.dismissing : text.dismiss}
      </button>
    </p>
  );
  return ad ? (
    <SubmissionCard submission={ad} onChange={onChange} note={summary} />
  ) : (
    <div className="card ad-submission">
      <p>{text.adGone}</p>
      {summary}
    </div>
  );
}
