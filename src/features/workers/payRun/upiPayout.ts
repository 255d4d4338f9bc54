import { MAX_PAYEE } from '../../../backend/limits';
import type { Backend, DayId, Payout } from '../../../backend/types';
import type { PayRow } from './payList';
import { payeeName } from './payRowWords';

/** A payout the admin made by scanning a worker's UPI QR code, as they record it. */
export interface UpiPayment {
  row: PayRow;
  /** Whole rupees, as the QR code asked. */
  amount: number;
  /** The payout's own reference, carried in the QR code's note. */
  reference: string;
  period: string;
  /** The UTR the admin's UPI app showed. */
  utr: string;
  paidOn: DayId;
}

/**
 * Records a payout paid by UPI QR code as a pay run would: first kept as sent under its reference
 * (layout 'upi-qr', sent the day it was paid, so the statement's debit of that day is not taken for
 * one made before the payout existed), then recorded as paid under the same reference with the UTR.
 * A run kept later does not list it again, and the statement that shows its debit finds it recorded
 * and records nothing twice. Pressed again after a lost answer, each write comes back as it is.
 */
export async function recordUpiPayout(
  backend: Backend,
  { row, amount, reference, period, utr, paidOn }: UpiPayment,
): Promise<Payout> {
  const details = row.details!;
  await backend.sentPayouts.send([
    {
      reference,
      uid: row.user.id,
      amount,
      period,
      layout: 'upi-qr',
      fileName: '',
      method: 'upi',
      payee: payeeName(row).slice(0, MAX_PAYEE),
      accountTail: '',
      upi: details.method === 'upi' ? details.upi : '',
      sentOn: paidOn,
    },
  ]);
  return backend.payouts.record(
    { uid: row.user.id, amount, paidOn, reference: utr, note: `UPI QR ${period} · ${reference}` },
    reference,
  );
}
