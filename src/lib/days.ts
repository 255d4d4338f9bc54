import { format, isValid, parse } from 'date-fns';

/** A calendar day in the user's own time zone as 'yyyy-MM-dd', the id of a daily entry. */
export function toDayId(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The local midnight of a 'yyyy-MM-dd' day, or null when it is not one. */
export function fromDayId(day: string): Date | null {
  const date = parse(day, 'yyyy-MM-dd', new Date(0));
  return isValid(date) && toDayId(date) === day ? date : null;
}
