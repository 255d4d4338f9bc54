import { BackendError } from '../errors';
import { profileDocument } from '../documents';
import { isProfileName, MAX_EMAIL } from '../limits';
import type { AuthPort, AuthUser } from '../types';
import { hashPassword, toAuthUser } from './accounts';
import type { LocalAccount, LocalState } from './persistence';
import { newId } from './repository';
import { verificationLink } from '../verificationLink';
import type { DocumentStore } from './store';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD = 6;

export interface LocalAuth {
  port: AuthPort;
  /** The signed-in user, or null. */
  currentUser: () => AuthUser | null;
  /** Tells every subscriber who is signed in now: after another tab signed in or out. */
  announce: () => void;
}

/**
 * Accounts and the session of the local backend. `state` is read anew on each call: another tab
 * may replace it. A sign-up writes the new user's profile to `store`.
 */
export function createLocalAuth(state: () => LocalState, save: () => void, store: DocumentStore): LocalAuth {
  const listeners = new Set<(user: AuthUser | null) => void>();
  const currentUser = () => {
    const { accounts, sessionUid } = state();
    const account = accounts.find((each) => each.uid === sessionUid);
    return account ? toAuthUser(account) : null;
  };
  const announce = () => listeners.forEach((listener) => listener(currentUser()));

  const signInAs = (account: LocalAccount) => {
    state().sessionUid = account.uid;
    save();
    announce();
    return toAuthUser(account);
  };

  const findAccount = (email: string) =>
    state().accounts.find((account) => account.email.toLowerCase() === email.trim().toLowerCase());

  const port: AuthPort = {
    subscribe(listener) {
      listeners.add(listener);
      listener(currentUser());
      return () => listeners.delete(listener);
    },
    // The demo sends no mail at sign-up, so it has no use for the input's continueAddress: its link
    // is the one sendVerification hands back.
    async signUp({ firstName, lastName, email, password }) {
      const address = email.trim().toLowerCase();
      // The profile stores the address and the policy takes none longer than mail can deliver to:
      // refuse it before an account exists without a profile.
      if (!EMAIL.test(address) || address.length > MAX_EMAIL) throw new BackendError('invalid-email');
      if (password.length < MIN_PASSWORD) throw new BackendError('weak-password');
      if (!isProfileName(firstName, lastName)) throw new BackendError('invalid-name');
      if (findAccount(address)) throw new BackendError('email-in-use');
      const salt = newId();
      const account: LocalAccount = {
        uid: newId(),
        email: address,
        displayName: `${firstName.trim()} ${lastName.trim()}`.trim() || null,
        // Verified through the link of sendVerification; only the pinned account is the admin.
        emailVerified: false,
        salt,
        passwordHash: await hashPassword(salt, password),
      };
      state().accounts.push(account);
      save();
      store.create(
        toAuthUser(account),
        `users/${account.uid}`,
        profileDocument(account, { firstName, lastName }),
      );
      return signInAs(account);
    },
    async signIn(email, password) {
      if (!EMAIL.test(email.trim())) throw new BackendError('invalid-email');
      const account = findAccount(email);
      if (!account) throw new BackendError('user-not-found');
      if ((await hashPassword(account.salt, password)) !== account.passwordHash) {
        throw new BackendError('wrong-password');
      }
      return signInAs(account);
    },
    async signOut() {
      state().sessionUid = null;
      save();
      announce();
    },
    async sendVerification(continueAddress) {
      const account = state().accounts.find((each) => each.uid === state().sessionUid);
      if (!account) throw new BackendError('unauthenticated');
      // The demo sends no mail: it hands back the link the e-mail would carry.
      account.verificationCode = newId();
      save();
      return { demoLink: verificationLink(account.verificationCode, continueAddress) };
    },
    async confirmVerification(code) {
      const account = state().accounts.find((each) => code && each.verificationCode === code);
      if (!account) throw new BackendError('invalid-action-code');
      account.emailVerified = true;
      delete account.verificationCode;
      save();
      announce();
    },
    async refreshUser() {
      // Another tab may have opened the link: the state is read anew.
      announce();
      return currentUser();
    },
    async sendPasswordReset(email) {
      if (!EMAIL.test(email.trim())) throw new BackendError('invalid-email');
      // Like Firebase with e-mail enumeration protection: no word on whether the account exists.
    },
  };

  return { port, currentUser, announce };
}
