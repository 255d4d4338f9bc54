/** What a UPI app needs to open a payment with everything filled in. */
export interface UpiPayment {
  /** The payee's virtual payment address, e.g. 'shop@upi'. */
  payeeAddress: string;
  payeeName: string;
  /** In rupees. */
  amount: number;
  /** Shown to the payer in their app and on their statement. */
  note: string;
}

/** UPI apps cap the note; longer ones are cut or refused by some of them. */
export const UPI_NOTE_MAX_LENGTH = 50;

/**
 * A `upi://pay` deep link (NPCI's UPI linking specification) that every UPI app understands, from a
 * QR code or a tap on a phone. Values are percent-encoded one by one, with %20 for spaces: some apps
 * show a '+' literally, so URLSearchParams' form encoding is not used.
 */
export function upiPaymentLink({ payeeAddress, payeeName, amount, note }: UpiPayment): string {
  if (!Number.isFinite(amount) || amount <= 0) {
    throw new RangeError(`A UPI payment needs a positive amount, not ${amount}`);
  }
  const params: [string, string][] = [
    ['pa', payeeAddress.trim()],
    ['pn', payeeName.trim()],
    // Apps reject amounts without exactly two decimals, or with digit grouping.
    ['am', amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', note.trim().slice(0, UPI_NOTE_MAX_LENGTH)],
  ];
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `upi://pay?${query}`;
}
