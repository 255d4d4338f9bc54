import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin } from '../src/config/site';
import { DEMO_PASSWORD, demoAccounts } from '../src/backend/local/seed';

/** Every file of a build, with its text. */
function readBuild(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { file: file.slice(dir.length + 1), text: readFileSync(file, 'latin1') };
    });
}

describe('a production build on the firebase backend', () => {
  let outDir = '';
  let files: { file: string; text: string }[] = [];

  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'production-build-'));
    const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir], {
      encoding: 'utf8',
      env: {
        ...process.env,
        VITE_BACKEND: 'firebase',
        VITE_FIREBASE_PROJECT_ID: 'unnati-production',
        VITE_FIREBASE_API_KEY: 'production-key',
        VITE_ADMIN_EMAIL: 'owner@unnati.example',
        VITE_ADMIN_UID: 'owner-uid',
        VITE_FIREBASE_EMULATORS: '',
      },
    });
    expect(built.status, built.stderr).toBe(0);
    files = readBuild(outDir);
  }, 180_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('carries the firebase backend and not the demo backend', () => {
    const assets = files.map(({ file }) => file).filter((file) => file.startsWith('assets/'));
    expect(assets.some((file) => /^assets\/firebase-.*\.js$/.test(file))).toBe(true);
    expect(assets.filter((file) => /^assets\/local-/.test(file))).toEqual([]);
  });

  it("holds none of the demo's accounts or their password", () => {
    const secrets = [
      ...Object.values(demoAccounts).map((account) => account.email),
      demoAdmin.email,
      demoAdmin.uid,
      DEMO_PASSWORD,
    ];
    const leaks = files.flatMap(({ file, text }) =>
      secrets.filter((secret) => text.includes(secret)).map((secret) => `${file}: ${secret}`),
    );
    expect(leaks).toEqual([]);
  });
});
