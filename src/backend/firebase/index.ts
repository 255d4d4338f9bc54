import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
// The lite build of the Firestore SDK: plain REST calls, no offline queue and no realtime
// listeners, which the product does not use. A write made without a connection fails at once
// (reported as 'network') instead of waiting in a queue while the page shows a spinner, and the
// SDK weighs about a third of the full one.
import {
  collection,
  connectFirestoreEmulator,
  doc,
  documentId,
  getDoc,
  getDocs,
  getFirestore,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';
import { emulators } from '../../../firebase.json';
import { BackendError } from '../errors';
import { canCreate, isDailyCount, isDayId, TRANSACTION_ID, type Actor, type DocData } from '../policy';
import type { AuthUser, Backend, DayId, NewPayment, NewSubmission, SignUpInput } from '../types';
import {
  entryDocument,
  paymentDocument,
  profileDocument,
  submissionDocument,
  toEntry,
  toPayment,
  toProfile,
  toSubmission,
  withServerTime,
} from '../documents';
import { mapErrors, toBackendError } from './errorMapping';

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

const MAX_NAME = 100;

/** The first call gets the default app, so the signed-in session persists under a stable name. */
function createApp(config: FirebaseWebConfig): FirebaseApp {
  const taken = new Set(getApps().map((app) => app.name));
  let name = '[DEFAULT]';
  for (let n = 2; taken.has(name); n += 1) name = `learn-and-earn-${n}`;
  const options = Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined));
  return initializeApp(options, name);
}

const toAuthUser = (user: User): AuthUser => ({
  uid: user.uid,
  email: user.email ?? '',
  displayName: user.displayName,
  emailVerified: user.emailVerified,
});

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
    parts.writeProfile ?? ((uid: string, profile: DocData) => setDoc(doc(db, 'users', uid), profile));

  // One Firebase subscription fans out to the UI's listeners, so a change Firebase does not
  // announce (the display name set right after sign-up) can be announced too.
  const listeners = new Set<(user: AuthUser | null) => void>();
  let settled = false;
  // While a sign-up writes the new user's profile, the UI must not see the user yet: it would read
  // users/{uid} before it exists and take the account for one without a profile.
  let signingUp = false;
  let current: AuthUser | null = null;
  const announce = () => {
    if (signingUp) return;
    current = auth.currentUser ? toAuthUser(auth.currentUser) : null;
    if (settled) listeners.forEach((listener) => listener(current));
  };
  onAuthStateChanged(auth, () => {
    settled = true;
    announce();
  });

  /** The signed-in account as the access policy sees it. */
  const requireActor = async (): Promise<Actor> => {
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user) throw new BackendError('unauthenticated', 'Not signed in.');
    return { uid: user.uid, email: user.email ?? '', emailVerified: user.emailVerified };
  };

  const read = async <T>(target: Query, convert: (id: string, data: DocData) => T): Promise<T[]> => {
    const snapshot = await getDocs(target);
    return snapshot.docs.map((found) => convert(found.id, found.data()));
  };

  const stamp = (data: DocData) => withServerTime(data, serverTimestamp());

  return {
    kind: 'firebase',

    auth: {
      subscribe(listener) {
        listeners.add(listener);
        if (settled) listener(current);
        return () => {
          listeners.delete(listener);
        };
      },

      signUp: (input: SignUpInput) =>
        mapErrors(async () => {
          const firstName = input.firstName.trim();
          const lastName = input.lastName.trim();
          // The rules accept only these names: refuse them before an account exists without a profile.
          if (!firstName || firstName.length > MAX_NAME || lastName.length > MAX_NAME) {
            throw new BackendError(
              'invalid-input',
              'Enter a first name and a last name of up to 100 characters.',
            );
          }
          signingUp = true;
          try {
            const { user } = await createUserWithEmailAndPassword(auth, input.email.trim(), input.password);
            const profile = profileDocument(
              { uid: user.uid, email: user.email ?? input.email },
              { firstName, lastName },
            );
            try {
              await updateProfile(user, { displayName: `${firstName} ${lastName}`.trim() });
              await writeProfile(user.uid, stamp(profile));
            } catch (error) {
              // An account without its profile could never be approved: take it back, so the
              // person can simply sign up again.
              await deleteUser(user).catch(() => undefined);
              throw error;
            }
            // Best effort: the account works without it, and only the admin needs a verified address.
            await sendEmailVerification(user).catch(() => undefined);
            return toAuthUser(user);
          } finally {
            signingUp = false;
            announce();
          }
        }),

      signIn: (email, password) =>
        mapErrors(async () => {
          const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
          return toAuthUser(user);
        }),

      signOut: () => mapErrors(() => signOut(auth)),

      sendPasswordReset: (email) =>
        mapErrors(async () => {
          try {
            await sendPasswordResetEmail(auth, email.trim());
          } catch (error) {
            // As with e-mail enumeration protection on: no word on whether the account exists.
            if (toBackendError(error).code !== 'user-not-found') throw error;
          }
        }),
    },

    users: {
      get: (uid) =>
        mapErrors(async () => {
          const snapshot = await getDoc(doc(db, 'users', uid));
          return snapshot.exists() ? toProfile(snapshot.id, snapshot.data()) : null;
        }),
      listAll: () => mapErrors(() => read(query(collection(db, 'users')), toProfile)),
      listApproved: () =>
        mapErrors(() => read(query(collection(db, 'users'), where('approved', '==', true)), toProfile)),
      setApproval: (uid, approved) =>
        mapErrors(async () => {
          if (typeof approved !== 'boolean')
            throw new BackendError('invalid-input', 'Approval is yes or no.');
          await updateDoc(doc(db, 'users', uid), { approved });
        }),
    },

    payments: {
      submit: (payment: NewPayment) =>
        mapErrors(async () => {
          const actor = await requireActor();
          const { id, data } = paymentDocument(actor.uid, payment);
          if (!TRANSACTION_ID.test(id)) throw new BackendError('invalid-input', 'Invalid transaction id.');
          // The same judgement firestore.rules makes: a document it accepts is not refused below for
          // its content, so a refusal there can only mean the id is taken.
          if (!canCreate(actor, { collection: 'payments', id }, data)) {
            throw new BackendError('invalid-input', 'The payment details are incomplete or too long.');
          }
          // A user may not read a payment that does not exist (nor anybody else's), so a read first
          // cannot tell a free id from a taken one. The rules refuse a write over an existing
          // payment (only the admin's pending → confirmed update is allowed), and nothing is written.
          try {
            await setDoc(doc(db, 'payments', id), stamp(data));
          } catch (error) {
            if (toBackendError(error).code === 'permission-denied') {
              throw new BackendError('already-exists', 'This transaction ID was already submitted.');
            }
            throw error;
          }
          return toPayment(id, { ...data, createdAt: null });
        }),
      listAll: () => mapErrors(() => read(query(collection(db, 'payments')), toPayment)),
      listMine: () =>
        mapErrors(async () => {
          const actor = await requireActor();
          return read(query(collection(db, 'payments'), where('uid', '==', actor.uid)), toPayment);
        }),
      approve: (id) => mapErrors(() => updateDoc(doc(db, 'payments', id), { status: 'confirmed' })),
    },

    entries: {
      get: (uid, date) =>
        mapErrors(async () => {
          if (!isDayId(date)) throw new BackendError('invalid-input', 'Invalid date.');
          const snapshot = await getDoc(doc(db, 'entries', uid, 'dailyEntries', date));
          return snapshot.exists() ? toEntry(snapshot.id, snapshot.data()) : null;
        }),
      save: (uid, date: DayId, count) =>
        mapErrors(async () => {
          if (!isDayId(date) || !isDailyCount(count)) {
            throw new BackendError('invalid-input', 'Invalid daily entry.');
          }
          await setDoc(doc(db, 'entries', uid, 'dailyEntries', date), entryDocument(date, count), {
            merge: true,
          });
        }),
      listRange: (uid, from, to) =>
        mapErrors(async () => {
          if (!isDayId(from) || !isDayId(to)) throw new BackendError('invalid-input', 'Invalid date range.');
          const days = collection(db, 'entries', uid, 'dailyEntries');
          return read(query(days, where(documentId(), '>=', from), where(documentId(), '<=', to)), toEntry);
        }),
      listAll: (uid) => mapErrors(() => read(query(collection(db, 'entries', uid, 'dailyEntries')), toEntry)),
    },

    submissions: {
      add: (submission: NewSubmission) =>
        mapErrors(async () => {
          const actor = await requireActor();
          const ref = doc(collection(db, 'submissions'));
          const data = submissionDocument(actor.uid, submission);
          if (!canCreate(actor, { collection: 'submissions', id: ref.id }, data)) {
            throw new BackendError('invalid-input', 'The ad is incomplete or too long.');
          }
          await setDoc(ref, stamp(data));
          return toSubmission(ref.id, { ...data, timestamp: null });
        }),
      listAll: () => mapErrors(() => read(query(collection(db, 'submissions')), toSubmission)),
      listMine: () =>
        mapErrors(async () => {
          const actor = await requireActor();
          return read(query(collection(db, 'submissions'), where('uid', '==', actor.uid)), toSubmission);
        }),
    },
  };
}
