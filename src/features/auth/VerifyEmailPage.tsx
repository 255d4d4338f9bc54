import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { errorCode } from '../../backend/errors';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { useSession } from '../../session/session';
import { verificationTexts } from '../../config/verification/texts';
import { addressIn, HINDI_OFFERED, routeOf } from '../../i18n/language';
import { chosenLanguage } from '../../i18n/languageChoice';
import { useLanguage } from '../../i18n/languageContext';
import { useTexts } from '../../i18n/texts';
import { siteAddress } from '../../lib/siteAddress';
import './auth.css';

type Outcome = 'confirming' | 'confirmed' | 'invalid' | 'incomplete' | 'failed';

/**
 * paths.verifyEmail: where a verification link lands, on either backend. It needs no sign-in: the
 * link may be opened on another device; a signed-in owner of the address is verified at once.
 *
 * The link's `continueUrl` is an address in the language the link was asked for in
 * (/hi/create-job-post in Hindi). Firebase's e-mail always opens the English page (the template's
 * action URL is fixed), so the English page opened for a Hindi address reloads as the Hindi one, its
 * query kept, before it uses the code; unless this device chose English with the switch. Whatever
 * the page's language, it goes on to the same page in it.
 */
export function VerifyEmailPage() {
  const text = useTexts(verificationTexts);
  const language = useLanguage();
  const { connect } = useSession();
  const [params] = useSearchParams();
  const { pathname, search, hash } = useLocation();
  const code = params.get('mode') === 'verifyEmail' ? params.get('oobCode') : null;
  // A path or Firebase's full address; whatever could lead off the site goes on to the ad form.
  const onward = routeOf(siteAddress(params.get('continueUrl'), paths.createJobPost.href()));
  const [toHindi] = useState(
    () => HINDI_OFFERED && language === 'en' && onward.language === 'hi' && chosenLanguage() !== 'en',
  );
  const [outcome, setOutcome] = useState<Outcome>(code ? 'confirming' : 'incomplete');
  // A code works once: a second run of the effect (React's development checks) waits for the first.
  const confirming = useRef<{ code: string; done: Promise<Outcome> } | null>(null);

  useEffect(() => {
    if (toHindi)
      window.location.replace(
        addressIn('hi', siteAddress(pathname + search + hash, paths.verifyEmail.href())),
      );
  }, [toHindi, pathname, search, hash]);

  useEffect(() => {
    if (!code || toHindi) return;
    if (confirming.current?.code !== code) {
      const done = connect()
        .then((backend) => backend.auth.confirmVerification(code))
        .then(
          (): Outcome => 'confirmed',
          (error: unknown): Outcome => (errorCode(error) === 'invalid-action-code' ? 'invalid' : 'failed'),
        );
      confirming.current = { code, done };
    }
    let current = true;
    void confirming.current.done.then((result) => current && setOutcome(result));
    return () => {
      current = false;
    };
  }, [code, connect, toHindi]);

  // The Hindi page uses the code.
  if (toHindi) return null;

  return (
    <div className="page container auth-page">
      <PageMeta title={text.pageTitle} description={text.pageTitle} />
      <div className="auth-card">
        <h1>{text.pageTitle}</h1>
        {outcome === 'confirming' && (
          <p className="muted" role="status">
            {text.confirming}
          </p>
        )}
        {outcome === 'confirmed' && (
          <>
            <p role="status">{text.confirmed}</p>
            {/* The route path: the router puts it in this page's language. */}
            <Link className="btn btn-primary" to={onward.path}>
              {text.continue}
            </Link>
          </>
        )}
        {(outcome === 'invalid' || outcome === 'incomplete' || outcome === 'failed') && (
          <>
            <p className="form-error" role="alert">
              {outcome === 'invalid'
                ? text.invalidLink
                : outcome === 'incomplete'
                  ? text.incompleteLink
                  : text.failed}
            </p>
            <Link to={paths.createJobPost.href()}>{text.postAnAd}</Link>
          </>
        )}
      </div>
    </div>
  );
}
