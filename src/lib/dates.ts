export const INVALID_DATE = 'Invalid Date';
export const MISSING_DATE = 'N/A';

/** Anything a stored date can arrive as: a Date, an ISO string, epoch ms, or a Firestore-style timestamp. */
export type DateInput =
  | Date
  | string
  | number
  | { toDate: () => Date }
  | { seconds: number; nanoseconds?: number }
  | null
  | undefined;

// The platform's formatter speaks English (India) without shipping a locale to public pages.
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: Exclude<DateInput, null | undefined>): Date {
  if (value instanceof Date) return value;
  // The platform reads '2026-11-01' as UTC midnight, which is the day before anywhere west of
  // Greenwich; a calendar day means that day wherever the reader is.
  const day = typeof value === 'string' ? DAY_ONLY.exec(value) : null;
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  if (typeof value === 'string' || typeof value === 'number') return new Date(value);
  if ('toDate' in value && typeof value.toDate === 'function') return value.toDate();
  if ('seconds' in value && typeof value.seconds === 'number') return new Date(value.seconds * 1000);
  return new Date(Number.NaN);
}

function label(value: DateInput, format: Intl.DateTimeFormat): string {
  if (value === null || value === undefined || value === '') return MISSING_DATE;
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? INVALID_DATE : format.format(date);
}

/** '5 Jan 2026'; 'N/A' when missing; 'Invalid Date' when unreadable. */
export function formatDate(value: DateInput): string {
  return label(value, dateFormat);
}

/** '5 Jan 2026, 3:04 pm'; same fallbacks as formatDate. */
export function formatDateTime(value: DateInput): string {
  return label(value, dateTimeFormat);
}
