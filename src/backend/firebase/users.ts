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
import { isAdminEmail } from '../isAdmin';
import type { UsersRepository } from '../types';
import { mapErrors } from './errorMapping';
import { readPage, type CursorCodec } from './paging';
import { read, requireActor, type FirestoreContext } from './repository';

/** users/{uid} in Cloud Firestore. */
export function firestoreUsers(context: FirestoreContext): UsersRepository {
  const { db } = context;
  const approved = query(collection(db, 'users'), where('approved', '==', true));
  // Every profile is created with approved: false (firestore.rules), so this finds everyone waiting.
  const waiting = query(collection(db, 'users'), where('approved', '==', false));
  // Set by the admin's revocation and cleared by a new approval (firestore.rules checks both).
  const revoked = query(collection(db, 'users'), where('revoked', '==', true));
  const byName = [orderBy('firstName'), orderBy('lastName'), orderBy(documentId())];
  const nameCursor: CursorCodec = {
    encode: (id, data) => [data.firstName, data.lastName, id],
    decode: (values) => values,
  };
  /**
   * The server's count of a query on `approved`, less the admin's own profile when it has that
   * approval: the caller is the admin, so reading their own profile is one read.
   */
  const countWorkers = async (target: typeof approved, approval: boolean) => {
    const admin = await requireActor(context);
    const [count, own] = await Promise.all([getCount(target), getDoc(doc(db, 'users', admin.uid))]);
    const counted = isAdminEmail(admin.email) && own.exists() && own.data().approved === approval;
    return count.data().count - (counted ? 1 : 0);
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
    // The admin's own profile is approved too but is nobody's worker: it is left out of the page
    // it falls on (a query cannot leave out one e-mail and keep the order by name).
    listApprovedPage: (request) =>
      mapErrors(async () => {
        const page = await readPage(approved, byName, request, nameCursor, toProfile);
        return { ...page, items: page.items.filter((user) => !isAdminEmail(user.email)) };
      }),
    countApproved: () => mapErrors(() => countWorkers(approved, true)),
    // Index: users (revoked, firstName, lastName, __name__), in firestore.indexes.json.
    listRevokedPage: (request) => mapErrors(() => readPage(revoked, byName, request, nameCursor, toProfile)),
    // The same index serves it: approved is an equality, whichever its value.
    listWaitingPage: (request) =>
      mapErrors(async () => {
        const page = await readPage(waiting, byName, request, nameCursor, toProfile);
        return { ...page, items: page.items.filter((user) => !isAdminEmail(user.email)) };
      }),
    countWaiting: () => mapErrors(() => countWorkers(waiting, false)),
    setApproval: (uid, approved) =>
      mapErrors(async () => {
        if (typeof approved !== 'boolean') throw new BackendError('invalid-input', 'Approval is yes or no.');
        await updateDoc(doc(db, 'users', uid), { approved, revoked: !approved });
      }),
  };
}
