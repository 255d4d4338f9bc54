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

/** Whether the payment matches a search over name, e-mail, book and transaction id. */
export function matchesSearch(payment: Payment, query: string): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [payment.userName, payment.emailID, payment.bookTitle, payment.transactionId]
    .join(' ')
    .toLowerCase();
  // A reference typed with spaces, as some apps print it, still finds the stored one.
  const compactQuery = words.join('');
  return (
    words.every((word) => haystack.includes(word)) ||
    payment.transactionId.toLowerCase().includes(compactQuery)
  );
}
