import { dayPath, totalsPath } from '../documents/documentPaths';
import {
  countTotals,
  entryDocument,
  movedTotals,
  toEntry,
  toTotals,
  totalsDocument,
} from '../documents/documents';
import { BackendError } from '../errors';
import { daysBetween, toDayId } from '../../lib/days';
import { isDailyCount, isDayId } from '../policies/policy';
import { recentEntries } from '../recentDays';
import type { DailyEntry, DaySaved, EntriesRepository, WorkerTotals } from '../types';
import type { LocalRepositoryContext } from './repository';

/** entries/{uid} (totals) and entries/{uid}/dailyEntries/{date} in the local backend. */
export function localEntries({ store, actor }: LocalRepositoryContext): EntriesRepository {
  const listAll = (uid: string): DailyEntry[] =>
    store.list(actor(), `entries/${uid}/dailyEntries`).map(({ id, data }) => toEntry(id, data));
  const totals = (uid: string): WorkerTotals | null => {
    const data = store.get(actor(), totalsPath(uid));
    return data ? toTotals(data) : null;
  };
  /** Writes the totals of the whole history; totals of the earlier shape are replaced. */
  const recount = (uid: string): WorkerTotals => {
    const counted = countTotals(listAll(uid), toDayId(store.serverView().now));
    store.create(actor(), totalsPath(uid), totalsDocument(counted, ''));
    return counted;
  };

  return {
    async get(uid, date) {
      const data = store.get(actor(), dayPath(uid, date));
      return data ? toEntry(date, data) : null;
    },
    async save(uid, date, count) {
      if (!isDayId(date) || !isDailyCount(count))
        throw new BackendError('invalid-input', 'Invalid daily entry.');
      const current = totals(uid) ?? recount(uid);
      const before = store.get(actor(), dayPath(uid, date));
      const after = movedTotals(current, date, before ? toEntry(date, before).count : 0, count);
      store.batch(actor(), [
        { type: 'merge', path: dayPath(uid, date), data: entryDocument(date, count) },
        { type: 'set', path: totalsPath(uid), data: totalsDocument(after, date) },
      ]);
      return after;
    },
    async saveDays(uid, days, onDay) {
      const outcomes: DaySaved[] = [];
      for (const { date, count } of days) {
        const outcome = await this.save(uid, date, count).then(
          () => ({ date, count, error: null }),
          (error: unknown) => ({ date, count, error }),
        );
        outcomes.push(outcome);
        onDay?.(outcome);
      }
      return outcomes;
    },
    async listRange(uid, from, to) {
      return listAll(uid).filter(({ date }) => date >= from && date <= to);
    },
    async listAll(uid) {
      return listAll(uid);
    },
    async totals(uid) {
      return totals(uid);
    },
    async totalsOf(uids) {
      // One listing, as the firebase backend's one query per 30 ids: the admin's to read.
      const wanted = new Set(uids);
      const found: Record<string, WorkerTotals> = {};
      for (const { id, data } of store.list(actor(), 'entries')) {
        const read = wanted.has(id) ? toTotals(data) : null;
        if (read) found[id] = read;
      }
      return found;
    },
    async recountTotals(uid) {
      return totals(uid) ?? recount(uid);
    },
    async countsOn(date) {
      const counts: Record<string, number> = {};
      for (const { uid, data } of store.listDay(actor(), date)) counts[uid] = toEntry(date, data).count;
      return counts;
    },
    async sumDays(from, to) {
      return store.listDays(actor(), from, to).reduce((sum, { data }) => sum + toEntry('', data).count, 0);
    },
    async listDaysOfEveryone(from, to) {
      if (!isDayId(from) || !isDayId(to)) throw new BackendError('invalid-input', 'Invalid date range.');
      return store
        .listDays(actor(), from, to)
        .map(({ uid, data }) => ({ uid, ...toEntry(String(data.date), data) }))
        .sort((a, b) => a.date.localeCompare(b.date) || a.uid.localeCompare(b.uid));
    },
    async sumRecentDays(from, to) {
      const days = daysBetween(from, to);
      if (days.length === 0 || days.length > 7)
        throw new BackendError('invalid-input', 'Invalid date range.');
      const sums: Record<string, number> = Object.fromEntries(days.map((day) => [day, 0]));
      for (const { data } of store.list(actor(), 'entries')) {
        const totals = toTotals(data);
        for (const { date, count } of totals ? recentEntries(totals.recent, from, to) : [])
          sums[date]! += count;
      }
      return sums;
    },
    async sumAllTime() {
      return store
        .list(actor(), 'entries')
        .reduce((sum, { data }) => sum + (typeof data.allTime === 'number' ? data.allTime : 0), 0);
    },
  };
}
