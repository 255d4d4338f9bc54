import { describe, expect, it } from 'vitest';
import { daysBetween, earlierDay } from './days';

describe('daysBetween', () => {
  it('lists every day of a range, both ends included, across a month end', () => {
    expect(daysBetween('2026-10-30', '2026-11-02')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });

  it('gives one day for a range of one and none for a reversed or malformed one', () => {
    expect(daysBetween('2026-11-24', '2026-11-24')).toEqual(['2026-11-24']);
    expect(daysBetween('2026-11-24', '2026-11-23')).toEqual([]);
    expect(daysBetween('2026-02-30', '2026-03-02')).toEqual([]);
  });
});

describe('earlierDay', () => {
  it('takes the day when there is no first day yet or it comes before it, else keeps the first', () => {
    expect(earlierDay('', '2026-11-24')).toBe('2026-11-24');
    expect(earlierDay('2026-11-24', '2026-10-01')).toBe('2026-10-01');
    expect(earlierDay('2026-10-01', '2026-11-24')).toBe('2026-10-01');
  });
});
