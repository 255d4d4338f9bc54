import type { Payment } from '../../backend/types';

/** When the payment was made: createdAt as written today, timestamp on older documents. */
export function paymentDate(payment: Pick<Payment, 'createdAt' | 'timestamp'>): Date | null | undefined {
  return payment.createdAt ?? payment.timestamp;
}

function sortTime(payment: Payment): number {
  const time = paymentDate(payment)?.getTime();
  // Undated and unreadable dates go last rather than jumping to the top.
  return time === undefined || Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Newest first; a copy, the input is left alone. */
export function newestFirst(payments: readonly Payment[]): Payment[] {
  return [...payments].sort((a, b) => sortTime(b) - sortTime(a));
}
