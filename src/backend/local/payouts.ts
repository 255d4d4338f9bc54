import { newRecordId } from '../documents/documentPaths';
import { BackendError } from '../errors';
import {
  alreadyFiled,
  byPaidOn,
  isSamePayout,
  lastPayouts,
  movedPayoutTotals,
  payoutDocument,
  reversalDocument,
  toPayout,
  toPayoutTotals,
} from '../documents/payoutDocuments';
import { payoutPath, payoutProblem, payoutTotalsPath, reversalProblem } from '../policies/payoutPolicy';
import type { DocData } from '../policies/policy';
import type { Payout, PayoutsRepository } from '../types';
import { requireActor, type LocalRepositoryContext } from './repository';

/** payouts/{id} and payoutTotals/{uid} in the local backend. */
export function localPayouts(context: LocalRepositoryContext): PayoutsRepository {
  const { store, actor } = context;
  const totals = (uid: string) => toPayoutTotals(store.get(actor(), payoutTotalsPath(uid)));
  const mine = (uid: string) =>
    store
      .list(actor(), 'payouts', uid)
      .map(({ id, data }) => toPayout(id, data))
      .sort(byPaidOn);

  /** The payout and the worker's totals moved by it, in one batch as firestore.rules requires. */
  const write = (id: string, data: DocData): Payout => {
    const admin = requireActor(context);
    const stored = store.exists(payoutPath(id)) ? store.get(admin, payoutPath(id)) : null;
    if (stored) {
      // Sent again after its answer was lost: recorded already, and the totals moved once.
      if (isSamePayout(stored, data)) return toPayout(id, stored);
      throw alreadyFiled(data);
    }
    const uid = data.uid as string;
    const moved = movedPayoutTotals(totals(uid), id, data.amount as number);
    const [written] = store.batch(admin, [
      { type: 'set', path: payoutPath(id), data },
      { type: 'set', path: payoutTotalsPath(uid), data: moved },
    ]);
    return toPayout(id, written!);
  };

  return {
    async record(payout, id) {
      const admin = requireActor(context);
      if (payoutProblem(payout, new Date())) throw new BackendError('invalid-input', 'Invalid payout.');
      return write(id ?? newRecordId(), payoutDocument(admin.uid, payout));
    },
    async reverse(original, paidOn, note) {
      const admin = requireActor(context);
      if (reversalProblem(original, paidOn, note, new Date()))
        throw new BackendError('invalid-input', 'Invalid reversal.');
      const { id, data } = reversalDocument(admin.uid, original, paidOn, note);
      return write(id, data);
    },
    async listFor(uid) {
      return mine(uid);
    },
    async listForRange(uid, from, to) {
      return mine(uid).filter((payout) => payout.paidOn >= from && payout.paidOn <= to);
    },
    async listRange(from, to) {
      return store
        .list(actor(), 'payouts')
        .map(({ id, data }) => toPayout(id, data))
        .filter((payout) => payout.paidOn >= from && payout.paidOn <= to)
        .sort(byPaidOn);
    },
    async totals(uid) {
      return totals(uid);
    },
    async totalsOf(uids) {
      const paid = new Map(store.list(actor(), 'payoutTotals').map(({ id, data }) => [id, data]));
      return Object.fromEntries(uids.map((uid) => [uid, toPayoutTotals(paid.get(uid) ?? null)]));
    },
    async lastPayoutsOf(last) {
      const records: Record<string, DocData> = {};
      const read = (id: string) => {
        const data = store.get(actor(), payoutPath(id));
        if (data) records[id] = data;
        return data;
      };
      for (const id of Object.values(last)) {
        const reverses = read(id)?.reverses;
        if (typeof reverses === 'string') read(reverses);
      }
      return lastPayouts(last, records);
    },
    async sumPaid() {
      return store
        .list(actor(), 'payoutTotals')
        .reduce((sum, { data }) => sum + toPayoutTotals(data).paid, 0);
    },
  };
}
