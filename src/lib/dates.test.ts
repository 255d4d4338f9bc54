import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('formatDate', () => {
  it('shows a date in English', () => {
    expect(formatDate(new Date(2026, 0, 5, 15, 4))).toBe('5 Jan 2026');
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
  });

  it('reads Firestore-style timestamps', () => {
    const date = new Date(2026, 1, 14, 9, 30);
    expect(formatDate({ toDate: () => date })).toBe('14 Feb 2026');
    expect(formatDate({ seconds: date.getTime() / 1000, nanoseconds: 0 })).toBe('14 Feb 2026');
  });

  it("says 'N/A' for a missing date", () => {
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('')).toBe('N/A');
  });

  it("says 'Invalid Date' for an unreadable one", () => {
    expect(formatDate('not a date')).toBe('Invalid Date');
    expect(formatDate(Number.NaN)).toBe('Invalid Date');
    expect(formatDate({} as never)).toBe('Invalid Date');
  });
});

describe('formatDateTime', () => {
  it('adds the time of day', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 15, 4))).toBe('5 Jan 2026, 3:04 pm');
  });

  it('has the same fallbacks', () => {
    expect(formatDateTime(undefined)).toBe('N/A');
    expect(formatDateTime('garbage')).toBe('Invalid Date');
  });
});

describe('a calendar day', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
    vi.resetModules();
  });

  it('stays the same day for a reader west of Greenwich', async () => {
    process.env.TZ = 'America/New_York';
    vi.resetModules();
    const { formatDate: formatInNewYork } = await import('./dates');
    expect(formatInNewYork('2026-11-01')).toBe('1 Nov 2026');
  });
});
