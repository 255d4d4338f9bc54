import { format } from 'date-fns';
import type { Payment } from '../../backend/types';

/**
 * A receipt's number: the day of confirmation and the transaction id, which is unique to the
 * payment, so the same receipt always shows the same number without a counter to keep.
 */
export function receiptNumber(payment: Pick<Payment, 'transactionId' | 'decidedAt'>): string {
  const day = payment.decidedAt && !Number.isNaN(payment.decidedAt.getTime()) ? payment.decidedAt : null;
  return `R-${day ? format(day, 'yyyyMMdd') : '00000000'}-${payment.transactionId}`;
}
