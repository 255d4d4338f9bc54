import { createLocalBackend } from '../backend/local';
import { MemoryStorage } from '../backend/local/persistence';
import { DEMO_PASSWORD, demoAccounts, type DemoAccountName } from '../backend/local/seed';
import type { Backend } from '../backend/types';

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
