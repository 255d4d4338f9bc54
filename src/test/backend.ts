import { createLocalBackend } from '../backend/local';
import { MemoryStorage } from '../backend/local/persistence';
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
  await backend.auth.confirmVerification(new URL(demoLink!, 'http://localhost').searchParams.get('oobCode')!);
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
