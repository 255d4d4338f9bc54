import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { siteAddress } from '../../lib/siteAddress';
import type { LoginState } from '../../session/loginState';

/** Where to go after logging in or signing up: the guarded page that sent the user here, else their profile. */
export function useReturnPath(): { to: string; state: LoginState | null } {
  const location = useLocation();
  const state = (location.state as LoginState | null) ?? null;
  // The guard hands over the address the reader came in by, which a crafted link may have written.
  return { to: siteAddress(state?.from, paths.profile.href()), state };
}
