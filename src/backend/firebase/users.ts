import {
  collection,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import { toProfile } from '../documents/documents';
import { BackendError } from '../errors';
import { PROFILE_LANGUAGES } from '../port/users';
import { isAdminEmail } from '../isAdmin';
import type { PageRequest, UserProfile, UsersRepository } from '../types';
import { mapErrors } from './errorMapping';
import { readPage, type CursorCodec } from './paging';
import { read, requireActor, type FirestoreContext } from './repository';

/** Profiles whose days are looked up at once by the repair of former workers. */
const LOOKUPS_AT_ONCE = 20;
/**
 * Former workers marked in one batch. Firestore counts the rules' expressions per request, 1,000 at
 * most, and the admin's update of a profile evaluates about 100 (measured on the emulator, which
 * counts them per write: a batch of 500 passes there, and may not in production).
 */
export const BATCH_WRITES = 8;

/** users/{uid} in Cloud Firestore. */
export function firestoreUsers(context: FirestoreContext): UsersRepository {
  const { db } = context;
  const approved = query(collection(db, 'users'), where('approved', '==', true));
  // Every profile is created with approved: false (firestore.rules), so this finds everyone not
  // approved: those waiting and those revoked.
  const unapproved = query(collection(db, 'users'), where('approved', '==', false));
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
  const isWaiting = (user: UserProfile) => !user.revoked && !isAdminEmail(user.email);

  /**
   * A page of those waiting: the unapproved by name, less the revoked and the admin. A query cannot
   * leave the revoked out (`!=` and `not-in` skip profiles without the field, and every profile
   * from before the mark lacks it), so the page reads on past them until it is full or the list
   * ends; each read asks for just the rows still missing.
   */
  const listWaitingPage = async (request: PageRequest) => {
    const items: UserProfile[] = [];
    let after = request.after ?? null;
    for (;;) {
      const page = await readPage(
        unapproved,
        byName,
        { size: request.size - items.length, after },
        nameCursor,
        toProfile,
      );
      items.push(...page.items.filter(isWaiting));
      after = page.next;
      if (items.length >= request.size || after === null) return { items, next: after };
    }
  };

  /** Only the unapproved are ever revoked (firestore.rules), so those waiting are the difference. */
  const countWaiting = async () => {
    const [unapprovedCount, revokedCount] = await Promise.all([
      countWorkers(unapproved, false),
      getCount(revoked),
    ]);
    return unapprovedCount - revokedCount.data().count;
  };

  /** Whether any day is recorded for `uid`: one lookup, whether or not they have totals. */
  const hasDays = async (uid: string) =>
    !(await getDocs(query(collection(db, 'entries', uid, 'dailyEntries'), limit(1)))).empty;

  const markFormerWorkers = async () => {
    const unmarked = (await read(unapproved, toProfile)).filter(isWaiting);
    const former: string[] = [];
    for (let start = 0; start < unmarked.length; start += LOOKUPS_AT_ONCE) {
      const group = unmarked.slice(start, start + LOOKUPS_AT_ONCE);
      const found = await Promise.all(group.map(async (user) => ((await hasDays(user.id)) ? user.id : null)));
      former.push(...found.filter((uid): uid is string => uid !== null));
    }
    for (let start = 0; start < former.length; start += BATCH_WRITES) {
      const batch = writeBatch(db);
      for (const uid of former.slice(start, start + BATCH_WRITES)) {
        batch.update(doc(db, 'users', uid), { revoked: true });
      }
      await batch.commit();
    }
    return former.length;
  };

  return {
    get: (uid) =>
      mapErrors(async () => {
        const snapshot = await getDoc(doc(db, 'users', uid));
        return snapshot.exists() ? toProfile(snapshot.id, snapshot.data()) : null;
      }),
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
    countRevoked: () => mapErrors(async () => (await getCount(revoked)).data().count),
    // The approved page's index serves it: approved is an equality, whichever its value.
    listWaitingPage: (request) => mapErrors(() => listWaitingPage(request)),
    countWaiting: () => mapErrors(countWaiting),
    setApproval: (uid, approved) =>
      mapErrors(async () => {
        if (typeof approved !== 'boolean') throw new BackendError('invalid-input', 'Approval is yes or no.');
        await updateDoc(doc(db, 'users', uid), { approved, revoked: !approved });
      }),
    markFormerWorkers: () => mapErrors(markFormerWorkers),
    setLanguage: (uid, language) =>
      mapErrors(async () => {
        if (!PROFILE_LANGUAGES.includes(language))
          throw new BackendError('invalid-input', 'Unknown language.');
        await updateDoc(doc(db, 'users', uid), { language });
      }),
  };
}
