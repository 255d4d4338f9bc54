import { plainWords } from './transferRows';

/**
 * Whether a bank's narration names a worker, when it does not carry the payout's reference: by
 * their name, their account's last four digits as banks mask it, or their UPI ID.
 */

/** The narration's words: capitals, letters only. */
const wordsOf = (text: string) =>
  plainWords(text)
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter(Boolean);

/**
 * True when every word of the worker's name is in the narration, whole or cut short by the bank
 * (three letters at least: 'KIRAN MEH'). Initials alone prove nothing, so a name needs a word of
 * three letters or more.
 */
export function namesWorker(narration: string, name: string): boolean {
  const nameWords = wordsOf(name).filter((word) => word.length > 1);
  if (!nameWords.some((word) => word.length >= 3)) return false;
  const said = wordsOf(narration);
  return nameWords.every((word) =>
    said.some((token) => token === word || (token.length >= 3 && word.startsWith(token))),
  );
}

/**
 * True when the narration holds the account's last four digits masked as banks print them
 * ('XXXXXXXX6789', '****6789'). Bare digits do not count: a year, an amount or a UTR's tail holds
 * the same four as often, and a UPI reference is as long as an account number.
 */
export function namesAccountTail(narration: string, tail: string): boolean {
  if (!/^\d{4}$/.test(tail)) return false;
  return new RegExp(`(?:^|[^A-Za-z0-9])[Xx*]{2,}${tail}(?![0-9])`).test(narration);
}

/** True when the narration holds the UPI ID, in any case. */
export const namesUpiId = (narration: string, upi: string) =>
  upi !== '' && narration.toLowerCase().includes(upi.toLowerCase());
