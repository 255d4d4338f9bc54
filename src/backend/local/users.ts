import { toProfile } from '../documents/documents';
import { isAdminEmail } from '../isAdmin';
import type { UsersRepository } from '../types';
import { pageOf } from './paging';
import type { LocalRepositoryContext } from './repository';

/** users/{uid} in the local backend. */
export function localUsers({ store, actor }: LocalRepositoryContext): UsersRepository {
  /** Not approved and never revoked; the admin's own profile is nobody's to approve. */
  const waiting = () =>
    store
      .list(actor(), 'users')
      .map(({ id, data }) => toProfile(id, data))
      .filter((user) => !user.approved && !user.revoked && !isAdminEmail(user.email));

  return {
    async get(uid) {
      const data = store.get(actor(), `users/${uid}`);
      return data ? toProfile(uid, data) : null;
    },
    async listApprovedPage(request) {
      const approved = store
        .list(actor(), 'users')
        .map(({ id, data }) => toProfile(id, data))
        .filter((user) => user.approved);
      const page = pageOf(approved, (user) => [user.firstName, user.lastName, user.id], request);
      // As the firebase backend does: the admin's row is dropped from the page it falls on.
      return { ...page, items: page.items.filter((user) => !isAdminEmail(user.email)) };
    },
    async countApproved() {
      return store
        .list(actor(), 'users')
        .filter(({ data }) => data.approved === true && !isAdminEmail(String(data.email))).length;
    },
    async listRevokedPage(request) {
      const revoked = store
        .list(actor(), 'users')
        .map(({ id, data }) => toProfile(id, data))
        .filter((user) => user.revoked);
      return pageOf(revoked, (user) => [user.firstName, user.lastName, user.id], request);
    },
    async countRevoked() {
      return store.list(actor(), 'users').filter(({ id, data }) => toProfile(id, data).revoked).length;
    },
    async listWaitingPage(request) {
      return pageOf(waiting(), (user) => [user.firstName, user.lastName, user.id], request);
    },
    async countWaiting() {
      return waiting().length;
    },
    async setLanguage(uid, language) {
      store.update(actor(), `users/${uid}`, { language });
    },
    async setApproval(uid, approved) {
      store.update(actor(), `users/${uid}`, { approved, revoked: !approved });
    },
    async markFormerWorkers() {
      const former = waiting().filter(
        (user) => store.list(actor(), `entries/${user.id}/dailyEntries`).length > 0,
      );
      for (const user of former) store.update(actor(), `users/${user.id}`, { revoked: true });
      return former.length;
    },
  };
}
