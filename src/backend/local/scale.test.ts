import { describe, expect, it } from 'vitest';
import { toDayId } from '../../lib/days';
import { recentEntries } from '../recentDays';
import { createLocalBackend } from '.';
import { MemoryStorage, readState, writeState } from './persistence';
import { DEMO_PASSWORD, demoAccounts, formerWorker } from './seed';

const now = new Date('2026-11-22T09:30:00');
const today = toDayId(now);
const worker = demoAccounts.approved.uid;

async function asAdmin(storage = new MemoryStorage()) {
  const backend = await createLocalBackend({ storage, now: () => now });
  await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
  return backend;
}

describe('totals, pages and counts on the local backend', () => {
  it("keeps a worker's totals equal to their days as counts are recorded and changed", async () => {
    const backend = await asAdmin();
    const history = await backend.entries.listAll(worker);
    const sum = history.reduce((total, entry) => total + entry.count, 0);
    expect((await backend.entries.totals(worker))?.allTime).toBe(sum);

    const before = (await backend.entries.get(worker, today))?.count ?? 0;
    const after = await backend.entries.save(worker, today, 99);
    expect(after.allTime).toBe(sum - before + 99);
    expect(after.firstDay).toBe(history.map((entry) => entry.date).sort()[0]);
    expect(await backend.entries.totals(worker)).toEqual(after);
    // A day before the first one moves the first day back, where the worker's statement begins.
    const earlier = await backend.entries.save(worker, '2025-01-02', 3);
    expect(earlier).toMatchObject({ allTime: after.allTime + 3, firstDay: '2025-01-02' });
    // An earlier Thursday leaves the later Thursday kept among the recent days.
    expect(earlier.recent).toEqual(after.recent);
  });

  it('recounts a worker whose days were recorded before totals existed, on the first save', async () => {
    const storage = new MemoryStorage();
    await asAdmin(storage);
    // A database from before totals: the days are there, the totals document is not.
    const state = readState(storage)!;
    delete state.docs[`entries/${worker}`];
    writeState(storage, state);

    const backend = await asAdmin(storage);
    expect(await backend.entries.totals(worker)).toBeNull();
    const sum = (await backend.entries.listAll(worker)).reduce((total, entry) => total + entry.count, 0);
    const saved = await backend.entries.save(worker, '2026-01-05', 7);
    expect(saved.allTime).toBe(sum + 7);
    expect(saved.firstDay).toBe('2026-01-05');
  });

  it('recounts a worker whose totals have the earlier shape, with a map of months and no first day', async () => {
    const storage = new MemoryStorage();
    await asAdmin(storage);
    const state = readState(storage)!;
    state.docs[`entries/${worker}`] = { allTime: 1, months: { '2026-11': 1 }, lastDay: '' };
    writeState(storage, state);

    const backend = await asAdmin(storage);
    expect(await backend.entries.totals(worker)).toBeNull();
    const history = await backend.entries.listAll(worker);
    const counted = await backend.entries.recountTotals(worker);
    expect(counted).toMatchObject({
      allTime: history.reduce((total, entry) => total + entry.count, 0),
      firstDay: history.map((entry) => entry.date).sort()[0],
    });
    expect(readState(storage)!.docs[`entries/${worker}`]).toEqual({ ...counted, lastDay: '' });
  });

  it('recounts a worker whose totals were kept without the recent days, keeping their last week', async () => {
    const storage = new MemoryStorage();
    await asAdmin(storage);
    const state = readState(storage)!;
    state.docs[`entries/${worker}`] = { allTime: 1, firstDay: '2026-11-01', lastDay: '2026-11-01' };
    writeState(storage, state);

    const backend = await asAdmin(storage);
    expect(await backend.entries.totals(worker)).toBeNull();
    const lastWeek = (await backend.entries.listRange(worker, '2026-11-16', today)).sort((a, b) =>
      a.date.localeCompare(b.date),
    );
    const counted = await backend.entries.recountTotals(worker);
    expect(recentEntries(counted.recent, '2026-11-16', today)).toEqual(lastWeek);
    expect(await backend.entries.totalsOf([worker, demoAccounts.learner.uid])).toEqual({ [worker]: counted });
  });

  it('recounts on request, once: a second recount leaves the totals as they are', async () => {
    const storage = new MemoryStorage();
    await asAdmin(storage);
    const state = readState(storage)!;
    delete state.docs[`entries/${worker}`];
    writeState(storage, state);
    const backend = await asAdmin(storage);
    const counted = await backend.entries.recountTotals(worker);
    expect(counted.allTime).toBeGreaterThan(0);
    expect(await backend.entries.recountTotals(worker)).toEqual(counted);
  });

  it("reads every worker's count of a day and the sums over days and all time", async () => {
    const backend = await asAdmin();
    await backend.entries.save(demoAccounts.learner.uid, today, 11);
    const counts = await backend.entries.countsOn(today);
    expect(counts[demoAccounts.learner.uid]).toBe(11);
    expect(await backend.entries.sumDays(today, today)).toBe(
      Object.values(counts).reduce((a, b) => a + b, 0),
    );
    const allTime = (await backend.entries.totals(worker))!.allTime + 11;
    expect(await backend.entries.sumAllTime()).toBe(allTime);
  });

  it('refuses the day-wide reads and sums to a worker', async () => {
    const backend = await createLocalBackend({ storage: new MemoryStorage(), now: () => now });
    await backend.auth.signIn(demoAccounts.approved.email, DEMO_PASSWORD);
    await expect(backend.entries.countsOn(today)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(backend.entries.sumAllTime()).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await backend.entries.totals(worker))?.allTime).toBeGreaterThan(0);
  });

  it('pages payments newest first, counts them by status and finds one by transaction id or buyer', async () => {
    const backend = await asAdmin();
    expect(await backend.payments.count('pending')).toBe(2);
    expect(await backend.payments.count('confirmed')).toBe(1);
    const first = await backend.payments.listPage('pending', { size: 1 });
    expect(first.items).toHaveLength(1);
    expect(first.next).not.toBeNull();
    const second = await backend.payments.listPage('pending', { size: 1, after: first.next });
    expect(second.items).toHaveLength(1);
    expect(second.next).toBeNull();
    expect(first.items[0]!.createdAt!.getTime()).toBeGreaterThan(second.items[0]!.createdAt!.getTime());

    expect((await backend.payments.find(' 5123 4567 8901 '))?.status).toBe('confirmed');
    expect(await backend.payments.find('NOSUCHREF')).toBeNull();
    const byName = await backend.payments.searchByBuyer('PRIYA', 25);
    expect(byName.map((payment) => payment.userName)).toEqual(['Priya Verma', 'Priya Verma']);
    expect((await backend.payments.searchByBuyer('learner@', 25)).map((p) => p.uid)).toEqual([
      demoAccounts.learner.uid,
    ]);
  });

  it('pages approved workers by name and counts them, never the admin', async () => {
    const backend = await asAdmin();
    const approved = await backend.users.countApproved();
    const page = await backend.users.listApprovedPage({ size: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]!.firstName).toBe('Priya');
    expect(approved).toBe(1);
    // The admin's profile is approved too, and sorts after Priya: it is left out of its page.
    const rest = await backend.users.listApprovedPage({ size: 5, after: page.next });
    expect(rest.items).toEqual([]);
    // The demo data holds four ads: two listed, one expired and one rejected.
    expect(await backend.submissions.count()).toBe(4);
  });

  it('pages the users waiting for approval by name, counts them, and moves them when approved', async () => {
    const backend = await asAdmin();
    // The seed's former worker (revoked before the mark existed) waits too, until found.
    expect(await backend.users.countWaiting()).toBe(2);
    const page = await backend.users.listWaitingPage({ size: 25 });
    expect(page.items.map((user) => user.id)).toEqual([formerWorker.uid, demoAccounts.learner.uid]);
    expect(page.next).toBeNull();

    await backend.users.setApproval(demoAccounts.learner.uid, true);

    expect(await backend.users.countWaiting()).toBe(1);
    expect((await backend.users.listWaitingPage({ size: 25 })).items.map((user) => user.id)).toEqual([
      formerWorker.uid,
    ]);
    expect(await backend.users.countApproved()).toBe(2);
  });

  it('lists a revoked worker under revoked, never under waiting, and counts each', async () => {
    const backend = await asAdmin();
    await backend.users.setApproval(demoAccounts.approved.uid, false);

    expect(await backend.users.countRevoked()).toBe(1);
    expect(await backend.users.countWaiting()).toBe(2);
    const waiting = await backend.users.listWaitingPage({ size: 1 });
    expect(waiting.items.map((user) => user.id)).toEqual([formerWorker.uid]);
    const rest = await backend.users.listWaitingPage({ size: 1, after: waiting.next });
    expect(rest.items.map((user) => user.id)).toEqual([demoAccounts.learner.uid]);
    expect(rest.next).toBeNull();
  });

  it('marks the former workers revoked once: those not approved with days recorded', async () => {
    const backend = await asAdmin();
    // The learner has no days; the former worker has three, and no totals.
    expect(await backend.users.markFormerWorkers()).toBe(1);
    expect(await backend.users.get(formerWorker.uid)).toMatchObject({ approved: false, revoked: true });
    expect(await backend.users.get(demoAccounts.learner.uid)).toMatchObject({ revoked: false });
    expect((await backend.users.listRevokedPage({ size: 25 })).items.map((user) => user.id)).toEqual([
      formerWorker.uid,
    ]);
    expect(await backend.users.countWaiting()).toBe(1);
    expect(await backend.users.countRevoked()).toBe(1);

    expect(await backend.users.markFormerWorkers()).toBe(0);
    expect(await backend.users.countRevoked()).toBe(1);
  });

  it('lets only the admin mark former workers', async () => {
    const backend = await createLocalBackend({ storage: new MemoryStorage(), now: () => now });
    await backend.auth.signIn(demoAccounts.learner.email, DEMO_PASSWORD);
    await expect(backend.users.markFormerWorkers()).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('marks a revoked worker and finds them again, until they are approved once more', async () => {
    const backend = await asAdmin();
    expect((await backend.users.listRevokedPage({ size: 25 })).items).toEqual([]);
    await backend.users.setApproval(demoAccounts.approved.uid, false);
    const revoked = await backend.users.listRevokedPage({ size: 25 });
    expect(revoked.items.map((user) => [user.id, user.approved, user.revoked])).toEqual([
      [demoAccounts.approved.uid, false, true],
    ]);
    await backend.users.setApproval(demoAccounts.approved.uid, true);
    expect((await backend.users.listRevokedPage({ size: 25 })).items).toEqual([]);
  });
});
