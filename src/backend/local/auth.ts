import { BackendError } from '../errors';
import { profileDocument } from '../documents/documents';
import { emailActionLink } from '../emailActionLink';
import { isProfileName, MAX_EMAIL, MIN_PASSWORD_LENGTH } from '../limits';
import type { Actor } from '../isAdmin';
import type { ActionCodeInfo, AuthPort, AuthUser } from '../types';
import { hashPassword, toAuthUser } from './accounts';
import type { LocalAccount, LocalEmailAction, LocalState } from './persistence';
import { newId } from './repository';
import type { DocumentStore } from './store';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Records the code of a link the demo would e-mail, in place of the last of its kind the account
 * was sent (so an older link stops working, as a resent one does), and returns the code.
 */
export function issueEmailAction(state: LocalState, action: Omit<LocalEmailAction, 'code'>): string {
  const code = newId();
  state.emailActions = [
    ...(state.emailActions ?? []).filter((each) => each.uid !== action.uid || each.action !== action.action),
    { ...action, code },
  ];
  return code;
}

export interface LocalAuth {
  port: AuthPort;
  /** The signed-in user, or null. */
  currentUser: () => AuthUser | null;
  /** The signed-in user as the access policy judges them, with when they last gave their password. */
  currentActor: () => Actor | null;
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
  const currentActor = (): Actor | null => {
    const user = currentUser();
    const signedInAt = state().sessionSignedInAt;
    return user && (signedInAt === undefined ? user : { ...user, signedInAt });
  };
  const announce = () => listeners.forEach((listener) => listener(currentUser()));

  const signInAs = (account: LocalAccount) => {
    state().sessionUid = account.uid;
    state().sessionSignedInAt = Date.now();
    save();
    announce();
    return toAuthUser(account);
  };

  const findAccount = (email: string) =>
    state().accounts.find((account) => sameAddress(account.email, email.trim()));

  /**
   * The code's record and its account, while the code is unused and the account still has the
   * address the code was sent for: for a recovery or a change, the one it replaces.
   */
  const actionOf = (code: string) => {
    const action = state().emailActions?.find((each) => code && each.code === code);
    const account = state().accounts.find((each) => each.uid === action?.uid);
    const current = action?.previousEmail ?? action?.email;
    if (!action || !account || !current || !sameAddress(account.email, current)) {
      throw new BackendError('invalid-action-code');
    }
    return { action, account };
  };

  const spendCode = (code: string) => {
    state().emailActions = state().emailActions?.filter((each) => each.code !== code);
  };

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
      if (password.length < MIN_PASSWORD_LENGTH) throw new BackendError('weak-password');
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
    async confirmPassword(password) {
      const account = state().accounts.find((each) => each.uid === state().sessionUid);
      if (!account) throw new BackendError('unauthenticated');
      if ((await hashPassword(account.salt, password)) !== account.passwordHash) {
        throw new BackendError('wrong-password');
      }
      state().sessionSignedInAt = Date.now();
      save();
    },
    async signOut() {
      state().sessionUid = null;
      delete state().sessionSignedInAt;
      save();
      announce();
    },
    async sendVerification(continueAddress) {
      const account = state().accounts.find((each) => each.uid === state().sessionUid);
      if (!account) throw new BackendError('unauthenticated');
      // The demo sends no mail: it hands back the link the e-mail would carry.
      const code = issueEmailAction(state(), {
        action: 'verifyEmail',
        uid: account.uid,
        email: account.email,
        previousEmail: null,
      });
      save();
      return { demoLink: emailActionLink('verifyEmail', code, continueAddress) };
    },
    async checkActionCode(code): Promise<ActionCodeInfo> {
      const { action } = actionOf(code);
      return { action: action.action, email: action.email, previousEmail: action.previousEmail };
    },
    async applyActionCode(code) {
      const { action, account } = actionOf(code);
      if (action.action === 'resetPassword') throw new BackendError('invalid-action-code');
      // A recovery or a change gives the account an address another account may have taken since.
      const other = findAccount(action.email);
      if (other && other.uid !== account.uid) throw new BackendError('email-in-use');
      account.email = action.email;
      account.emailVerified = true;
      spendCode(code);
      save();
      announce();
    },
    async verifyPasswordResetCode(code) {
      const { action } = actionOf(code);
      if (action.action !== 'resetPassword') throw new BackendError('invalid-action-code');
      return action.email;
    },
    async confirmPasswordReset(code, newPassword) {
      const { action, account } = actionOf(code);
      if (action.action !== 'resetPassword') throw new BackendError('invalid-action-code');
      if (newPassword.length < MIN_PASSWORD_LENGTH) throw new BackendError('weak-password');
      account.passwordHash = await hashPassword(account.salt, newPassword);
      // As Firebase does: the link came to the address, so the address is the owner's.
      account.emailVerified = true;
      spendCode(code);
      save();
      announce();
    },
    async refreshUser() {
      // Another tab may have opened the link: the state is read anew.
      announce();
      return currentUser();
    },
    async sendPasswordReset(email, continueAddress) {
      if (!EMAIL.test(email.trim())) throw new BackendError('invalid-email');
      // The page says the same whether or not the account exists, as with Firebase's e-mail
      // enumeration protection; only the demo's link, which stands for the e-mail, tells.
      const account = findAccount(email);
      if (!account) return { demoLink: null };
      const code = issueEmailAction(state(), {
        action: 'resetPassword',
        uid: account.uid,
        email: account.email,
        previousEmail: null,
      });
      save();
      return { demoLink: emailActionLink('resetPassword', code, continueAddress) };
    },
  };

  return { port, currentUser, currentActor, announce };
}
