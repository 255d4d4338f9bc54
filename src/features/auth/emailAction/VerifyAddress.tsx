import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { verificationTexts } from '../../../components/verification.texts';
import { useTexts } from '../../../i18n/texts';
import { verifyAddress } from './actions';
import { failureText, isFinal, useActionCode, useForgetCodeWhen } from './useActionCode';

/** A verification link: the address is confirmed, and the reader goes on where they asked for it. */
export function VerifyAddress({ code, onward }: { code: string; onward: string }) {
  const text = useTexts(verificationTexts);
  const outcome = useActionCode(code, verifyAddress);
  useForgetCodeWhen(isFinal(outcome));

  if (outcome.status === 'working') {
    return (
      <p className="muted" role="status">
        {text.confirming}
      </p>
    );
  }
  if (outcome.status === 'done') {
    return (
      <>
        <p role="status">{text.confirmed}</p>
        {/* The route path: the router puts it in this page's language. */}
        <Link className="btn btn-primary" to={onward}>
          {text.continue}
        </Link>
      </>
    );
  }
  return (
    <>
      <p className="form-error" role="alert">
        {failureText(outcome, { failed: text.failed, invalid: text.invalidLink })}
      </p>
      <Link to={paths.createJobPost.href()}>{text.postAnAd}</Link>
    </>
  );
}
