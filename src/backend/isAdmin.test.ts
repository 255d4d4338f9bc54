import { afterEach, describe, expect, it, vi } from 'vitest';

/** isAdmin as a build with these settings has it. */
async function configured(settings: { VITE_ADMIN_EMAIL?: string; VITE_ADMIN_UID?: string }) {
  vi.stubEnv('VITE_ADMIN_EMAIL', settings.VITE_ADMIN_EMAIL ?? '');
  vi.stubEnv('VITE_ADMIN_UID', settings.VITE_ADMIN_UID ?? '');
  vi.resetModules();
  const [{ isAdmin }, { site }] = await Promise.all([import('./isAdmin'), import('../config/site')]);
  return { isAdmin, site };
}

const account = (uid: string, email: string, emailVerified = true) => ({ uid, email, emailVerified });

describe('isAdmin', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("is the owner's pinned account, with the admin's address verified, and no other account", async () => {
    const { isAdmin } = await configured({
      VITE_ADMIN_EMAIL: 'owner@company.test',
      VITE_ADMIN_UID: 'Xq3owner9uid',
    });

    expect(isAdmin(account('Xq3owner9uid', 'owner@company.test'))).toBe(true);
    expect(isAdmin(account('Xq3owner9uid', 'Owner@Company.test'))).toBe(true);
    // Claimed the address first, and verified it through the link mailed to the owner.
    expect(isAdmin(account('claimant', 'owner@company.test'))).toBe(false);
    expect(isAdmin(account('claimant', 'owner@company.test', false))).toBe(false);
    expect(isAdmin(account('Xq3owner9uid', 'owner@company.test', false))).toBe(false);
    expect(isAdmin(account('Xq3owner9uid', 'someone@company.test'))).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('is nobody while a configured address has no account pinned', async () => {
    const { isAdmin, site } = await configured({ VITE_ADMIN_EMAIL: 'owner@company.test' });

    expect(site.adminUid).toBe('');
    expect(isAdmin(account('Xq3owner9uid', 'owner@company.test'))).toBe(false);
    expect(isAdmin(account('demo-admin', 'owner@company.test'))).toBe(false);
    expect(isAdmin(account('', 'owner@company.test'))).toBe(false);
  });

  it("is the demo admin's account without any configuration, as the demo seeds it", async () => {
    const { isAdmin, site } = await configured({});

    expect(site.adminUid).toBe('demo-admin');
    expect(isAdmin(account('demo-admin', 'admin@demo.test'))).toBe(true);
    // A sign-up with the demo admin's address is another account.
    expect(isAdmin(account('signed-up', 'admin@demo.test'))).toBe(false);
  });
});
