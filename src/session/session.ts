import { createContext, useContext } from 'react';
import type { Backend } from '../backend';
import type { AuthUser, UserProfile } from '../backend/types';
import type { SessionHint } from './sessionHint';

export type AuthStatus = 'unknown' | 'signed-in' | 'signed-out';

export type ProfileState =
  | { status: 'idle' | 'loading'; profile: null }
  | { status: 'ready'; profile: UserProfile }
  | { status: 'missing' | 'error'; profile: null };

export interface Session {
  /** 'unknown' until the backend has loaded and reported who is signed in. */
  status: AuthStatus;
  user: AuthUser | null;
  isAdmin: boolean;
  /** The signed-in user's users/{uid} document. */
  profile: ProfileState;
  reloadProfile: () => void;
  /** Set once the backend has loaded. */
  backend: Backend | null;
  /** Loads the backend if it is not loaded yet; guards and the sign-in pages call it. */
  connect: () => Promise<Backend>;
  /** Who was signed in last time, for the header while the backend is not loaded. */
  hint: SessionHint | null;
}

/** Filled by SessionProvider; read through the hooks below. */
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

/** The loaded backend: for pages behind a guard, which renders them only once it has loaded. */
export function useBackend(): Backend {
  const { backend } = useSession();
  if (!backend) throw new Error('useBackend is for pages behind a guard: the backend has not loaded');
  return backend;
}

/** The signed-in user, for pages behind the sign-in guard. */
export function useSignedInUser(): AuthUser {
  const { user } = useSession();
  if (!user) throw new Error('useSignedInUser is for pages behind the sign-in guard');
  return user;
}
