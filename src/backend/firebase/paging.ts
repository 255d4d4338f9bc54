import { getDocs, limit, query, startAfter, type Query, type QueryConstraint } from 'firebase/firestore/lite';
import { decodeCursor, encodeCursor } from '../documents/documents';
import type { DocData } from '../policies/policy';
import type { Page, PageRequest } from '../types';

/** How a list writes its last document's orderBy values into a cursor, and reads them back. */
export interface CursorCodec {
  encode: (id: string, data: DocData) => unknown[];
  /** The values for startAfter(), in the query's orderBy order. */
  decode: (values: unknown[]) => unknown[];
}

/**
 * One page of an ordered query: `size` documents after the cursor, and one more read to learn
 * whether another page follows.
 */
export async function readPage<T>(
  base: Query,
  constraints: QueryConstraint[],
  request: PageRequest,
  codec: CursorCodec,
  convert: (id: string, data: DocData) => T,
): Promise<Page<T>> {
  const after = decodeCursor(request.after);
  const target = query(
    base,
    ...constraints,
    ...(after ? [startAfter(...codec.decode(after))] : []),
    limit(request.size + 1),
  );
  const snapshot = await getDocs(target);
  const docs = snapshot.docs.slice(0, request.size);
  const last = docs[docs.length - 1];
  return {
    items: docs.map((found) => convert(found.id, found.data())),
    next:
      snapshot.docs.length > request.size && last ? encodeCursor(codec.encode(last.id, last.data())) : null,
  };
}
