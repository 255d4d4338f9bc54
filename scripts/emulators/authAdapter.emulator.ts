import { createConnection } from 'node:net';
import { FirestoreError, serverTimestamp, type FieldValue } from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../src/backend/errors';
import { USER_FIELDS } from '../../src/backend/documents/fields';
import type { DocData } from '../../src/backend/policies/policy';
import type { AuthUser, Backend, BackendErrorCode } from '../../src/backend/types';
import {
  AUTH_EMULATOR_URL,
  createFirebaseBackend,
  FIRESTORE_EMULATOR,
  type FirebaseBackendParts,
} from '../../src/backend/firebase';
import {
  changeAddressNow,
  lastEmail,
  newAccount,
  requestAddressChange,
  signInWith,
} from '../../src/test/authEmulator';

/**
 * The firebase backend's auth port against the Firebase Auth emulator, which `npm run test:auth`
 * starts offline from firebase-tools. Sign-up also writes the users/{uid} profile to Firestore,
 * whose emulator needs Java 21 and a download and so cannot run everywhere this test runs. Rather
 * than pretend that write succeeded, the sign-up tests hand the backend a recorder for it (its
 * `writeProfile` part) and check what it was asked to write; the pure document builder is held
 * against the access policy in documents.test.ts. The last tests take the real Firestore path
 * while no Firestore emulator is listening, and check that the failure comes out typed.
 */

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-learn-and-earn';
const PASSWORD = 'secret-pass-1';

beforeAll(() => {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('Start this suite with `npm run test:auth`: it needs the Firebase Auth emulator.');
  }
});

const emulatorApi = (path: string) => `${AUTH_EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}${path}`;

beforeEach(async () => {
  const response = await fetch(emulatorApi('/accounts'), { method: 'DELETE' });
  expect(response.ok).toBe(true);
});

const backends: Backend[] = [];
afterAll(async () => {
  await Promise.allSettled(backends.map((backend) => backend.auth.signOut()));
});

interface ProfileWrite {
  uid: string;
  profile: DocData;
}

async function newBackend(parts: FirebaseBackendParts = {}): Promise<Backend> {
  const backend = await createFirebaseBackend(
    {
      apiKey: 'demo-key',
      authDomain: `${PROJECT_ID}.firebaseapp.com`,
      projectId: PROJECT_ID,
      useEmulators: true,
    },
    parts,
  );
  backends.push(backend);
  return backend;
}

/** A backend whose profile writes are recorded instead of sent to Firestore. */
async function recordingBackend() {
  const writes: ProfileWrite[] = [];
  const backend = await newBackend({
    writeProfile: async (uid, profile) => {
      writes.push({ uid, profile });
    },
  });
  return { backend, writes };
}

/** Resolves with the first auth state `subscribe` reports that satisfies `wanted`. */
function nextState(backend: Backend, wanted: (user: AuthUser | null) => boolean): Promise<AuthUser | null> {
  return new Promise((resolve, reject) => {
    const seen: (AuthUser | null)[] = [];
    let stop = () => undefined as void;
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`subscribe never reported the expected state; saw ${JSON.stringify(seen)}`));
    }, 5000);
    stop = backend.auth.subscribe((user) => {
      seen.push(user);
      if (!wanted(user)) return;
      clearTimeout(timer);
      queueMicrotask(() => stop());
      resolve(user);
    });
  });
}

/** The rejection of `work`, which must be a BackendError (never a raw Firebase error). */
async function failureOf(work: Promise<unknown>): Promise<BackendError> {
  const error: unknown = await work.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

let counter = 0;
const uniqueEmail = () => `learner${Date.now()}${(counter += 1)}@demo.test`;

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

async function oobCodes(): Promise<OobCode[]> {
  const response = await fetch(emulatorApi('/oobCodes'));
  return ((await response.json()) as { oobCodes: OobCode[] }).oobCodes;
}

describe('the firebase auth port against the Auth emulator', () => {
  it('signs up: returns the user with their display name, writes an unapproved profile, reports the session', async () => {
    const { backend, writes } = await recordingBackend();
    const email = uniqueEmail();

    const user = await backend.auth.signUp({
      firstName: ' Asha ',
      lastName: 'Rao',
      email,
      password: PASSWORD,
    });

    expect(user).toMatchObject({ email, displayName: 'Asha Rao', emailVerified: false });
    expect(user.uid).toMatch(/\w+/);
    await expect(nextState(backend, (state) => state?.uid === user.uid)).resolves.toMatchObject({
      displayName: 'Asha Rao',
    });

    expect(writes).toHaveLength(1);
    const [{ uid, profile }] = writes as [ProfileWrite];
    expect(uid).toBe(user.uid);
    expect(Object.keys(profile).sort()).toEqual([...USER_FIELDS].sort());
    expect(profile).toMatchObject({
      id: user.uid,
      firstName: 'Asha',
      lastName: 'Rao',
      email,
      approved: false,
    });
    expect((profile.createdAt as FieldValue).isEqual(serverTimestamp())).toBe(true);

    // Best effort, but the emulator shows it was asked for.
    expect(await oobCodes()).toContainEqual(expect.objectContaining({ email, requestType: 'VERIFY_EMAIL' }));
  });

  it('signs out: subscribe reports nobody', async () => {
    const { backend } = await recordingBackend();
    const user = await backend.auth.signUp({
      firstName: 'Ravi',
      lastName: 'K',
      email: uniqueEmail(),
      password: PASSWORD,
    });
    await nextState(backend, (state) => state?.uid === user.uid);

    await backend.auth.signOut();

    await expect(nextState(backend, (state) => state === null)).resolves.toBeNull();
  });

  it('signs in an existing account, with the name it signed up with', async () => {
    const email = uniqueEmail();
    const { backend: first } = await recordingBackend();
    await first.auth.signUp({ firstName: 'Meera', lastName: 'Das', email, password: PASSWORD });

    const second = await newBackend();
    await expect(nextState(second, (state) => state === null)).resolves.toBeNull();
    const user = await second.auth.signIn(` ${email} `, PASSWORD);

    expect(user).toMatchObject({ email, displayName: 'Meera Das', emailVerified: false });
    await expect(nextState(second, (state) => state?.uid === user.uid)).resolves.toMatchObject({ email });
  });

  it('refuses a wrong password', async () => {
    const email = uniqueEmail();
    const { backend } = await recordingBackend();
    await backend.auth.signUp({ firstName: 'Meera', lastName: 'Das', email, password: PASSWORD });
    await backend.auth.signOut();

    const error = await failureOf(backend.auth.signIn(email, 'not-the-password'));
    expect(['invalid-credential', 'wrong-password']).toContain(error.code);
  });

  it('refuses an e-mail with no account', async () => {
    const backend = await newBackend();
    const error = await failureOf(backend.auth.signIn(uniqueEmail(), PASSWORD));
    expect(['invalid-credential', 'user-not-found'] satisfies BackendErrorCode[]).toContain(error.code);
  });

  it('refuses a sign-up with an e-mail already in use, and writes no second profile', async () => {
    const email = uniqueEmail();
    const { backend, writes } = await recordingBackend();
    await backend.auth.signUp({ firstName: 'Meera', lastName: 'Das', email, password: PASSWORD });

    const error = await failureOf(
      backend.auth.signUp({ firstName: 'Other', lastName: 'Person', email, password: PASSWORD }),
    );
    expect(error.code).toBe('email-in-use');
    expect(writes).toHaveLength(1);
  });

  it('refuses a weak password', async () => {
    const { backend, writes } = await recordingBackend();
    const error = await failureOf(
      backend.auth.signUp({ firstName: 'Meera', lastName: 'Das', email: uniqueEmail(), password: '123' }),
    );
    expect(error.code).toBe('weak-password');
    expect(writes).toHaveLength(0);
  });

  it('refuses a malformed e-mail', async () => {
    const backend = await newBackend();
    const error = await failureOf(backend.auth.signIn('not-an-email', PASSWORD));
    expect(error.code).toBe('invalid-email');
  });

  it.each([
    ['without a first name', '  ', 'Das'],
    ['with a first name over 100 characters', 'M'.repeat(101), 'Das'],
    ['with a last name over 100 characters', 'Meera', 'D'.repeat(101)],
  ])('refuses a sign-up %s before any account is made', async (_, firstName, lastName) => {
    const { backend } = await recordingBackend();
    const email = uniqueEmail();
    const error = await failureOf(backend.auth.signUp({ firstName, lastName, email, password: PASSWORD }));
    expect(error.code).toBe('invalid-name');
    // The address is still free.
    await expect(
      backend.auth.signUp({ firstName: 'Meera', lastName: 'Das', email, password: PASSWORD }),
    ).resolves.toMatchObject({ email });
  });

  it('sends a password reset for an account, and answers the same for an unknown e-mail', async () => {
    const email = uniqueEmail();
    const { backend } = await recordingBackend();
    await backend.auth.signUp({ firstName: 'Meera', lastName: 'Das', email, password: PASSWORD });

    await expect(backend.auth.sendPasswordReset(email)).resolves.toEqual({ demoLink: null });
    await expect(backend.auth.sendPasswordReset(uniqueEmail())).resolves.toEqual({ demoLink: null });
    expect(await oobCodes()).toContainEqual(
      expect.objectContaining({ email, requestType: 'PASSWORD_RESET' }),
    );
  });

  it('verifies an address through the link it sends, and the new token says so', async () => {
    // The continue link is built on the page's own origin.
    vi.stubGlobal('location', new URL('http://localhost:4173/'));
    const { backend } = await recordingBackend();
    const email = uniqueEmail();
    await backend.auth.signUp({ firstName: 'Asha', lastName: 'Rao', email, password: PASSWORD });

    await expect(backend.auth.sendVerification('/create-job-post')).resolves.toEqual({ demoLink: null });
    const sent = (await oobCodes()).filter(
      (code) => code.email === email && code.requestType === 'VERIFY_EMAIL',
    );
    const last = sent[sent.length - 1]!;
    expect(new URL(last.oobLink).searchParams.get('continueUrl')).toBe(
      'http://localhost:4173/create-job-post',
    );

    expect((await failureOf(backend.auth.applyActionCode('not-a-code'))).code).toBe('invalid-action-code');
    await backend.auth.applyActionCode(last.oobCode);

    await expect(nextState(backend, (state) => state?.emailVerified === true)).resolves.toMatchObject({
      email,
    });
    await expect(backend.auth.refreshUser()).resolves.toMatchObject({ emailVerified: true });
    vi.unstubAllGlobals();
  });

  it("sends the verification e-mail on to the address it is given, in the reader's language", async () => {
    vi.stubGlobal('location', new URL('http://localhost:4173/'));
    const { backend } = await recordingBackend();
    const email = uniqueEmail();
    const continueUrls = async () =>
      (await oobCodes())
        .filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL')
        .map((code) => new URL(code.oobLink).searchParams.get('continueUrl'));

    // The e-mail a sign-up on a Hindi page sends leads on to the Hindi ad form.
    await backend.auth.signUp({
      firstName: 'Asha',
      lastName: 'Rao',
      email,
      password: PASSWORD,
      continueAddress: '/hi/create-job-post',
    });
    expect(await continueUrls()).toEqual(['http://localhost:4173/hi/create-job-post']);

    await backend.auth.sendVerification('/hi/create-job-post?step=2');
    expect((await continueUrls()).at(-1)).toBe('http://localhost:4173/hi/create-job-post?step=2');
    vi.unstubAllGlobals();
  });

  it('reports the new user only once their profile is written, so the app never finds it missing', async () => {
    const seen: (AuthUser | null)[] = [];
    let seenAtWrite: (AuthUser | null)[] = [];
    const backend = await newBackend({
      writeProfile: async () => {
        seenAtWrite = [...seen];
      },
    });
    await nextState(backend, (state) => state === null);
    const stop = backend.auth.subscribe((user) => seen.push(user));

    const user = await backend.auth.signUp({
      firstName: 'Asha',
      lastName: 'Rao',
      email: uniqueEmail(),
      password: PASSWORD,
    });
    stop();

    expect(seenAtWrite.every((state) => state === null)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ uid: user.uid, displayName: 'Asha Rao' });
  });

  it('types a failed profile write, and takes the account back so the person can sign up again', async () => {
    const email = uniqueEmail();
    const backend = await newBackend({
      writeProfile: () => Promise.reject(Reflect.construct(FirestoreError, ['permission-denied', 'denied'])),
    });
    const error = await failureOf(
      backend.auth.signUp({ firstName: 'Meera', lastName: 'Das', email, password: PASSWORD }),
    );
    expect(error.code).toBe('permission-denied');
    await expect(nextState(backend, (state) => state === null)).resolves.toBeNull();

    const { backend: again, writes } = await recordingBackend();
    await expect(
      again.auth.signUp({ firstName: 'Meera', lastName: 'Das', email, password: PASSWORD }),
    ).resolves.toMatchObject({ email });
    expect(writes).toHaveLength(1);
  });
});

describe("the firebase auth port's e-mail links against the Auth emulator", () => {
  it('sets a new password with the code of its link, checked first, once, and by the sign-up rule', async () => {
    vi.stubGlobal('location', new URL('http://localhost:4173/'));
    const email = uniqueEmail();
    await newAccount(email, PASSWORD);
    const backend = await newBackend();

    await expect(backend.auth.sendPasswordReset(email, '/hi/login')).resolves.toEqual({ demoLink: null });
    const sent = await lastEmail(email, 'PASSWORD_RESET');
    expect(new URL(sent.oobLink).searchParams.get('continueUrl')).toBe('http://localhost:4173/hi/login');
    expect(new URL(sent.oobLink).searchParams.get('mode')).toBe('resetPassword');

    await expect(backend.auth.checkActionCode(sent.oobCode)).resolves.toEqual({
      action: 'resetPassword',
      email,
      previousEmail: null,
    });
    expect(await backend.auth.verifyPasswordResetCode(sent.oobCode)).toBe(email);
    expect((await failureOf(backend.auth.confirmPasswordReset(sent.oobCode, '12345'))).code).toBe(
      'weak-password',
    );
    await backend.auth.confirmPasswordReset(sent.oobCode, 'brand-new-pass');

    expect(await signInWith(email, PASSWORD)).toBeNull();
    expect(await signInWith(email, 'brand-new-pass')).toEqual({ email, emailVerified: true });
    expect((await failureOf(backend.auth.verifyPasswordResetCode(sent.oobCode))).code).toBe(
      'invalid-action-code',
    );
    expect((await failureOf(backend.auth.confirmPasswordReset(sent.oobCode, 'another-pass'))).code).toBe(
      'invalid-action-code',
    );
    vi.unstubAllGlobals();
  });

  it('refuses a code it never sent, for every kind of link', async () => {
    const backend = await newBackend();
    for (const attempt of [
      () => backend.auth.checkActionCode('made-up'),
      () => backend.auth.applyActionCode('made-up'),
      () => backend.auth.verifyPasswordResetCode('made-up'),
      () => backend.auth.confirmPasswordReset('made-up', 'brand-new-pass'),
    ]) {
      expect((await failureOf(attempt())).code).toBe('invalid-action-code');
    }
  });

  it('takes back a change of address made through the API, with the link mailed to the old one, once', async () => {
    const email = uniqueEmail();
    const { idToken } = await newAccount(email, PASSWORD);
    await changeAddressNow(idToken, 'taken.over@demo.test');
    expect(await signInWith('taken.over@demo.test', PASSWORD)).toMatchObject({ emailVerified: false });
    const sent = await lastEmail(email, 'RECOVER_EMAIL');
    expect(new URL(sent.oobLink).searchParams.get('mode')).toBe('recoverEmail');
    const backend = await newBackend();

    await expect(backend.auth.checkActionCode(sent.oobCode)).resolves.toMatchObject({
      action: 'recoverEmail',
      email,
    });
    // Not a code that sets a password.
    expect((await failureOf(backend.auth.verifyPasswordResetCode(sent.oobCode))).code).toBe(
      'invalid-action-code',
    );
    await backend.auth.applyActionCode(sent.oobCode);

    expect(await signInWith(email, PASSWORD)).toEqual({ email, emailVerified: true });
    expect(await signInWith('taken.over@demo.test', PASSWORD)).toBeNull();
    expect((await failureOf(backend.auth.applyActionCode(sent.oobCode))).code).toBe('invalid-action-code');
  });

  it('does not give back an address another account has taken since', async () => {
    const email = uniqueEmail();
    const { idToken } = await newAccount(email, PASSWORD);
    await changeAddressNow(idToken, 'taken.over@demo.test');
    const sent = await lastEmail(email, 'RECOVER_EMAIL');
    await newAccount(email, 'someone-else');
    const backend = await newBackend();

    expect((await failureOf(backend.auth.applyActionCode(sent.oobCode))).code).toBe('email-in-use');
    expect(await signInWith('taken.over@demo.test', PASSWORD)).not.toBeNull();
  });

  it('changes the address with the link mailed to the new one, confirmed, once', async () => {
    const email = uniqueEmail();
    const { idToken } = await newAccount(email, PASSWORD);
    await requestAddressChange(idToken, 'rahul.new@demo.test');
    // The emulator's mailbox files the e-mail under the account's address; Firebase sends it to the new one.
    const sent = await lastEmail(email, 'VERIFY_AND_CHANGE_EMAIL');
    expect(new URL(sent.oobLink).searchParams.get('mode')).toBe('verifyAndChangeEmail');
    const backend = await newBackend();

    await expect(backend.auth.checkActionCode(sent.oobCode)).resolves.toEqual({
      action: 'verifyAndChangeEmail',
      email: 'rahul.new@demo.test',
      previousEmail: email,
    });
    // Nothing has changed before the link is opened.
    expect(await signInWith(email, PASSWORD)).not.toBeNull();
    await backend.auth.applyActionCode(sent.oobCode);

    expect(await signInWith(email, PASSWORD)).toBeNull();
    expect(await signInWith('rahul.new@demo.test', PASSWORD)).toEqual({
      email: 'rahul.new@demo.test',
      emailVerified: true,
    });
    expect((await failureOf(backend.auth.applyActionCode(sent.oobCode))).code).toBe('invalid-action-code');
  });

  it('applies a change of the signed-in account, whose session the change ends', async () => {
    const email = uniqueEmail();
    const { idToken } = await newAccount(email, PASSWORD);
    const backend = await newBackend();
    await backend.auth.signIn(email, PASSWORD);
    await requestAddressChange(idToken, 'signed.in.new@demo.test');
    const sent = await lastEmail(email, 'VERIFY_AND_CHANGE_EMAIL');

    // The code does its work whatever becomes of this device's session.
    await expect(backend.auth.applyActionCode(sent.oobCode)).resolves.toBeUndefined();
    expect(await signInWith('signed.in.new@demo.test', PASSWORD)).not.toBeNull();
  });
});

/** Whether something listens where the backend expects the Firestore emulator. */
function firestoreListening(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(FIRESTORE_EMULATOR.port, FIRESTORE_EMULATOR.host);
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

describe.skipIf(await firestoreListening())('the real profile write with no Firestore to reach', () => {
  it('fails the sign-up fast with a typed network error, and takes the account back', async () => {
    const backend = await newBackend();
    const email = uniqueEmail();
    const started = Date.now();

    const error = await failureOf(
      backend.auth.signUp({ firstName: 'Meera', lastName: 'Das', email, password: PASSWORD }),
    );

    expect(error.code).toBe('network');
    expect(Date.now() - started).toBeLessThan(5000);
    const signIn = await failureOf(backend.auth.signIn(email, PASSWORD));
    expect(['invalid-credential', 'user-not-found'] satisfies BackendErrorCode[]).toContain(signIn.code);
  });

  it('reports a read of the database as a network failure too', async () => {
    const backend = await newBackend();
    const error = await failureOf(backend.users.get('someone'));
    expect(error.code).toBe('network');
  });
});
