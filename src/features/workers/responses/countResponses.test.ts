import { afterEach, describe, expect, it, vi } from 'vitest';
import { countResponses, startCountingResponses } from './countResponses';
import { ASHA, COUNTED_DAYS, DAY_FIRST_CSV_ROWS, MONTH_FIRST_CSV_ROWS, RAVI } from './fixtures/forms';
import { ResponsesError } from './responsesError';
import type { ResponsesRefusal } from './refusals';

const HEADER = ['Timestamp', 'Email address', 'Record number'];

function refusalOf(count: () => unknown): ResponsesRefusal | 'counted' {
  try {
    count();
    return 'counted';
  } catch (error) {
    if (error instanceof ResponsesError) return error.code;
    throw error;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('countResponses', () => {
  it('counts a Google Forms download from a day-first sheet', () => {
    const counted = countResponses(DAY_FIRST_CSV_ROWS);
    expect(counted).toEqual({
      days: COUNTED_DAYS,
      duplicates: 0,
      unreadable: 0,
      from: '2026-11-13',
      to: '2026-11-25',
      dateOrder: 'day-first',
    });
  });

  it('counts the same responses from a month-first sheet with AM and PM', () => {
    const counted = countResponses(MONTH_FIRST_CSV_ROWS);
    expect(counted.days).toEqual(COUNTED_DAYS);
    expect(counted.dateOrder).toBe('month-first');
  });

  it('asks the admin when no date of the file tells day from month, and reads it as they choose', () => {
    const rows = [HEADER, ['05/11/2026 10:00:00', ASHA, '1'], ['06/11/2026 10:00:00', ASHA, '2']];
    expect(countResponses(rows)).toMatchObject({ dateOrder: 'ambiguous', days: [], from: null });
    expect(countResponses(rows, { dateOrder: 'day-first' })).toMatchObject({
      dateOrder: 'day-first',
      days: [
        { date: '2026-11-05', email: ASHA, responses: 1 },
        { date: '2026-11-06', email: ASHA, responses: 1 },
      ],
    });
    expect(countResponses(rows, { dateOrder: 'month-first' }).days.map((day) => day.date)).toEqual([
      '2026-05-11',
      '2026-06-11',
    ]);
  });

  it('lets the file’s own dates win over a choice it does not need', () => {
    const rows = [HEADER, ['05/11/2026 10:00:00', ASHA, '1'], ['25/11/2026 10:00:00', ASHA, '2']];
    const counted = countResponses(rows, { dateOrder: 'month-first' });
    expect(counted.dateOrder).toBe('day-first');
    expect(counted.days[0]!.date).toBe('2026-11-05');
  });

  it('needs no choice when every date reads the same both ways, or names its month', () => {
    expect(countResponses([HEADER, ['05/05/2026 10:00', ASHA, '1']]).dateOrder).toBe('day-first');
    expect(countResponses([HEADER, ['2026-05-06 10:00', ASHA, '1']]).dateOrder).toBeNull();
  });

  it('counts each response on its India day, whatever the UTC day', () => {
    const rows = [
      HEADER,
      // 00:30 in India on the 26th is still the 25th in UTC.
      ['26/11/2026 00:30:00', ASHA, '1'],
      ['25/11/2026 23:30:00', ASHA, '2'],
      ['2026-11-25T19:00:00Z', RAVI, '3'],
      ['2026-11-25T18:00:00Z', RAVI, '4'],
    ];
    expect(countResponses(rows).days).toEqual([
      { date: '2026-11-25', email: ASHA, responses: 1 },
      { date: '2026-11-25', email: RAVI, responses: 1 },
      { date: '2026-11-26', email: ASHA, responses: 1 },
      { date: '2026-11-26', email: RAVI, responses: 1 },
    ]);
  });

  it('never reads the browser’s own time zone', () => {
    const local = ['getDate', 'getDay', 'getMonth', 'getFullYear', 'getHours', 'getTimezoneOffset'] as const;
    for (const getter of local)
      vi.spyOn(Date.prototype, getter).mockImplementation(() => {
        throw new Error(`${getter} reads the local time zone`);
      });
    const rows = [HEADER, ['26/11/2026 00:30:00', ASHA, '1'], ['46351.99', RAVI, '2']];
    expect(countResponses(rows).days.map((day) => day.date)).toEqual(['2026-11-25', '2026-11-26']);
  });

  it('counts a response repeated exactly once, and a second one sent the same second twice', () => {
    const rows = [
      HEADER,
      ['25/11/2026 10:00:00', ASHA, 'R-1'],
      ['25/11/2026 10:00:00', ASHA, 'R-1'],
      ['25/11/2026 10:00:00', ASHA, 'R-1'],
      ['25/11/2026 10:00:00', ASHA, 'R-2'],
    ];
    const counted = countResponses(rows);
    expect(counted.duplicates).toBe(2);
    expect(counted.days).toEqual([{ date: '2026-11-25', email: ASHA, responses: 2 }]);
  });

  it('skips rows without a readable time or an address, and blank rows', () => {
    const rows = [
      HEADER,
      ['25/11/2026 10:00:00', ASHA, '1'],
      ['25/11/2026 10:01:00', ASHA, '2'],
      ['25/11/2026 10:02:00', ASHA, '3'],
      ['not a time', ASHA, '4'],
      ['25/11/2026 10:05:00', '  ', '5'],
      ['', '', ''],
    ];
    const counted = countResponses(rows);
    expect(counted.unreadable).toBe(2);
    expect(counted.days).toEqual([{ date: '2026-11-25', email: ASHA, responses: 3 }]);
  });

  it('finds the header below a title, and prefers the completion time to the start time', () => {
    const rows = [
      ['Data entry, November'],
      ['Start time', 'Completion time', 'Email'],
      ['2026-11-24T23:58:00', '2026-11-25T00:01:00', ASHA],
    ];
    expect(countResponses(rows).days).toEqual([{ date: '2026-11-25', email: ASHA, responses: 1 }]);
  });

  it('counts a slice of rows at a time', () => {
    const rows = [
      HEADER,
      ...Array.from({ length: 10 }, (_, index) => ['25/11/2026 10:00', ASHA, `${index}`]),
    ];
    const counter = startCountingResponses(rows);
    expect(counter.read(4)).toBe(false);
    expect(counter.read(4)).toBe(false);
    expect(counter.read(4)).toBe(true);
    expect(counter.finish().days).toEqual([{ date: '2026-11-25', email: ASHA, responses: 10 }]);
  });
});

describe('a file whose responses cannot be counted', () => {
  it('is not a form’s responses', () => {
    expect(
      refusalOf(() =>
        countResponses([
          ['Date', 'Credit'],
          ['25/11/2026', '1499'],
        ]),
      ),
    ).toBe('not-responses');
  });

  it('has no e-mail column: the form did not collect addresses', () => {
    expect(
      refusalOf(() =>
        countResponses([
          ['Timestamp', 'Name'],
          ['25/11/2026 10:00', 'Asha'],
        ]),
      ),
    ).toBe('no-email');
  });

  it('holds the questions but no responses', () => {
    expect(refusalOf(() => countResponses([HEADER, ['', '', '']]))).toBe('no-responses');
  });

  it('has dates that cannot be read', () => {
    const unreadable = [HEADER, ['25 November', ASHA, '1'], ['26 November', ASHA, '2']];
    expect(refusalOf(() => countResponses(unreadable))).toBe('unreadable-dates');
    const mixed = [HEADER, ['25/11/2026 10:00', ASHA, '1'], ['11/26/2026 10:00', ASHA, '2']];
    expect(refusalOf(() => countResponses(mixed))).toBe('unreadable-dates');
  });
});
