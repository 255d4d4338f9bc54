import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** firestore.rules at the root of the project (Vitest runs from there). */
const rules = readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8');

describe('firestore.rules and the app config', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('names the admin e-mail once, in adminEmail(), equal to the one the production build is configured with', async () => {
    // What `vite build` reads: .env files for production and the environment, else the default.
    const configured = loadEnv('production', process.cwd(), 'VITE_').VITE_ADMIN_EMAIL ?? '';
    vi.stubEnv('VITE_ADMIN_EMAIL', configured);
    vi.resetModules();
    const { site } = await import('../../config/site');

    const declared = [...rules.matchAll(/function adminEmail\(\)\s*\{\s*return '([^']*)';\s*\}/g)];
    expect(declared).toHaveLength(1);
    expect(declared[0]![1]).toBe(site.adminEmail);

    // No other e-mail address is written into the rules.
    const addresses = rules.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? [];
    expect(addresses).toEqual([site.adminEmail]);
  });

  it("names the owner's pinned account once, in adminUid(), equal to the production build's", async () => {
    const production = loadEnv('production', process.cwd(), 'VITE_');
    vi.stubEnv('VITE_ADMIN_EMAIL', production.VITE_ADMIN_EMAIL ?? '');
    vi.stubEnv('VITE_ADMIN_UID', production.VITE_ADMIN_UID ?? '');
    vi.resetModules();
    const { site } = await import('../../config/site');

    const declared = [...rules.matchAll(/function adminUid\(\)\s*\{\s*return '([^']*)';\s*\}/g)];
    expect(declared).toHaveLength(1);
    expect(declared[0]![1], 'VITE_ADMIN_UID in .env.production and adminUid() in firestore.rules').toBe(
      site.adminUid,
    );
  });

  it('makes the admin the pinned account only, with that address verified, and nobody while none is pinned', () => {
    const isAdmin = /function isAdmin\(\)\s*\{([^}]*)\}/.exec(rules)?.[1] ?? '';
    // The uid compared first, and equal: with none pinned adminUid() is '', which no account's uid
    // is (Firebase Auth's are 1 to 128 characters), so nobody is the admin, as the emulator's cases
    // with no admin pinned show (npm run test:rules).
    expect(isAdmin).toMatch(/^\s*return signedIn\(\)\s*&& request\.auth\.uid == adminUid\(\)\s*&&/);
    expect(isAdmin).toContain("request.auth.token.get('email', '').lower() == adminEmail()");
    expect(isAdmin).toContain("request.auth.token.get('email_verified', false) == true");
  });

  it('denies by default: no rule opens every path', () => {
    expect(rules).not.toMatch(/\{document=\*\*\}/);
    expect(rules).not.toMatch(/allow [^:]+:\s*if true/);
  });
});
