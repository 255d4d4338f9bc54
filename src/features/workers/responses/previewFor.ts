import { keptCount } from '../../../backend/monthDays';
import type { Backend, DayId } from '../../../backend/types';
import { everyPage } from '../everyPage';
import type { CountedResponses } from './countResponses';
import { previewCounts, savedCounts, workerDays, type CountsPreview, type SavedCount } from './preview';

/**
 * The counts saved now for the approved workers' days of the file. Each worker's totals (a document
 * a worker) keep their latest month, which tells the days of that month and of later ones; only the
 * days they cannot tell (of an earlier month, or of a worker whose totals are of an earlier shape)
 * are read, for everyone in one query, instead of a document for every day of the file.
 */
async function savedNow(
  backend: Backend,
  days: readonly { uid: string; date: DayId }[],
): Promise<SavedCount> {
  if (days.length === 0) return () => null;
  const totals = await backend.entries.totalsOf([...new Set(days.map(({ uid }) => uid))]);
  const kept = (uid: string, date: DayId) => {
    const worker = totals[uid];
    return worker ? keptCount(worker.month, date) : undefined;
  };
  const untold = days
    .filter(({ uid, date }) => kept(uid, date) === undefined)
    .map(({ date }) => date)
    .sort();
  const read = untold.length
    ? savedCounts(await backend.entries.listDaysOfEveryone(untold[0]!, untold[untold.length - 1]!))
    : () => null;
  return (uid, date) => {
    const told = kept(uid, date);
    return told === undefined ? read(uid, date) : told;
  };
}

/**
 * The counted responses held against the approved and revoked workers, the sign-ups waiting for
 * approval, and the counts saved for the file's days: a page per 100 people, the totals of the
 * workers the file names, and the days their totals do not keep; nothing written.
 */
export async function previewFor(backend: Backend, counted: CountedResponses): Promise<CountsPreview> {
  const people = (
    await Promise.all([
      everyPage((request) => backend.users.listApprovedPage(request)),
      everyPage((request) => backend.users.listRevokedPage(request)),
      everyPage((request) => backend.users.listWaitingPage(request)),
    ])
  ).flat();
  return previewCounts(counted, people, await savedNow(backend, workerDays(counted, people)));
}
