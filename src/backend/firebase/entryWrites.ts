import { doc, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { entryDocument, movedTotals, totalsDocument } from '../documents/documents';
import { BackendError } from '../errors';
import { isDailyCount, isDayId } from '../policies/policy';
import type { DailyEntry, DayId, WorkerTotals } from '../types';

export const totalsRef = (db: Firestore, uid: string) => doc(db, 'entries', uid);
export const dayRef = (db: Firestore, uid: string, date: DayId) =>
  doc(db, 'entries', uid, 'dailyEntries', date);

/**
 * One day and the totals moved by its change from figures read before, in a batch: one request.
 * The rules refuse it if the stored day or totals are no longer those.
 */
export async function writeDay(
  db: Firestore,
  uid: string,
  { date, count }: DailyEntry,
  totals: WorkerTotals,
  stored: ReadonlyMap<DayId, number>,
): Promise<WorkerTotals> {
  if (!isDayId(date) || !isDailyCount(count)) throw new BackendError('invalid-input', 'Invalid daily entry.');
  const after = movedTotals(totals, date, stored.get(date) ?? 0, count);
  const batch = writeBatch(db);
  batch.set(dayRef(db, uid, date), entryDocument(date, count), { merge: true });
  batch.set(totalsRef(db, uid), totalsDocument(after, date));
  await batch.commit();
  return after;
}
