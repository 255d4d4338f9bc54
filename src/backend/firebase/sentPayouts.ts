import { collection, doc, orderBy, query, runTransaction, where, writeBatch } from 'firebase/firestore/lite';
import {
  bySentOn,
  keptRun,
  runDocuments,
  toSentPayout,
  unsent,
  withdrawalOf,
  type SentPayoutWrite,
} from '../documents/sentPayoutDocuments';
import { BackendError } from '../errors';
import { isDayId } from '../policies/policy';
import { isPayPeriod } from '../policies/sentPayoutPolicy';
import type { SentPayoutsRepository } from '../types';
import { mapErrors, toBackendError } from './errorMapping';
import { read, readByIds, requireActor, stamp, type FirestoreContext } from './repository';

/**
 * Payouts of a run kept in one batch. Firestore counts the rules' expressions per request, 1,000 at
 * most, and each payout's create evaluates about 280 of them, though it reads no other document:
 * three take 834 (measured on the emulator, which counts them per write; `npm run test:rules`
 * measures this batch and prints what it leaves to spare).
 */
export const SENT_PAYOUTS_BATCH = 3;
/**
 * Batches committed at once: with three payouts a batch, a run of 200 workers is 67 commits, which
 * one after the other would keep the admin waiting on as many round trips.
 */
const COMMITS_AT_ONCE = 6;

/** sentPayouts/{reference} in Cloud Firestore. */
export function firestoreSentPayouts(context: FirestoreContext): SentPayoutsRepository {
  const { db } = context;
  const sentPayouts = collection(db, 'sentPayouts');
  const keptOf = (run: readonly SentPayoutWrite[]) =>
    readByIds(
      sentPayouts,
      run.map(({ reference }) => reference),
      (data) => data,
    );

  const commit = (writes: readonly SentPayoutWrite[]) => {
    const batch = writeBatch(db);
    // A set the rules judge as a create: one already kept is refused, never changed.
    for (const { reference, data } of writes) batch.set(doc(sentPayouts, reference), stamp(data));
    return batch.commit();
  };

  /**
   * The writes in batches, a few commits at a time. After a failure no other batch is begun, and
   * those under way are waited for, so the run is read again only once nothing more can land.
   */
  const write = async (writes: readonly SentPayoutWrite[]) => {
    const batches: SentPayoutWrite[][] = [];
    for (let start = 0; start < writes.length; start += SENT_PAYOUTS_BATCH)
      batches.push(writes.slice(start, start + SENT_PAYOUTS_BATCH));
    let next = 0;
    let failed = false;
    const lane = async () => {
      while (!failed && next < batches.length) {
        const batch = batches[next++]!;
        try {
          await commit(batch);
        } catch (error) {
          failed = true;
          throw error;
        }
      }
    };
    const lanes = await Promise.allSettled(
      Array.from({ length: Math.min(COMMITS_AT_ONCE, batches.length) }, lane),
    );
    const refused = lanes.find((settled) => settled.status === 'rejected');
    if (refused) throw refused.reason;
  };

  return {
    send: (payouts) =>
      mapErrors(async () => {
        const admin = await requireActor(context);
        const run = runDocuments(admin.uid, payouts, new Date());
        const kept = await keptOf(run);
        try {
          await write(unsent(run, kept));
        } catch (error) {
          if (toBackendError(error).code !== 'permission-denied') throw error;
          // Another page kept some of the run since it was read: the run as it now stands decides.
          const now = await keptOf(run);
          if (unsent(run, now).length > 0) throw error;
          return keptRun(run, now, new Date());
        }
        return keptRun(run, kept, new Date());
      }),
    withdraw: (reference) =>
      mapErrors(async () => {
        const admin = await requireActor(context);
        // Read with the payout that would say it was paid, so neither changes between the two.
        return runTransaction(db, async (transaction) => {
          const [kept, paid] = await Promise.all([
            transaction.get(doc(sentPayouts, reference)),
            transaction.get(doc(db, 'payouts', reference)),
          ]);
          const stored = kept.exists() ? kept.data() : null;
          const withdrawal = withdrawalOf(admin.uid, reference, stored, paid.exists());
          if (!withdrawal) return toSentPayout(reference, stored!);
          transaction.update(doc(sentPayouts, reference), stamp(withdrawal));
          return toSentPayout(reference, { ...stored, ...withdrawal, withdrawnAt: new Date() });
        });
      }),
    // Index: sentPayouts (uid, sentOn), in firestore.indexes.json.
    listFor: (uid) =>
      mapErrors(async () =>
        (await read(query(sentPayouts, where('uid', '==', uid), orderBy('sentOn')), toSentPayout)).sort(
          bySentOn,
        ),
      ),
    listPeriod: (period) =>
      mapErrors(async () => {
        if (!isPayPeriod(period)) throw new BackendError('invalid-input', 'Invalid pay period.');
        return (await read(query(sentPayouts, where('period', '==', period)), toSentPayout)).sort(bySentOn);
      }),
    listSince: (day) =>
      mapErrors(async () => {
        if (!isDayId(day)) throw new BackendError('invalid-input', 'Invalid day.');
        const since = query(sentPayouts, where('sentOn', '>=', day), orderBy('sentOn'));
        return (await read(since, toSentPayout)).sort(bySentOn);
      }),
  };
}
