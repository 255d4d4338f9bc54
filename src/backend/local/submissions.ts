import { submissionDocument, toSubmission } from '../documents';
import type { NewSubmission, SubmissionsRepository } from '../types';
import { newId, requireActor, type LocalRepositoryContext } from './repository';

/** submissions/{id} (the ads) in the local backend. */
export function localSubmissions(context: LocalRepositoryContext): SubmissionsRepository {
  const { store, actor } = context;
  return {
    async add(submission: NewSubmission) {
      const signedIn = requireActor(context);
      const id = newId();
      return toSubmission(
        id,
        store.create(signedIn, `submissions/${id}`, submissionDocument(signedIn.uid, submission)),
      );
    },
    async listAll() {
      return store.list(actor(), 'submissions').map(({ id, data }) => toSubmission(id, data));
    },
    async count() {
      return store.list(actor(), 'submissions').length;
    },
    async listMine() {
      const signedIn = requireActor(context);
      return store.list(signedIn, 'submissions', signedIn.uid).map(({ id, data }) => toSubmission(id, data));
    },
  };
}
