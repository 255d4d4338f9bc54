import type { DocData } from '../policies/policy';
import type { Backend } from '../types';
import { demoLocalAccounts } from './accounts';
import { createLocalAuth } from './auth';
import { LOCAL_STORAGE_KEY } from './demoStorage';
import { localEntries } from './entries';
import { localLibrary } from './library';
import { localPayments } from './payments';
import { localPayoutDetails } from './payoutDetails';
import { localPayouts } from './payouts';
import { localPublicAds } from './publicAds';
import { localSentPayouts } from './sentPayouts';
import { MemoryStorage, readState, writeState, type LocalState } from './persistence';
import type { LocalRepositoryContext } from './repository';
import { demoDocuments } from './seed';
import { DocumentStore } from './store';
import { localAds } from './ads';
import { localUsers } from './users';

export interface LocalBackendOptions {
  /** Where state persists; localStorage by default. */
  storage?: Storage;
  now?: () => Date;
  /** What this tab does when another tab resets the demo; reloads the page by default. */
  onResetElsewhere?: () => void;
}

async function seededState(now: Date): Promise<LocalState> {
  return { version: 1, accounts: await demoLocalAccounts(), sessionUid: null, docs: demoDocuments(now) };
}

function defaultStorage(): Storage {
  try {
    return window.localStorage;
  } catch {
    return new MemoryStorage();
  }
}

/**
 * The embedded backend: accounts and documents kept in this browser, persistent across reloads,
 * seeded with the demo accounts on first start, and held to the same access policy as production.
 * One module per repository of the port (src/backend/types.ts), all on one store.
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
  const auth = createLocalAuth(() => state, save, store);

  // Another tab signing in or out, verifying, or resetting the demo, changes this one too.
  if (typeof window !== 'undefined' && storage === defaultStorage()) {
    window.addEventListener('storage', (event) => {
      if (event.key !== LOCAL_STORAGE_KEY) return;
      const before = auth.currentUser();
      const next = readState(storage);
      if (!next) {
        // Carrying on with the old state would write it back with this tab's next save.
        (options.onResetElsewhere ?? (() => window.location.reload()))();
        return;
      }
      state = next;
      docs.clear();
      Object.entries(state.docs).forEach(([path, data]) => docs.set(path, data));
      // Signed in or out, or verified, restored or changed through a link opened in that tab.
      const after = auth.currentUser();
      if (
        before?.uid !== after?.uid ||
        before?.emailVerified !== after?.emailVerified ||
        before?.email !== after?.email
      )
        auth.announce();
    });
  }

  const context: LocalRepositoryContext = { store, actor: auth.currentActor };
  return {
    kind: 'local',
    auth: auth.port,
    users: localUsers(context),
    payments: localPayments(context),
    library: localLibrary(context),
    entries: localEntries(context),
    payouts: localPayouts(context),
    payoutDetails: localPayoutDetails(context),
    sentPayouts: localSentPayouts(context),
    submissions: localAds(context),
    publicAds: localPublicAds(context),
  };
}

/** For tests and tools that drive the policy directly: the store behind a fresh local backend's data. */
export function createMatrixStore(seed: Record<string, DocData>, now: () => Date = () => new Date()) {
  return new DocumentStore(new Map(Object.entries(structuredClone(seed))), now, () => undefined);
}
