import { emailActionLink } from '../backend/emailActionLink';
import { createLocalBackend } from '../backend/local';
import { issueEmailAction } from '../backend/local/auth';
import { MemoryStorage, readState, writeState } from '../backend/local/persistence';
import { DEMO_PASSWORD, demoAccounts, type DemoAccountName } from '../backend/local/seed';
import type { DocData } from '../backend/policies/policy';
import type { Backend, SignUpInput } from '../backend/types';

export { demoAccounts, type DemoAccountName };

export interface TestBackendOptions {
  /** Sign in as this demo account first; signed out when absent. */
  as?: DemoAccountName;
  now?: () => Date;
  /**
   * Documents by path besides the demo data, written past the access policy as a database holds
   * what an older version of the app or an existing business left in it.
   */
  documents?: Record<string, DocData>;
}

/** A fresh, seeded `local` backend in memory: the real backend the app runs on, not a double. */
export async function createTestBackend({ as, now, documents }: TestBackendOptions = {}): Promise<Backend> {
  const storage = new MemoryStorage();
  let backend = await createLocalBackend({ storage, now });
  if (documents) {
    const state = readState(storage)!;
    Object.assign(state.docs, documents);
    writeState(storage, state);
    backend = await createLocalBackend({ storage, now });
  }
  if (as) await backend.auth.signIn(demoAccounts[as].email, DEMO_PASSWORD);
  return backend;
}

/** Signs up a new account and opens its verification link, as a poster of ads must have. */
export async function signUpVerified(backend: Backend, input: SignUpInput): Promise<void> {
  await backend.auth.signUp(input);
  const { demoLink } = await backend.auth.sendVerification('/');
  await backend.auth.applyActionCode(codeOf(demoLink!));
}

/** A fresh backend with a new account signed in, Asha Rao (asha@example.com), its address unverified. */
export async function newUnverifiedAccount(): Promise<Backend> {
  const backend = await createTestBackend();
  await backend.auth.signUp({
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    password: 'secret12',
  });
  return backend;
}

/**
 * A fresh backend with a new, unverified account signed in, and the verification link the demo
 * hands back for it, asked for to go on to `continueAddress`.
 */
export async function newAccountWithLink(
  continueAddress: string,
): Promise<{ backend: Backend; link: string }> {
  const backend = await newUnverifiedAccount();
  const { demoLink } = await backend.auth.sendVerification(continueAddress);
  return { backend, link: demoLink! };
}

/** The code a link of the auth service's e-mails carries. */
export const codeOf = (link: string) => new URL(link, 'http://localhost').searchParams.get('oobCode')!;

/**
 * A fresh local backend on which the learner's address was changed as the auth service's API
 * changes one, away from the site (which offers no such change): `request` stands for a change
 * that waits for the new address to confirm it (Firebase's verifyBeforeUpdateEmail), `done` for
 * one made at once, after which the old address is sent a link to take it back. The link is the
 * one that e-mail carries, with no way on (Firebase's carry none).
 */
export async function afterAddressChange(
  kind: 'request' | 'done',
  newEmail: string,
): Promise<{ backend: Backend; link: string }> {
  const storage = new MemoryStorage();
  await createLocalBackend({ storage });
  const state = readState(storage)!;
  const account = state.accounts.find((each) => each.uid === demoAccounts.learner.uid)!;
  const oldEmail = account.email;
  let code: string;
  if (kind === 'request') {
    code = issueEmailAction(state, {
      action: 'verifyAndChangeEmail',
      uid: account.uid,
      email: newEmail,
      previousEmail: oldEmail,
    });
  } else {
    account.email = newEmail;
    account.emailVerified = false;
    code = issueEmailAction(state, {
      action: 'recoverEmail',
      uid: account.uid,
      email: oldEmail,
      previousEmail: newEmail,
    });
  }
  writeState(storage, state);
  const action = kind === 'request' ? 'verifyAndChangeEmail' : 'recoverEmail';
  return { backend: await createLocalBackend({ storage }), link: emailActionLink(action, code) };
}

type Repository = Exclude<keyof Backend, 'auth' | 'kind'>;

/**
 * The backend with one repository method held back: each call (or each call `when` picks) waits
 * until `release()`, then answers as the real one does. A page's state while a read is slow,
 * on the real backend.
 */
export function holdRead<R extends Repository, M extends keyof Backend[R] & string>(
  backend: Backend,
  repository: R,
  method: M,
  when: (...args: never[]) => boolean = () => true,
): { backend: Backend; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const real = backend[repository];
  const read = real[method] as (...args: unknown[]) => Promise<unknown>;
  const held = async (...args: unknown[]) => {
    if ((when as (...args: unknown[]) => boolean)(...args)) await released;
    return read.apply(real, args);
  };
  return { backend: { ...backend, [repository]: { ...(real as object), [method]: held } }, release };
}
