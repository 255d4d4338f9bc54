import { BackendError } from '../errors';
import {
  bySentOn,
  keptRun,
  runDocuments,
  toSentPayout,
  unsent,
  withdrawalOf,
} from '../documents/sentPayoutDocuments';
import { isDayId, type DocData } from '../policies/policy';
import { isPayPeriod, sentPayoutPath } from '../policies/sentPayoutPolicy';
import type { SentPayoutsRepository } from '../types';
import { requireActor, type LocalRepositoryContext } from './repository';

/** sentPayouts/{reference} in the local backend. */
export function localSentPayouts(context: LocalRepositoryContext): SentPayoutsRepository {
  const { store, actor } = context;
  const listed = (uid?: string) =>
    store
      .list(actor(), 'sentPayouts', uid)
      .map(({ id, data }) => toSentPayout(id, data))
      .sort(bySentOn);

  return {
    async send(payouts) {
      const admin = requireActor(context);
      const run = runDocuments(admin.uid, payouts, new Date());
      const kept: Record<string, DocData> = {};
      for (const { reference } of run) {
        const stored = store.exists(sentPayoutPath(reference))
          ? store.get(admin, sentPayoutPath(reference))
          : null;
        if (stored) kept[reference] = stored;
      }
      const writes = unsent(run, kept).map(({ reference, data }) => ({
        type: 'set' as const,
        path: sentPayoutPath(reference),
        data,
      }));
      // The demo keeps the run in one write: the firebase backend's batches are production's to size.
      const written = writes.length > 0 ? store.batch(admin, writes) : [];
      const now = written.find((data) => data !== null)?.createdAt;
      return keptRun(run, kept, now instanceof Date ? now : new Date());
    },
    async withdraw(reference) {
      const admin = requireActor(context);
      const path = sentPayoutPath(reference);
      const kept = store.exists(path) ? store.get(admin, path) : null;
      const withdrawal = withdrawalOf(admin.uid, reference, kept, store.exists(`payouts/${reference}`));
      return toSentPayout(reference, withdrawal ? store.update(admin, path, withdrawal) : kept!);
    },
    async listFor(uid) {
      return listed(uid);
    },
    async listPeriod(period) {
      if (!isPayPeriod(period)) throw new BackendError('invalid-input', 'Invalid pay period.');
      return listed().filter((payout) => payout.period === period);
    },
    async listSince(day) {
      if (!isDayId(day)) throw new BackendError('invalid-input', 'Invalid day.');
      return listed().filter((payout) => payout.sentOn >= day);
    },
  };
}
