import type { AuthUser } from '../types';
import type { LocalAccount } from './persistence';
import { DEMO_PASSWORD, demoAccounts } from './seed';
import { newId } from './repository';

export async function hashPassword(salt: string, password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${password}`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const toAuthUser = (account: LocalAccount): AuthUser => ({
  uid: account.uid,
  email: account.email,
  displayName: account.displayName,
  emailVerified: account.emailVerified,
});

/** The demo accounts, each with the demo password. */
export async function demoLocalAccounts(): Promise<LocalAccount[]> {
  const accounts: LocalAccount[] = [];
  for (const account of Object.values(demoAccounts)) {
    const salt = newId();
    accounts.push({
      uid: account.uid,
      email: account.email,
      displayName: `${account.firstName} ${account.lastName}`,
      // The demo accounts stand for people who verified their address, the admin among them.
      emailVerified: true,
      salt,
      passwordHash: await hashPassword(salt, DEMO_PASSWORD),
    });
  }
  return accounts;
}
