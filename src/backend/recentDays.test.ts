import { describe, expect, it } from 'vitest';
import { recentEntries, weekdayOf, withRecentDay } from './recentDays';

describe("the recent days kept in a worker's totals", () => {
  it('keys each day by its ISO weekday, Monday 1 to Sunday 7', () => {
    expect(weekdayOf('2026-11-02')).toBe('1');
    expect(weekdayOf('2026-11-07')).toBe('6');
    expect(weekdayOf('2026-11-01')).toBe('7');
    expect(weekdayOf('2024-02-29')).toBe('4');
  });

  it('keeps the latest day of each weekday, whatever order the days are saved in', () => {
    let recent = withRecentDay({}, '2026-11-08', 5);
    recent = withRecentDay(recent, '2026-11-01', 9);
    recent = withRecentDay(recent, '2026-11-02', 7);
    expect(recent).toEqual({ '7': { day: '2026-11-08', count: 5 }, '1': { day: '2026-11-02', count: 7 } });
    expect(withRecentDay(recent, '2026-11-08', 0)['7']).toEqual({ day: '2026-11-08', count: 0 });
  });

  it('gives back every recorded day of a seven-day window, oldest first', () => {
    let recent = {};
    const history: [string, number][] = [
      ['2026-11-20', 11],
      ['2026-11-19', 4],
      ['2026-11-21', 6],
      ['2026-11-25', 8],
      ['2026-11-26', 3],
      ['2026-11-18', 2],
    ];
    for (const [day, count] of history) recent = withRecentDay(recent, day, count);
    expect(recentEntries(recent, '2026-11-20', '2026-11-26')).toEqual([
      { date: '2026-11-20', count: 11 },
      { date: '2026-11-21', count: 6 },
      { date: '2026-11-25', count: 8 },
      { date: '2026-11-26', count: 3 },
    ]);
  });
});
