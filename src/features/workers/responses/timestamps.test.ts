import { describe, expect, it } from 'vitest';
import { indiaDay, orderClue, readWrittenTime, type DateOrder } from './timestamps';

const dayOf = (text: string, order: DateOrder = 'day-first') => {
  const time = readWrittenTime(text);
  return time && indiaDay(time, order);
};

describe('readWrittenTime', () => {
  it('reads the times of Indian and American sheets, with or without seconds', () => {
    expect(dayOf('25/11/2026 14:03:12')).toBe('2026-11-25');
    expect(dayOf('25/11/2026 14:03')).toBe('2026-11-25');
    expect(dayOf('11/25/2026 2:03:12 PM', 'month-first')).toBe('2026-11-25');
    expect(dayOf('11/25/2026 2:03 pm', 'month-first')).toBe('2026-11-25');
    expect(dayOf('11/25/26 14:03:12', 'month-first')).toBe('2026-11-25');
    expect(dayOf('25.11.2026 14:03:12')).toBe('2026-11-25');
    expect(readWrittenTime('11/25/2026 2:03:12 PM')?.secondsOfDay).toBe(14 * 3600 + 3 * 60 + 12);
    expect(readWrittenTime('11/25/2026 12:03:12 AM')?.secondsOfDay).toBe(3 * 60 + 12);
  });

  it('reads ISO text and Excel dates, whose month and day need no order', () => {
    expect(dayOf('2026-11-25T14:03:12', 'month-first')).toBe('2026-11-25');
    expect(dayOf('2026-11-25 14:03:12.250')).toBe('2026-11-25');
    expect(dayOf('2026/11/25 2:03:12 PM')).toBe('2026-11-25');
    // 46351 is 25 Nov 2026; .75 is 6 in the evening.
    expect(readWrittenTime('46351.75')).toMatchObject({ first: 11, second: 25, secondsOfDay: 64_800 });
    expect(dayOf('46351.75')).toBe('2026-11-25');
  });

  it('moves a time that names its zone to India’s clock', () => {
    // 20:00 UTC on the 25th is 01:30 on the 26th in India.
    expect(dayOf('2026-11-25T20:00:00Z')).toBe('2026-11-26');
    expect(dayOf('2026-11-25T18:29:59Z')).toBe('2026-11-25');
    expect(dayOf('2026-11-25T18:30:00Z')).toBe('2026-11-26');
    expect(dayOf('2026/11/26 01:30:00 AM GMT+5:30')).toBe('2026-11-26');
    expect(dayOf('2026/11/25 3:00:00 PM GMT-4')).toBe('2026-11-26');
    expect(dayOf('2026-12-31T23:00:00+00:00')).toBe('2027-01-01');
  });

  it('refuses what is no time', () => {
    for (const text of ['', 'yesterday', '25/11', '25/11/2026 25:00', '11/25/2026 13:00 PM', '1234'])
      expect(readWrittenTime(text)).toBeNull();
    expect(dayOf('31/02/2026 10:00')).toBeNull();
    expect(dayOf('25/11/2026 10:00', 'month-first')).toBeNull();
  });
});

describe('orderClue', () => {
  it('takes a part above 12 for the day', () => {
    expect(orderClue(readWrittenTime('25/11/2026 10:00')!)).toBe('day-first');
    expect(orderClue(readWrittenTime('11/25/2026 10:00')!)).toBe('month-first');
    expect(orderClue(readWrittenTime('05/11/2026 10:00')!)).toBeNull();
    expect(orderClue(readWrittenTime('2026-11-05 10:00')!)).toBeNull();
  });
});
