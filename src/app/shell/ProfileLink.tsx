import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { avatarInitial } from '../../lib/avatar';
import { useSession } from '../../session/session';
import { useTexts } from '../../i18n/texts';
import { shellTexts } from './texts';

/** The header's account entry: 'Login/Signup' while signed out, the avatar when signed in. */
export function ProfileLink({ className }: { className?: string }) {
  const t = useTexts(shellTexts);
  const { status, user, profile, hint } = useSession();
  const name =
    status === 'signed-in'
      ? (profile.profile && `${profile.profile.firstName} ${profile.profile.lastName}`.trim()) ||
        user?.displayName
      : status === 'unknown'
        ? hint?.name
        : null;
  const email = status === 'signed-in' ? user?.email : null;

  if (!name && !email) {
    return (
      <NavLink to={paths.profile.href()} className={className}>
        {t.loginSignup}
      </NavLink>
    );
  }
  return (
    <NavLink
      to={paths.profile.href()}
      className={[className, 'profile-avatar-link'].filter(Boolean).join(' ')}
    >
      <span className="avatar" aria-hidden="true">
        {avatarInitial(name, email)}
      </span>
      <span className="visually-hidden">{t.yourProfile}</span>
    </NavLink>
  );
}
