import { daysBetween } from '../../lib/days';
import { dateInMonth, NO_MONTH } from '../monthDays';
import { withRecentDay } from '../recentDays';
import {
  allow,
  approvedTotals,
  countWithTotals,
  deny,
  entryPath,
  octoberTotals,
  type MatrixCase,
  type MatrixOp,
} from './fixtures';

const sunday = approvedTotals.recent['7']!;
const november = approvedTotals.month;

/** Days' counts of the October worker written in one batch with the totals as given. */
const octoberCounts = (counts: Record<string, number>, totals: Record<string, unknown>): MatrixOp => ({
  kind: 'batch',
  writes: [
    ...Object.entries(counts).map(([day, count]) => ({
      type: 'merge' as const,
      path: entryPath('october', day),
      data: { count, date: day },
    })),
    { type: 'set' as const, path: 'entries/october', data: totals },
  ],
});

/** October's recent days with November's days put in their weekdays' places. */
const octoberRecent = (counts: Record<string, number>) =>
  Object.entries(counts).reduce(
    (recent, [day, count]) => withRecentDay(recent, day, count),
    octoberTotals.recent,
  );

/** A recount of October 2026 with a count on every day: its last week and all 31 days kept. */
const october = daysBetween('2026-10-01', '2026-10-31');
const recountOfAMonth = {
  allTime: 3100,
  firstDay: '2026-10-01',
  lastDay: '',
  recent: october.slice(-7).reduce((recent, day) => withRecentDay(recent, day, 100), {}),
  month: { key: '2026-10', days: Object.fromEntries(october.map((day) => [dateInMonth(day), 100])) },
};

const recountWithMonth = (month: unknown) => ({
  kind: 'create' as const,
  path: 'entries/learner',
  data: { allTime: 5, firstDay: '', lastDay: '', recent: {}, month },
});

/**
 * entries/{uid}'s month: the counts of the latest month recorded, moved with each count, from
 * which the work page and the statement read the current month. The approved worker has Sunday 1
 * November 2026 (10 entries) kept in November; the October worker has Friday 30 October (3).
 */
export function monthDayCases(): MatrixCase[] {
  const totalsOfMonday = { allTime: 50, firstDay: '2026-11-01' };
  return [
    allow(
      'a day of the month kept sets its own count there',
      'admin',
      countWithTotals('approved', '2026-11-02', 40, {
        ...totalsOfMonday,
        month: { key: '2026-11', days: { '01': 10, '02': 40 } },
      }),
    ),
    deny(
      "a day's count in the month kept must be the count written",
      'admin',
      countWithTotals('approved', '2026-11-02', 40, {
        ...totalsOfMonday,
        month: { key: '2026-11', days: { '01': 10, '02': 41 } },
      }),
    ),
    deny(
      'a day of the month kept cannot be left out of it',
      'admin',
      countWithTotals('approved', '2026-11-02', 40, { ...totalsOfMonday, month: november }),
    ),
    deny(
      "a count cannot change another day's count in the month kept",
      'admin',
      countWithTotals('approved', '2026-11-02', 40, {
        ...totalsOfMonday,
        month: { key: '2026-11', days: { '01': 11, '02': 40 } },
      }),
    ),
    deny(
      'a count cannot drop the other days of the month kept',
      'admin',
      countWithTotals('approved', '2026-11-02', 40, {
        ...totalsOfMonday,
        month: { key: '2026-11', days: { '02': 40 } },
      }),
    ),
    allow(
      'a day of a later month starts that month with only itself',
      'admin',
      octoberCounts(
        { '2026-11-02': 4 },
        {
          allTime: 7,
          firstDay: '2026-10-30',
          lastDay: '2026-11-02',
          recent: octoberRecent({ '2026-11-02': 4 }),
          month: { key: '2026-11', days: { '02': 4 } },
        },
      ),
    ),
    deny(
      'a later month cannot keep the days of the month before',
      'admin',
      octoberCounts(
        { '2026-11-02': 4 },
        {
          allTime: 7,
          firstDay: '2026-10-30',
          lastDay: '2026-11-02',
          recent: octoberRecent({ '2026-11-02': 4 }),
          month: { key: '2026-11', days: { '02': 4, '30': 3 } },
        },
      ),
    ),
    deny(
      'a day of a later month cannot be kept under the month before',
      'admin',
      octoberCounts(
        { '2026-11-02': 4 },
        {
          allTime: 7,
          firstDay: '2026-10-30',
          lastDay: '2026-11-02',
          recent: octoberRecent({ '2026-11-02': 4 }),
          month: { key: '2026-10', days: { '02': 4, '30': 3 } },
        },
      ),
    ),
    allow(
      'a day of an earlier month leaves the month kept as it is',
      'admin',
      countWithTotals('approved', '2026-10-31', 2, { allTime: 12, firstDay: '2026-10-31', month: november }),
    ),
    deny(
      'a day of an earlier month cannot replace the month kept',
      'admin',
      countWithTotals('approved', '2026-10-31', 2, {
        allTime: 12,
        firstDay: '2026-10-31',
        month: { key: '2026-10', days: { '31': 2 } },
      }),
    ),
    deny(
      'a day of an earlier month cannot be put in the month kept',
      'admin',
      countWithTotals('approved', '2026-10-31', 2, {
        allTime: 12,
        firstDay: '2026-10-31',
        month: { key: '2026-11', days: { '01': 10, '31': 2 } },
      }),
    ),
    deny('two days of different months cannot go together', 'admin', {
      kind: 'batch',
      writes: [
        { type: 'merge', path: entryPath('approved', '2026-10-31'), data: { count: 2, date: '2026-10-31' } },
        { type: 'merge', path: entryPath('approved', '2026-11-02'), data: { count: 4, date: '2026-11-02' } },
        {
          type: 'set',
          path: 'entries/approved',
          data: {
            allTime: 16,
            firstDay: '2026-10-31',
            lastDay: ['2026-10-31', '2026-11-02'],
            recent: {
              '7': sunday,
              '6': { day: '2026-10-31', count: 2 },
              '1': { day: '2026-11-02', count: 4 },
            },
            month: { key: '2026-11', days: { '01': 10, '02': 4 } },
          },
        },
      ],
    }),
    deny(
      'two days of a later month cannot start it together: one day a write',
      'admin',
      octoberCounts(
        { '2026-11-02': 4, '2026-11-03': 6 },
        {
          allTime: 13,
          firstDay: '2026-10-30',
          lastDay: ['2026-11-02', '2026-11-03'],
          recent: octoberRecent({ '2026-11-02': 4, '2026-11-03': 6 }),
          month: { key: '2026-11', days: { '02': 4, '03': 6 } },
        },
      ),
    ),
    deny(
      'a worker whose totals keep no month gets no count until recounted',
      'admin',
      countWithTotals('weekly', '2026-11-02', 4, { allTime: 14, firstDay: '2026-11-01' }),
    ),
    allow('the admin recounts a worker whose totals keep no month, replacing them', 'admin', {
      kind: 'create',
      path: 'entries/weekly',
      data: {
        allTime: 10,
        firstDay: '2026-11-01',
        lastDay: '',
        recent: { '7': sunday },
        month: november,
      },
    }),
    allow('the admin recounts a worker with a day on every day of a month, all kept in one write', 'admin', {
      kind: 'create',
      path: 'entries/learner',
      data: recountOfAMonth,
    }),
    deny(
      'a recount keeps 31 days of its month at most',
      'admin',
      recountWithMonth({
        key: '2026-10',
        days: Object.fromEntries([...october.map(dateInMonth), '32'].map((date) => [date, 1])),
      }),
    ),
    deny(
      "a recount's month is a month of the calendar",
      'admin',
      recountWithMonth({ key: '2026-13', days: {} }),
    ),
    deny(
      'a recount with no month kept keeps no days',
      'admin',
      recountWithMonth({ key: '', days: { '01': 5 } }),
    ),
    deny('totals cannot be written without their month', 'admin', {
      kind: 'create',
      path: 'entries/learner',
      data: { allTime: 0, firstDay: '', lastDay: '', recent: {} },
    }),
    allow('a recount of a worker with no day keeps no month', 'admin', recountWithMonth(NO_MONTH)),
  ];
}
