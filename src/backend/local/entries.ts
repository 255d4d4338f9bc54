import { entryDocument, toEntry } from '../documents';
import { BackendError } from '../errors';
import { isDailyCount, isDayId } from '../policy';
import type { EntriesRepository } from '../types';
import type { LocalRepositoryContext } from './repository';

/** entries/{uid}/dailyEntries/{date} in the local backend. */
export function localEntries({ store, actor }: LocalRepositoryContext): EntriesRepository {
  return {
    async get(uid, date) {
      const data = store.get(actor(), `entries/${uid}/dailyEntries/${date}`);
      return data ? toEntry(date, data) : null;
    },
    async save(uid, date, count) {
      if (!isDayId(date) || !isDailyCount(count))
        throw new BackendError('invalid-input', 'Invalid daily entry.');
      store.merge(actor(), `entries/${uid}/dailyEntries/${date}`, entryDocument(date, count));
    },
    async listRange(uid, from, to) {
      return store
        .list(actor(), `entries/${uid}/dailyEntries`)
        .filter(({ id }) => id >= from && id <= to)
        .map(({ id, data }) => toEntry(id, data));
    },
    async listAll(uid) {
      return store.list(actor(), `entries/${uid}/dailyEntries`).map(({ id, data }) => toEntry(id, data));
    },
  };
}
