import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { addressIn } from '../../../i18n/language';
import { useLanguage } from '../../../i18n/languageContext';
import { useTexts } from '../../../i18n/texts';
import { useSession } from '../../../session/session';
import { restoreAddress } from './actions';
import { DemoResetLink } from './DemoResetLink';
import { emailActionTexts } from './texts';
import { failureText, isFinal, useActionCode, useForgetCodeWhen } from './useActionCode';

type ResetOffer = { state: 'offered' | 'sending' | 'failed' } | { state: 'sent'; demoLink: string | null };

/**
 * The link Firebase sends the old address after the account's address was changed: it puts the old
 * address back. Whoever did not make the change may have lost their password too, so the page
 * offers a link to set a new one, to the restored address, as Firebase's own page does.
 */
export function RecoverAddress({ code, onward }: { code: string; onward: string }) {
  const t = useTexts(emailActionTexts);
  const language = useLanguage();
  const { connect } = useSession();
  const outcome = useActionCode(code, restoreAddress);
  useForgetCodeWhen(isFinal(outcome));
  const [reset, setReset] = useState<ResetOffer>({ state: 'offered' });

  if (outcome.status === 'working') {
    return (
      <p className="muted" role="status">
        {t.recover.working}
      </p>
    );
  }
  if (outcome.status !== 'done') {
    return (
      <>
        <p className="form-error" role="alert">
          {failureText(outcome, { failed: t.failed, invalid: t.recover.invalid, taken: t.recover.taken })}
        </p>
        <Link to={paths.contact.href()}>{t.contactUs}</Link>
      </>
    );
  }

  const restored = outcome.value;
  const sendReset = async () => {
    setReset({ state: 'sending' });
    try {
      const backend = await connect();
      // The link goes on to the log-in page in this page's language.
      const sent = await backend.auth.sendPasswordReset(restored, addressIn(language, paths.login.href()));
      setReset({ state: 'sent', demoLink: sent.demoLink });
    } catch {
      setReset({ state: 'failed' });
    }
  };

  return (
    <>
      <p role="status">{t.recover.restored(restored)}</p>
      <p>{t.recover.advice}</p>
      {reset.state === 'sent' ? (
        <p className="auth-notice" role="status">
          {reset.demoLink ? <DemoResetLink href={reset.demoLink} /> : t.recover.resetSent(restored)}
        </p>
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          disabled={reset.state === 'sending'}
          onClick={() => void sendReset()}
        >
          {reset.state === 'sending' ? t.recover.sending : t.recover.sendReset}
        </button>
      )}
      {reset.state === 'failed' && (
        <p className="form-error" role="alert">
          {t.recover.resetFailed}
        </p>
      )}
      <Link to={onward}>{t.logIn}</Link>
    </>
  );
}
