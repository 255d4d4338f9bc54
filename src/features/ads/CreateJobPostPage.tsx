import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { notify } from '../../lib/notify';
import { useSession } from '../../session/session';
import { isBackendError } from '../../backend/errors';
import { PageMeta } from '../../components/PageMeta';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { AdForm, type SendAd } from './AdForm';
import { adMessages } from './messages';
import './ads.css';

/** /create-job-post: a signed-in user posts a classified ad (spec screen 10). */
export function CreateJobPostPage() {
  const { user, profile, backend, reloadProfile } = useSession();

  const send = useCallback<SendAd>(
    async (draft) => {
      if (!user || !backend) return adMessages.notLoggedIn;
      // The name on the ad comes from the profile, so nothing is sent until it has loaded.
      if (profile.status !== 'ready') return adMessages.profileNotLoaded;
      const { firstName, lastName } = profile.profile;
      try {
        await backend.submissions.add({
          userName: `${firstName} ${lastName}`.trim(),
          // The account's own address, the only one the rules accept on an ad.
          email: user.email,
          ...draft,
        });
      } catch (error) {
        if (isBackendError(error, 'unauthenticated')) return adMessages.notLoggedIn;
        console.error('Could not save the ad', error);
        return adMessages.saveFailed;
      }
      notify.success(adMessages.submitted);
      return null;
    },
    [user, backend, profile],
  );

  return (
    <div className="page container ads-page">
      <PageMeta title={adMessages.metaTitle} description={adMessages.metaDescription} />
      <header className="ads-header">
        <h1>{adMessages.title}</h1>
        <p className="lead">{adMessages.lead}</p>
      </header>

      {!user && (
        <p className="ad-notice" role="alert">
          {adMessages.notLoggedIn}
        </p>
      )}
      {profile.status === 'missing' && (
        <div className="ad-notice" role="alert">
          <p className="form-error">{adMessages.profileNotFound}</p>
          <p>
            {adMessages.profileNotFoundHelp} <Link to={paths.contact.href()}>{adMessages.contactUs}</Link>.
          </p>
        </div>
      )}
      {profile.status === 'error' && (
        <div className="ad-notice" role="alert">
          <p className="form-error">{adMessages.profileError}</p>
          <p>{adMessages.profileErrorHelp}</p>
          <button type="button" className="btn btn-secondary" onClick={reloadProfile}>
            {messages.tryAgain}
          </button>
        </div>
      )}
      {profile.status === 'loading' && (
        <p className="muted" role="status">
          {adMessages.loadingProfile}
        </p>
      )}

      <AdForm send={send} />
    </div>
  );
}
