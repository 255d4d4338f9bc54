import { paymentDocument, toPayment } from '../documents';
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
    async approve(id) {
      store.update(actor(), `payments/${id}`, { status: 'confirmed' });
    },
  };
}
