import { englishErrorMessage } from '../../../backend/words/englishErrors';
import { isBackendError } from '../../../backend/errors';
import type { Backend, Payment } from '../../../backend/types';
import { isOffline } from '../../../lib/online';
import { checkMessages as text } from './checkMessages';

export interface BulkApproval {
  approved: Payment[];
  failed: { payment: Payment; message: string }[];
}

/**
 * Approves each payment in turn with the dashboard's own approval (the book granted in the same
 * write). A failure leaves the others done and is reported with its reason; a payment no longer
 * pending is never sent, so running it again is harmless. A spent quota refuses every request
 * until it resets: the first such refusal stops the run, and the payments not tried are reported
 * with it.
 */
export async function approveEach(
  backend: Backend,
  payments: readonly Payment[],
  onApproved: (payment: Payment, done: number) => void,
): Promise<BulkApproval> {
  const result: BulkApproval = { approved: [], failed: [] };
  let stoppedBy: string | null = null;
  for (const payment of payments) {
    if (payment.status !== 'pending') continue;
    if (stoppedBy !== null) {
      result.failed.push({ payment, message: stoppedBy });
      continue;
    }
    try {
      await backend.payments.approve(payment.id);
      const approved: Payment = { ...payment, status: 'confirmed', decidedAt: new Date() };
      result.approved.push(approved);
      onApproved(approved, result.approved.length + result.failed.length);
    } catch (error) {
      console.error('Could not approve the payment', payment.id, error);
      // A write whose answer was lost may have been made: approved again, it is found decided.
      const lost = isBackendError(error, 'network');
      result.failed.push({
        payment,
        message: lost ? (isOffline() ? text.offline : text.noAnswer) : englishErrorMessage(error),
      });
      if (isBackendError(error, 'quota-exceeded')) stoppedBy = englishErrorMessage(error);
    }
  }
  return result;
}
