import { Suspense, useId, useState, type FormEvent } from 'react';
import { describeAuthError } from '../../backend/errors';
import { Field } from '../../components/Field';
import { paths } from '../../config/paths';
import { addressIn } from '../../i18n/language';
import { useLanguage } from '../../i18n/languageContext';
import { useTexts } from '../../i18n/texts';
import { authFailureTexts } from '../../components/errorTexts';
import { useSession } from '../../session/session';
import { DemoResetLink } from './emailAction/DemoResetLink';
import { authTexts } from './texts';

/**
 * Asks the auth service to e-mail a link for setting a new password. The link opens
 * paths.verifyEmail and goes on to the log-in page in this page's language; the demo, which sends
 * no mail, shows the link instead.
 */
export function PasswordReset({ initialEmail }: { initialEmail: string }) {
  const text = useTexts(authTexts);
  const authFailures = useTexts(authFailureTexts);
  const language = useLanguage();
  const { connect } = useSession();
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<{ to: string; demoLink: string | null } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    setSent(null);
    if (!address) {
      setError(text.enterEmail);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const backend = await connect();
      const { demoLink } = await backend.auth.sendPasswordReset(
        address,
        addressIn(language, paths.login.href()),
      );
      setSent({ to: address, demoLink });
    } catch (failure) {
      setError(describeAuthError(failure, authFailures));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-card section" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.reset.heading}</h2>
      <Field id={`${id}-email`} label={text.reset.email} error={error}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn btn-secondary" disabled={busy}>
        {busy ? text.reset.submitting : text.reset.submit}
      </button>
      {sent && (
        <p className="auth-notice" role="status">
          {text.resetSent(sent.to)}
          {sent.demoLink && (
            // Its words arrive when it is shown, so the log-in page does not carry them.
            <Suspense fallback={null}>
              {' '}
              <DemoResetLink href={sent.demoLink} />
            </Suspense>
          )}
        </p>
      )}
    </form>
  );
}
