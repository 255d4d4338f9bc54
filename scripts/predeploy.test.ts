import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoAdmin } from '../src/config/site';
import { adminProblems, buildProblems, deployProblems } from './predeploy.mjs';

const rulesWith = (email: string, uid: string) =>
  `service cloud.firestore {\n  function adminEmail() {\n    return '${email}';\n  }\n  function adminUid() {\n    return '${uid}';\n  }\n}\n`;

const owner = { VITE_ADMIN_EMAIL: 'owner@company.test', VITE_ADMIN_UID: 'Xq3owner9uid' };

describe('what npm run deploy refuses', () => {
  describe('the admin', () => {
    it('passes the same address and pinned account in .env.production and firestore.rules', () => {
      expect(
        adminProblems({ env: owner, rules: rulesWith('owner@company.test', 'Xq3owner9uid'), demoAdmin }),
      ).toEqual([]);
      // The build lower-cases the address and trims both, as src/config/site.ts does.
      const typed = { VITE_ADMIN_EMAIL: ' Owner@Company.test ', VITE_ADMIN_UID: 'Xq3owner9uid ' };
      expect(
        adminProblems({ env: typed, rules: rulesWith('owner@company.test', 'Xq3owner9uid'), demoAdmin }),
      ).toEqual([]);
    });

    it('refuses a site where nobody is pinned, in either file', () => {
      const unpinned = adminProblems({
        env: { ...owner, VITE_ADMIN_UID: '' },
        rules: rulesWith('owner@company.test', ''),
        demoAdmin,
      });
      expect(unpinned).toEqual([
        expect.stringMatching(/^No admin is pinned, so nobody could approve a payment\./),
      ]);
      const rulesOnly = adminProblems({ env: owner, rules: rulesWith('owner@company.test', ''), demoAdmin });
      expect(rulesOnly).toEqual([expect.stringMatching(/^No admin is pinned/)]);
    });

    it('refuses addresses or accounts that differ between the two files, naming both', () => {
      const otherAddress = adminProblems({
        env: owner,
        rules: rulesWith('someone@company.test', 'Xq3owner9uid'),
        demoAdmin,
      });
      expect(otherAddress).toEqual([
        expect.stringContaining(
          ".env.production has owner@company.test, firestore.rules' adminEmail() returns 'someone@company.test'",
        ),
      ]);
      const otherAccount = adminProblems({
        env: owner,
        rules: rulesWith('owner@company.test', 'Xq3someoneElse'),
        demoAdmin,
      });
      expect(otherAccount).toEqual([
        expect.stringContaining("pins Xq3owner9uid, firestore.rules' adminUid() returns 'Xq3someoneElse'"),
      ]);
    });

    it("refuses the demo's admin, which no account of a real project is", () => {
      const demo = adminProblems({
        env: { VITE_ADMIN_EMAIL: demoAdmin.email, VITE_ADMIN_UID: demoAdmin.uid },
        rules: rulesWith(demoAdmin.email, demoAdmin.uid),
        demoAdmin,
      });
      expect(demo).toEqual([
        expect.stringContaining("still the demo's admin@demo.test"),
        expect.stringContaining("still the demo's account (demo-admin)"),
      ]);
    });

    it('is not fooled by rules that name the admin twice, or an address in capitals the rules never match', () => {
      const twice = `${rulesWith('owner@company.test', 'Xq3owner9uid')}\nfunction adminUid() {\n  return 'Xq3other';\n}\n`;
      expect(adminProblems({ env: owner, rules: twice, demoAdmin })).toEqual([
        expect.stringContaining('must declare function adminUid() once'),
      ]);
      // The rules compare the token's address lower-cased: an address in capitals there admits nobody.
      const capitals = adminProblems({
        env: owner,
        rules: rulesWith('Owner@company.test', 'Xq3owner9uid'),
        demoAdmin,
      });
      expect(capitals).toEqual([expect.stringContaining("adminEmail() returns 'Owner@company.test'")]);
    });
  });

  describe('the build', () => {
    it('refuses to deploy without .env.production, on the demo backend or against the emulators', () => {
      expect(buildProblems({ envFileExists: false, backend: 'local', emulators: false })).toEqual([
        expect.stringMatching(/^There is no \.env\.production/),
      ]);
      expect(buildProblems({ envFileExists: true, backend: 'local', emulators: false })).toEqual([
        expect.stringMatching(/on the demo backend/),
      ]);
      expect(buildProblems({ envFileExists: true, backend: 'firebase', emulators: true })).toEqual([
        expect.stringMatching(/connect to the emulators/),
      ]);
      expect(buildProblems({ envFileExists: true, backend: 'firebase', emulators: false })).toEqual([]);
    });
  });

  describe('a copy of the project', () => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    /** The project's deploy files in a folder of their own, with a production config. */
    function project(envProduction: string | null) {
      dir = mkdtempSync(join(tmpdir(), 'predeploy-'));
      for (const file of [
        'firebase.json',
        'firestore.indexes.json',
        'firestore.indexes.md',
        'firestore.queries.json',
      ]) {
        cpSync(file, join(dir, file));
      }
      writeFileSync(join(dir, 'firestore.rules'), rulesWith('owner@company.test', 'Xq3owner9uid'));
      if (envProduction !== null) writeFileSync(join(dir, '.env.production'), envProduction);
      return dir;
    }
    const production =
      'VITE_FIREBASE_PROJECT_ID=unnati-live\nVITE_FIREBASE_API_KEY=AIza-key\n' +
      'VITE_ADMIN_EMAIL=owner@company.test\nVITE_ADMIN_UID=Xq3owner9uid\n';

    it("passes the repository's indexes with a production config that pins the admin", async () => {
      expect(await deployProblems(project(production))).toEqual([]);
    });

    it('refuses a project without .env.production', async () => {
      const problems = await deployProblems(project(null));
      expect(problems[0]).toMatch(/^There is no \.env\.production/);
    });

    it('refuses a query in the inventory without its index, naming the index to add', async () => {
      const folder = project(production);
      const indexes = JSON.parse(readFileSync(join(folder, 'firestore.indexes.json'), 'utf8')) as {
        indexes: { collectionGroup: string }[];
      };
      const payments = indexes.indexes.findIndex((index) => index.collectionGroup === 'payments');
      indexes.indexes.splice(payments, 1);
      writeFileSync(join(folder, 'firestore.indexes.json'), JSON.stringify(indexes));
      const problems = await deployProblems(folder);
      const refused = problems.filter((problem) => problem.startsWith('Firestore would refuse payments'));
      expect(refused).toEqual([
        expect.stringContaining('payments where createdAt <, createdAt >=, status =='),
        expect.stringContaining('payments where status == order by createdAt desc, __name__ desc'),
      ]);
      // The index to add, as firestore.indexes.json writes it.
      expect(JSON.parse(refused[0]!.slice(refused[0]!.indexOf('{')))).toEqual({
        collectionGroup: 'payments',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'status', order: 'ASCENDING' },
          { fieldPath: 'createdAt', order: 'DESCENDING' },
        ],
      });
    });
  });
});
