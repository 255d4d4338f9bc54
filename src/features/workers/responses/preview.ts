import type { DayId, WorkerDay } from '../../../backend/port/entries';
import type { UserProfile } from '../../../backend/port/users';
import { MAX_ENTRIES_PER_DAY } from '../../../config/constants';
import type { CountedResponses, ResponseDay } from './countResponses';

/** What the preview needs of each person: the profiles the dashboard lists. */
export type ResponsePerson = Pick<
  UserProfile,
  'id' | 'firstName' | 'lastName' | 'email' | 'approved' | 'revoked'
>;

/** The count saved now for a worker's day; null (or undefined) when none is. */
export type SavedCount = (uid: string, date: DayId) => number | null | undefined;

/** One approved worker's day: the responses counted against the count saved now. */
export interface PreviewRow {
  uid: string;
  name: string;
  date: DayId;
  responses: number;
  saved: number | null;
  /** The count to save: the responses, up to the daily cap. */
  count: number;
  /** Responses over the daily cap, which earn nothing. */
  excess: number;
  /** Saving would change the day's count. */
  changed: boolean;
}

/** Responses of an address that is no approved worker's, listed apart. */
export interface SetApart {
  email: string;
  responses: number;
  dates: DayId[];
  /** The person whose profile has the address; null when nobody's has. */
  person: { uid: string; name: string; revoked: boolean } | null;
}

export interface CountsPreview {
  /** By day, then name. */
  rows: PreviewRow[];
  /** Addresses that match no one's profile. */
  unknown: SetApart[];
  /** Addresses of people not approved now: revoked, or waiting for approval. */
  notApproved: SetApart[];
}

const normalised = (email: string) => email.trim().toLowerCase();
const nameOf = (person: ResponsePerson) => `${person.firstName} ${person.lastName}`.trim();

/** The people by address; an approved profile wins over another with the same address. */
function peopleByEmail(people: readonly ResponsePerson[]): Map<string, ResponsePerson> {
  const byEmail = new Map<string, ResponsePerson>();
  for (const person of people) {
    const email = normalised(person.email);
    if (email !== '' && !byEmail.get(email)?.approved) byEmail.set(email, person);
  }
  return byEmail;
}

function setApart(days: readonly ResponseDay[], person: ResponsePerson | undefined): SetApart {
  return {
    email: days[0]!.email,
    responses: days.reduce((sum, day) => sum + day.responses, 0),
    dates: days.map((day) => day.date),
    person: person ? { uid: person.id, name: nameOf(person), revoked: person.revoked } : null,
  };
}

/** The approved workers' days the file names: the days whose saved counts the preview needs. */
export function workerDays(
  counted: Pick<CountedResponses, 'days'>,
  people: readonly ResponsePerson[],
): { uid: string; date: DayId }[] {
  const byEmail = peopleByEmail(people);
  return counted.days.flatMap((day) => {
    const person = byEmail.get(day.email);
    return person?.approved ? [{ uid: person.id, date: day.date }] : [];
  });
}

/**
 * The counted responses held against the counts saved now: a row per approved worker's day, and
 * apart, the responses of addresses that are no approved worker's, which the admin checks by hand.
 */
export function previewCounts(
  counted: Pick<CountedResponses, 'days'>,
  people: readonly ResponsePerson[],
  saved: SavedCount,
): CountsPreview {
  const byEmail = peopleByEmail(people);
  const rows: PreviewRow[] = [];
  const apart = new Map<string, ResponseDay[]>();
  for (const day of counted.days) {
    const person = byEmail.get(day.email);
    if (!person?.approved) {
      const listed = apart.get(day.email);
      if (listed) listed.push(day);
      else apart.set(day.email, [day]);
      continue;
    }
    const savedNow = saved(person.id, day.date) ?? null;
    const count = Math.min(day.responses, MAX_ENTRIES_PER_DAY);
    rows.push({
      uid: person.id,
      name: nameOf(person),
      date: day.date,
      responses: day.responses,
      saved: savedNow,
      count,
      excess: day.responses - count,
      changed: savedNow !== count,
    });
  }
  rows.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
  const listed = [...apart.values()].map((days) => setApart(days, byEmail.get(days[0]!.email)));
  return {
    rows,
    unknown: listed.filter((each) => each.person === null),
    notApproved: listed.filter((each) => each.person !== null),
  };
}

/** A SavedCount from the days the backend lists for everyone (EntriesRepository.listDaysOfEveryone). */
export function savedCounts(days: readonly WorkerDay[]): SavedCount {
  const counts = new Map(days.map((day) => [`${day.uid} ${day.date}`, day.count]));
  return (uid, date) => counts.get(`${uid} ${date}`);
}
