import {
  ActionCodeOperation,
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  deleteUser,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type ActionCodeInfo as FirebaseActionCodeInfo,
  type Auth,
  type User,
} from 'firebase/auth';
import { profileDocument } from '../documents/documents';
import { BackendError } from '../errors';
import { isProfileName } from '../limits';
import type { DocData } from '../policies/policy';
import type { ActionCodeInfo, AuthPort, AuthUser, EmailAction, SignUpInput } from '../types';
import { mapErrors, toBackendError } from './errorMapping';
import { stamp } from './repository';

const toAuthUser = (user: User): AuthUser => ({
  uid: user.uid,
  email: user.email ?? '',
  displayName: user.displayName,
  emailVerified: user.emailVerified,
});

/** Each operation of Firebase's codes as the port names it (the `mode` of its links). */
const ACTIONS: Partial<Record<FirebaseActionCodeInfo['operation'], EmailAction>> = {
  [ActionCodeOperation.VERIFY_EMAIL]: 'verifyEmail',
  [ActionCodeOperation.PASSWORD_RESET]: 'resetPassword',
  [ActionCodeOperation.RECOVER_EMAIL]: 'recoverEmail',
  [ActionCodeOperation.VERIFY_AND_CHANGE_EMAIL]: 'verifyAndChangeEmail',
};

/**
 * Firebase Auth behind the port. A sign-up also writes the new user's profile, with `writeProfile`
 * (`profile` holds serverTimestamp() in createdAt).
 */
export function firebaseAuth(
  auth: Auth,
  writeProfile: (uid: string, profile: DocData) => Promise<void>,
): AuthPort {
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

  /**
   * Reloads the account and takes a new ID token: the rules read `email_verified` from the token,
   * which keeps the old value until it is refreshed.
   */
  const refreshCurrentUser = async () => {
    const user = auth.currentUser;
    if (!user) return;
    await reload(user);
    await user.getIdToken(true);
    announce();
  };

  /**
   * Sends an e-mail with `send`, whose link goes on to `continueAddress` on this site (the page the
   * link opens reads the reader's language from it) when one is given.
   */
  const sendWithContinue = async (
    send: (settings?: { url: string }) => Promise<void>,
    continueAddress?: string,
  ) => {
    const origin = globalThis.location?.origin;
    if (!origin || continueAddress === undefined) return send();
    try {
      await send({ url: new URL(continueAddress, origin).href });
    } catch (error) {
      // A domain not yet authorised for continue links (README, deploying) must not stop the
      // e-mail: without one, the link still works and the user comes back by hand.
      if (!/continue-uri/.test((error as { code?: string }).code ?? '')) throw error;
      await send();
    }
  };
  const sendVerificationEmail = (user: User, continueAddress?: string) =>
    sendWithContinue((settings) => sendEmailVerification(user, settings), continueAddress);

  return {
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
        if (!isProfileName(firstName, lastName)) throw new BackendError('invalid-name');
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
          await sendVerificationEmail(user, input.continueAddress).catch(() => undefined);
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

    sendVerification: (continueAddress) =>
      mapErrors(async () => {
        const user = auth.currentUser;
        if (!user) throw new BackendError('unauthenticated');
        await sendVerificationEmail(user, continueAddress);
        return { demoLink: null };
      }),

    checkActionCode: (code) =>
      mapErrors(async (): Promise<ActionCodeInfo> => {
        const { operation, data } = await checkActionCode(auth, code);
        const action = ACTIONS[operation];
        // A code of another kind (an e-mail sign-in link) is no link of this site's.
        if (!action) throw new BackendError('invalid-action-code');
        return { action, email: data.email ?? '', previousEmail: data.previousEmail ?? null };
      }),

    applyActionCode: (code) =>
      mapErrors(async () => {
        await applyActionCode(auth, code);
        await refreshCurrentUser().catch((error: unknown) => {
          // A change of address signs the account out on every device; the code has done its work.
          if (toBackendError(error).code !== 'unauthenticated') throw error;
        });
      }),

    verifyPasswordResetCode: (code) =>
      mapErrors(async () => {
        // Firebase reads any code here and gives its address: a code that restores or changes an
        // address would name the account whose password the form then could not set.
        const { operation, data } = await checkActionCode(auth, code);
        if (operation !== ActionCodeOperation.PASSWORD_RESET || !data.email) {
          throw new BackendError('invalid-action-code');
        }
        return data.email;
      }),

    confirmPasswordReset: (code, newPassword) =>
      mapErrors(() => confirmPasswordReset(auth, code, newPassword)),

    confirmPassword: (password) =>
      mapErrors(async () => {
        const user = auth.currentUser;
        if (!user?.email) throw new BackendError('unauthenticated', 'Not signed in.');
        // A fresh ID token comes with it, its auth_time now: firestore.rules read that time.
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
      }),

    refreshUser: () =>
      mapErrors(async () => {
        await refreshCurrentUser();
        return current;
      }),

    sendPasswordReset: (email, continueAddress) =>
      mapErrors(async () => {
        try {
          await sendWithContinue(
            (settings) => sendPasswordResetEmail(auth, email.trim(), settings),
            continueAddress,
          );
        } catch (error) {
          // As with e-mail enumeration protection on: no word on whether the account exists.
          if (toBackendError(error).code !== 'user-not-found') throw error;
        }
        return { demoLink: null };
      }),
  };
}
