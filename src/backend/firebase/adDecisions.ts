import { doc, getDoc, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { toSubmission } from '../documents/adDocuments';
import { BackendError } from '../errors';
import type { SubmissionStatus } from '../types';
import { toBackendError } from './errorMapping';

/** The ad as it is now; 'not-found' when it is gone. */
export async function adNow(db: Firestore, id: string) {
  const found = await getDoc(doc(db, 'submissions', id));
  if (!found.exists()) throw new BackendError('not-found', 'This ad no longer exists.');
  return toSubmission(id, found.data());
}

/**
 * The admin's decision on an ad. Refused because another tab decided it since the read (the rules
 * take a decision only on a waiting ad), the ad is read again: the same decision made by then is
 * done, and any other is refused as `still` says.
 */
export async function commitDecision(
  db: Firestore,
  batch: WriteBatch,
  id: string,
  still: (status: SubmissionStatus) => 'to-make' | 'decided-before',
): Promise<void> {
  try {
    await batch.commit();
  } catch (error) {
    if (toBackendError(error).code !== 'permission-denied') throw error;
    if (still((await adNow(db, id)).status) === 'to-make') throw error;
  }
}
