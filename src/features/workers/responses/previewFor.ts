import type { Backend, Page, PageRequest, UserProfile } from '../../../backend/types';
import type { CountedResponses } from './countResponses';
import { previewCounts, savedCounts, type CountsPreview } from './preview';

const PEOPLE_PER_PAGE = 100;

async function everyPage(read: (request: PageRequest) => Promise<Page<UserProfile>>): Promise<UserProfile[]> {
  const people: UserProfile[] = [];
  let after: string | null = null;
  do {
    const page = await read({ size: PEOPLE_PER_PAGE, after });
    people.push(...page.items);
    after = page.next;
  } while (after);
  return people;
}

/**
 * The counted responses held against the approved and revoked workers, the sign-ups waiting for
 * approval, and the counts saved for the file's days: four reads (a page per 100 people), however
 * many days the file covers, and nothing written.
 */
export async function previewFor(backend: Backend, counted: CountedResponses): Promise<CountsPreview> {
  const [approved, revoked, waiting, days] = await Promise.all([
    everyPage((request) => backend.users.listApprovedPage(request)),
    everyPage((request) => backend.users.listRevokedPage(request)),
    everyPage((request) => backend.users.listWaitingPage(request)),
    counted.from && counted.to ? backend.entries.listDaysOfEveryone(counted.from, counted.to) : [],
  ]);
  return previewCounts(counted, [...approved, ...revoked, ...waiting], savedCounts(days));
}
