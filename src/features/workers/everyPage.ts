import type { Page, PageRequest, UserProfile } from '../../backend/types';

const PEOPLE_PER_PAGE = 100;

/** Every person of a paged list, read a hundred at a time, for a screen that works on all of them. */
export async function everyPage(
  read: (request: PageRequest) => Promise<Page<UserProfile>>,
): Promise<UserProfile[]> {
  const people: UserProfile[] = [];
  let after: string | null = null;
  do {
    const page = await read({ size: PEOPLE_PER_PAGE, after });
    people.push(...page.items);
    after = page.next;
  } while (after);
  return people;
}
