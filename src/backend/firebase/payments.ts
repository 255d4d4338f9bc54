import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getCount,
  getDoc,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore/lite';
import {
  confirmationWrites,
  decisionStill,
  isSameFiling,
  paymentDocument,
  rejectionPatch,
  toPayment,
} from '../documents/documents';
import { entitlementId } from '../documents/documentPaths';
import { refusedPayment } from '../words/englishErrors';
import { BackendError } from '../errors';
import { normaliseTransactionId, paymentRefusal, searchKey, TRANSACTION_ID } from '../policies/policy';
import { filingPath } from '../policies/filingPolicy';
import type { DocData } from '../policies/policyHelpers';
import { fileOneMore, readFiling, releaseOne } from './filings';
import type { NewPayment, Payment, PaymentsRepository, PaymentStatus } from '../types';
import { mapErrors, toBackendError } from './errorMapping';
import { readPage, type CursorCodec } from './paging';
import { read, readOwn, requireActor, stamp, type FirestoreContext } from './repository';

const inStatus = (db: Firestore, status: PaymentStatus) =>
  query(collection(db, 'payments'), where('status', '==', status));

/** Newest first by the server's time, then by id; the cursor keeps the time to the nanosecond. */
const newestFirst = [orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')];
const newestCursor: CursorCodec = {
  encode: (id, data) => {
    const time = data.createdAt instanceof Timestamp ? data.createdAt : Timestamp.fromMillis(0);
    return [time.seconds, time.nanoseconds, id];
  },
  decode: ([seconds, nanoseconds, id]) => [new Timestamp(Number(seconds), Number(nanoseconds)), id],
};

const byNewest = (a: Payment, b: Payment) =>
  (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0) || (a.id < b.id ? 1 : -1);

/** payments/{id} in Cloud Firestore; the id is the normalised transaction id. */
export function firestorePayments(context: FirestoreContext): PaymentsRepository {
  const { db } = context;

  /**
   * Commits a decision read as still to make. The rules refuse it once the payment is decided: by
   * another tab whose write landed between the read and this one. Read again, it is told as
   * decided before, or refused with the other decision, as a later press would be.
   */
  const decide = async (batch: WriteBatch, id: string, wanted: 'confirmed' | 'rejected') => {
    try {
      await batch.commit();
      return 'decided' as const;
    } catch (error) {
      if (toBackendError(error).code !== 'permission-denied') throw error;
      const now = await getDoc(doc(db, 'payments', id));
      const status = now.exists() ? toPayment(id, now.data()).status : 'pending';
      if (status === 'pending' || decisionStill(status, wanted) === 'to-make') throw error;
      return 'decided-before' as const;
    }
  };

  return {
    submit: (payment: NewPayment) =>
      mapErrors(async () => {
        const actor = await requireActor(context);
        const { id, data } = paymentDocument(actor.uid, payment);
        // The same judgement firestore.rules makes, on the buyer's own profile and counts, but for
        // the one thing the buyer cannot read (whether they own the book): a payment refused below
        // is refused for that or for its id being taken.
        const [profile, filing] = await Promise.all([
          getDoc(doc(db, 'users', actor.uid)),
          readFiling(db, actor.uid),
        ]);
        const known: Record<string, DocData | null> = {
          [`users/${actor.uid}`]: profile.exists() ? profile.data() : null,
          [filingPath(actor.uid)]: filing,
        };
        const world = {
          get: (path: string) => known[path] ?? null,
          getAfter: (path: string) => known[path] ?? null,
        };
        const refusal = paymentRefusal(actor, id, data, world);
        if (refusal) {
          // A first press that filed this payment fills the place it would take again.
          const earlier = refusal === 'pending-limit' ? await readOwn(doc(db, 'payments', id)) : null;
          if (earlier && isSameFiling(earlier, data)) return toPayment(id, earlier);
          throw refusedPayment(refusal);
        }
        // A user may not read a payment that does not exist (nor anybody else's), so a read first
        // cannot tell a free id from a taken one. The rules refuse a write over an existing
        // payment (only the admin's pending → confirmed update is allowed), and nothing is written.
        try {
          const batch = writeBatch(db);
          batch.set(doc(db, 'payments', id), stamp(data));
          fileOneMore(batch, db, actor.uid, 'pendingPayments', id);
          await batch.commit();
        } catch (error) {
          if (toBackendError(error).code !== 'permission-denied') throw error;
          // Asked only after a refusal, so a payment accepted costs no read. The buyer may read
          // their own payment only: one filed by an earlier press whose answer was lost.
          const earlier = await readOwn(doc(db, 'payments', id));
          if (earlier && isSameFiling(earlier, data)) return toPayment(id, earlier);
          const owned = await getDoc(doc(db, 'entitlements', entitlementId(actor.uid, payment.bookId)));
          if (owned.exists()) throw refusedPayment('owned');
          throw new BackendError('already-exists', 'This transaction ID was already submitted.');
        }
        return toPayment(id, { ...data, createdAt: null });
      }),
    // Index: payments (status, createdAt desc, __name__ desc), in firestore.indexes.json.
    listPage: (status, request) =>
      mapErrors(() => readPage(inStatus(db, status), newestFirst, request, newestCursor, toPayment)),
    count: (status) => mapErrors(async () => (await getCount(inStatus(db, status))).data().count),
    find: (transactionId) =>
      mapErrors(async () => {
        const id = normaliseTransactionId(transactionId);
        if (!TRANSACTION_ID.test(id)) return null;
        const snapshot = await getDoc(doc(db, 'payments', id));
        return snapshot.exists() ? toPayment(snapshot.id, snapshot.data()) : null;
      }),
    // Two prefix range queries on the lower-cased copies, each on its single-field index.
    searchByBuyer: (prefix, size) =>
      mapErrors(async () => {
        const key = searchKey(prefix);
        if (!key) return [];
        const byPrefix = (field: string) =>
          read(
            query(
              collection(db, 'payments'),
              where(field, '>=', key),
              where(field, '<=', `${key}\uf8ff`),
              limit(size),
            ),
            toPayment,
          );
        const [byName, byEmail] = await Promise.all([byPrefix('searchName'), byPrefix('searchEmail')]);
        const unique = new Map([...byName, ...byEmail].map((payment) => [payment.id, payment]));
        return [...unique.values()].sort(byNewest).slice(0, size);
      }),
    listMine: () =>
      mapErrors(async () => {
        const actor = await requireActor(context);
        return read(query(collection(db, 'payments'), where('uid', '==', actor.uid)), toPayment);
      }),
    // Equalities only: Firestore merges the single-field indexes, so no composite index is needed.
    pendingFor: (bookId) =>
      mapErrors(async () => {
        const actor = await requireActor(context);
        const [pending] = await read(
          query(
            collection(db, 'payments'),
            where('uid', '==', actor.uid),
            where('bookId', '==', bookId),
            where('status', '==', 'pending'),
            limit(1),
          ),
          toPayment,
        );
        return pending ?? null;
      }),
    get: (id) =>
      mapErrors(async () => {
        await requireActor(context);
        try {
          const snapshot = await getDoc(doc(db, 'payments', id));
          return snapshot.exists() ? toPayment(snapshot.id, snapshot.data()) : null;
        } catch (error) {
          // The rules refuse a payment that is missing or someone else's alike.
          if (toBackendError(error).code === 'permission-denied') return null;
          throw error;
        }
      }),
    approve: (id) =>
      mapErrors(async () => {
        const admin = await requireActor(context);
        const snapshot = await getDoc(doc(db, 'payments', id));
        if (!snapshot.exists()) throw new BackendError('not-found', 'No such payment.');
        const found = toPayment(id, snapshot.data());
        if (decisionStill(found.status, 'confirmed') === 'decided-before') return 'decided-before';
        const writes = confirmationWrites(admin.uid, found);
        const batch = writeBatch(db);
        batch.update(doc(db, writes.paymentPath), stamp(writes.paymentPatch));
        if (writes.grant) batch.set(doc(db, writes.grant.path), stamp(writes.grant.data));
        await releaseOne(batch, db, found.uid, 'pendingPayments');
        return decide(batch, id, 'confirmed');
      }),
    reject: (id, rejection) =>
      mapErrors(async () => {
        const admin = await requireActor(context);
        const snapshot = await getDoc(doc(db, 'payments', id));
        if (!snapshot.exists()) throw new BackendError('not-found', 'No such payment.');
        const found = toPayment(id, snapshot.data());
        if (decisionStill(found.status, 'rejected') === 'decided-before') return 'decided-before';
        const batch = writeBatch(db);
        batch.update(doc(db, 'payments', id), stamp(rejectionPatch(admin.uid, rejection)));
        await releaseOne(batch, db, found.uid, 'pendingPayments');
        return decide(batch, id, 'rejected');
      }),
    release: (id) => mapErrors(() => deleteDoc(doc(db, 'payments', id))),
    // Index: payments (status, decidedAt), in firestore.indexes.json.
    // On the dashboard's own index (status, createdAt, __name__).
    listPendingBetween: (start, end, request) =>
      mapErrors(() =>
        readPage(
          query(
            inStatus(db, 'pending'),
            where('createdAt', '>=', Timestamp.fromDate(start)),
            where('createdAt', '<', Timestamp.fromDate(end)),
          ),
          newestFirst,
          request,
          newestCursor,
          toPayment,
        ),
      ),
    listConfirmedBetween: (start, end) =>
      mapErrors(() =>
        read(
          query(
            inStatus(db, 'confirmed'),
            where('decidedAt', '>=', Timestamp.fromDate(start)),
            where('decidedAt', '<', Timestamp.fromDate(end)),
            orderBy('decidedAt'),
          ),
          toPayment,
        ),
      ),
  };
}
