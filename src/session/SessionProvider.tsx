import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Backend } from '../backend';
import { isAdmin } from '../backend/isAdmin';
import type { AuthUser } from '../backend/types';
import { isPageHydrating, subscribePageHydrated, whenPageHydrated } from '../lib/pageHydration';
import { SessionContext, type AuthStatus, type ProfileState, type Session } from './session';
import {
  noSessionHint,
  readSessionHint,
  subscribeSessionHint,
  writeSessionHint,
  type SessionHint,
} from './sessionHint';

/** Whether a page may start the backend on its own after the first paint: only for returning users. */
const CONFIRM_HINT_AFTER_MS = 1500;

// The hint reaches the header only once the page inside the shell has hydrated (lib/pageHydration.ts).
const hintOncePageHydrated = (): SessionHint | null => (isPageHydrating() ? null : readSessionHint());
function subscribeHintOncePageHydrated(listener: () => void): () => void {
  const stopHint = subscribeSessionHint(listener);
  const stopPage = subscribePageHydrated(listener);
  return () => {
    stopHint();
    stopPage();
  };
}

interface SessionProviderProps {
  /** How the backend is obtained; the app passes loadBackend, tests a local backend. */
  load: () => Promise<Backend>;
  children: ReactNode;
}

/**
 * Who is signed in, and the backend, for the whole app. Nothing loads until something asks: public
 * pages render at once and never wait for the auth SDK.
 */
export function SessionProvider({ load, children }: SessionProviderProps) {
  const [backend, setBackend] = useState<Backend | null>(null);
  const [auth, setAuth] = useState<{ status: AuthStatus; user: AuthUser | null }>({
    status: 'unknown',
    user: null,
  });
  const [profileRead, setProfileRead] = useState<{
    uid: string;
    version: number;
    state: ProfileState;
  } | null>(null);
  const [profileVersion, setProfileVersion] = useState(0);
  // A prerendered page hydrates signed-out, as it was rendered; the stored hint follows once it has.
  const hint = useSyncExternalStore(subscribeHintOncePageHydrated, hintOncePageHydrated, noSessionHint);
  const loading = useRef<Promise<Backend> | null>(null);

  const connect = useCallback(() => {
    loading.current ??= load().then(
      (loaded) => {
        setBackend(loaded);
        return loaded;
      },
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }, [load]);

  useEffect(() => {
    if (!backend) return;
    return backend.auth.subscribe((user) => {
      setAuth({ status: user ? 'signed-in' : 'signed-out', user });
      const next = user ? { name: user.displayName || user.email } : null;
      writeSessionHint(next);
    });
  }, [backend]);

  // A returning user sees their avatar at once from the hint; the backend confirms it after the first paint.
  useEffect(() => {
    if (!readSessionHint()) return;
    let timer: number | undefined;
    const cancel = whenPageHydrated(() => {
      timer = window.setTimeout(() => void connect().catch(() => undefined), CONFIRM_HINT_AFTER_MS);
    });
    return () => {
      cancel();
      window.clearTimeout(timer);
    };
  }, [connect]);

  const uid = auth.user?.uid;
  useEffect(() => {
    if (!backend || !uid) return;
    let current = true;
    const settle = (state: ProfileState) =>
      current && setProfileRead({ uid, version: profileVersion, state });
    backend.users.get(uid).then(
      (found) => settle(found ? { status: 'ready', profile: found } : { status: 'missing', profile: null }),
      (error: unknown) => {
        // A failed read counts as no profile (and so as not approved); the specification only logs it.
        console.error('Could not read the user profile', error);
        settle({ status: 'error', profile: null });
      },
    );
    return () => {
      current = false;
    };
  }, [backend, uid, profileVersion]);

  // Derived, so a change of user or a reload reads as loading until its own answer arrives.
  const profile = useMemo<ProfileState>(() => {
    if (!backend || !uid) return { status: 'idle', profile: null };
    if (profileRead && profileRead.uid === uid && profileRead.version === profileVersion)
      return profileRead.state;
    return { status: 'loading', profile: null };
  }, [backend, uid, profileRead, profileVersion]);

  const reloadProfile = useCallback(() => setProfileVersion((version) => version + 1), []);

  const value = useMemo<Session>(
    () => ({
      status: backend ? auth.status : 'unknown',
      user: auth.user,
      isAdmin: isAdmin(auth.user),
      profile,
      reloadProfile,
      backend,
      connect,
      hint,
    }),
    [auth, backend, connect, hint, profile, reloadProfile],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
