import {
  collection,
  collectionGroup,
  documentId,
  getAggregate,
  getDoc,
  getDocs,
  query,
  runTransaction,
  sum,
  where,
} from 'firebase/firestore/lite';
import {
  countTotals,
  entryDocument,
  movedTotals,
  toEntry,
  toTotals,
  totalsDocument,
} from '../documents/documents';
import { BackendError, isBackendError } from '../errors';
import { daysBetween, toDayId } from '../../lib/days';
import { keptCount } from '../monthDays';
import { weekdayOf } from '../recentDays';
import { isDailyCount, isDayId } from '../policies/policy';
import type { DailyEntry, DayId, DaySaved, EntriesRepository, WorkerTotals } from '../types';
import { mapErrors, toBackendError } from './errorMapping';
import { dayRef, totalsRef, writeDay } from './entryWrites';
import { read, readByIds, type FirestoreContext } from './repository';

/** The longest range read day by day: a month, the most a page shows at once. */
const MAX_DAYS_BY_ID = 31;

/** entries/{uid} (totals) and entries/{uid}/dailyEntries/{date} in Cloud Firestore. */
export function firestoreEntries({ db }: FirestoreContext): EntriesRepository {
  const listAll = (uid: string) => read(query(collection(db, 'entries', uid, 'dailyEntries')), toEntry);

  /**
   * The whole history, read once, written as the totals unless someone wrote current totals
   * meanwhile; totals of the earlier shape are replaced.
   */
  const recount = async (uid: string): Promise<WorkerTotals> => {
    const counted = countTotals(await listAll(uid), toDayId(new Date()));
    return runTransaction(db, async (transaction) => {
      const existing = await transaction.get(totalsRef(db, uid));
      const current = existing.exists() ? toTotals(existing.data()) : null;
      if (current) return current;
      transaction.set(totalsRef(db, uid), totalsDocument(counted, ''));
      return counted;
    });
  };

  const readTotals = async (uid: string) => {
    const snapshot = await getDoc(totalsRef(db, uid));
    return snapshot.exists() ? toTotals(snapshot.data()) : null;
  };

  /**
   * A short range is read day by day, each document by its id: a lookup by key costs the same
   * whatever the length of the history, where a range query has to be answered from an index
   * (and the emulator, which keeps none, scans every document). A day not recorded is one read
   * of a missing document.
   */
  const listDays = async (uid: string, from: DayId, to: DayId) => {
    const snapshots = await Promise.all(daysBetween(from, to).map((day) => getDoc(dayRef(db, uid, day))));
    return snapshots.filter((day) => day.exists()).map((day) => toEntry(day.id, day.data()!));
  };

  /** Every worker's days from `from` to `to`, both inclusive: one collection-group index on `date`. */
  const everyonesDays = (from: DayId, to: DayId) =>
    query(collectionGroup(db, 'dailyEntries'), where('date', '>=', from), where('date', '<=', to));

  const saveDay = (uid: string, date: DayId, count: number) =>
    mapErrors(async () => {
      if (!isDayId(date) || !isDailyCount(count)) {
        throw new BackendError('invalid-input', 'Invalid daily entry.');
      }
      if ((await readTotals(uid)) === null) await recount(uid);
      // A transaction, so the change is measured against the stored count and totals: two admins
      // saving at once are applied one after the other, never both from the same old figures.
      return runTransaction(db, async (transaction) => {
        const [totals, day] = await Promise.all([
          transaction.get(totalsRef(db, uid)),
          transaction.get(dayRef(db, uid, date)),
        ]);
        const current = totals.exists() ? toTotals(totals.data()) : null;
        if (!current) throw new BackendError('not-found', 'The worker has no totals.');
        const before = day.exists() ? toEntry(date, day.data()).count : 0;
        const after = movedTotals(current, date, before, count);
        transaction.set(dayRef(db, uid, date), entryDocument(date, count), { merge: true });
        // Not merged: a merge would keep recent days the new totals dropped.
        transaction.set(totalsRef(db, uid), totalsDocument(after, date));
        return after;
      });
    });

  /** The worker's stored days from `from` to `to`, both inclusive, in one range query. */
  const queryDays = (uid: string, from: DayId, to: DayId) => {
    const days = collection(db, 'entries', uid, 'dailyEntries');
    return read(query(days, where(documentId(), '>=', from), where(documentId(), '<=', to)), toEntry);
  };

  /** The worker's stored days from the first of `dates` to the last. */
  const listDaysSpanning = async (uid: string, dates: readonly DayId[]) => {
    const sorted = dates.filter(isDayId).sort();
    return sorted.length === 0 ? [] : queryDays(uid, sorted[0]!, sorted[sorted.length - 1]!);
  };

  return {
    get: (uid, date) =>
      mapErrors(async () => {
        if (!isDayId(date)) throw new BackendError('invalid-input', 'Invalid date.');
        const snapshot = await getDoc(dayRef(db, uid, date));
        return snapshot.exists() ? toEntry(snapshot.id, snapshot.data()) : null;
      }),
    save: saveDay,
    saveDays: async (uid, days, onDay) => {
      const outcomes: DaySaved[] = [];
      const report = (outcome: DaySaved) => {
        outcomes.push(outcome);
        onDay?.(outcome);
      };
      let totals: WorkerTotals;
      let stored: Map<DayId, number>;
      try {
        [totals, stored] = await mapErrors(async () => {
          const found = (await readTotals(uid)) ?? (await recount(uid));
          // The month kept tells the days of its month and later ones; only earlier days are read.
          const counts = await listDaysSpanning(
            uid,
            days.map(({ date }) => date).filter((date) => keptCount(found.month, date) === undefined),
          );
          const known = new Map(counts.map((day) => [day.date, day.count]));
          for (const { date } of days) {
            const kept = keptCount(found.month, date);
            if (typeof kept === 'number') known.set(date, kept);
          }
          return [found, known] as const;
        });
      } catch (error) {
        for (const day of days) report({ ...day, error });
        return outcomes;
      }
      const saved = (day: DailyEntry) => {
        stored.set(day.date, day.count);
        report({ ...day, error: null });
      };
      // A spent quota refuses every request until it resets: the days after it are not tried.
      let stoppedBy: BackendError | null = null;
      const failed = (day: DailyEntry, error: unknown) => {
        if (isBackendError(error, 'quota-exceeded')) stoppedBy = error;
        report({ ...day, error });
      };
      // One day a write: two days' rules would evaluate more than the 1,000 expressions
      // production allows a request (docs/decisions.md, "Production's other limits").
      for (const day of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
        if (stoppedBy) {
          failed(day, stoppedBy);
          continue;
        }
        const written = await writeDay(db, uid, day, totals, stored).catch(toBackendError);
        if (!(written instanceof BackendError)) {
          totals = written;
          saved(day);
          continue;
        }
        if (isBackendError(written, 'quota-exceeded')) {
          failed(day, written);
          continue;
        }
        // Figures moved since they were read (or the write failed): the day again, afresh.
        const alone = await saveDay(uid, day.date, day.count).then(
          (after) => ({ after, error: null }),
          (error: unknown) => ({ after: null, error }),
        );
        if (alone.after) {
          totals = alone.after;
          saved(day);
        } else failed(day, alone.error);
      }
      return outcomes;
    },
    listRange: (uid, from, to) =>
      mapErrors(async () => {
        if (!isDayId(from) || !isDayId(to)) throw new BackendError('invalid-input', 'Invalid date range.');
        if (daysBetween(from, to).length <= MAX_DAYS_BY_ID) return listDays(uid, from, to);
        return queryDays(uid, from, to);
      }),
    listAll: (uid) => mapErrors(() => listAll(uid)),
    totals: (uid) => mapErrors(() => readTotals(uid)),
    totalsOf: (uids) => mapErrors(() => readByIds(collection(db, 'entries'), uids, toTotals)),
    recountTotals: (uid) => mapErrors(async () => (await readTotals(uid)) ?? recount(uid)),
    countsOn: (date) =>
      mapErrors(async () => {
        if (!isDayId(date)) throw new BackendError('invalid-input', 'Invalid date.');
        const snapshot = await getDocs(query(collectionGroup(db, 'dailyEntries'), where('date', '==', date)));
        const counts: Record<string, number> = {};
        for (const found of snapshot.docs) {
          const uid = found.ref.parent.parent?.id;
          if (uid) counts[uid] = toEntry(found.id, found.data()).count;
        }
        return counts;
      }),
    sumDays: (from, to) =>
      mapErrors(async () => {
        if (!isDayId(from) || !isDayId(to)) throw new BackendError('invalid-input', 'Invalid date range.');
        const snapshot = await getAggregate(everyonesDays(from, to), { entries: sum('count') });
        return snapshot.data().entries;
      }),
    listDaysOfEveryone: (from, to) =>
      mapErrors(async () => {
        if (!isDayId(from) || !isDayId(to)) throw new BackendError('invalid-input', 'Invalid date range.');
        const snapshot = await getDocs(everyonesDays(from, to));
        return snapshot.docs.flatMap((found) => {
          const uid = found.ref.parent.parent?.id;
          return uid ? [{ uid, ...toEntry(found.id, found.data()) }] : [];
        });
      }),
    sumRecentDays: (from, to) =>
      mapErrors(async () => {
        const days = daysBetween(from, to);
        if (days.length === 0 || days.length > 7) {
          throw new BackendError('invalid-input', 'Invalid date range.');
        }
        const sums = await Promise.all(
          days.map(async (day) => {
            const slot = `recent.${weekdayOf(day)}`;
            const kept = query(collection(db, 'entries'), where(`${slot}.day`, '==', day));
            const snapshot = await getAggregate(kept, { entries: sum(`${slot}.count`) });
            return [day, snapshot.data().entries] as const;
          }),
        );
        return Object.fromEntries(sums);
      }),
    sumAllTime: () =>
      mapErrors(async () => {
        const snapshot = await getAggregate(collection(db, 'entries'), { entries: sum('allTime') });
        return snapshot.data().entries;
      }),
  };
}
