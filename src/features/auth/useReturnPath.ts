import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { LoginState } from '../../session/loginState';

/** Where to go after logging in or signing up: the guarded page that sent the user here, else their profile. */
export function useReturnPath(): { to: string; state: LoginState | null } {
  const location = useLocation();
  const state = (location.state as LoginState | null) ?? null;
  const from = state?.from;
  // Only paths inside the app, so a crafted link cannot send the user elsewhere.
  const safe = from && from.startsWith('/') && !from.startsWith('//') ? from : paths.profile.href();
  return { to: safe, state };
}
