import { describe, expect, it } from 'vitest';
import { demoAdmin } from '../src/config/site';
import { deployedAdminReport } from './deployed-admin.mjs';

describe('what npm run deploy says about the admin', () => {
  it('names the pinned account and its address', () => {
    const report = deployedAdminReport(
      { adminEmail: 'owner@company.test', adminUid: 'Xq3owner9uid' },
      demoAdmin,
    );
    expect(report).toMatch(/^The admin is the account Xq3owner9uid, with owner@company\.test verified\./);
  });

  it('says plainly that nobody is the admin while no account is pinned, and how to pin one', () => {
    const report = deployedAdminReport({ adminEmail: 'owner@company.test', adminUid: '' }, demoAdmin);
    expect(report).toMatch(/^Nobody is the admin: no account is pinned for owner@company\.test\./);
    expect(report).toContain('VITE_ADMIN_UID in .env.production and into adminUid() in firestore.rules');
  });

  it("says nobody is the admin of a deploy still configured with the demo's admin", () => {
    const report = deployedAdminReport({ adminEmail: demoAdmin.email, adminUid: demoAdmin.uid }, demoAdmin);
    expect(report).toMatch(/^Nobody is the admin: the admin is still the demo's account/);
  });
});
