import type { Auth } from 'firebase/auth';
import { getDocs, serverTimestamp, type Firestore, type Query } from 'firebase/firestore/lite';
import { withServerTime } from '../documents';
import { BackendError } from '../errors';
import type { Actor, DocData } from '../policy';

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

/** A document to write, its server-time fields set to the server's clock. */
export const stamp = (data: DocData) => withServerTime(data, serverTimestamp());
