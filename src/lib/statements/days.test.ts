import { describe, expect, it } from 'vitest';
import { indiaDay, MonthFirstDates, nextDay, readDay } from './days';

describe('readDay', () => {
  it.each([
    ['25/11/2026', '2026-11-25'],
    ['25-11-2026', '2026-11-25'],
    ['25.11.2026', '2026-11-25'],
    ['05/11/2026', '2026-11-05'],
    ['5/1/2026', '2026-01-05'],
    ['25/11/26', '2026-11-25'],
    ['25-Nov-2026', '2026-11-25'],
    ['25-NOV-26', '2026-11-25'],
    ['25 Nov 2026', '2026-11-25'],
    ['25 November 2026', '2026-11-25'],
    ['25 Sept 2026', '2026-09-25'],
    ['Nov 25, 2026', '2026-11-25'],
    ['2026-11-25', '2026-11-25'],
    ['2026/11/25', '2026-11-25'],
    ['25/11/2026 14:32:10', '2026-11-25'],
    ['25-11-2026 02:32 PM', '2026-11-25'],
    ['2026-11-25T09:02:45', '2026-11-25'],
    ['2026-11-25 18:47:03', '2026-11-25'],
    ['25 Nov 2026, 10:32 AM', '2026-11-25'],
    ['24-Nov-2026 10:32:11', '2026-11-24'],
  ])('reads %s as %s, the day first', (text, day) => {
    expect(readDay(text)).toBe(day);
  });

  it('reads Excel’s day numbers, with or without a time', () => {
    expect(readDay('46351')).toBe('2026-11-25');
    expect(readDay('46351.4375')).toBe('2026-11-25');
  });

  it('is null for what is not a day on the calendar', () => {
    for (const text of [
      '',
      'Opening Balance',
      '31/02/2026',
      '25/13/2026',
      '1,499.00',
      '533412345678',
      '25 Nox 2026',
      'Date',
    ])
      expect(readDay(text)).toBeNull();
  });
});

describe('indiaDay', () => {
  it('is the day in India, five and a half hours ahead of UTC', () => {
    expect(indiaDay(new Date('2026-11-24T18:29:59Z'))).toBe('2026-11-24');
    expect(indiaDay(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
  });
});

describe('nextDay', () => {
  it('crosses months and years', () => {
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});

describe('dates written month first', () => {
  const found = (cells: string[]) => {
    const dates = new MonthFirstDates();
    for (const cell of cells) dates.see(cell);
    return dates.found;
  };

  it('are found from a number over 12 in the middle place', () =>
    expect(found(['12/01/2026', '12/15/2026 10:04', ''])).toBe(true));

  it.each([
    [['01/12/2026', '15/12/2026']],
    [['01/12/2026', '02/12/2026']],
    [['12/15/2026', '25/11/2026']],
    [['2026-12-15', '1 Dec 2026', 'Balance b/f']],
    [['01/12/2026', '10.45.32']],
  ])('are not found in %j', (cells) => expect(found(cells)).toBe(false));
});
