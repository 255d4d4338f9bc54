import { usesFirebaseEmulators } from '../config/buildTarget';
import type { Backend, BackendKind, PublicAdsReader } from './types';

export type { Backend, BackendKind } from './types';

const env = import.meta.env;

/**
 * Chosen when the build starts (chooseBackend in src/config/buildTarget.ts) and written in as a
 * constant: a `firebase` build holds no `local` chunk with the demo's accounts, and a `local` build
 * no Firebase SDK.
 */
export const backendKind = (): BackendKind => __BACKEND__;
// Compared as the constant itself (not through backendKind()) where a chunk is imported, so the
// bundler can see the other branch is dead and leave its chunk out.

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
const usesEmulators = () => usesFirebaseEmulators(env);

/**
 * The published ads, for the public pages: on `firebase` a small reader of Firestore's REST API,
 * so a visitor never downloads the Firebase SDK; on `local` the demo store in this browser.
 */
export async function loadPublicAds(): Promise<PublicAdsReader> {
  if (__BACKEND__ === 'local') return (await loadBackend()).publicAds;
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
  if (__BACKEND__ === 'local') {
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
