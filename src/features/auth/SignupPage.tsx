import { useId } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { describeAuthError } from '../../backend/errors';
import { MAX_NAME, MIN_PASSWORD_LENGTH } from '../../backend/limits';
import { Field } from '../../components/Field';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { authFailureTexts } from '../../components/errorTexts';
import { useHydrated } from '../../lib/useHydrated';
import { usePrerenderedForm } from '../../lib/usePrerenderedForm';
import { addressIn } from '../../i18n/language';
import { useLanguage } from '../../i18n/languageContext';
import { useTexts } from '../../i18n/texts';
import { useSession } from '../../session/session';
import { authTexts } from './texts';
import type { AuthTexts } from './texts.en';
import { usePreconnect } from './usePreconnect';
import { useReturnPath } from './useReturnPath';
import './auth.css';

interface SignupForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

type SignupErrors = Partial<Record<keyof SignupForm, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validateSignup(form: SignupForm, text: AuthTexts): SignupErrors {
  const errors: SignupErrors = {};
  if (!form.firstName.trim()) errors.firstName = text.enterFirstName;
  else if (form.firstName.trim().length > MAX_NAME) errors.firstName = text.firstNameTooLong;
  if (!form.lastName.trim()) errors.lastName = text.enterLastName;
  else if (form.lastName.trim().length > MAX_NAME) errors.lastName = text.lastNameTooLong;
  if (!form.email.trim()) errors.email = text.enterEmail;
  else if (!EMAIL.test(form.email.trim())) errors.email = text.invalidEmail;
  if (form.password.length < MIN_PASSWORD_LENGTH) errors.password = text.passwordTooShort;
  return errors;
}

/** Each field's label is the text of the same name. */
const fields: { name: keyof SignupForm; type: string; autoComplete: string }[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
];

const FIELD_NAMES = fields.map((field) => field.name);

export function SignupPage() {
  const text = useTexts(authTexts);
  const authFailures = useTexts(authFailureTexts);
  const language = useLanguage();
  const { status, connect } = useSession();
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  const preconnect = usePreconnect();
  const hydrated = useHydrated();
  const id = useId();
  const { errors, failure, busy, onSubmit } = usePrerenderedForm({
    names: FIELD_NAMES,
    validate: (form) => validateSignup(form, text),
    send: async (form) => {
      const backend = await connect();
      await backend.auth.signUp({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
        password: form.password,
        // The verification e-mail leads on to the ad form, which needs it, in this page's language.
        continueAddress: addressIn(language, paths.createJobPost.href()),
      });
      navigate(returnTo.to, { replace: true });
    },
    describeError: (error) => describeAuthError(error, authFailures),
  });

  if (status === 'signed-in' && !busy) return <Navigate to={returnTo.to} replace />;

  return (
    <div className="container page auth-page">
      <PageMeta title={text.signup.title} description={text.signup.description} />
      <h1>{text.signup.heading}</h1>
      <form className="auth-card" onSubmit={onSubmit} onFocus={preconnect} noValidate>
        {failure && (
          <p className="auth-failure" role="alert">
            {failure}
          </p>
        )}
        <div className="auth-row">
          {fields.slice(0, 2).map((field) => (
            <Field
              key={field.name}
              id={`${id}-${field.name}`}
              label={text[field.name]}
              error={errors[field.name]}
            >
              {(props) => (
                <input {...props} name={field.name} type={field.type} autoComplete={field.autoComplete} />
              )}
            </Field>
          ))}
        </div>
        {fields.slice(2).map((field) => (
          <Field
            key={field.name}
            id={`${id}-${field.name}`}
            label={text[field.name]}
            error={errors[field.name]}
          >
            {(props) => (
              <input {...props} name={field.name} type={field.type} autoComplete={field.autoComplete} />
            )}
          </Field>
        ))}
        <p className="muted">{text.signup.passwordHint(MIN_PASSWORD_LENGTH)}</p>
        {/* Disabled until the script has taken over the prerendered form (see LoginPage). */}
        <button type="submit" className="btn btn-primary" disabled={busy || !hydrated}>
          {busy ? text.signup.submitting : text.signup.submit}
        </button>
      </form>
      <p className="auth-alt">
        {text.signup.haveAccount}{' '}
        <Link to={paths.login.href()} state={returnTo.state}>
          {text.signup.logIn}
        </Link>
      </p>
    </div>
  );
}
