import { doc, getDoc, increment, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { filedIn, filingPath, lastFiledField, type Filed } from '../policies/filingPolicy';
import type { DocData } from '../policies/policyHelpers';

/**
 * filings/{uid} in Cloud Firestore: what an account has waiting on the admin. Moved by increment()
 * so that two filings at once cannot both read the same count and undercount it.
 */

/** The account's counts: its own, or anyone's for the admin; null when it never filed. */
export async function readFiling(db: Firestore, uid: string): Promise<DocData | null> {
  const snapshot = await getDoc(doc(db, filingPath(uid)));
  return snapshot.exists() ? snapshot.data() : null;
}

/** Counts one more filed, in the batch that files it, naming it: the rules tie the two together. */
export function fileOneMore(batch: WriteBatch, db: Firestore, uid: string, what: Filed, id: string): void {
  batch.set(doc(db, filingPath(uid)), { [what]: increment(1), [lastFiledField(what)]: id }, { merge: true });
}

/**
 * Frees one place, in the batch that decides it: read first, since a payment or ad filed before the
 * counts existed was never counted, and a count at zero stays there.
 */
export async function releaseOne(batch: WriteBatch, db: Firestore, uid: string, what: Filed): Promise<void> {
  if (!uid) return;
  if (filedIn(await readFiling(db, uid), what) > 0) {
    batch.set(doc(db, filingPath(uid)), { [what]: increment(-1) }, { merge: true });
  }
}
