import { format } from 'date-fns';
import type { DayId, Payment } from '../../backend/types';
import { parseRupees } from '../../lib/rupeeText';
import { toCsv, type Cell } from '../../lib/csv';
import { csvWords } from './messages';

const words = csvWords.payments;

/** 'payments-2026-11-01-to-2026-11-30.csv'. */
export const paymentsFileName = (from: DayId, to: DayId) => `payments-${from}-to-${to}.csv`;

/** A moment in the admin's own time, in a form spreadsheets read as a date and time. */
const when = (date: Date | null | undefined) => (date ? format(date, 'yyyy-MM-dd HH:mm') : '');

/**
 * Confirmed eBook payments in the order given, then a total row with their count and sum. The
 * amount is the rupees as a number; one whose text cannot be read is kept as written and left out
 * of the sum.
 */
export async function paymentsCsv(payments: readonly Payment[]): Promise<string> {
  let sum = 0;
  const lines: Cell[][] = payments.map((payment) => {
    const rupees = parseRupees(payment.amount);
    sum += rupees ?? 0;
    return [
      payment.transactionId,
      payment.userName,
      payment.emailID,
      payment.bookTitle,
      rupees ?? payment.amount,
      when(payment.createdAt ?? payment.timestamp),
      when(payment.decidedAt),
    ];
  });
  lines.push([words.total, '', '', words.count(payments.length), sum, '', '']);
  return toCsv(words.columns, lines);
}
