// The last words of `npm run deploy`: who the deployed site's admin is, as the production build
// has it, or plainly that nobody is until the owner pins an account.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, runnerImport } from 'vite';

/**
 * What to tell the owner about the admin of a build configured with `site`'s admin settings.
 * @param {{ adminEmail: string, adminUid: string }} site
 * @param {{ email: string, uid: string }} demoAdmin
 */
export function deployedAdminReport({ adminEmail, adminUid }, demoAdmin) {
  const pin =
    "Create the owner's account (Firebase console > Authentication > Add user, or sign up on the site), " +
    'copy its User UID from that list into VITE_ADMIN_UID in .env.production and into adminUid() in ' +
    'firestore.rules, and run npm run deploy again.';
  if (!adminUid) {
    return `Nobody is the admin: no account is pinned for ${adminEmail}. ${pin}`;
  }
  if (adminUid === demoAdmin.uid) {
    return (
      `Nobody is the admin: the admin is still the demo's account (${demoAdmin.uid}), which no account ` +
      `of a real project can be. Set VITE_ADMIN_EMAIL to the owner's address, and the same in ` +
      `adminEmail() in firestore.rules. ${pin}`
    );
  }
  return (
    `The admin is the account ${adminUid}, with ${adminEmail} verified. ` +
    'Another account with that address is not the admin.'
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  // The settings `vite build` reads: the environment, else the .env files for production.
  Object.assign(process.env, loadEnv('production', root, 'VITE_'));
  const { module } = await runnerImport(`${root}/src/config/site.ts`, {
    root,
    mode: 'production',
    configFile: false,
    logLevel: 'error',
  });
  console.log(`\n${deployedAdminReport(module.site, module.demoAdmin)}`);
}
