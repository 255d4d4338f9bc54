import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { describeAuthError, errorCode } from '../../../backend/errors';
import { MIN_PASSWORD_LENGTH } from '../../../backend/limits';
import { Field } from '../../../components/Field';
import { useTextsTogether } from '../../../i18n/useTextsTogether';
import { authFailureTexts } from '../../../components/errorTexts';
import { usePrerenderedForm } from '../../../lib/usePrerenderedForm';
import { useSession } from '../../../session/session';
import { authTexts } from '../texts';
import { resetAddress } from './actions';
import { emailActionTexts } from './texts';
import { useActionCode, useForgetCodeWhen } from './useActionCode';

const FIELDS = ['password'] as const;

/**
 * A link to set a new password: the code is checked first, and only a good one gets the form, with
 * sign-up's rule for a password; the code is used when the new password is saved.
 */
export function ResetPassword({ code, onward }: { code: string; onward: string }) {
  const [t, auth, authFailures] = useTextsTogether(emailActionTexts, authTexts, authFailureTexts);
  const { connect } = useSession();
  const id = useId();
  const checked = useActionCode(code, resetAddress);
  // The code turned out used or expired when the password was sent (used in another tab meanwhile).
  const [usedMeanwhile, setUsedMeanwhile] = useState(false);
  const [saved, setSaved] = useState(false);
  const { errors, failure, busy, onSubmit } = usePrerenderedForm({
    names: FIELDS,
    validate: ({ password }) => ({
      password: password.length < MIN_PASSWORD_LENGTH ? auth.passwordTooShort : undefined,
    }),
    send: async ({ password }) => {
      const backend = await connect();
      try {
        await backend.auth.confirmPasswordReset(code, password);
        setSaved(true);
      } catch (error) {
        if (errorCode(error) !== 'invalid-action-code') throw error;
        setUsedMeanwhile(true);
      }
    },
    describeError: (error) => describeAuthError(error, authFailures),
  });
  useForgetCodeWhen(saved || usedMeanwhile || checked.status === 'refused');

  if (checked.status === 'working') {
    return (
      <p className="muted" role="status">
        {t.reset.checking}
      </p>
    );
  }
  if (checked.status === 'refused' || usedMeanwhile || checked.status === 'failed') {
    return (
      <>
        <p className="form-error" role="alert">
          {checked.status === 'failed' ? t.failed : t.reset.invalid}
        </p>
        <Link to={onward}>{t.logIn}</Link>
      </>
    );
  }
  if (saved) {
    return (
      <>
        <p role="status">{t.reset.done}</p>
        <Link className="btn btn-primary" to={onward}>
          {t.logIn}
        </Link>
      </>
    );
  }
  return (
    <form className="auth-card-form" onSubmit={onSubmit} noValidate>
      <p>{t.reset.forEmail(checked.value)}</p>
      {failure && (
        <p className="auth-failure" role="alert">
          {failure}
        </p>
      )}
      {/* The account's address, for password managers to file the new password under. */}
      <input type="email" name="username" autoComplete="username" value={checked.value} readOnly hidden />
      <Field id={`${id}-password`} label={t.reset.password} error={errors.password}>
        {(control) => <input {...control} name="password" type="password" autoComplete="new-password" />}
      </Field>
      <p className="muted">{auth.signup.passwordHint(MIN_PASSWORD_LENGTH)}</p>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t.reset.submitting : t.reset.submit}
      </button>
    </form>
  );
}
