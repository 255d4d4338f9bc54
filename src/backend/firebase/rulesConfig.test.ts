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

  it('requires the admin to have verified that address', () => {
    expect(rules).toMatch(
      /function isAdmin\(\)\s*\{[^}]*adminEmail\(\)[^}]*email_verified', false\) == true/,
    );
  });

  it('denies by default: no rule opens every path', () => {
    expect(rules).not.toMatch(/\{document=\*\*\}/);
    expect(rules).not.toMatch(/allow [^:]+:\s*if true/);
  });
});
