import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
// The lite build of the Firestore SDK: plain REST calls, no offline queue and no realtime
// listeners, which the product does not use. A write made without a connection fails at once
// (reported as 'network') instead of waiting in a queue while the page shows a spinner, and the
// SDK weighs about a third of the full one.
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  setDoc,
  type Firestore,
} from 'firebase/firestore/lite';
import { emulators } from '../../../firebase.json';
import { firestoreRestConfig, restPublicAds } from '../firestoreRest';
import type { DocData } from '../policies/policy';
import type { Backend } from '../types';
import { firebaseAuth } from './auth';
import { firestoreEntries } from './entries';
import { mapErrors, toBackendError } from './errorMapping';
import { firestoreLibrary } from './library';
import { firestorePayments } from './payments';
import { firestorePayoutDetails } from './payoutDetails';
import { firestorePayouts } from './payouts';
import { firestoreSentPayouts } from './sentPayouts';
import type { FirestoreContext } from './repository';
import { firestoreAds } from './ads';
import { firestoreUsers } from './users';

/** The web app config of the Firebase console (Project settings > Your apps). */
export interface FirebaseWebConfig {
  apiKey: string;
  /** '{projectId}.firebaseapp.com' when absent. */
  authDomain?: string;
  projectId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  appId?: string;
}

// The emulator ports are set in one place, firebase.json, which also starts them.
export const AUTH_EMULATOR_URL = `http://${emulators.auth.host}:${emulators.auth.port}`;
export const FIRESTORE_EMULATOR = emulators.firestore;
const EMULATOR_API_KEY = 'demo-key';

/**
 * Replaceable parts of the backend. Only the auth emulator test uses this: the Firestore emulator
 * cannot run on every machine the Auth emulator runs on, so that test records the profile write
 * instead of sending it.
 */
export interface FirebaseBackendParts {
  /** Writes users/{uid} of a new account; `profile` holds serverTimestamp() in createdAt. */
  writeProfile?: (uid: string, profile: DocData) => Promise<void>;
}

/** The first call gets the default app, so the signed-in session persists under a stable name. */
function createApp(config: FirebaseWebConfig): FirebaseApp {
  const taken = new Set(getApps().map((app) => app.name));
  let name = '[DEFAULT]';
  for (let n = 2; taken.has(name); n += 1) name = `learn-and-earn-${n}`;
  const options = Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined));
  return initializeApp(options, name);
}

/**
 * Firebase Auth and Cloud Firestore behind the port: one module per repository
 * (src/backend/types.ts), all on one app.
 */
export async function createFirebaseBackend(
  config: FirebaseWebConfig & { useEmulators?: boolean },
  parts: FirebaseBackendParts = {},
): Promise<Backend> {
  const { useEmulators = false, ...webConfig } = config;
  // The emulators accept any API key, but the SDK refuses to start without one.
  if (useEmulators && !webConfig.apiKey) webConfig.apiKey = EMULATOR_API_KEY;
  webConfig.authDomain ||= `${webConfig.projectId}.firebaseapp.com`;
  const { auth, db } = await mapErrors(async () => {
    const app = createApp(webConfig);
    // No popup/redirect resolver: the product signs in with e-mail and password only.
    const auth: Auth = initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
    const db: Firestore = getFirestore(app);
    if (useEmulators) {
      connectAuthEmulator(auth, AUTH_EMULATOR_URL, { disableWarnings: true });
      connectFirestoreEmulator(db, FIRESTORE_EMULATOR.host, FIRESTORE_EMULATOR.port);
    }
    return { auth, db };
  });

  const writeProfile =
    parts.writeProfile ??
    (async (uid: string, profile: DocData) => {
      const ref = doc(db, 'users', uid);
      try {
        await setDoc(ref, profile);
      } catch (error) {
        // The write may have reached the server with its answer lost. Only this sign-up writes
        // this account's profile, so one there is this one: the account is kept, not taken back.
        const written = toBackendError(error).code === 'network' && (await getDoc(ref).catch(() => null));
        if (written && written.exists()) return;
        throw error;
      }
    });

  const context: FirestoreContext = { db, auth };
  return {
    kind: 'firebase',
    auth: firebaseAuth(auth, writeProfile),
    users: firestoreUsers(context),
    payments: firestorePayments(context),
    library: firestoreLibrary(context),
    entries: firestoreEntries(context),
    payouts: firestorePayouts(context),
    payoutDetails: firestorePayoutDetails(context),
    sentPayouts: firestoreSentPayouts(context),
    submissions: firestoreAds(context),
    // Read as a visitor reads them, whoever is signed in: the same few calls as the public pages.
    publicAds: restPublicAds(
      firestoreRestConfig({ projectId: webConfig.projectId, apiKey: webConfig.apiKey, useEmulators }),
    ),
  };
}
