import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { EMAIL_ACTIONS, type EmailAction } from '../../backend/types';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { verificationTexts } from '../../components/verification.texts';
import { addressIn, HINDI_OFFERED, routeOf } from '../../i18n/language';
import { chosenLanguage } from '../../i18n/languageChoice';
import { useLanguage } from '../../i18n/languageContext';
import { useTextsTogether } from '../../i18n/useTextsTogether';
import { siteAddress } from '../../lib/siteAddress';
import { ChangeAddress } from './emailAction/ChangeAddress';
import { RecoverAddress } from './emailAction/RecoverAddress';
import { ResetPassword } from './emailAction/ResetPassword';
import { emailActionTexts } from './emailAction/texts';
import { VerifyAddress } from './emailAction/VerifyAddress';
import './auth.css';

/** Where each link goes on to when it names no way on of its own. */
const ONWARD: Record<EmailAction, string> = {
  verifyEmail: paths.createJobPost.href(),
  resetPassword: paths.login.href(),
  recoverEmail: paths.login.href(),
  verifyAndChangeEmail: paths.login.href(),
};

const ACTION_PAGES = {
  verifyEmail: VerifyAddress,
  resetPassword: ResetPassword,
  recoverEmail: RecoverAddress,
  verifyAndChangeEmail: ChangeAddress,
} satisfies Record<EmailAction, unknown>;

const isEmailAction = (mode: string | null): mode is EmailAction =>
  (EMAIL_ACTIONS as readonly (string | null)[]).includes(mode);

/**
 * paths.verifyEmail: where every link of the auth service's e-mails lands, on either backend, the
 * Firebase templates' one action URL (README, deploying): `mode` says what the link does, `oobCode`
 * is its code and `continueUrl` the address of this site to go on to. It needs no sign-in: the link
 * may be opened on another device.
 *
 * `continueUrl` is an address in the language the link was asked for in (/hi/create-job-post in
 * Hindi). Firebase's e-mail always opens the English page (the template's action URL is fixed), so
 * the English page opened for a Hindi address, or on a device that chose Hindi, reloads as the Hindi
 * one, its query kept, before it uses the code; unless this device chose English with the switch.
 * Whatever the page's language, it goes on to the same page in it.
 */
export function EmailActionPage() {
  const [verification, t] = useTextsTogether(verificationTexts, emailActionTexts);
  const language = useLanguage();
  const [params] = useSearchParams();
  const { pathname, search, hash } = useLocation();
  // The link as it arrived: the code leaves the address bar once it is used.
  const [link] = useState(() => {
    const mode = params.get('mode');
    return { action: isEmailAction(mode) ? mode : null, code: params.get('oobCode') };
  });
  const onward = routeOf(siteAddress(params.get('continueUrl'), ONWARD[link.action ?? 'verifyEmail']));
  const [toHindi] = useState(() => {
    const chosen = chosenLanguage();
    return (
      HINDI_OFFERED && language === 'en' && (chosen === 'hi' || (onward.language === 'hi' && chosen !== 'en'))
    );
  });

  useEffect(() => {
    if (toHindi) {
      window.location.replace(
        addressIn('hi', siteAddress(pathname + search + hash, paths.verifyEmail.href())),
      );
    }
  }, [toHindi, pathname, search, hash]);

  // The Hindi page uses the code.
  if (toHindi) return null;

  // A bare address, with neither mode nor code, is the verification page, as it always was.
  const action = link.action ?? (link.code ? null : 'verifyEmail');
  const title = action
    ? {
        verifyEmail: verification.pageTitle,
        resetPassword: t.reset.title,
        recoverEmail: t.recover.title,
        verifyAndChangeEmail: t.change.title,
      }[action]
    : t.unknown.title;
  const ActionPage = action && ACTION_PAGES[action];

  return (
    <div className="page container auth-page">
      <PageMeta title={title} description={title} />
      <div className="auth-card">
        <h1>{title}</h1>
        {!ActionPage ? (
          <p className="form-error" role="alert">
            {t.unknown.text}
          </p>
        ) : !link.code ? (
          <p className="form-error" role="alert">
            {action === 'verifyEmail' ? verification.incompleteLink : t.incomplete}
          </p>
        ) : (
          // The route path: the router puts it in this page's language.
          <ActionPage code={link.code} onward={onward.path} />
        )}
      </div>
    </div>
  );
}
