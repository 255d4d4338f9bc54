import {
  entryDocument,
  paymentDocument,
  profileDocument,
  submissionDocument,
  toEntry,
  toPayment,
  toProfile,
  toSubmission,
} from '../documents';
import { BackendError } from '../errors';
import { MAX_EMAIL } from '../limits';
import { isDailyCount, isDayId, TRANSACTION_ID, type Actor, type DocData } from '../policy';
import type { AuthUser, Backend, NewPayment, NewSubmission } from '../types';
import { MemoryStorage, readState, writeState, type LocalAccount, type LocalState } from './persistence';
import { DEMO_PASSWORD, demoAccounts, demoDocuments } from './seed';
import { LOCAL_STORAGE_KEY } from './storageKey';
import { DocumentStore } from './store';

export interface LocalBackendOptions {
  /** Where state persists; localStorage by default. */
  storage?: Storage;
  now?: () => Date;
  /** What this tab does when another tab resets the demo; reloads the page by default. */
  onResetElsewhere?: () => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD = 6;

async function hashPassword(salt: string, password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${password}`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const newId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 20);

async function seededState(now: Date): Promise<LocalState> {
  const accounts: LocalAccount[] = [];
  for (const account of Object.values(demoAccounts)) {
    const salt = newId();
    accounts.push({
      uid: account.uid,
      email: account.email,
      displayName: `${account.firstName} ${account.lastName}`,
      // The demo admin stands for a company admin who verified their address.
      emailVerified: true,
      salt,
      passwordHash: await hashPassword(salt, DEMO_PASSWORD),
    });
  }
  return { version: 1, accounts, sessionUid: null, docs: demoDocuments(now) };
}

function defaultStorage(): Storage {
  try {
    return window.localStorage;
  } catch {
    return new MemoryStorage();
  }
}

const toAuthUser = (account: LocalAccount): AuthUser => ({
  uid: account.uid,
  email: account.email,
  displayName: account.displayName,
  emailVerified: account.emailVerified,
});

/**
 * The embedded backend: accounts and documents kept in this browser, persistent across reloads,
 * seeded with the demo accounts on first start, and held to the same access policy as production.
 */
export async function createLocalBackend(options: LocalBackendOptions = {}): Promise<Backend> {
  const storage = options.storage ?? defaultStorage();
  const now = options.now ?? (() => new Date());
  let state = readState(storage) ?? (await seededState(now()));
  const save = () => writeState(storage, state);
  save();

  const docs = new Map(Object.entries(state.docs));
  const persistDocs = () => {
    state.docs = Object.fromEntries(docs);
    save();
  };
  const store = new DocumentStore(docs, now, persistDocs);

  const listeners = new Set<(user: AuthUser | null) => void>();
  const currentAccount = () => state.accounts.find((account) => account.uid === state.sessionUid) ?? null;
  const currentUser = () => {
    const account = currentAccount();
    return account ? toAuthUser(account) : null;
  };
  const notify = () => listeners.forEach((listener) => listener(currentUser()));
  const actor = (): Actor | null => currentUser();
  const requireActor = (): Actor => {
    const signedIn = actor();
    if (!signedIn) throw new BackendError('unauthenticated', 'Not signed in.');
    return signedIn;
  };

  // Another tab signing in or out, or resetting the demo, changes this one too.
  if (typeof window !== 'undefined' && storage === defaultStorage()) {
    window.addEventListener('storage', (event) => {
      if (event.key !== LOCAL_STORAGE_KEY) return;
      const before = state.sessionUid;
      const next = readState(storage);
      if (!next) {
        // Carrying on with the old state would write it back with this tab's next save.
        (options.onResetElsewhere ?? (() => window.location.reload()))();
        return;
      }
      state = next;
      docs.clear();
      Object.entries(state.docs).forEach(([path, data]) => docs.set(path, data));
      if (before !== state.sessionUid) notify();
    });
  }

  const signInAs = (account: LocalAccount) => {
    state.sessionUid = account.uid;
    save();
    notify();
    return toAuthUser(account);
  };

  const findAccount = (email: string) =>
    state.accounts.find((account) => account.email.toLowerCase() === email.trim().toLowerCase());

  return {
    kind: 'local',
    auth: {
      subscribe(listener) {
        listeners.add(listener);
        listener(currentUser());
        return () => listeners.delete(listener);
      },
      async signUp({ firstName, lastName, email, password }) {
        const address = email.trim().toLowerCase();
        // The profile stores the address and the policy takes none longer than mail can deliver to:
        // refuse it before an account exists without a profile.
        if (!EMAIL.test(address) || address.length > MAX_EMAIL) throw new BackendError('invalid-email');
        if (password.length < MIN_PASSWORD) throw new BackendError('weak-password');
        if (findAccount(address)) throw new BackendError('email-in-use');
        const salt = newId();
        const account: LocalAccount = {
          uid: newId(),
          email: address,
          displayName: `${firstName.trim()} ${lastName.trim()}`.trim() || null,
          // Nobody can verify an address in the demo, so a sign-up is never the admin.
          emailVerified: false,
          salt,
          passwordHash: await hashPassword(salt, password),
        };
        state.accounts.push(account);
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
        state.sessionUid = null;
        save();
        notify();
      },
      async sendPasswordReset(email) {
        if (!EMAIL.test(email.trim())) throw new BackendError('invalid-email');
        // Like Firebase with e-mail enumeration protection: no word on whether the account exists.
      },
    },

    users: {
      async get(uid) {
        const data = store.get(actor(), `users/${uid}`);
        return data ? toProfile(uid, data) : null;
      },
      async listAll() {
        return store.list(actor(), 'users').map(({ id, data }) => toProfile(id, data));
      },
      async listApproved() {
        return store
          .list(actor(), 'users')
          .map(({ id, data }) => toProfile(id, data))
          .filter((user) => user.approved);
      },
      async setApproval(uid, approved) {
        store.update(actor(), `users/${uid}`, { approved });
      },
    },

    payments: {
      async submit(payment: NewPayment) {
        const signedIn = requireActor();
        const { id, data } = paymentDocument(signedIn.uid, payment);
        if (!TRANSACTION_ID.test(id)) throw new BackendError('invalid-input', 'Invalid transaction id.');
        const path = `payments/${id}`;
        if (store.exists(path))
          throw new BackendError('already-exists', 'This transaction ID was already submitted.');
        return toPayment(id, store.create(signedIn, path, data));
      },
      async listAll() {
        return store.list(actor(), 'payments').map(({ id, data }) => toPayment(id, data));
      },
      async listMine() {
        const signedIn = requireActor();
        return store.list(signedIn, 'payments', signedIn.uid).map(({ id, data }) => toPayment(id, data));
      },
      async approve(id) {
        store.update(actor(), `payments/${id}`, { status: 'confirmed' });
      },
    },

    entries: {
      async get(uid, date) {
        const data = store.get(actor(), `entries/${uid}/dailyEntries/${date}`);
        return data ? toEntry(date, data) : null;
      },
      async save(uid, date, count) {
        if (!isDayId(date) || !isDailyCount(count))
          throw new BackendError('invalid-input', 'Invalid daily entry.');
        store.merge(actor(), `entries/${uid}/dailyEntries/${date}`, entryDocument(date, count));
      },
      async listRange(uid, from, to) {
        return store
          .list(actor(), `entries/${uid}/dailyEntries`)
          .filter(({ id }) => id >= from && id <= to)
          .map(({ id, data }) => toEntry(id, data));
      },
      async listAll(uid) {
        return store.list(actor(), `entries/${uid}/dailyEntries`).map(({ id, data }) => toEntry(id, data));
      },
    },

    submissions: {
      async add(submission: NewSubmission) {
        const signedIn = requireActor();
        const id = newId();
        return toSubmission(
          id,
          store.create(signedIn, `submissions/${id}`, submissionDocument(signedIn.uid, submission)),
        );
      },
      async listAll() {
        return store.list(actor(), 'submissions').map(({ id, data }) => toSubmission(id, data));
      },
      async listMine() {
        const signedIn = requireActor();
        return store
          .list(signedIn, 'submissions', signedIn.uid)
          .map(({ id, data }) => toSubmission(id, data));
      },
    },
  };
}

/** For tests and tools that drive the policy directly: the store behind a fresh local backend's data. */
export function createMatrixStore(seed: Record<string, DocData>, now: () => Date = () => new Date()) {
  return new DocumentStore(new Map(Object.entries(structuredClone(seed))), now, () => undefined);
}
