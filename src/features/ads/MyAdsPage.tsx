import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../backend/errors';
import { expiryOf, isListedAt } from '../../backend/documents/publicAds';
import type { Submission } from '../../backend/types';
import { EmptyState, LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { notify } from '../../lib/notify';
import { useLoad } from '../../lib/useLoad';
import { useBackend } from '../../session/session';
import { adNameTexts } from '../../catalogue/adNames/texts';
import { useTexts } from '../../i18n/texts';
import { errorTexts } from '../../components/errorTexts';
import { listingTexts } from './listing/texts';
import { shownPlace, shownSubcategory } from './shown';
import { adTexts } from './texts';
import { adTitle, newestFirst } from './submissions';
import './ads.css';

/** /my-ads: the signed-in user's own ads, each with where it is; withdraw a published one, renew an expired one. */
export function MyAdsPage() {
  const backend = useBackend();
  const text = useTexts(adTexts);
  const listing = useTexts(listingTexts);
  const errorWords = useTexts(errorTexts);
  const load = useCallback(() => backend.submissions.listMine().then(newestFirst), [backend]);
  const { data: ads, failed, error, reload } = useLoad(load, 'your ads');

  return (
    <div className="page container ads-page">
      <PageMeta title={text.myAdsTitle} description={text.myAdsDescription} />
      <header className="ads-header">
        <h1>{text.myAdsTitle}</h1>
        <p className="lead">{text.myAdsLead}</p>
        <p className="ads-links">
          <Link className="btn btn-primary" to={paths.createJobPost.href()}>
            {listing.postAnAd}
          </Link>{' '}
          <Link to={paths.ads.href()}>{listing.backToAds}</Link>
        </p>
      </header>
      {failed ? (
        <LoadFailed message={`${text.myAdsLoadFailed} ${errorMessage(error, errorWords)}`} onRetry={reload} />
      ) : !ads ? (
        <Spinner label={text.loadingMyAds} />
      ) : ads.length === 0 ? (
        <EmptyState>
          <p>{text.noMyAds}</p>
        </EmptyState>
      ) : (
        <ol className="ad-submissions">
          {ads.map((ad) => (
            <li key={ad.id}>
              <MyAd ad={ad} onChange={reload} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function MyAd({ ad, onChange }: { ad: Submission; onChange: () => void }) {
  const backend = useBackend();
  const text = useTexts(adTexts);
  const names = useTexts(adNameTexts);
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState<'withdraw' | 'renew' | null>(null);
  const listed = ad.status === 'published' && isListedAt(ad.publishedAt, new Date());
  const expired = ad.status === 'published' && !listed;

  const act = async (action: 'withdraw' | 'renew') => {
    setWorking(action);
    try {
      await backend.submissions[action](ad.id);
      notify.success(action === 'withdraw' ? text.withdrawn : text.renewed);
      onChange();
    } catch (failure) {
      console.error(`Could not ${action} the ad`, failure);
      notify.error(action === 'withdraw' ? text.withdrawFailed : text.renewFailed);
      setWorking(null);
    }
  };

  const state =
    ad.status === 'waiting'
      ? text.stateWaiting
      : ad.status === 'rejected'
        ? text.stateRejected
        : ad.status === 'withdrawn'
          ? text.stateWithdrawn
          : ad.status === 'taken-down'
            ? text.stateTakenDown
            : ad.publishedAt && listed
              ? text.statePublished(formatDate(expiryOf(ad.publishedAt)))
              : text.stateExpired(ad.publishedAt ? formatDate(expiryOf(ad.publishedAt)) : '');

  return (
    <article className="card ad-submission" aria-labelledby={titleId}>
      <h2 id={titleId} className="ad-submission-title">
        {adTitle(ad, shownSubcategory(names, ad.subcategory))}{' '}
        <span className="ad-submission-category">{shownPlace(names, ad)}</span>
      </h2>
      <p className="muted">{text.postedOnDate(formatDate(ad.timestamp))}</p>
      <p className={`ad-state ad-state--${expired ? 'expired' : ad.status}`}>
        <strong>{state}</strong>
        {(ad.status === 'rejected' || ad.status === 'taken-down') && ad.reason && (
          <> {text.rejectedReason(ad.reason)}</>
        )}
      </p>
      {listed && (
        <p>
          <Link to={paths.ad.href(ad.id)}>{text.viewPublic}</Link>
        </p>
      )}
      {ad.status === 'published' && (
        <div className="ad-actions">
          {expired && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={working !== null}
              onClick={() => act('renew')}
            >
              {working === 'renew' ? text.renewing : text.renew}
            </button>
          )}
          {confirming ? (
            <div role="group" aria-label={text.withdrawQuestion} className="ad-confirm">
              <p>{text.withdrawQuestion}</p>
              <button
                type="button"
                className="btn btn-danger"
                disabled={working !== null}
                onClick={() => act('withdraw')}
              >
                {working === 'withdraw' ? text.withdrawing : text.withdrawConfirm}
              </button>{' '}
              <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
                {text.cancel}
              </button>
            </div>
          ) : (
            <button
              type="button"
              className="btn btn-secondary"
              disabled={working !== null}
              onClick={() => setConfirming(true)}
            >
              {text.withdraw}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
