import type { Auth } from 'firebase/auth';
import {
  documentId,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  where,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';
import { withServerTime } from '../documents/documents';
import { BackendError } from '../errors';
import type { Actor, DocData } from '../policies/policy';
import { toBackendError } from './errorMapping';

/** What each repository of the firebase backend works with. */
export interface FirestoreContext {
  db: Firestore;
  auth: Auth;
}

/** The signed-in account as the access policy sees it; 'unauthenticated' when nobody is signed in. */
export async function requireActor({ auth }: FirestoreContext): Promise<Actor> {
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new BackendError('unauthenticated', 'Not signed in.');
  return { uid: user.uid, email: user.email ?? '', emailVerified: user.emailVerified };
}

/** Every document a query finds, converted. */
export async function read<T>(target: Query, convert: (id: string, data: DocData) => T): Promise<T[]> {
  const snapshot = await getDocs(target);
  return snapshot.docs.map((found) => convert(found.id, found.data()));
}

/**
 * The document at `target` when the signed-in account may read it; null when there is none or it is
 * someone else's (the rules refuse both alike), as after a refused create of one's own record.
 */
export async function readOwn(target: DocumentReference): Promise<DocData | null> {
  try {
    const snapshot = await getDoc(target);
    return snapshot.exists() ? snapshot.data() : null;
  } catch (error) {
    if (toBackendError(error).code === 'permission-denied') return null;
    throw error;
  }
}

/** The most ids Firestore takes in one 'in' filter. */
const IDS_PER_QUERY = 30;

/**
 * The documents of `ids` in a collection, converted, by id: one query per 30 ids rather than one
 * request per document. Missing documents, and those `convert` gives null for, are left out.
 */
export async function readByIds<T>(
  target: CollectionReference,
  ids: readonly string[],
  convert: (data: DocData) => T | null,
): Promise<Record<string, T>> {
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    chunks.push(ids.slice(start, start + IDS_PER_QUERY));
  }
  const snapshots = await Promise.all(
    chunks.map((chunk) => getDocs(query(target, where(documentId(), 'in', chunk)))),
  );
  const found: Record<string, T> = {};
  for (const snapshot of snapshots) {
    for (const document of snapshot.docs) {
      const value = convert(document.data());
      if (value !== null) found[document.id] = value;
    }
  }
  return found;
}

/** A document to write, its server-time fields set to the server's clock. */
export const stamp = (data: DocData) => withServerTime(data, serverTimestamp());
