import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { messages } from '../../config/messages';

/** The header's account entry: 'Login/Signup' while signed out. */
export function ProfileLink({ className }: { className?: string }) {
  return (
    <NavLink to={paths.profile.href()} className={className}>
      {messages.loginSignup}
    </NavLink>
  );
}
