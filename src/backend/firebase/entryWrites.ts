import { doc, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { entryDocument, movedTotals, totalsDocument } from '../documents/documents';
import { BackendError } from '../errors';
import { isDailyCount, isDayId } from '../policies/policy';
import type { DailyEntry, DayId, WorkerTotals } from '../types';

export const totalsRef = (db: Firestore, uid: string) => doc(db, 'entries', uid);
export const dayRef = (db: Firestore, uid: string, date: DayId) =>
  doc(db, 'entries', uid, 'dailyEntries', date);

/**
 * One day, or two (see dayPairs), and the totals moved by their changes from figures read before,
 * in a batch: one request. The rules refuse it if the stored days or totals are no longer those.
 */
export async function writeDays(
  db: Firestore,
  uid: string,
  days: readonly [DailyEntry] | readonly [DailyEntry, DailyEntry],
  totals: WorkerTotals,
  stored: ReadonlyMap<DayId, number>,
): Promise<WorkerTotals> {
  if (days.some(({ date, count }) => !isDayId(date) || !isDailyCount(count)))
    throw new BackendError('invalid-input', 'Invalid daily entry.');
  const after = days.reduce(
    (moved, { date, count }) => movedTotals(moved, date, stored.get(date) ?? 0, count),
    totals,
  );
  const batch = writeBatch(db);
  for (const { date, count } of days) {
    batch.set(dayRef(db, uid, date), entryDocument(date, count), { merge: true });
  }
  const named = days.length === 1 ? days[0].date : ([days[0].date, days[1].date] as const);
  batch.set(totalsRef(db, uid), totalsDocument(after, named));
  await batch.commit();
  return after;
}
