import type { DocData } from '../policies/policy';
import type { EmailAction } from '../types';
import { LOCAL_STORAGE_KEY } from './demoStorage';

export interface LocalAccount {
  uid: string;
  email: string;
  displayName: string | null;
  emailVerified: boolean;
  /** SHA-256 of salt + password, hex. Demo data in one browser: not a security boundary. */
  passwordHash: string;
  salt: string;
}

/**
 * The code of a link the demo would have e-mailed, until it is used: the last of each kind an
 * account was sent. `email` is the address it acts on, as Firebase's codes name it.
 */
export interface LocalEmailAction {
  code: string;
  action: EmailAction;
  uid: string;
  email: string;
  /** For a recovery, the address it takes back; for a change, the address it replaces. */
  previousEmail: string | null;
}

export interface LocalState {
  version: 1;
  accounts: LocalAccount[];
  sessionUid: string | null;
  /** When the session last gave its password (epoch ms); absent in a demo begun before it was kept. */
  sessionSignedInAt?: number;
  docs: Record<string, DocData>;
  /** Absent in a browser whose demo began before the demo's links had codes of their own. */
  emailActions?: LocalEmailAction[];
}

const DATE_TAG = '$date';

/** Dates survive the round trip through JSON as { $date: epoch ms }. */
export function serialise(state: LocalState): string {
  return JSON.stringify(state, function replacer(this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE_TAG]: raw.getTime() } : value;
  });
}

export function deserialise(text: string): LocalState | null {
  try {
    const parsed = JSON.parse(text, (_key, value: unknown) =>
      value && typeof value === 'object' && DATE_TAG in value && Object.keys(value).length === 1
        ? new Date((value as Record<string, number>)[DATE_TAG]!)
        : value,
    ) as LocalState;
    return parsed?.version === 1 && Array.isArray(parsed.accounts) && parsed.docs ? parsed : null;
  } catch {
    return null;
  }
}

export function readState(storage: Storage): LocalState | null {
  const text = storage.getItem(LOCAL_STORAGE_KEY);
  return text ? deserialise(text) : null;
}

export function writeState(storage: Storage, state: LocalState): void {
  storage.setItem(LOCAL_STORAGE_KEY, serialise(state));
}

/** A Storage kept in memory, for tests and browsers that refuse localStorage. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}
