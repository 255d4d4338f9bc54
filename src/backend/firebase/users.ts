import { collection, doc, getDoc, query, updateDoc, where } from 'firebase/firestore/lite';
import { toProfile } from '../documents';
import { BackendError } from '../errors';
import type { UsersRepository } from '../types';
import { mapErrors } from './errorMapping';
import { read, type FirestoreContext } from './repository';

/** users/{uid} in Cloud Firestore. */
export function firestoreUsers({ db }: FirestoreContext): UsersRepository {
  return {
    get: (uid) =>
      mapErrors(async () => {
        const snapshot = await getDoc(doc(db, 'users', uid));
        return snapshot.exists() ? toProfile(snapshot.id, snapshot.data()) : null;
      }),
    listAll: () => mapErrors(() => read(query(collection(db, 'users')), toProfile)),
    listApproved: () =>
      mapErrors(() => read(query(collection(db, 'users'), where('approved', '==', true)), toProfile)),
    setApproval: (uid, approved) =>
      mapErrors(async () => {
        if (typeof approved !== 'boolean') throw new BackendError('invalid-input', 'Approval is yes or no.');
        await updateDoc(doc(db, 'users', uid), { approved });
      }),
  };
}
