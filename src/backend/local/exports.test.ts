import { describe, expect, it } from 'vitest';
import { createLocalBackend } from '.';
import { MemoryStorage } from './persistence';
import { DEMO_PASSWORD, demoAccounts, type DemoAccountName } from './seed';

/** The seed's worker did 32, 85, –, 100, 64, 47, –, 90, 73, 58 on the ten days up to this one. */
const now = new Date('2026-11-22T09:30:00');

async function signedIn(who: DemoAccountName) {
  const backend = await createLocalBackend({ storage: new MemoryStorage(), now: () => now });
  await backend.auth.signIn(demoAccounts[who].email, DEMO_PASSWORD);
  return backend;
}

const worker = demoAccounts.approved.uid;
const learner = demoAccounts.learner.uid;

describe("the accounts' reads on the local backend", () => {
  it("gives the admin every worker's days of a range, by date, both ends included", async () => {
    const backend = await signedIn('admin');
    await backend.entries.save(learner, '2026-11-21', 12);
    await backend.entries.save(learner, '2026-11-14', 7);

    expect(await backend.entries.listDaysOfEveryone('2026-11-15', '2026-11-21')).toEqual([
      { uid: worker, date: '2026-11-15', count: 90 },
      { uid: worker, date: '2026-11-17', count: 47 },
      { uid: worker, date: '2026-11-18', count: 64 },
      { uid: worker, date: '2026-11-19', count: 100 },
      { uid: worker, date: '2026-11-21', count: 85 },
      { uid: learner, date: '2026-11-21', count: 12 },
    ]);
    expect(await backend.entries.listDaysOfEveryone('2026-10-01', '2026-10-31')).toEqual([]);
    await expect(backend.entries.listDaysOfEveryone('2026-11-31', '2026-12-01')).rejects.toMatchObject({
      code: 'invalid-input',
    });
  });

  it("refuses everyone's days to a worker and a learner", async () => {
    for (const who of ['approved', 'learner'] as const) {
      const backend = await signedIn(who);
      await expect(backend.entries.listDaysOfEveryone('2026-11-01', '2026-11-30')).rejects.toMatchObject({
        code: 'permission-denied',
      });
    }
  });

  it('gives the admin the payments confirmed in a range, oldest first, the end left out', async () => {
    const backend = await signedIn('admin');
    // Seeded: 512345678901 confirmed on 10 Nov at 12:30; two still pending, one approved now.
    await backend.payments.approve('512345678902');
    await backend.payments.reject('T2611201234567', { reason: 'amount-not-received' });

    const november = await backend.payments.listConfirmedBetween(
      new Date('2026-11-01T00:00:00'),
      new Date('2026-12-01T00:00:00'),
    );
    expect(november.map((payment) => [payment.id, payment.status, payment.decidedAt])).toEqual([
      ['512345678901', 'confirmed', new Date('2026-11-10T12:30:00')],
      ['512345678902', 'confirmed', now],
    ]);
    expect(
      (
        await backend.payments.listConfirmedBetween(
          new Date('2026-11-01T00:00:00'),
          new Date('2026-11-10T12:30:00'),
        )
      ).map((payment) => payment.id),
    ).toEqual([]);
    expect(
      (
        await backend.payments.listConfirmedBetween(
          new Date('2026-11-10T12:30:00'),
          new Date('2026-11-22T00:00:00'),
        )
      ).map((payment) => payment.id),
    ).toEqual(['512345678901']);
  });

  it('refuses the confirmed payments to a worker and a learner', async () => {
    for (const who of ['approved', 'learner'] as const) {
      const backend = await signedIn(who);
      await expect(
        backend.payments.listConfirmedBetween(new Date('2026-11-01'), new Date('2026-12-01')),
      ).rejects.toMatchObject({ code: 'permission-denied' });
    }
  });
});
