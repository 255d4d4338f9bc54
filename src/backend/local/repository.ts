import { newRecordId } from '../documents/documentPaths';
import { BackendError } from '../errors';
import type { Actor } from '../policies/policy';
import type { DocumentStore } from './store';

/** What each repository of the local backend works with: the documents, and who is asking. */
export interface LocalRepositoryContext {
  store: DocumentStore;
  /** The signed-in user, or null. */
  actor: () => Actor | null;
}

/** The signed-in user; 'unauthenticated' when nobody is. */
export function requireActor(context: LocalRepositoryContext): Actor {
  const signedIn = context.actor();
  if (!signedIn) throw new BackendError('unauthenticated', 'Not signed in.');
  return signedIn;
}

/** An id like Firestore's: 20 characters, letters and digits. */
export const newId = newRecordId;
