import { eachDayOfInterval, format, isValid, parse } from 'date-fns';

/** A calendar day in the user's own time zone as 'yyyy-MM-dd', the id of a daily entry. */
export function toDayId(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The local midnight of a 'yyyy-MM-dd' day, or null when it is not one. */
export function fromDayId(day: string): Date | null {
  const date = parse(day, 'yyyy-MM-dd', new Date(0));
  return isValid(date) && toDayId(date) === day ? date : null;
}

/** Every day from `from` to `to`, both included, oldest first; none when either is not a day. */
export function daysBetween(from: string, to: string): string[] {
  const start = fromDayId(from);
  const end = fromDayId(to);
  if (!start || !end || start > end) return [];
  return eachDayOfInterval({ start, end }).map(toDayId);
}

/** The earlier of a first day so far ('' when there is none yet) and another day. */
export const earlierDay = (firstDay: string, day: string): string =>
  firstDay === '' || day < firstDay ? day : firstDay;
