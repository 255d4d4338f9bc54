import type { Backend } from '../../backend/types';
import { csvWords } from './messages';

/** Each worker's name and e-mail as the files print them, read once per worker by id. */
export async function workersById(backend: Backend, uids: readonly string[]) {
  const profiles = await Promise.all(uids.map((uid) => backend.users.get(uid)));
  return new Map(
    uids.map((uid, at) => {
      const profile = profiles[at];
      const name = profile ? csvWords.earnings.fullName(profile) : csvWords.earnings.unknownWorker(uid);
      return [uid, { name, email: profile?.email ?? '' }] as const;
    }),
  );
}
