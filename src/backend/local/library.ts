import { ebooks } from '../../catalogue/ebooks';
import { entitlementId } from '../documents/documentPaths';
import { bookFileDocument, toEntitlement } from '../documents/documents';
import type { LibraryRepository } from '../types';
import { requireActor, type LocalRepositoryContext } from './repository';

/** entitlements/{uid}_{bookId} and bookFiles/{bookId} in the local backend. */
export function localLibrary(context: LocalRepositoryContext): LibraryRepository {
  const { store, actor } = context;
  return {
    async listMine() {
      const signedIn = requireActor(context);
      return store.list(signedIn, 'entitlements', signedIn.uid).map(({ data }) => toEntitlement(data));
    },
    async owned(bookId) {
      const signedIn = requireActor(context);
      const data = store.get(signedIn, `entitlements/${entitlementId(signedIn.uid, bookId)}`);
      return data && toEntitlement(data);
    },
    async fileLink(bookId) {
      const data = store.get(requireActor(context), `bookFiles/${bookId}`);
      return typeof data?.url === 'string' ? data.url : null;
    },
    async listFileLinks() {
      const admin = requireActor(context);
      const links: Record<string, string> = {};
      for (const book of ebooks) {
        const data = store.get(admin, `bookFiles/${book.id}`);
        if (typeof data?.url === 'string') links[book.id] = data.url;
      }
      return links;
    },
    async setFileLink(bookId, url) {
      store.create(actor(), `bookFiles/${bookId}`, bookFileDocument(url));
    },
  };
}
