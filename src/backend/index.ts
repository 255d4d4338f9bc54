import type { Backend, BackendKind, PublicAdsReader } from './types';

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

const projectId = () => env.VITE_FIREBASE_PROJECT_ID?.trim() ?? '';
// A demo- project exists only in the emulators.
const usesEmulators = () => env.VITE_FIREBASE_EMULATORS === 'true' || projectId().startsWith('demo-');

/**
 * The published ads, for the public pages: on `firebase` a small reader of Firestore's REST API,
 * so a visitor never downloads the Firebase SDK; on `local` the demo store in this browser.
 */
export async function loadPublicAds(): Promise<PublicAdsReader> {
  if (backendKind() === 'local') return (await loadBackend()).publicAds;
  const { restPublicAds, firestoreRestConfig } = await import('./firestoreRest');
  return restPublicAds(
    firestoreRestConfig({
      projectId: projectId(),
      apiKey: env.VITE_FIREBASE_API_KEY,
      useEmulators: usesEmulators(),
    }),
  );
}

async function createBackend(): Promise<Backend> {
  if (backendKind() === 'local') {
    const { createLocalBackend } = await import('./local');
    return createLocalBackend();
  }
  const { createFirebaseBackend } = await import('./firebase');
  return createFirebaseBackend({
    apiKey: env.VITE_FIREBASE_API_KEY ?? '',
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN?.trim() || undefined,
    projectId: projectId(),
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.VITE_FIREBASE_APP_ID,
    useEmulators: usesEmulators(),
  });
}
