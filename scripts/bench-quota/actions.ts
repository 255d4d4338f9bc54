import { createFirebaseBackend } from '../../src/backend/firebase';
import type { Backend, NewSubmission } from '../../src/backend/types';
import { DEMO_PASSWORD, demoAccounts } from '../../src/backend/local/seed';
import type { Statement } from '../../src/features/purchases/statements/statement';
import { approveEach } from '../../src/features/purchases/statements/bulkApproval';
import { readPaymentsToCheck } from '../../src/features/purchases/statements/paymentsToCheck';
import { toDayId } from '../../src/lib/days';
import { PROJECT_ID } from '../firebase-emulators.mjs';

/**
 * What npm run bench:quota has the admin and the posters do with the app's own code on the
 * firebase backend, through the recording proxy where the app looks for the emulator.
 */

const backend = () =>
  createFirebaseBackend({ apiKey: 'demo-key', projectId: PROJECT_ID, useEmulators: true });

async function signedIn<T>(email: string, password: string, work: (backend: Backend) => Promise<T>) {
  const app = await backend();
  await app.auth.signIn(email, password);
  try {
    return await work(app);
  } finally {
    await app.auth.signOut();
  }
}

/**
 * The admin holds a day's statement against the pending payments (CSV reading and classing are
 * the browser's own work: only the payments are read) and approves each one it matched.
 */
export async function checkAndApprove(today = new Date()): Promise<{ approved: number; failed: string[] }> {
  return signedIn(demoAccounts.admin.email, DEMO_PASSWORD, async (admin) => {
    const day = toDayId(today);
    const { payments } = await readPaymentsToCheck(admin, { from: day, to: day } as Statement);
    const result = await approveEach(admin, payments, () => undefined);
    return {
      approved: result.approved.length,
      failed: result.failed.map(({ payment, message }) => `${payment.id}: ${message}`),
    };
  });
}

/** Each poster posts an ad (as the ad form sends it); then the admin publishes every one. */
export async function postAndPublish(posters: { email: string; ad: NewSubmission }[], password: string) {
  const ids: string[] = [];
  for (const { email, ad } of posters) {
    ids.push(await signedIn(email, password, async (poster) => (await poster.submissions.add(ad)).id));
  }
  await signedIn(demoAccounts.admin.email, DEMO_PASSWORD, async (admin) => {
    for (const id of ids) await admin.submissions.approve(id);
  });
  return ids.length;
}
