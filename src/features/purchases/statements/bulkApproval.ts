import { englishErrorMessage } from '../../../backend/englishErrors';
import type { Backend, Payment } from '../../../backend/types';

export interface BulkApproval {
  approved: Payment[];
  failed: { payment: Payment; message: string }[];
}

/**
 * Approves each payment in turn with the dashboard's own approval (the book granted in the same
 * write). A failure leaves the others done and is reported with its reason; a payment no longer
 * pending is never sent, so running it again is harmless.
 */
export async function approveEach(
  backend: Backend,
  payments: readonly Payment[],
  onApproved: (payment: Payment, done: number) => void,
): Promise<BulkApproval> {
  const result: BulkApproval = { approved: [], failed: [] };
  for (const payment of payments) {
    if (payment.status !== 'pending') continue;
    try {
      await backend.payments.approve(payment.id);
      const approved: Payment = { ...payment, status: 'confirmed', decidedAt: new Date() };
      result.approved.push(approved);
      onApproved(approved, result.approved.length + result.failed.length);
    } catch (error) {
      console.error('Could not approve the payment', payment.id, error);
      result.failed.push({ payment, message: englishErrorMessage(error) });
    }
  }
  return result;
}
