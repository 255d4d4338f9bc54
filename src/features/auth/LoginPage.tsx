import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { describeAuthError } from '../../backend/errors';
import { Field } from '../../components/Field';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { useSession } from '../../session/session';
import { authMessages as text } from './messages';
import { PasswordReset } from './PasswordReset';
import { usePreconnect } from './usePreconnect';
import { useReturnPath } from './useReturnPath';
import './auth.css';

interface LoginErrors {
  email?: string;
  password?: string;
}

export function LoginPage() {
  const { status, connect } = useSession();
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  usePreconnect();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);

  if (status === 'signed-in' && !busy) return <Navigate to={returnTo.to} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: LoginErrors = {
      email: email.trim() ? undefined : text.enterEmail,
      password: password ? undefined : text.enterPassword,
    };
    setErrors(found);
    setFailure(null);
    if (found.email || found.password) {
      const firstInvalid = found.email ? 'email' : 'password';
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const backend = await connect();
      await backend.auth.signIn(email.trim(), password);
      navigate(returnTo.to, { replace: true });
    } catch (error) {
      setFailure(describeAuthError(error));
      setBusy(false);
    }
  };

  return (
    <div className="container page auth-page">
      <PageMeta
        title="Log in"
        description="Log in to buy eBooks, post ads and reach your work-from-home pages."
      />
      <h1>Log in</h1>
      <form
        className="auth-card"
        onSubmit={submit}
        noValidate
        aria-describedby={failure ? `${id}-failure` : undefined}
      >
        {failure && (
          <p id={`${id}-failure`} className="auth-failure" role="alert">
            {failure}
          </p>
        )}
        <Field id={`${id}-email`} label="E-mail" error={errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-password`} label="Password" error={errors.password}>
          {(control) => (
            <input
              {...control}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </button>
        <button
          type="button"
          className="link-button"
          aria-expanded={resetOpen}
          onClick={() => setResetOpen((open) => !open)}
        >
          Forgot your password?
        </button>
      </form>
      {resetOpen && <PasswordReset initialEmail={email} />}
      <p className="auth-alt">
        New here?{' '}
        <Link to={paths.signup.href()} state={returnTo.state}>
          Create an account
        </Link>
      </p>
    </div>
  );
}
