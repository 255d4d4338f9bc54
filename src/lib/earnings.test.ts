import { describe, expect, it } from 'vitest';
import {
  clampDailyCount,
  countOn,
  formatEarnings,
  rupeesFor,
  summariseEarnings,
  totalEarnings,
  weekDays,
  weekWindow,
} from './earnings';

/** A local date and time, as the user's clock shows it. */
const at = (y: number, m: number, d: number, h = 12, min = 0, s = 0, ms = 0) =>
  new Date(y, m - 1, d, h, min, s, ms);

const entry = (date: string, count: number) => ({ date, count });

describe('earnings', () => {
  it('pays ₹4 an entry', () => {
    expect(rupeesFor(0)).toBe(0);
    expect(rupeesFor(1)).toBe(4);
    expect(rupeesFor(100)).toBe(400);
    expect(formatEarnings(100)).toBe('₹400');
    expect(formatEarnings(2500)).toBe('₹10,000');
    expect(formatEarnings(25_000)).toBe('₹1,00,000');
  });

  describe('the 7-day window includes today and the six days before', () => {
    it('within a month', () => {
      expect(weekWindow(at(2026, 3, 20))).toEqual({ from: '2026-03-14', to: '2026-03-20' });
    });

    it('across a month boundary', () => {
      expect(weekWindow(at(2026, 3, 3))).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    });

    it('across February of a leap year', () => {
      expect(weekWindow(at(2028, 3, 1))).toEqual({ from: '2028-02-24', to: '2028-03-01' });
    });

    it('across a year boundary', () => {
      expect(weekWindow(at(2027, 1, 2))).toEqual({ from: '2026-12-27', to: '2027-01-02' });
    });

    it('at the first and last instant of the local day', () => {
      expect(weekWindow(at(2026, 5, 1, 0, 0, 0, 0))).toEqual({ from: '2026-04-25', to: '2026-05-01' });
      expect(weekWindow(at(2026, 4, 30, 23, 59, 59, 999))).toEqual({ from: '2026-04-24', to: '2026-04-30' });
    });

    it('lists its days today first', () => {
      expect(weekDays(at(2026, 3, 2))).toEqual([
        '2026-03-02',
        '2026-03-01',
        '2026-02-28',
        '2026-02-27',
        '2026-02-26',
        '2026-02-25',
        '2026-02-24',
      ]);
    });
  });

  describe('summariseEarnings', () => {
    const entries = [
      entry('2026-03-01', 10), // today
      entry('2026-02-28', 20), // yesterday, last day of February
      entry('2026-02-23', 30), // six days ago: the window's first day
      entry('2026-02-22', 40), // seven days ago: outside the window
      entry('2025-12-31', 50), // last year
    ];

    it('counts today, the last 7 days including today, and all time', () => {
      expect(summariseEarnings(entries, at(2026, 3, 1))).toEqual({
        today: { entries: 10, rupees: 40 },
        lastSevenDays: { entries: 60, rupees: 240 },
        allTime: { entries: 150, rupees: 600 },
      });
    });

    it('moves the window at local midnight', () => {
      const lastMoment = summariseEarnings(entries, at(2026, 2, 28, 23, 59, 59, 999));
      expect(lastMoment.today).toEqual({ entries: 20, rupees: 80 });
      expect(lastMoment.lastSevenDays.entries).toBe(20 + 30 + 40);

      const nextDay = summariseEarnings(entries, at(2026, 3, 1, 0, 0, 0, 0));
      expect(nextDay.today).toEqual({ entries: 10, rupees: 40 });
      expect(nextDay.lastSevenDays.entries).toBe(10 + 20 + 30);
    });

    it('does not count days after today in today or the week, only in all time', () => {
      const summary = summariseEarnings([entry('2026-03-02', 5)], at(2026, 3, 1));
      expect(summary.today.entries).toBe(0);
      expect(summary.lastSevenDays.entries).toBe(0);
      expect(summary.allTime.entries).toBe(5);
    });

    it('is zero without entries', () => {
      const zero = { entries: 0, rupees: 0 };
      expect(summariseEarnings([], at(2026, 3, 1))).toEqual({
        today: zero,
        lastSevenDays: zero,
        allTime: zero,
      });
    });
  });

  it('sums several people for a total row', () => {
    const today = at(2026, 1, 1);
    const total = totalEarnings([
      summariseEarnings([entry('2026-01-01', 100), entry('2025-12-26', 10)], today),
      summariseEarnings([entry('2025-12-31', 25)], today),
      summariseEarnings([], today),
    ]);
    expect(total).toEqual({
      today: { entries: 100, rupees: 400 },
      lastSevenDays: { entries: 135, rupees: 540 },
      allTime: { entries: 135, rupees: 540 },
    });
  });

  it('finds the count of one day', () => {
    const entries = [entry('2026-03-01', 10), entry('2026-02-28', 0)];
    expect(countOn(entries, '2026-03-01')).toBe(10);
    expect(countOn(entries, '2026-02-28')).toBe(0);
    expect(countOn(entries, '2026-02-27')).toBeNull();
  });

  it.each([
    ['', ''],
    ['  ', ''],
    ['abc', ''],
    ['0', 0],
    ['42', 42],
    ['100', 100],
    ['101', 100],
    ['150', 100],
    ['-5', 0],
    ['12.7', 12],
    ['-0.5', 0],
  ])('clamps the typed count %j to %j', (raw, expected) => {
    expect(clampDailyCount(raw)).toBe(expected);
  });
});
