import { collection, doc, getCount, query, setDoc, where } from 'firebase/firestore/lite';
import { submissionDocument, toSubmission } from '../documents';
import { BackendError } from '../errors';
import { canCreate } from '../policy';
import type { NewSubmission, SubmissionsRepository } from '../types';
import { mapErrors } from './errorMapping';
import { read, requireActor, stamp, type FirestoreContext } from './repository';

/** submissions/{id} (the ads) in Cloud Firestore. */
export function firestoreSubmissions(context: FirestoreContext): SubmissionsRepository {
  const { db } = context;
  return {
    add: (submission: NewSubmission) =>
      mapErrors(async () => {
        const actor = await requireActor(context);
        const ref = doc(collection(db, 'submissions'));
        const data = submissionDocument(actor.uid, submission);
        if (!canCreate(actor, { collection: 'submissions', id: ref.id }, data)) {
          throw new BackendError('invalid-input', 'The ad is incomplete or too long.');
        }
        await setDoc(ref, stamp(data));
        return toSubmission(ref.id, { ...data, timestamp: null });
      }),
    listAll: () => mapErrors(() => read(query(collection(db, 'submissions')), toSubmission)),
    count: () => mapErrors(async () => (await getCount(collection(db, 'submissions'))).data().count),
    listMine: () =>
      mapErrors(async () => {
        const actor = await requireActor(context);
        return read(query(collection(db, 'submissions'), where('uid', '==', actor.uid)), toSubmission);
      }),
  };
}
