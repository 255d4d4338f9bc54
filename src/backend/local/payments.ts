import { filingAfter, filingPath } from '../policies/filingPolicy';
import type { Actor } from '../isAdmin';
import type { DocData } from '../policies/policyHelpers';
import type { BatchWrite } from './store';
import {
  confirmationWrites,
  decisionStill,
  isSameFiling,
  paymentDocument,
  rejectionPatch,
  toPayment,
} from '../documents/documents';
import { refusedPayment } from '../words/englishErrors';
import { BackendError } from '../errors';
import { normaliseTransactionId, paymentRefusal, searchKey, TRANSACTION_ID } from '../policies/policy';
import { buyerOf } from '../policies/purchasePolicy';
import type { NewPayment, Payment, PaymentsRepository } from '../types';
import { pageOf } from './paging';
import { requireActor, type LocalRepositoryContext } from './repository';

/** What Firestore orders payments by: the time written, then the id; an undated one is left out. */
const newestKey = (payment: Payment) => [payment.createdAt?.getTime() ?? -1, payment.id] as const;

/** payments/{id} in the local backend; the id is the normalised transaction id. */
export function localPayments(context: LocalRepositoryContext): PaymentsRepository {
  const { store, actor } = context;
  /** The write that frees the buyer's place among their payments waiting to be checked, if any. */
  const freeingPlace = (admin: Actor, payment: DocData): BatchWrite[] => {
    const buyer = buyerOf(payment);
    if (buyer === null) return [];
    const path = filingPath(buyer);
    const filing = filingAfter(store.get(admin, path), 'pendingPayments', -1);
    return filing ? [{ type: 'set', path, data: filing }] : [];
  };
  return {
    async submit(payment: NewPayment) {
      const signedIn = requireActor(context);
      const { id, data } = paymentDocument(signedIn.uid, payment);
      const path = `payments/${id}`;
      // A first press that filed this payment fills the place it would take again, or owns the book.
      const earlier = store.serverView().get(path);
      if (earlier && isSameFiling(earlier, data)) return toPayment(id, earlier);
      const refusal = paymentRefusal(signedIn, id, data, store.serverView());
      if (refusal) throw refusedPayment(refusal);
      if (store.exists(path))
        throw new BackendError('already-exists', 'This transaction ID was already submitted.');
      const filing = filingAfter(store.get(signedIn, filingPath(signedIn.uid)), 'pendingPayments', 1, id);
      const [written] = store.batch(signedIn, [
        { type: 'set', path, data },
        { type: 'set', path: filingPath(signedIn.uid), data: filing },
      ]);
      return toPayment(id, written!);
    },
    async listPage(status, request) {
      const dated = store
        .list(actor(), 'payments')
        .map(({ id, data }) => toPayment(id, data))
        .filter((payment) => payment.status === status && payment.createdAt !== null);
      return pageOf(dated, newestKey, request, true);
    },
    async count(status) {
      return store.list(actor(), 'payments').filter(({ data }) => data.status === status).length;
    },
    async find(transactionId) {
      const id = normaliseTransactionId(transactionId);
      if (!TRANSACTION_ID.test(id)) return null;
      const data = store.get(actor(), `payments/${id}`);
      return data ? toPayment(id, data) : null;
    },
    async searchByBuyer(prefix, size) {
      const key = searchKey(prefix);
      const matches = (value: unknown) => typeof value === 'string' && value.startsWith(key);
      const found = store
        .list(actor(), 'payments')
        .filter(({ data }) => matches(data.searchName) || matches(data.searchEmail))
        .map(({ id, data }) => toPayment(id, data));
      return pageOf(found, newestKey, { size }, true).items;
    },
    async listMine() {
      const signedIn = requireActor(context);
      return store.list(signedIn, 'payments', signedIn.uid).map(({ id, data }) => toPayment(id, data));
    },
    async pendingFor(bookId) {
      const signedIn = requireActor(context);
      // The first by id, as Firestore answers a query of equalities only.
      const pending = store
        .list(signedIn, 'payments', signedIn.uid)
        .filter(({ data }) => data.bookId === bookId && data.status === 'pending')
        .sort((a, b) => (a.id < b.id ? -1 : 1))[0];
      return pending ? toPayment(pending.id, pending.data) : null;
    },
    async get(id) {
      const signedIn = requireActor(context);
      try {
        const data = store.get(signedIn, `payments/${id}`);
        return data && toPayment(id, data);
      } catch (error) {
        if (error instanceof BackendError && error.code === 'permission-denied') return null;
        throw error;
      }
    },
    async approve(id) {
      const admin = requireActor(context);
      const data = store.get(admin, `payments/${id}`);
      if (!data) throw new BackendError('not-found', 'No such payment.');
      const found = toPayment(id, data);
      if (decisionStill(found.status, 'confirmed') === 'decided-before') return 'decided-before';
      const writes = confirmationWrites(admin.uid, found);
      store.batch(admin, [
        { type: 'update', path: writes.paymentPath, data: writes.paymentPatch },
        ...(writes.grant ? [{ type: 'set' as const, ...writes.grant }] : []),
        ...freeingPlace(admin, data),
      ]);
      return 'decided';
    },
    async reject(id, rejection) {
      const admin = requireActor(context);
      const data = store.get(admin, `payments/${id}`);
      if (!data) throw new BackendError('not-found', 'No such payment.');
      if (decisionStill(toPayment(id, data).status, 'rejected') === 'decided-before') return 'decided-before';
      store.batch(admin, [
        { type: 'update', path: `payments/${id}`, data: rejectionPatch(admin.uid, rejection) },
        ...freeingPlace(admin, data),
      ]);
      return 'decided';
    },
    async release(id) {
      store.delete(actor(), `payments/${id}`);
    },
    async listPendingBetween(start, end, request) {
      const sent = (payment: Payment) => payment.createdAt?.getTime() ?? Number.NaN;
      const inRange = store
        .list(actor(), 'payments')
        .map(({ id, data }) => toPayment(id, data))
        .filter(
          (payment) =>
            payment.status === 'pending' && sent(payment) >= start.getTime() && sent(payment) < end.getTime(),
        );
      return pageOf(inRange, newestKey, request, true);
    },
    async listConfirmedBetween(start, end) {
      const decidedAt = (payment: Payment) => payment.decidedAt?.getTime() ?? Number.NaN;
      return store
        .list(actor(), 'payments')
        .map(({ id, data }) => toPayment(id, data))
        .filter(
          (payment) =>
            payment.status === 'confirmed' &&
            decidedAt(payment) >= start.getTime() &&
            decidedAt(payment) < end.getTime(),
        )
        .sort((a, b) => decidedAt(a) - decidedAt(b) || a.id.localeCompare(b.id));
    },
  };
}
