import { collection, doc, documentId, getDoc, query, setDoc, where } from 'firebase/firestore/lite';
import { entryDocument, toEntry } from '../documents';
import { BackendError } from '../errors';
import { isDailyCount, isDayId } from '../policy';
import type { DayId, EntriesRepository } from '../types';
import { mapErrors } from './errorMapping';
import { read, type FirestoreContext } from './repository';

/** entries/{uid}/dailyEntries/{date} in Cloud Firestore. */
export function firestoreEntries({ db }: FirestoreContext): EntriesRepository {
  return {
    get: (uid, date) =>
      mapErrors(async () => {
        if (!isDayId(date)) throw new BackendError('invalid-input', 'Invalid date.');
        const snapshot = await getDoc(doc(db, 'entries', uid, 'dailyEntries', date));
        return snapshot.exists() ? toEntry(snapshot.id, snapshot.data()) : null;
      }),
    save: (uid, date: DayId, count) =>
      mapErrors(async () => {
        if (!isDayId(date) || !isDailyCount(count)) {
          throw new BackendError('invalid-input', 'Invalid daily entry.');
        }
        await setDoc(doc(db, 'entries', uid, 'dailyEntries', date), entryDocument(date, count), {
          merge: true,
        });
      }),
    listRange: (uid, from, to) =>
      mapErrors(async () => {
        if (!isDayId(from) || !isDayId(to)) throw new BackendError('invalid-input', 'Invalid date range.');
        const days = collection(db, 'entries', uid, 'dailyEntries');
        return read(query(days, where(documentId(), '>=', from), where(documentId(), '<=', to)), toEntry);
      }),
    listAll: (uid) => mapErrors(() => read(query(collection(db, 'entries', uid, 'dailyEntries')), toEntry)),
  };
}
