import { useCallback, useRef } from 'react';
import { Link } from 'react-router-dom';
import { newRecordId } from '../../backend/documents/documentPaths';
import { isBackendError } from '../../backend/errors';
import { fullNameOf } from '../../backend/limits';
import { EmailVerification } from '../../components/EmailVerification';
import { PageMeta } from '../../components/PageMeta';
import { commonTexts } from '../../components/texts';
import { paths } from '../../config/paths';
import { useTexts } from '../../i18n/texts';
import { notify } from '../../lib/notify';
import { isOffline } from '../../lib/online';
import { useSession } from '../../session/session';
import { AdForm, type SendAd } from './AdForm';
import { adTexts } from './texts';
import './ads.css';

/** /create-job-post: a signed-in user posts a classified ad (docs/product.md#screens). */
export function PostAdPage() {
  const { user, profile, backend, reloadProfile } = useSession();
  const text = useTexts(adTexts);
  const common = useTexts(commonTexts).page;
  // The id this ad is filed under, kept until it is filed: a press again after a lost answer
  // names the same ad, which is then filed once.
  const adId = useRef(newRecordId());

  const send = useCallback<SendAd>(
    async (draft) => {
      if (!user || !backend) return text.notLoggedIn;
      if (!user.emailVerified) return text.verifyFirst;
      // The name on the ad comes from the profile, so nothing is sent until it has loaded.
      if (profile.status !== 'ready') return text.profileNotLoaded;
      try {
        await backend.submissions.add(
          {
            // The rules accept the name on the profile, built exactly as they build it.
            userName: fullNameOf(profile.profile),
            // The account's own address, the only one the rules accept on an ad.
            email: user.email,
            ...draft,
          },
          adId.current,
        );
      } catch (error) {
        if (isBackendError(error, 'unauthenticated')) return text.notLoggedIn;
        if (isBackendError(error, 'limit-reached')) return text.waitingLimit;
        if (isBackendError(error, 'email-not-verified')) return text.verifyFirst;
        if (isBackendError(error, 'network')) return isOffline() ? text.offline : text.unconfirmed;
        console.error('Could not save the ad', error);
        return text.saveFailed;
      }
      adId.current = newRecordId();
      notify.success(text.submitted);
      return null;
    },
    [user, backend, profile, text],
  );

  return (
    <div className="page container ads-page">
      <PageMeta title={text.metaTitle} description={text.metaDescription} />
      <header className="ads-header">
        <h1>{text.title}</h1>
        <p className="lead">{text.lead}</p>
        <p>
          {text.reviewNote} <Link to={paths.myAds.href()}>{text.myAdsLink}</Link>
        </p>
      </header>

      {!user && (
        <p className="ad-notice" role="alert">
          {text.notLoggedIn}
        </p>
      )}
      {profile.status === 'missing' && (
        <div className="ad-notice" role="alert">
          <p className="form-error">{common.profileNotFound}</p>
          <p>
            {text.profileNotFoundHelp} <Link to={paths.contact.href()}>{text.contactUs}</Link>.
          </p>
        </div>
      )}
      {profile.status === 'error' && (
        <div className="ad-notice" role="alert">
          <p className="form-error">{common.profileError}</p>
          <p>{text.profileErrorHelp}</p>
          <button type="button" className="btn btn-secondary" onClick={reloadProfile}>
            {common.tryAgain}
          </button>
        </div>
      )}
      <EmailVerification continuePath={paths.createJobPost.href()} />
      {profile.status === 'loading' && (
        <p className="muted" role="status">
          {text.loadingProfile}
        </p>
      )}

      <AdForm send={send} />
    </div>
  );
}
