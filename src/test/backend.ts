import { emailActionLink } from '../backend/emailActionLink';
import { createLocalBackend } from '../backend/local';
import { issueEmailAction } from '../backend/local/auth';
import { MemoryStorage, readState, writeState } from '../backend/local/persistence';
import { DEMO_PASSWORD, demoAccounts, type DemoAccountName } from '../backend/local/seed';
import type { Backend, SignUpInput } from '../backend/types';

export { demoAccounts, type DemoAccountName };

export interface TestBackendOptions {
  /** Sign in as this demo account first; signed out when absent. */
  as?: DemoAccountName;
  now?: () => Date;
}

/** A fresh, seeded `local` backend in memory: the real backend the app runs on, not a double. */
export async function createTestBackend({ as, now }: TestBackendOptions = {}): Promise<Backend> {
  const backend = await createLocalBackend({ storage: new MemoryStorage(), now });
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
