import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalBackend } from '../../../backend/local';
import { MemoryStorage } from '../../../backend/local/persistence';
import { DEMO_PASSWORD, demoAccounts } from '../../../backend/local/seed';
import type { CountedResponses } from './countResponses';
import { previewFor } from './previewFor';

const worker = demoAccounts.approved;

/** The approved worker's responses on each day given. */
const responsesOn = (...dates: string[]): CountedResponses => ({
  days: dates.map((date) => ({ date, email: worker.email, responses: 20 })),
  duplicates: 0,
  unreadable: 0,
  from: dates[0]!,
  to: dates[dates.length - 1]!,
  dateOrder: null,
});

/** The admin, after saving the approved worker's counts given, by day. */
async function adminWith(counts: Record<string, number>) {
  const backend = await createLocalBackend({ storage: new MemoryStorage() });
  await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
  for (const [date, count] of Object.entries(counts)) await backend.entries.save(worker.uid, date, count);
  return backend;
}

const savedOn = (preview: Awaited<ReturnType<typeof previewFor>>) =>
  Object.fromEntries(preview.rows.map((row) => [row.date, row.saved]));

describe("the import's counts saved now", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // The seed's days run up to today; the month the worker's totals keep is November.
    vi.setSystemTime(new Date(2026, 10, 20, 9, 0));
  });
  afterEach(() => vi.useRealTimers());

  it("takes the days of the month the worker's totals keep from them, reading only earlier days", async () => {
    const backend = await adminWith({ '2026-10-30': 7, '2026-11-02': 4, '2026-11-03': 0 });
    const everyonesDays = vi.spyOn(backend.entries, 'listDaysOfEveryone');

    const preview = await previewFor(backend, responsesOn('2026-10-30', '2026-11-02', '2026-11-03'));

    expect(savedOn(preview)).toEqual({ '2026-10-30': 7, '2026-11-02': 4, '2026-11-03': 0 });
    expect(everyonesDays).toHaveBeenCalledTimes(1);
    expect(everyonesDays).toHaveBeenCalledWith('2026-10-30', '2026-10-30');
  });

  it('reads nothing day by day when the file is all of the month kept', async () => {
    const backend = await adminWith({ '2026-11-02': 4 });
    const everyonesDays = vi.spyOn(backend.entries, 'listDaysOfEveryone');

    const preview = await previewFor(backend, responsesOn('2026-11-02', '2026-11-21'));

    // The 21st has not been counted: nothing saved, so the count is to be saved.
    expect(savedOn(preview)).toEqual({ '2026-11-02': 4, '2026-11-21': null });
    expect(preview.rows.every((row) => row.changed)).toBe(true);
    expect(everyonesDays).not.toHaveBeenCalled();
  });

  it("never takes an earlier month's day from the same date of the month kept", async () => {
    const backend = await adminWith({ '2026-10-02': 7, '2026-11-02': 4 });

    const preview = await previewFor(backend, responsesOn('2026-10-02'));

    expect(savedOn(preview)).toEqual({ '2026-10-02': 7 });
  });
});
