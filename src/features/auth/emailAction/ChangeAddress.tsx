import { Link } from 'react-router-dom';
import { useTexts } from '../../../i18n/texts';
import { changeAddress } from './actions';
import { emailActionTexts } from './texts';
import { failureText, isFinal, useActionCode, useForgetCodeWhen } from './useActionCode';

/**
 * The link Firebase sends a new address before it becomes the account's: opening it makes the
 * change, with the new address confirmed. Firebase ends the account's sessions with a change of
 * address, so the way on is the log-in page.
 */
export function ChangeAddress({ code, onward }: { code: string; onward: string }) {
  const t = useTexts(emailActionTexts);
  const outcome = useActionCode(code, changeAddress);
  useForgetCodeWhen(isFinal(outcome));

  if (outcome.status === 'working') {
    return (
      <p className="muted" role="status">
        {t.change.working}
      </p>
    );
  }
  if (outcome.status === 'done') {
    return (
      <>
        <p role="status">{t.change.changed(outcome.value)}</p>
        <Link className="btn btn-primary" to={onward}>
          {t.logIn}
        </Link>
      </>
    );
  }
  return (
    <p className="form-error" role="alert">
      {failureText(outcome, { failed: t.failed, invalid: t.change.invalid, taken: t.change.taken })}
    </p>
  );
}
