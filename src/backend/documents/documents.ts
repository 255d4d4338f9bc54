import { SERVER_TIME, type DocData } from '../policies/policyHelpers';

/**
 * The documents the firebase backend writes and the entities it reads back, as pure functions: the
 * field names are in docs/data-and-access.md, and a field the server stamps holds policy's SERVER_TIME
 * marker, which the adapter swaps for Firestore's serverTimestamp() at the moment of writing. That
 * lets a plain unit test hold every document against the access policy that firestore.rules states.
 * Each new document `satisfies` its list of fields in fields.ts, so the two cannot drift apart. One
 * module per collection holds its builders and readers; this one re-exports them with what they share.
 */

export * from './adDocuments';
export * from './entryDocuments';
export * from './paymentDocuments';
export * from './profileDocuments';
export { toDate } from './documentReading';

/** An opaque page cursor from the values a list is ordered by, and back. */
export const encodeCursor = (values: readonly unknown[]): string => JSON.stringify(values);
export function decodeCursor(cursor: string | null | undefined): unknown[] | null {
  if (!cursor) return null;
  try {
    const values: unknown = JSON.parse(cursor);
    return Array.isArray(values) ? values : null;
  } catch {
    return null;
  }
}

/** Replaces each top-level SERVER_TIME marker with `stamp` (Firestore's serverTimestamp()). */
export function withServerTime(data: DocData, stamp: unknown): DocData {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value === SERVER_TIME ? stamp : value]),
  );
}
