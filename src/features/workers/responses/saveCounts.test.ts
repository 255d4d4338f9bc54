import { describe, expect, it, vi } from 'vitest';
import { englishErrorMessage } from '../../../backend/words/englishErrors';
import { BackendError } from '../../../backend/errors';
import type { DaySaved } from '../../../backend/types';
import { createTestBackend, demoAccounts } from '../../../test/backend';
import type { PreviewRow } from './preview';
import { saveEachCount } from './saveCounts';

const row = (uid: string, date: string, count: number): PreviewRow => ({
  uid,
  name: uid,
  date,
  responses: count,
  saved: null,
  count,
  excess: 0,
  changed: true,
});

describe("saving the imported responses' counts", () => {
  it('stops at a spent quota: the workers not started are not tried, and each day says why', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const spent = new BackendError('quota-exceeded', 'Quota exceeded.');
    const saveDays = vi.spyOn(backend.entries, 'saveDays').mockImplementation(async (_uid, days, onDay) => {
      const outcomes: DaySaved[] = days.map((day) => ({ ...day, error: spent }));
      outcomes.forEach((outcome) => onDay?.(outcome));
      return outcomes;
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rows = [
      row('w1', '2026-11-01', 5),
      row('w1', '2026-11-02', 6),
      row('w2', '2026-11-01', 7),
      row('w3', '2026-11-01', 8),
    ];

    const done = await saveEachCount(backend, rows, () => undefined);

    expect(saveDays).toHaveBeenCalledTimes(1);
    expect(done.saved).toEqual([]);
    expect(done.failed.map(({ row }) => row)).toEqual(rows);
    expect(new Set(done.failed.map(({ message }) => message))).toEqual(new Set([englishErrorMessage(spent)]));
  });

  it('run again after it was cut off with the days written, counts each day once in the totals', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const worker = demoAccounts.approved.uid;
    const days = ['2026-11-02', '2026-11-03'];
    const earlier = await Promise.all(
      days.map(async (date) => (await backend.entries.get(worker, date))?.count ?? 0),
    );
    const allTime = (await backend.entries.totals(worker))!.allTime;
    const saveDays = backend.entries.saveDays.bind(backend.entries);
    // The days reach the server; the answers are lost.
    const cut = vi.spyOn(backend.entries, 'saveDays').mockImplementationOnce(async (uid, sent, onDay) => {
      await saveDays(uid, sent);
      const outcomes: DaySaved[] = sent.map((day) => ({ ...day, error: new BackendError('network') }));
      outcomes.forEach((outcome) => onDay?.(outcome));
      return outcomes;
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rows = [row(worker, days[0]!, 5), row(worker, days[1]!, 6)];

    const first = await saveEachCount(backend, rows, () => undefined);
    expect(first.failed).toHaveLength(2);
    // Each says it may have been saved, never that it was not.
    expect(new Set(first.failed.map(({ message }) => message))).toEqual(
      new Set(['no answer came back, so it may or may not have been saved.']),
    );
    cut.mockRestore();
    const again = await saveEachCount(backend, rows, () => undefined);

    expect(again.failed).toEqual([]);
    expect((await backend.entries.totals(worker))!.allTime).toBe(allTime - earlier[0]! - earlier[1]! + 5 + 6);
    expect(await backend.entries.get(worker, days[0]!)).toEqual({ date: days[0], count: 5 });
  });

  it('says a day it could not send while the browser is offline may not have been saved', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const worker = demoAccounts.approved.uid;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(backend.entries, 'saveDays').mockImplementation(async (_uid, sent, onDay) => {
      const outcomes: DaySaved[] = sent.map((day) => ({ ...day, error: new BackendError('network') }));
      outcomes.forEach((outcome) => onDay?.(outcome));
      return outcomes;
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const done = await saveEachCount(backend, [row(worker, '2026-11-02', 5)], () => undefined);

    expect(done.failed.map(({ message }) => message)).toEqual([
      'you are offline, so it may not have been saved.',
    ]);
  });

  it('goes on past any other failure, which is that day’s own', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const saveDays = vi.spyOn(backend.entries, 'saveDays').mockImplementation(async (uid, days, onDay) => {
      const outcomes: DaySaved[] = days.map((day) => ({
        ...day,
        error: uid === 'w1' ? new BackendError('permission-denied') : null,
      }));
      outcomes.forEach((outcome) => onDay?.(outcome));
      return outcomes;
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const done = await saveEachCount(
      backend,
      [row('w1', '2026-11-01', 5), row('w2', '2026-11-01', 7), row('w3', '2026-11-01', 8)],
      () => undefined,
    );

    expect(saveDays).toHaveBeenCalledTimes(3);
    expect(done.saved.map(({ uid }) => uid)).toEqual(['w2', 'w3']);
    expect(done.failed.map(({ row }) => row.uid)).toEqual(['w1']);
  });
});
