import { parseISO } from 'date-fns';

/** How the readers of stored documents read a field they cannot trust to be well formed. */

/**
 * A Firestore Timestamp, a Date, or an older record's date string or epoch milliseconds as a Date
 * (an unreadable one as an invalid Date, which shows as 'Invalid Date'); a missing field as null.
 */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  // parseISO keeps a bare yyyy-MM-dd on that calendar day wherever the reader is.
  if (typeof value === 'string') return parseISO(value);
  if (typeof value === 'number') return new Date(value);
  if (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toDate?: unknown }).toDate === 'function'
  ) {
    const date = (value as { toDate: () => unknown }).toDate();
    return date instanceof Date ? date : null;
  }
  return null;
}

export const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

export const isOneOf = <T extends string>(words: readonly T[], value: unknown): value is T =>
  (words as readonly unknown[]).includes(value);

/** A stored value as a warning names it: a text in quotes. */
const quoted = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

/**
 * Says in the console that a stored document holds a word the app does not know and how it is
 * read instead: firestore.rules lets no such value be written, so it comes from an old or a
 * hand-edited document, which someone should look at rather than have the page guess in silence.
 */
export function warnUnknown(document: string, field: string, stored: unknown, readAs: string): void {
  console.warn(`${document} has the ${field} ${quoted(stored)}, which the app does not know; ${readAs}.`);
}
