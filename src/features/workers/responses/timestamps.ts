import type { DayId } from '../../../backend/port/entries';

/**
 * The times in a responses file's Timestamp column, written in the locale of the sheet or the
 * form's owner: '25/11/2026 14:03:12', '11/25/2026 2:03:12 PM', '11/25/26 14:03', ISO text, or an
 * Excel date (read-excel-file turns a date cell into ISO text, src/lib/spreadsheet/excelWorkbook.ts;
 * an unformatted one stays a serial number). They are wall-clock times of the form owner's zone,
 * which is India's: the day written is the India day, whatever the zone of the admin's browser.
 * Only text and UTC arithmetic are used here, never a Date's local-time getters.
 */

/** How a file writes its slashed dates: 25/11/2026 is day first, 11/25/2026 month first. */
export type DateOrder = 'day-first' | 'month-first';

/** A time as written, before the file's date order is known. */
export interface WrittenTime {
  /** The two leading numbers of a slashed date; month and day when `ordered`. */
  first: number;
  second: number;
  year: number;
  /** Month and day are known whatever the order: ISO text, year first, or an Excel serial. */
  ordered: boolean;
  secondsOfDay: number;
  /** Minutes east of UTC when the text names its zone ('Z', '+05:30', 'GMT+5:30'); else null. */
  offsetMinutes: number | null;
}

const TIME = String.raw`(?:[\sT,]+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*([ap])?\.?m?\.?)?`;
const ZONE = String.raw`\s*(Z|(?:GMT|UTC)?\s*[+-]\d{1,2}(?::?\d{2})?)?`;
const SLASHED = new RegExp(String.raw`^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})${TIME}${ZONE}$`, 'i');
const YEAR_FIRST = new RegExp(String.raw`^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})${TIME}${ZONE}$`, 'i');
/** Days since 30 Dec 1899, the fraction the time of day: an Excel date cell not formatted as one. */
const EXCEL_SERIAL = /^(\d{5})(\.\d+)?$/;
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_SECONDS = 86_400;
/** India keeps +05:30 all year: no daylight saving since 1945. */
const INDIA_OFFSET_MINUTES = 330;

/** Seconds into the day of a time's parts, or null when they are no time of day. */
function secondsOf(hours = '0', minutes = '0', seconds = '0', half?: string): number | null {
  let hour = Number(hours);
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
  }
  if (hour > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  return hour * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** Minutes east of UTC of 'Z', '+05:30', '+0530', 'GMT+5:30' or 'UTC-4'. */
function offsetOf(zone: string | undefined): number | null {
  if (zone === undefined) return null;
  const parts = /([+-])(\d{1,2}):?(\d{2})?$/.exec(zone);
  if (!parts) return 0;
  return (parts[1] === '-' ? -1 : 1) * (Number(parts[2]) * 60 + Number(parts[3] ?? 0));
}

function fromSerial(days: string, fraction = ''): WrittenTime {
  const date = new Date(EXCEL_EPOCH + Number(days) * DAY_SECONDS * 1000);
  return {
    first: date.getUTCMonth() + 1,
    second: date.getUTCDate(),
    year: date.getUTCFullYear(),
    ordered: true,
    secondsOfDay: Math.min(DAY_SECONDS - 1, Math.round(Number(`0${fraction}`) * DAY_SECONDS)),
    offsetMinutes: null,
  };
}

/** A timestamp cell's time as written; null when it is no time. */
export function readWrittenTime(text: string): WrittenTime | null {
  const value = text.trim();
  let parts = SLASHED.exec(value) ?? YEAR_FIRST.exec(value);
  if (parts) {
    const secondsOfDay = secondsOf(parts[4], parts[5], parts[6], parts[7]);
    if (secondsOfDay === null) return null;
    const offsetMinutes = offsetOf(parts[8]);
    const yearFirst = parts[1]!.length === 4;
    const [first, second, year] = yearFirst
      ? [parts[2], parts[3], parts[1]]
      : [parts[1], parts[2], parts[3]!.length === 2 ? `20${parts[3]}` : parts[3]];
    return {
      first: Number(first),
      second: Number(second),
      year: Number(year),
      ordered: yearFirst,
      secondsOfDay,
      offsetMinutes,
    };
  }
  parts = EXCEL_SERIAL.exec(value);
  return parts ? fromSerial(parts[1]!, parts[2]) : null;
}

/** What a time says of its file's date order: a part above 12 can only be the day. */
export function orderClue(time: WrittenTime): DateOrder | null {
  if (time.ordered) return null;
  if (time.first > 12) return 'day-first';
  if (time.second > 12) return 'month-first';
  return null;
}

/** Whether reading the time either way gives the same day, as 05/05/2026 does. */
export const readsBothWays = (time: WrittenTime) => time.ordered || time.first === time.second;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) =>
  month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;

const pad = (value: number) => String(value).padStart(2, '0');

/** The India day of a time read in `order`; null when it names no day on the calendar (31/02). */
export function indiaDay(time: WrittenTime, order: DateOrder): DayId | null {
  const dayFirst = !time.ordered && order === 'day-first';
  const month = dayFirst ? time.second : time.first;
  const day = dayFirst ? time.first : time.second;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(time.year, month)) return null;
  if (time.offsetMinutes === null) return `${time.year}-${pad(month)}-${pad(day)}`;
  // A time with its zone named is moved to India's clock first.
  const midnight = Date.UTC(time.year, month - 1, day);
  const minutesToIndia = INDIA_OFFSET_MINUTES - time.offsetMinutes;
  const india = new Date(midnight + (time.secondsOfDay + minutesToIndia * 60) * 1000);
  return india.toISOString().slice(0, 10);
}
