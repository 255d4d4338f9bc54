import { useId, useState, type FormEvent } from 'react';
import { describeAuthError } from '../../backend/errors';
import { Field } from '../../components/Field';
import { useTexts } from '../../i18n/texts';
import { authFailureTexts } from '../../lib/errorTexts';
import { useSession } from '../../session/session';
import { authTexts } from './texts';

/** Asks the auth service to e-mail a link for setting a new password. */
export function PasswordReset({ initialEmail }: { initialEmail: string }) {
  const text = useTexts(authTexts);
  const authFailures = useTexts(authFailureTexts);
  const { connect } = useSession();
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    setSentTo(null);
    if (!address) {
      setError(text.enterEmail);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const backend = await connect();
      await backend.auth.sendPasswordReset(address);
      setSentTo(address);
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
      {sentTo && (
        <p className="auth-notice" role="status">
          {text.resetSent(sentTo)}
        </p>
      )}
    </form>
  );
}
