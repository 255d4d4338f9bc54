import {
  collection,
  doc,
  documentId,
  getCount,
  getDoc,
  orderBy,
  query,
  updateDoc,
  where,
} from 'firebase/firestore/lite';
import { toProfile } from '../documents';
import { BackendError } from '../errors';
import type { UsersRepository } from '../types';
import { mapErrors } from './errorMapping';
import { readPage, type CursorCodec } from './paging';
import { read, type FirestoreContext } from './repository';

/** users/{uid} in Cloud Firestore. */
export function firestoreUsers({ db }: FirestoreContext): UsersRepository {
  const approved = query(collection(db, 'users'), where('approved', '==', true));
  // Every profile is created with approved: false (firestore.rules), so this finds everyone waiting.
  const waiting = query(collection(db, 'users'), where('approved', '==', false));
  const byName = [orderBy('firstName'), orderBy('lastName'), orderBy(documentId())];
  const nameCursor: CursorCodec = {
    encode: (id, data) => [data.firstName, data.lastName, id],
    decode: (values) => values,
  };
  return {
    get: (uid) =>
      mapErrors(async () => {
        const snapshot = await getDoc(doc(db, 'users', uid));
        return snapshot.exists() ? toProfile(snapshot.id, snapshot.data()) : null;
      }),
    listAll: () => mapErrors(() => read(query(collection(db, 'users')), toProfile)),
    listApproved: () => mapErrors(() => read(approved, toProfile)),
    // Index: users (approved, firstName, lastName, __name__), in firestore.indexes.json.
    listApprovedPage: (request) =>
      mapErrors(() => readPage(approved, byName, request, nameCursor, toProfile)),
    countApproved: () => mapErrors(async () => (await getCount(approved)).data().count),
    // The same index serves it: approved is an equality, whichever its value.
    listWaitingPage: (request) => mapErrors(() => readPage(waiting, byName, request, nameCursor, toProfile)),
    countWaiting: () => mapErrors(async () => (await getCount(waiting)).data().count),
    setApproval: (uid, approved) =>
      mapErrors(async () => {
        if (typeof approved !== 'boolean') throw new BackendError('invalid-input', 'Approval is yes or no.');
        await updateDoc(doc(db, 'users', uid), { approved });
      }),
  };
}
