import { describe, expect, it } from 'vitest';
import { dayPairs } from './entryDocuments';

const days = (...dates: string[]) => dates.map((date) => ({ date, count: 1 }));
const dates = (writes: ReturnType<typeof dayPairs>) => writes.map((write) => write.map((day) => day.date));

describe('days written two at a time', () => {
  it('pairs a run of days, the earlier first, leaving the odd one alone', () => {
    expect(
      dates(dayPairs(days('2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'))),
    ).toEqual([['2026-11-01', '2026-11-02'], ['2026-11-03', '2026-11-04'], ['2026-11-05']]);
  });

  it('never pairs two days of the same weekday, which share a place among the recent days', () => {
    expect(dates(dayPairs(days('2026-11-02', '2026-11-09', '2026-11-16')))).toEqual([
      ['2026-11-02'],
      ['2026-11-09'],
      ['2026-11-16'],
    ]);
  });

  it('writes a day alone when the next one is not later', () => {
    expect(dates(dayPairs(days('2026-11-03', '2026-11-02', '2026-11-02')))).toEqual([
      ['2026-11-03'],
      ['2026-11-02'],
      ['2026-11-02'],
    ]);
    expect(dayPairs([])).toEqual([]);
  });
});
