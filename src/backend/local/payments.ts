import { confirmationWrites, paymentDocument, rejectionPatch, toPayment } from '../documents';
import { BackendError } from '../errors';
import { TRANSACTION_ID } from '../policy';
import type { NewPayment, PaymentsRepository } from '../types';
import { requireActor, type LocalRepositoryContext } from './repository';

/** payments/{id} in the local backend; the id is the normalised transaction id. */
export function localPayments(context: LocalRepositoryContext): PaymentsRepository {
  const { store, actor } = context;
  return {
    async submit(payment: NewPayment) {
      const signedIn = requireActor(context);
      const { id, data } = paymentDocument(signedIn.uid, payment);
      if (!TRANSACTION_ID.test(id)) throw new BackendError('invalid-input', 'Invalid transaction id.');
      const path = `payments/${id}`;
      if (store.exists(path))
        throw new BackendError('already-exists', 'This transaction ID was already submitted.');
      return toPayment(id, store.create(signedIn, path, data));
    },
    async listAll() {
      return store.list(actor(), 'payments').map(({ id, data }) => toPayment(id, data));
    },
    async listMine() {
      const signedIn = requireActor(context);
      return store.list(signedIn, 'payments', signedIn.uid).map(({ id, data }) => toPayment(id, data));
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
      const writes = confirmationWrites(admin.uid, toPayment(id, data));
      store.batch(admin, [
        { kind: 'update', path: writes.paymentPath, data: writes.paymentPatch },
        { kind: 'set', path: writes.entitlementPath, data: writes.entitlement },
      ]);
    },
    async reject(id, rejection) {
      const admin = requireActor(context);
      store.update(admin, `payments/${id}`, rejectionPatch(admin.uid, rejection));
    },
    async release(id) {
      store.delete(actor(), `payments/${id}`);
    },
  };
}
