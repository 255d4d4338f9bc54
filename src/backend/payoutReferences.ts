/**
 * The shape of a payout's reference, as the pay run draws it (src/features/workers/payRun/references.ts)
 * and as the access policy and firestore.rules accept it as the id of a payout sent for payment
 * (sentPayouts/{reference}). firestore.rules repeats PAYOUT_REFERENCE_PATTERN, and
 * src/backend/firebase/rulesPatterns.test.ts holds the two to each other.
 */

/** Crockford's base 32: digits and capitals without I, L, O and U, which are misread for 1, 0 and V. */
export const PAYOUT_REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Marks the reference as this app's, so a person reading a statement knows it. */
export const PAYOUT_REFERENCE_PREFIX = 'LE';
/**
 * Random symbols after the prefix, then one check symbol: 45 random bits, so 50,000 payouts ever
 * share a reference by chance about once in 28,000 times.
 */
export const PAYOUT_REFERENCE_RANDOM_SYMBOLS = 9;
export const PAYOUT_REFERENCE_LENGTH = PAYOUT_REFERENCE_PREFIX.length + PAYOUT_REFERENCE_RANDOM_SYMBOLS + 1;

/** The prefix, then the random symbols and the check symbol, all of the alphabet. */
export const PAYOUT_REFERENCE_PATTERN = `^${PAYOUT_REFERENCE_PREFIX}[${PAYOUT_REFERENCE_ALPHABET}]{${
  PAYOUT_REFERENCE_RANDOM_SYMBOLS + 1
}}$`;

/** True for text of a reference's shape; whether its check symbol fits is references.ts's to say. */
export const hasPayoutReferenceShape = (text: string): boolean =>
  new RegExp(PAYOUT_REFERENCE_PATTERN).test(text);
