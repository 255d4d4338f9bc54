import { describe, expect, it, vi } from 'vitest';
import { englishErrorMessage } from '../../../backend/englishErrors';
import { BackendError } from '../../../backend/errors';
import type { DaySaved } from '../../../backend/types';
import { createTestBackend } from '../../../test/backend';
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
