import { collection, doc, getDoc, query, setDoc, where } from 'firebase/firestore/lite';
import { ebooks } from '../../catalogue/ebooks';
import { entitlementId } from '../documents/documentPaths';
import { bookFileDocument, toEntitlement } from '../documents/documents';
import type { LibraryRepository } from '../types';
import { mapErrors } from './errorMapping';
import { read, requireActor, stamp, type FirestoreContext } from './repository';

/** entitlements/{uid}_{bookId} and bookFiles/{bookId} in Cloud Firestore. */
export function firestoreLibrary(context: FirestoreContext): LibraryRepository {
  const { db } = context;
  const link = async (bookId: string) => {
    const snapshot = await getDoc(doc(db, 'bookFiles', bookId));
    const url: unknown = snapshot.exists() ? snapshot.data().url : null;
    return typeof url === 'string' ? url : null;
  };
  return {
    listMine: () =>
      mapErrors(async () => {
        const actor = await requireActor(context);
        return read(query(collection(db, 'entitlements'), where('uid', '==', actor.uid)), (_id, data) =>
          toEntitlement(data),
        );
      }),
    owned: (bookId) =>
      mapErrors(async () => {
        const actor = await requireActor(context);
        const snapshot = await getDoc(doc(db, 'entitlements', entitlementId(actor.uid, bookId)));
        return snapshot.exists() ? toEntitlement(snapshot.data()) : null;
      }),
    fileLink: (bookId) => mapErrors(() => link(bookId)),
    listFileLinks: () =>
      mapErrors(async () => {
        const links: Record<string, string> = {};
        for (const book of ebooks) {
          const url = await link(book.id);
          if (url) links[book.id] = url;
        }
        return links;
      }),
    setFileLink: (bookId, url) =>
      mapErrors(() => setDoc(doc(db, 'bookFiles', bookId), stamp(bookFileDocument(url)))),
  };
}
