import { useCallback, useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage, isBackendError } from '../../backend/errors';
import { REPORT_REASONS, type ReportReason } from '../../backend/types';
import { EmailVerification } from '../../components/EmailVerification';
import { LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { notify } from '../../lib/notify';
import { isOffline } from '../../lib/online';
import { useLoad } from '../../lib/useLoad';
import { useBackend, useSignedInUser } from '../../session/session';
import { adTitle } from './adTitle';
import { adNameTexts } from '../../catalogue/adNames/texts';
import { useTexts } from '../../i18n/texts';
import { errorTexts } from '../../components/errorTexts';
import { listingTexts } from './listing/texts';
import { reportTexts } from './report/texts';
import { shownPlace, shownSubcategory } from './shown';
import './ads.css';

/**
 * /report-ad/{id}: a signed-in visitor tells the admin what is wrong with a listed ad, once. The
 * report waits in the admin's ad review with a count; the ad stays listed until the admin decides.
 * Reporting needs a confirmed address, as posting does: the page says why and sends the link,
 * which comes back here, and the reason chosen meanwhile stays chosen.
 */
export function ReportAdPage() {
  const { id = '' } = useParams();
  const backend = useBackend();
  const text = useTexts(reportTexts);
  const listing = useTexts(listingTexts);
  const names = useTexts(adNameTexts);
  const errorWords = useTexts(errorTexts);
  const load = useCallback(
    () => Promise.all([backend.publicAds.get(id), backend.submissions.hasReported(id)]),
    [backend, id],
  );
  const { data, failed, error, reload } = useLoad(load, 'the ad');
  const [sent, setSent] = useState(false);

  const back = (
    <p className="ads-back">
      <Link to={paths.ad.href(id)}>{text.backToAd}</Link>
    </p>
  );
  if (failed || !data) {
    return (
      <div className="page container ads-page">
        <PageMeta title={text.title} description={text.description} />
        {back}
        <h1>{text.title}</h1>
        {failed ? (
          <LoadFailed
            message={`${listing.adLoadFailed} ${errorMessage(error, errorWords)}`}
            onRetry={reload}
          />
        ) : (
          <Spinner label={listing.adLoading} />
        )}
      </div>
    );
  }
  const [lookup, reported] = data;
  return (
    <div className="page container ads-page">
      <PageMeta title={text.title} description={text.description} />
      {back}
      <h1>{text.title}</h1>
      {lookup.status !== 'listed' ? (
        <p>{text.notListed}</p>
      ) : (
        <>
          <p className="lead">
            <strong>{adTitle(lookup.ad, shownSubcategory(names, lookup.ad.subcategory))}</strong> ·{' '}
            {shownPlace(names, lookup.ad)}
          </p>
          {reported || sent ? (
            <p role={sent ? 'status' : undefined}>{sent ? text.thanks : text.alreadyReported}</p>
          ) : (
            <>
              <EmailVerification continuePath={paths.reportAd.href(id)} purpose="report" />
              <ReportForm id={id} onSent={() => setSent(true)} />
            </>
          )}
        </>
      )}
    </div>
  );
}

function ReportForm({ id, onSent }: { id: string; onSent: () => void }) {
  const user = useSignedInUser();
  const backend = useBackend();
  const text = useTexts(reportTexts);
  const legendId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [problem, setProblem] = useState('');
  const [working, setWorking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem(text.chooseReason);
      return;
    }
    if (!user.emailVerified) {
      setProblem(text.verifyFirst);
      return;
    }
    setWorking(true);
    try {
      await backend.submissions.report(id, reason);
      notify.success(text.sent);
      onSent();
    } catch (failure) {
      if (isBackendError(failure, 'already-exists')) {
        onSent();
        return;
      }
      setWorking(false);
      if (isBackendError(failure, 'email-not-verified')) {
        setProblem(text.verifyFirst);
        return;
      }
      // The report may have landed with its answer lost: sent again, it is found and taken as sent.
      if (isBackendError(failure, 'network')) {
        setProblem(isOffline() ? text.offline : text.unconfirmed);
        return;
      }
      console.error('Could not report the ad', failure);
      setProblem(text.sendFailed);
    }
  };

  return (
    <form className="card ad-report" onSubmit={submit} noValidate>
      <fieldset aria-describedby={problem ? `${legendId}-problem` : undefined}>
        <legend id={legendId}>{text.whatIsWrong}</legend>
        {REPORT_REASONS.map((each) => (
          <label key={each} className="ad-report-reason">
            <input
              type="radio"
              name="reason"
              value={each}
              checked={reason === each}
              onChange={() => {
                setReason(each);
                setProblem('');
              }}
            />{' '}
            {text.reasons[each]}
          </label>
        ))}
      </fieldset>
      <p className="muted">{text.whatHappens}</p>
      {problem && (
        <p id={`${legendId}-problem`} className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={working}>
        {working ? text.sending : text.send}
      </button>
    </form>
  );
}
