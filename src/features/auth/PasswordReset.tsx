import { useId, useState, type FormEvent } from 'react';
import { describeAuthError } from '../../backend/errors';
import { Field } from '../../components/Field';
import { useSession } from '../../session/session';
import { authMessages as text } from './messages';

/** Asks the auth service to e-mail a link for setting a new password. */
export function PasswordReset({ initialEmail }: { initialEmail: string }) {
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
      setError(describeAuthError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-card section" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Reset your password</h2>
      <Field id={`${id}-email`} label="E-mail for the reset link" error={error}>
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
        {busy ? 'Sending…' : 'Send reset link'}
      </button>
      {sentTo && (
        <p className="auth-notice" role="status">
          {text.resetSent(sentTo)}
        </p>
      )}
    </form>
  );
}
