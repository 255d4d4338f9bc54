import { useId, useState, type MouseEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { describeAuthError } from '../../backend/errors';
import { Field } from '../../components/Field';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { useTexts } from '../../i18n/texts';
import { authFailureTexts } from '../../components/errorTexts';
import { useHydrated } from '../../lib/useHydrated';
import { readForm, usePrerenderedForm } from '../../lib/usePrerenderedForm';
import { useSession } from '../../session/session';
import { PasswordReset } from './PasswordReset';
import { authTexts } from './texts';
import { usePreconnect } from './usePreconnect';
import { useReturnPath } from './useReturnPath';
import './auth.css';

const FIELDS = ['email', 'password'] as const;

export function LoginPage() {
  const text = useTexts(authTexts);
  const authFailures = useTexts(authFailureTexts);
  const { status, connect } = useSession();
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  const preconnect = usePreconnect();
  const hydrated = useHydrated();
  const id = useId();
  const { errors, failure, busy, onSubmit } = usePrerenderedForm({
    names: FIELDS,
    validate: ({ email, password }) => ({
      email: email.trim() ? undefined : text.enterEmail,
      password: password ? undefined : text.enterPassword,
    }),
    send: async ({ email, password }) => {
      const backend = await connect();
      await backend.auth.signIn(email.trim(), password);
      navigate(returnTo.to, { replace: true });
    },
    describeError: (error) => describeAuthError(error, authFailures),
  });
  // The reset form opens with whatever is in the e-mail field at that moment.
  const [reset, setReset] = useState<{ open: boolean; email: string }>({ open: false, email: '' });

  if (status === 'signed-in' && !busy) return <Navigate to={returnTo.to} replace />;

  const toggleReset = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    const email = form ? readForm(form, ['email']).email.trim() : '';
    setReset((current) => ({ open: !current.open, email }));
  };

  return (
    <div className="container page auth-page">
      <PageMeta title={text.login.title} description={text.login.description} />
      <h1>{text.login.heading}</h1>
      <form
        className="auth-card"
        onSubmit={onSubmit}
        onFocus={preconnect}
        noValidate
        aria-describedby={failure ? `${id}-failure` : undefined}
      >
        {failure && (
          <p id={`${id}-failure`} className="auth-failure" role="alert">
            {failure}
          </p>
        )}
        <Field id={`${id}-email`} label={text.email} error={errors.email}>
          {(control) => <input {...control} type="email" name="email" autoComplete="email" />}
        </Field>
        <Field id={`${id}-password`} label={text.password} error={errors.password}>
          {(control) => (
            <input {...control} type="password" name="password" autoComplete="current-password" />
          )}
        </Field>
        {/* Disabled until the script has taken over the prerendered form, so pressing Enter before
            then cannot send the password to the address bar in a plain form submission. */}
        <button type="submit" className="btn btn-primary" disabled={busy || !hydrated}>
          {busy ? text.login.submitting : text.login.submit}
        </button>
        {/* Disabled too until then: pressed in the prerendered markup, it would do nothing. */}
        <button
          type="button"
          className="link-button"
          aria-expanded={reset.open}
          onClick={toggleReset}
          disabled={!hydrated}
        >
          {text.login.forgot}
        </button>
      </form>
      {reset.open && <PasswordReset initialEmail={reset.email} />}
      <p className="auth-alt">
        {text.login.newHere}{' '}
        <Link to={paths.signup.href()} state={returnTo.state}>
          {text.login.createAccount}
        </Link>
      </p>
    </div>
  );
}
