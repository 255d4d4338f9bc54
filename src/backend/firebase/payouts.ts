import {
  collection,
  doc,
  getAggregate,
  getDoc,
  orderBy,
  query,
  runTransaction,
  sum,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
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
import { payoutProblem, reversalProblem } from '../policies/payoutPolicy';
import { isDayId, type DocData } from '../policies/policy';
import type { DayId, Payout, PayoutsRepository } from '../types';
import { mapErrors } from './errorMapping';
import { read, readByIds, requireActor, stamp, type FirestoreContext } from './repository';

const payoutRef = (db: Firestore, id: string) => doc(db, 'payouts', id);
const totalsRef = (db: Firestore, uid: string) => doc(db, 'payoutTotals', uid);

const checkRange = (from: DayId, to: DayId) => {
  if (!isDayId(from) || !isDayId(to)) throw new BackendError('invalid-input', 'Invalid date range.');
};

/** payouts/{id} and payoutTotals/{uid} in Cloud Firestore. */
export function firestorePayouts(context: FirestoreContext): PayoutsRepository {
  const { db } = context;
  const payouts = collection(db, 'payouts');

  /**
   * The payout and the worker's totals moved by it, in a transaction: the totals are read and
   * written together, so two payouts saved at once are applied one after the other.
   */
  const write = (id: string, data: DocData): Promise<Payout> =>
    runTransaction(db, async (transaction) => {
      const uid = data.uid as string;
      const existing = await transaction.get(payoutRef(db, id));
      if (existing.exists()) {
        // Sent again after its answer was lost: recorded already, and the totals moved once.
        if (isSamePayout(existing.data(), data)) return toPayout(id, existing.data());
        throw alreadyFiled(data);
      }
      const totals = await transaction.get(totalsRef(db, uid));
      const before = toPayoutTotals(totals.exists() ? totals.data() : null);
      transaction.set(payoutRef(db, id), stamp(data));
      transaction.set(totalsRef(db, uid), movedPayoutTotals(before, id, data.amount as number));
      return toPayout(id, { ...data, createdAt: new Date() });
    });

  // Index: payouts (uid, paidOn), in firestore.indexes.json.
  const ofWorker = (uid: string, ...range: ReturnType<typeof where>[]) =>
    query(payouts, where('uid', '==', uid), ...range, orderBy('paidOn'));

  return {
    record: (payout, id) =>
      mapErrors(async () => {
        const admin = await requireActor(context);
        if (payoutProblem(payout, new Date())) throw new BackendError('invalid-input', 'Invalid payout.');
        return write(id ?? newRecordId(), payoutDocument(admin.uid, payout));
      }),
    reverse: (original, paidOn, note) =>
      mapErrors(async () => {
        const admin = await requireActor(context);
        if (reversalProblem(original, paidOn, note, new Date()))
          throw new BackendError('invalid-input', 'Invalid reversal.');
        const { id, data } = reversalDocument(admin.uid, original, paidOn, note);
        return write(id, data);
      }),
    listFor: (uid) => mapErrors(async () => (await read(ofWorker(uid), toPayout)).sort(byPaidOn)),
    listForRange: (uid, from, to) =>
      mapErrors(async () => {
        checkRange(from, to);
        const inRange = ofWorker(uid, where('paidOn', '>=', from), where('paidOn', '<=', to));
        return (await read(inRange, toPayout)).sort(byPaidOn);
      }),
    listRange: (from, to) =>
      mapErrors(async () => {
        checkRange(from, to);
        const inRange = query(
          payouts,
          where('paidOn', '>=', from),
          where('paidOn', '<=', to),
          orderBy('paidOn'),
        );
        return (await read(inRange, toPayout)).sort(byPaidOn);
      }),
    totals: (uid) =>
      mapErrors(async () => {
        const snapshot = await getDoc(totalsRef(db, uid));
        return toPayoutTotals(snapshot.exists() ? snapshot.data() : null);
      }),
    totalsOf: (uids) =>
      mapErrors(async () => {
        const found = await readByIds(collection(db, 'payoutTotals'), uids, toPayoutTotals);
        // A worker never paid has no document: they have been paid nothing.
        return Object.fromEntries(uids.map((uid) => [uid, found[uid] ?? toPayoutTotals(null)]));
      }),
    lastPayoutsOf: (last) =>
      mapErrors(async () => {
        const records = await readByIds(payouts, Object.values(last), (data) => data);
        const reversed = Object.values(records).flatMap(({ reverses }) =>
          typeof reverses === 'string' ? [reverses] : [],
        );
        const originals = reversed.length > 0 ? await readByIds(payouts, reversed, (data) => data) : {};
        return lastPayouts(last, { ...records, ...originals });
      }),
    sumPaid: () =>
      mapErrors(async () => {
        const snapshot = await getAggregate(collection(db, 'payoutTotals'), { paid: sum('paid') });
        return snapshot.data().paid;
      }),
  };
}
