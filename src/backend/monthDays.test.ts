import { describe, expect, it } from 'vitest';
import { keptCount, monthEntries, NO_MONTH, withMonthDay } from './monthDays';

describe("the month kept in a worker's totals", () => {
  it('keeps the latest month recorded, whatever order the days are saved in', () => {
    let month = withMonthDay(NO_MONTH, '2026-11-03', 5);
    month = withMonthDay(month, '2026-10-31', 9);
    month = withMonthDay(month, '2026-11-01', 0);
    expect(month).toEqual({ key: '2026-11', days: { '01': 0, '03': 5 } });
    expect(withMonthDay(month, '2026-11-03', 7).days).toEqual({ '01': 0, '03': 7 });
  });

  it('starts a later month with only its own day', () => {
    const november = { key: '2026-11', days: { '29': 4, '30': 6 } };
    expect(withMonthDay(november, '2026-12-01', 3)).toEqual({ key: '2026-12', days: { '01': 3 } });
    expect(november.days).toEqual({ '29': 4, '30': 6 });
  });

  it('gives back the days of the month shown, oldest first, a day of 0 entries among them', () => {
    const month = { key: '2026-11', days: { '10': 3, '02': 0, '28': 12 } };
    expect(monthEntries(month, '2026-11')).toEqual([
      { date: '2026-11-02', count: 0 },
      { date: '2026-11-10', count: 3 },
      { date: '2026-11-28', count: 12 },
    ]);
  });

  it('shows no day of a month later than the month kept, never the days of the month kept', () => {
    const october = { key: '2026-10', days: { '02': 7, '31': 4 } };
    expect(monthEntries(october, '2026-11')).toEqual([]);
    expect(monthEntries(NO_MONTH, '2026-11')).toEqual([]);
  });

  it('cannot tell the days of a month earlier than the month kept: those are read day by day', () => {
    expect(monthEntries({ key: '2026-12', days: { '01': 3 } }, '2026-11')).toBeNull();
  });

  it("tells a day's saved count where the month kept covers it, and only there", () => {
    const november = { key: '2026-11', days: { '02': 0, '03': 7 } };
    expect(keptCount(november, '2026-11-03')).toBe(7);
    expect(keptCount(november, '2026-11-02')).toBe(0);
    expect(keptCount(november, '2026-11-04')).toBeNull();
    expect(keptCount(november, '2026-12-01')).toBeNull();
    expect(keptCount(november, '2026-10-31')).toBeUndefined();
    expect(keptCount(NO_MONTH, '2026-10-31')).toBeNull();
  });
});
