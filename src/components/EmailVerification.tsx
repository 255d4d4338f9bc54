import { useEffect, useState } from 'react';
import { errorCode } from '../backend/errors';
import { useSession } from '../session/session';
import { verificationTexts } from './verification.texts';
import { addressIn } from '../i18n/language';
import { useLanguage } from '../i18n/languageContext';
import { useTexts } from '../i18n/texts';
import './EmailVerification.css';

type Sent = { to: string; demoLink: string | null } | null;

/**
 * For a signed-in user whose address is not verified: why it matters to what they are about to do
 * (post an ad, or report one), the link to verify it, and a way to tell the page once they have
 * opened it (Firebase does not push that to an open tab). The link goes on to `continuePath` (a
 * route path, paths.x.href()) in this page's language.
 */
export function EmailVerification({
  continuePath,
  purpose = 'post',
}: {
  continuePath: string;
  purpose?: 'post' | 'report';
}) {
  const text = useTexts(verificationTexts);
  const language = useLanguage();
  const { user, backend } = useSession();
  const [sent, setSent] = useState<Sent>(null);
  const [busy, setBusy] = useState<'send' | 'check' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // A user back from Firebase's own confirmation page is verified there, not yet in this tab.
  const uid = user?.uid;
  const verified = user?.emailVerified;
  useEffect(() => {
    if (backend && uid && verified === false) void backend.auth.refreshUser().catch(() => undefined);
  }, [backend, uid, verified]);

  if (!user || !backend || user.emailVerified) return null;

  const send = async () => {
    setBusy('send');
    setProblem(null);
    try {
      // The address to go on to is in the page's language, and so the verification page is.
      const { demoLink } = await backend.auth.sendVerification(addressIn(language, continuePath));
      setSent({ to: user.email, demoLink });
    } catch (error) {
      setProblem(errorCode(error) === 'too-many-requests' ? text.tooMany : text.sendFailed);
    } finally {
      setBusy(null);
    }
  };

  const check = async () => {
    setBusy('check');
    setProblem(null);
    try {
      const now = await backend.auth.refreshUser();
      if (!now?.emailVerified) setProblem(text.notYet);
    } catch {
      setProblem(text.checkFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="verification" aria-labelledby="verification-title">
      <h2 id="verification-title">{purpose === 'report' ? text.reportNeeded : text.needed}</h2>
      <p>{purpose === 'report' ? text.reportWhy(user.email) : text.why(user.email)}</p>
      {sent && (
        <div role="status">
          {sent.demoLink ? (
            <p>
              {text.demoNoMail}{' '}
              {/* An address of the site, in the language of this page (it names it), not a route path. */}
              <a href={sent.demoLink}>{text.demoLink}</a>
            </p>
          ) : (
            <p>{text.sent(sent.to)}</p>
          )}
        </div>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="verification-actions">
        <button type="button" className="btn btn-primary" onClick={send} disabled={busy !== null}>
          {busy === 'send' ? text.sending : sent ? text.sendAgain : text.send}
        </button>
        <button type="button" className="btn btn-secondary" onClick={check} disabled={busy !== null}>
          {busy === 'check' ? text.checking : text.check}
        </button>
      </div>
    </section>
  );
}
