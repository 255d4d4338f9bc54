import { verificationTexts } from '../../../components/verification.texts';
import { useTextsTogether } from '../../../i18n/useTextsTogether';
import { emailActionTexts } from './texts';

/**
 * The demo's stand-in for the e-mail that carries a link to set a new password: the link itself, an
 * address of the site in the language it was asked for in (not a route path).
 */
export function DemoResetLink({ href }: { href: string }) {
  const [verification, t] = useTextsTogether(verificationTexts, emailActionTexts);
  return (
    <>
      {verification.demoNoMail} <a href={href}>{t.reset.demoLink}</a>
    </>
  );
}
