import { payoutDetailsDocument, toPayoutDetails } from '../documents/payoutDetailsDocuments';
import { BackendError } from '../errors';
import { isWellFormedPayoutDetails, payoutDetailsPath } from '../policies/payoutDetailsPolicy';
import type { PayoutDetailsRepository } from '../types';
import { requireActor, type LocalRepositoryContext } from './repository';

/** payoutDetails/{uid} in the local backend. */
export function localPayoutDetails(context: LocalRepositoryContext): PayoutDetailsRepository {
  const { store, actor } = context;
  return {
    async get(uid) {
      const data = store.get(actor(), payoutDetailsPath(uid));
      return data ? toPayoutDetails(uid, data) : null;
    },
    async detailsOf(uids) {
      const wanted = new Set(uids);
      return Object.fromEntries(
        store
          .list(actor(), 'payoutDetails')
          .filter(({ id }) => wanted.has(id))
          .map(({ id, data }) => [id, toPayoutDetails(id, data)]),
      );
    },
    async save(uid, details) {
      const worker = requireActor(context);
      const path = payoutDetailsPath(uid);
      const data = payoutDetailsDocument(details);
      if (!isWellFormedPayoutDetails(data))
        throw new BackendError('invalid-input', 'Invalid payout details.');
      const [written] = store.batch(worker, [{ type: 'set', path, data }]);
      return toPayoutDetails(uid, written!);
    },
  };
}
