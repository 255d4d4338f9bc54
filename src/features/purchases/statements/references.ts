import { normaliseTransactionId, TRANSACTION_ID } from '../../../backend/policies/purchasePolicy';

/**
 * The references a statement row carries, written as a payment's transaction id is stored
 * (src/backend/policies/purchasePolicy.ts), so a lookup by the payment's id finds the row. Whether a
 * reference is the row's own (no other row carries it) is decided once the whole statement is
 * read (credits.ts).
 */

/** UPI's reference (UTR, RRN, 'UPI transaction ID') is twelve digits. */
const UPI_REFERENCE_LENGTH = 12;
/** Placeholders such as '0' or '000000' in a cheque column: any buyer could type them. */
const PLACEHOLDER = /^[0._-]+$/;
/**
 * A word standing alone in a reference cell, as in SBI's 'TRANSFER FROM 4897691162096': such a
 * cell describes the row; it is not a reference the bank gave it.
 */
const WORD = /(?:^|\s)[a-z]{2,}(?=\s|$)/i;
const DIGIT = /\d/;
/** A run of six digits or more: of an account, pool, IFSC or NEFT reference. */
const LONG_NUMBER = /\d{6,}/g;

// These read every cell of every row of a long statement, so they look at characters themselves.
const ZERO = 48;
const isDigit = (code: number) => code >= ZERO && code <= ZERO + 9;
const isLetterOrDigit = (code: number) =>
  isDigit(code) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** Each run of letters and digits in `text` holding six digits in a row or more, upper case, to `found`. */
function eachNumbered(text: string, found: (value: string) => void): void {
  LONG_NUMBER.lastIndex = 0;
  for (let match = LONG_NUMBER.exec(text); match; match = LONG_NUMBER.exec(text)) {
    let start = match.index;
    let end = start + match[0].length;
    while (start > 0 && isLetterOrDigit(text.charCodeAt(start - 1))) start--;
    while (end < text.length && isLetterOrDigit(text.charCodeAt(end))) end++;
    found(text.slice(start, end).toUpperCase());
    LONG_NUMBER.lastIndex = end;
  }
}

/**
 * The twelve-digit references inside `text`: 'UPI/533412345678/PAYMENT FROM ASHA/…',
 * 'UPI-ASHA RAO-asha@okaxis-UTIB0000123-533412345678-PAYMENT', or a reference column that pads
 * them with zeros to 16 digits (0000533412345678). Digits inside longer numbers do not count, nor
 * a UPI ID's own digits ('919876543210@ybl'), which come back on every payment of its owner.
 */
export function upiReferencesIn(text: string): string[] {
  const found: string[] = [];
  let start = -1;
  for (let index = 0; index <= text.length; index++) {
    if (index < text.length && isDigit(text.charCodeAt(index))) {
      if (start < 0) start = index;
      continue;
    }
    if (start < 0) continue;
    const from = index - UPI_REFERENCE_LENGTH;
    if (from >= start && text[index] !== '@') {
      let padding = start;
      while (padding < from && text.charCodeAt(padding) === ZERO) padding++;
      if (padding === from) found.push(text.slice(from, index));
    }
    start = -1;
  }
  return found;
}

/** A reference cell as a payment would be filed under it; null when no payment could be, or it is words. */
function wholeCell(cell: string): string | null {
  const whole = normaliseTransactionId(cell);
  return TRANSACTION_ID.test(whole) && !PLACEHOLDER.test(whole) && !WORD.test(cell) ? whole : null;
}

/** `list` with `value` added, unless it holds it already: rows hold a few values, so a list is quickest. */
const addOnce = (list: string[], value: string) => {
  if (!list.includes(value)) list.push(value);
};

/**
 * Every reference a payment may have been filed under for this row, UPI's twelve digits first
 * (from the reference cells, then the narration), then each reference cell as it is (normalised).
 * No repeats.
 */
export function rowReferences(referenceCells: readonly string[], narration: string): string[] {
  const references: string[] = [];
  const inNarration = upiReferencesIn(narration);
  for (const cell of referenceCells) {
    // Beside a narration with its UPI reference, twelve digits in a cell of words are not the
    // row's: they are what the words describe (SBI's pool account, on a row of its own or not).
    if (inNarration.length > 0 && WORD.test(cell)) continue;
    for (const reference of upiReferencesIn(cell)) addOnce(references, reference);
  }
  for (const reference of inNarration) addOnce(references, reference);
  for (const cell of referenceCells) {
    const whole = wholeCell(cell);
    if (whole) addOnce(references, whole);
  }
  return references;
}

/**
 * The other values of the row a buyer might quote, none of them a reference of the row: a
 * reference cell of words ('TRANSFER FROM 4897691162096', and the number in it), and numbers in
 * the narration (a NEFT reference, an account or IFSC). A payment filed under one is never
 * matched, nor called missing from the statement.
 */
export function rowMentions(
  referenceCells: readonly string[],
  narration: string,
  references: readonly string[],
): string[] {
  const mentions: string[] = [];
  const mention = (value: string) => {
    if (!references.includes(value)) addOnce(mentions, value);
  };
  for (const cell of referenceCells) {
    if (WORD.test(cell) && DIGIT.test(cell)) {
      const whole = normaliseTransactionId(cell);
      if (TRANSACTION_ID.test(whole)) mention(whole);
    }
    eachNumbered(cell, mention);
  }
  eachNumbered(narration, mention);
  return mentions;
}
