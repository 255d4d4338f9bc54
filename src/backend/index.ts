import type { Backend, BackendKind } from './types';

export type { Backend, BackendKind } from './types';

const env = import.meta.env;

/**
 * Chosen once from the build's environment: VITE_BACKEND when set, else `firebase` when a Firebase
 * project is configured, else the embedded `local` backend.
 */
export function backendKind(): BackendKind {
  const chosen = env.VITE_BACKEND?.trim();
  if (chosen === 'local' || chosen === 'firebase') return chosen;
  return env.VITE_FIREBASE_PROJECT_ID?.trim() ? 'firebase' : 'local';
}

let loading: Promise<Backend> | undefined;

/**
 * The backend, downloaded on first use: public pages never call this, so they carry no backend code
 * (and in production no Firebase SDK).
 */
export function loadBackend(): Promise<Backend> {
  loading ??= createBackend().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function createBackend(): Promise<Backend> {
  if (backendKind() === 'local') {
    const { createLocalBackend } = await import('./local');
    return createLocalBackend();
  }
  const { createFirebaseBackend } = await import('./firebase');
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim() ?? '';
  return createFirebaseBackend({
    apiKey: env.VITE_FIREBASE_API_KEY ?? '',
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN?.trim() || undefined,
    projectId,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.VITE_FIREBASE_APP_ID,
    // A demo- project exists only in the emulators.
    useEmulators: env.VITE_FIREBASE_EMULATORS === 'true' || projectId.startsWith('demo-'),
  });
}
