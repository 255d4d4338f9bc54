import {
  hasPayoutReferenceShape,
  PAYOUT_REFERENCE_ALPHABET as ALPHABET,
  PAYOUT_REFERENCE_PREFIX,
  PAYOUT_REFERENCE_RANDOM_SYMBOLS as RANDOM_SYMBOLS,
} from '../../../backend/payoutReferences';

/**
 * The short reference each prepared payout carries to the bank, so the bank's statement can name
 * it later. Banks strip punctuation from narrations, upper-case them, glue fields together and cut
 * them short, so a reference is letters and digits only, of one fixed length, and is put first in
 * the narration (transferRows.ts), where a cut takes the words after it and leaves it whole.
 *
 * The tightest narration limit found documented is 20 characters: the 'Remarks' of a bank's
 * NEFT / RTGS text-upload layout (a public copy of one bank's "NEFT/RTGS File Upload in TEXT
 * Format" instructions: Tran Remarks 140, Remarks 20). RazorpayX allows 30 letters, digits and
 * spaces in a payout's narration (razorpay.com/docs/api/x/payouts: narration; the bulk upload
 * template's 'Payout Narration'), and HDFC Bank's ENet upload 30 in each 'Payment details' field.
 * Twelve characters fit the tightest with room for a word after them.
 *
 * The reference is random, not a run id and a row number: it stays unique across every run ever
 * prepared without a counter the backend would have to keep, and a payout prepared again keeps the
 * reference stored with it rather than a new one. It is drawn once and kept with the payout.
 *
 * Its shape, letters and length are src/backend/payoutReferences.ts's: the backend keeps each payout
 * sent for payment under its reference.
 */

export { PAYOUT_REFERENCE_LENGTH, PAYOUT_REFERENCE_PREFIX } from '../../../backend/payoutReferences';

/**
 * A symbol that depends on every other one, by position: a reference read with one symbol wrong
 * or two symbols swapped is not a reference, so a statement's own numbers are not taken for one.
 */
function checkSymbol(body: string): string {
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    sum = (sum * 7 + ALPHABET.indexOf(body[index]!) + 1) % 31;
  }
  return ALPHABET[sum]!;
}

/** Random whole numbers below 32, one per symbol; the browser's cryptographic source by default. */
export type RandomSymbols = (count: number) => number[];

const cryptoSymbols: RandomSymbols = (count) =>
  Array.from(crypto.getRandomValues(new Uint8Array(count)), (byte) => byte % ALPHABET.length);

/** A new payout reference, such as 'LE7K2M9QX4AB': not one of `taken` (the run's others). */
export function newPayoutReference(
  taken: ReadonlySet<string> = new Set(),
  random: RandomSymbols = cryptoSymbols,
): string {
  for (;;) {
    const symbols = random(RANDOM_SYMBOLS).map((value) => ALPHABET[value % ALPHABET.length]!);
    const body = symbols.join('');
    const reference = `${PAYOUT_REFERENCE_PREFIX}${body}${checkSymbol(body)}`;
    if (!taken.has(reference)) return reference;
  }
}

/** True for a reference this app could have drawn: its shape and its check symbol. */
export function isPayoutReference(text: string): boolean {
  if (!hasPayoutReferenceShape(text)) return false;
  const body = text.slice(PAYOUT_REFERENCE_PREFIX.length, -1);
  return checkSymbol(body) === text[text.length - 1];
}

/** A narration as the reference is looked for in it: capitals, without spaces or punctuation. */
export const squashed = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]+/g, '');

/**
 * Which of `references` a bank's text names, however the bank spaced, punctuated or glued it to
 * its own words: 'NEFT-ASHA RAO-LE7K2M9QX4AB SALARY', 'IMPS/LE7K2 M9QX4AB'. All references have one
 * length, so one cannot be found inside another; one cut short by the bank is not found at all.
 */
export function referencesNamed(texts: readonly string[], references: Iterable<string>): string[] {
  const haystack = texts.map(squashed).join('|');
  const named: string[] = [];
  for (const reference of references) if (haystack.includes(reference)) named.push(reference);
  return named;
}

/** Symbols of a run's id: two runs of a period kept the same day are told apart by it. */
const RUN_ID_SYMBOLS = 5;

/**
 * A new run's id, such as 'k7q2m', for its file's name: the bank's upload page lists each file by its
 * name, and the runs still on their way are grouped by it (confirm/runsOnTheirWay.ts), so a second
 * run of the month kept the same day is never taken for the first.
 */
export function newRunId(random: RandomSymbols = cryptoSymbols): string {
  return random(RUN_ID_SYMBOLS)
    .map((value) => ALPHABET[value % ALPHABET.length]!)
    .join('')
    .toLowerCase();
}
