import { decodeCursor, encodeCursor } from '../documents/documents';
import type { Page, PageRequest } from '../types';

type Key = readonly (string | number)[];

/** Compares keys as Firestore orders values: numbers by value, strings by code point. */
function compareKeys(a: Key, b: Key): number {
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i]!;
    const y = b[i]!;
    if (x < y) return -1;
    if (x > y) return 1;
  }
  return 0;
}

/**
 * One page of `items` in the order of `keyOf` (descending with `newestFirst`), as a cursor query
 * reads it: the items after the cursor's key, `size` of them.
 */
export function pageOf<T>(
  items: readonly T[],
  keyOf: (item: T) => Key,
  request: PageRequest,
  newestFirst = false,
): Page<T> {
  const direction = newestFirst ? -1 : 1;
  const sorted = [...items].sort((a, b) => direction * compareKeys(keyOf(a), keyOf(b)));
  const after = decodeCursor(request.after) as Key | null;
  const rest = after ? sorted.filter((item) => direction * compareKeys(keyOf(item), after) > 0) : sorted;
  const shown = rest.slice(0, request.size);
  const last = shown[shown.length - 1];
  return {
    items: shown,
    next: rest.length > request.size && last !== undefined ? encodeCursor(keyOf(last)) : null,
  };
}
