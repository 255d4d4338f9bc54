import { collection, doc, getDoc, setDoc } from 'firebase/firestore/lite';
import { payoutDetailsDocument, toPayoutDetails } from '../documents/payoutDetailsDocuments';
import { BackendError } from '../errors';
import { isWellFormedPayoutDetails } from '../policies/payoutDetailsPolicy';
import type { PayoutDetailsRepository } from '../types';
import { mapErrors } from './errorMapping';
import { readByIds, stamp, type FirestoreContext } from './repository';

/** payoutDetails/{uid} in Cloud Firestore. */
export function firestorePayoutDetails({ db }: FirestoreContext): PayoutDetailsRepository {
  const ref = (uid: string) => doc(db, 'payoutDetails', uid);
  return {
    get: (uid) =>
      mapErrors(async () => {
        const snapshot = await getDoc(ref(uid));
        return snapshot.exists() ? toPayoutDetails(uid, snapshot.data()) : null;
      }),
    detailsOf: (uids) =>
      mapErrors(() =>
        readByIds(collection(db, 'payoutDetails'), uids, (data) => data).then((found) =>
          Object.fromEntries(Object.entries(found).map(([uid, data]) => [uid, toPayoutDetails(uid, data)])),
        ),
      ),
    save: (uid, details) =>
      mapErrors(async () => {
        const data = payoutDetailsDocument(details);
        if (!isWellFormedPayoutDetails(data))
          throw new BackendError('invalid-input', 'Invalid payout details.');
        // The whole document each time: the same details sent again after a lost answer write the
        // same thing, dated anew.
        await setDoc(ref(uid), stamp(data));
        return toPayoutDetails(uid, { ...data, changedAt: new Date() });
      }),
  };
}
