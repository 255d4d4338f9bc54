/**
 * Text as firestore.rules' trim() and lower() see it, so that a copy the app derives (a search key,
 * an address compared with the account's) is the copy the rules derive. Checked on the Firestore
 * emulator: lower() changes only A–Z, and trim() strips the characters up to U+0020 (Java's
 * String.trim), while JavaScript's toLowerCase() and trim() also change 'É', 'İ' or a no-break
 * space: a payer named 'Élodie' was refused because of it.
 */

const ASCII_CAPITAL = /[A-Z]/g;
// eslint-disable-next-line no-control-regex -- the rules strip control characters, so must this
const RULES_SPACE_AT_ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

/** firestore.rules' lower(): A–Z to a–z, every other character as it is. */
export const rulesLower = (value: string) => value.replace(ASCII_CAPITAL, (letter) => letter.toLowerCase());

/** firestore.rules' trim(): the control characters and spaces (U+0000 to U+0020) at either end. */
export const rulesTrim = (value: string) => value.replace(RULES_SPACE_AT_ENDS, '');
