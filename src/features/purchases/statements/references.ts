import { normaliseTransactionId, TRANSACTION_ID } from '../../../backend/purchasePolicy';

/**
 * The references a statement row carries, written as a payment's transaction id is stored
 * (src/backend/purchasePolicy.ts), so a lookup by the payment's id finds the row.
 */

/** UPI's reference (UTR, RRN, 'UPI transaction ID') is twelve digits. */
const UPI_REFERENCE_LENGTH = 12;
const DIGIT_RUN = /\d+/g;
/** Placeholders such as '0' or '000000' in a cheque column: any buyer could type them. */
const PLACEHOLDER = /^[0._-]+$/;

/**
 * The twelve-digit references inside `text`: 'UPI/533412345678/PAYMENT FROM ASHA/…',
 * 'UPI-ASHA RAO-asha@okaxis-UTIB0000123-533412345678-PAYMENT', or a reference column that pads
 * them with zeros to 16 digits (0000533412345678). Digits inside longer numbers do not count.
 */
export function upiReferencesIn(text: string): string[] {
  const found: string[] = [];
  for (const [run] of text.matchAll(DIGIT_RUN)) {
    if (run.length === UPI_REFERENCE_LENGTH) found.push(run);
    else if (run.length > UPI_REFERENCE_LENGTH && /^0+$/.test(run.slice(0, -UPI_REFERENCE_LENGTH))) {
      found.push(run.slice(-UPI_REFERENCE_LENGTH));
    }
  }
  return found;
}

/**
 * Every reference a payment may have been filed under for this row: each reference cell as it is
 * (normalised), and the UPI references inside the reference cells and the narration. No repeats.
 */
export function rowReferences(referenceCells: readonly string[], narration: string): string[] {
  const references = new Set<string>();
  for (const cell of referenceCells) {
    const whole = normaliseTransactionId(cell);
    if (TRANSACTION_ID.test(whole) && !PLACEHOLDER.test(whole)) references.add(whole);
    for (const reference of upiReferencesIn(cell)) references.add(reference);
  }
  for (const reference of upiReferencesIn(narration)) references.add(reference);
  return [...references];
}
