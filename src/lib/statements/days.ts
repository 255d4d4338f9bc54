/**
 * Calendar days as 'yyyy-MM-dd', read from a statement's date cells and from a payment's time.
 * Indian banks write the day first, so 25/11/2026 and 05/11/2026 are read as such, never as US dates.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const FULL_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A time, or anything else, may follow the date after a space, a 'T' or a comma. */
const REST = String.raw`(?:[\sT,].*)?$`;
const YEAR_FIRST = new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})${REST}`);
const DAY_FIRST = new RegExp(String.raw`^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4}|\d{2})${REST}`);
const NAMED_MONTH = new RegExp(String.raw`^(\d{1,2})[-/ ]*([a-z]{3,9})\.?[-/ ,]*(\d{4}|\d{2})${REST}`, 'i');
const MONTH_FIRST = new RegExp(String.raw`^([a-z]{3,9})\.?[- ](\d{1,2}),?[- ](\d{4})${REST}`, 'i');
/** Days since 30 Dec 1899: how Excel stores a date whose cell is not formatted as one. */
const EXCEL_SERIAL = /^(\d{5})(?:\.\d+)?$/;
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
/** India keeps +05:30 all year: no daylight saving since 1945. */
const INDIA_OFFSET_MS = 330 * 60_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** 'yyyy-MM-dd' of a day that exists on the calendar, else null (31/02/2026, month 13). */
function calendarDay(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** 1-12 for 'Nov', 'NOV', 'November' or 'Sept'; 0 for any other word. */
function monthNumber(word: string): number {
  const lower = word.toLowerCase();
  const index = MONTHS.indexOf(lower.slice(0, 3));
  if (index < 0) return 0;
  return FULL_MONTHS[index]!.startsWith(lower) || lower === 'sept' ? index + 1 : 0;
}

const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

/**
 * The day a statement's date cell names: '25/11/2026', '25-11-26', '25.11.2026', '25-Nov-2026',
 * '25 Nov 2026', 'Nov 25, 2026', '2026-11-25', each perhaps followed by a time; or an Excel serial
 * number (46351). Null when the cell is not a date.
 */
export function readDay(text: string): string | null {
  const value = text.trim();
  let parts = YEAR_FIRST.exec(value);
  if (parts) return calendarDay(Number(parts[1]), Number(parts[2]), Number(parts[3]));
  parts = DAY_FIRST.exec(value);
  if (parts) return calendarDay(fullYear(parts[3]!), Number(parts[2]), Number(parts[1]));
  parts = NAMED_MONTH.exec(value);
  if (parts) return calendarDay(fullYear(parts[3]!), monthNumber(parts[2]!), Number(parts[1]));
  parts = MONTH_FIRST.exec(value);
  if (parts) return calendarDay(Number(parts[3]), monthNumber(parts[1]!), Number(parts[2]));
  parts = EXCEL_SERIAL.exec(value);
  if (parts) return utcDay(new Date(EXCEL_EPOCH + Number(parts[1]) * DAY_MS));
  return null;
}

/**
 * Tells from a file's date cells whether they are written month first (10/25/2026), as Excel
 * re-saves a statement on a computer set to the US: a number over 12 in the middle place and never
 * in the first. Such a file's 10/12/2026 is 12 October, which `readDay` would take for 10 December,
 * so the file is refused rather than read. A file whose days are all 12 or less cannot be told.
 */
export class MonthFirstDates {
  /** The admin's words for such a file, on every page that reads bank files. */
  static readonly refusal =
    'The dates in this file are written month first (such as 10/25/2026), as Excel saves them on a computer set to the US, so they cannot be read safely. Drop the file as the bank downloads it, without saving it in Excel, or set Excel to India’s day-first dates before saving.';

  private dayFirst = false;
  private monthFirst = false;

  see(text: string): void {
    const parts = DAY_FIRST.exec(text.trim());
    if (!parts) return;
    const [first, second] = [Number(parts[1]), Number(parts[2])];
    if (first > 12) this.dayFirst = true;
    // Over 31 it is no day either: a time ('10.45.32'), not a date.
    else if (second > 12 && second <= 31) this.monthFirst = true;
  }

  get found(): boolean {
    return this.monthFirst && !this.dayFirst;
  }
}

/** The day of `date` read on a UTC clock, as Excel's dates carry no zone and arrive as UTC. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day it was in India at `date`, whatever the admin's own time zone. */
export function indiaDay(date: Date): string {
  return utcDay(new Date(date.getTime() + INDIA_OFFSET_MS));
}

/** The day after a 'yyyy-MM-dd' day. */
export function nextDay(day: string): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS));
}
