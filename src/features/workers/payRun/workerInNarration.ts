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
 * Words banks write beside a payee's name in its field, which are never the name: the kind of
 * transfer, 'TO', a title before it ('NEFT TO ASHA RAO', 'SMT ASHA RAO'), and what the payment was
 * for after it ('ASHA RAO SALARY NOV'). Any other word beside the name may be part of another
 * person's: 'MOHAN KUMAR SHARMA' is not Mohan Kumar.
 */
const BEFORE_A_NAME = new Set(
  'TO BY FOR MR MRS MS MISS SHRI SRI SMT KUMARI DR NEFT IMPS RTGS UPI TRF TRANSFER PAID PAY PAYMENT FT INB'.split(
    ' ',
  ),
);
const AFTER_A_NAME = new Set(
  'SALARY PAY PAYOUT PAYMENT WAGES DATA ENTRY WORK FOR NOV DEC JAN FEB MAR APR MAY JUN JUL AUG SEP SEPT OCT NETBANK'.split(
    ' ',
  ),
);

/** A name's words of two letters or more: an initial proves nothing and banks drop it. */
const nameWordsOf = (text: string) => wordsOf(text).filter((word) => word.length > 1);

/**
 * The narration's fields, each as its words: the runs of letters between the bank's slashes,
 * dashes and numbers ('IMPS/P2A/533612340011/KIRAN MEHTA/SBIN' → IMPS, P, A, KIRAN MEHTA, SBIN). A
 * dot or an apostrophe stays inside a name ('ASHA K. RAO', "JOHN D'SOUZA").
 */
const fieldsOf = (narration: string) =>
  narration
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[.'’\s]+/g, ' ')
    .split(/[^A-Z ]+/)
    .map((field) => nameWordsOf(field));

/**
 * True when one field of the narration is the worker's name: its words in any order ('RAO ASHA'),
 * with only bank words beside it, the last one perhaps cut short by the bank to three letters or
 * more ('KIRAN MEH'). A bank cuts a name at its end, never in its middle, so 'RAJ KUMAR' is not
 * Rajesh Kumar. A name needs a word of three letters or more.
 */
export function namesWorker(narration: string, name: string): boolean {
  const nameWords = nameWordsOf(name);
  if (!nameWords.some((word) => word.length >= 3)) return false;
  return fieldsOf(narration).some((field) => {
    const words = [...field];
    while (words.length > nameWords.length && BEFORE_A_NAME.has(words[0]!)) words.shift();
    while (words.length > nameWords.length && AFTER_A_NAME.has(words[words.length - 1]!)) words.pop();
    return isTheName(words, nameWords);
  });
}

function isTheName(words: readonly string[], nameWords: readonly string[]): boolean {
  if (words.length !== nameWords.length) return false;
  const left = [...nameWords];
  return words.every((word, index) => {
    const cut = index === words.length - 1 && word.length >= 3;
    const at = left.indexOf(word);
    const found = at >= 0 ? at : cut ? left.findIndex((each) => each.startsWith(word)) : -1;
    if (found < 0) return false;
    left.splice(found, 1);
    return true;
  });
}

/**
 * True when every word of the worker's name is somewhere in the narration, whole or cut short
 * ('ASHA RAO RAVI RAO' mentions both): too loose to pay a payout by, but a debit that mentions
 * another worker is not taken for this one's.
 */
export function mentionsWorker(narration: string, name: string): boolean {
  const nameWords = nameWordsOf(name);
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

/**
 * True when the narration holds the UPI ID whole, in any case, between the bank's separators
 * ('UPI-ASHA RAO-asha@ybl-YESB0000001'): 'masha@ybl' and 'asha@ybl1' are other people's.
 */
export function namesUpiId(narration: string, upi: string): boolean {
  if (upi === '') return false;
  const escaped = upi.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![a-z0-9._])${escaped}(?![a-z0-9_])`).test(narration.toLowerCase());
}
