import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorCode } from '../../backend/errors';
import { continuePathOf } from '../../backend/verificationLink';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { useSession } from '../../session/session';
import { verificationTexts } from '../../config/verification/texts';
import { useTexts } from '../../i18n/texts';
import './auth.css';

type Outcome = 'confirming' | 'confirmed' | 'invalid' | 'incomplete' | 'failed';

/**
 * paths.verifyEmail: where a verification link lands, on either backend. It needs no sign-in: the
 * link may be opened on another device; a signed-in owner of the address is verified at once.
 */
export function VerifyEmailPage() {
  const text = useTexts(verificationTexts);
  const { connect } = useSession();
  const [params] = useSearchParams();
  const code = params.get('mode') === 'verifyEmail' ? params.get('oobCode') : null;
  const next = continuePathOf(params.get('continueUrl'), window.location.origin, paths.createJobPost.href());
  const [outcome, setOutcome] = useState<Outcome>(code ? 'confirming' : 'incomplete');
  // A code works once: a second run of the effect (React's development checks) waits for the first.
  const confirming = useRef<{ code: string; done: Promise<Outcome> } | null>(null);

  useEffect(() => {
    if (!code) return;
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
  }, [code, connect]);

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
            <Link className="btn btn-primary" to={next}>
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
