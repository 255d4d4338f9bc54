import { allow, approvedTotals, countWithTotals, deny, type MatrixCase } from './fixtures';

const sunday = approvedTotals.recent['7']!;

/** A recount of one week, Monday 2 to Sunday 8 November 2026: every weekday kept. */
const recountOfAWeek = {
  allTime: 70,
  firstDay: '2026-11-02',
  lastDay: '',
  recent: Object.fromEntries(
    ['02', '03', '04', '05', '06', '07', '08'].map((date, at) => [
      String(at + 1),
      { day: `2026-11-${date}`, count: 10 },
    ]),
  ),
  month: { key: '2026-11', days: { '02': 10, '03': 10, '04': 10, '05': 10, '06': 10, '07': 10, '08': 10 } },
};

/**
 * entries/{uid}'s recent days: the latest day of each weekday kept beside the totals, moved with
 * each count, checked as the totals are; and the dashboard's reading of a page of workers at once.
 * The approved worker has one day, Sunday 1 November 2026 (10 entries), kept under '7'.
 */
export function recentDayCases(): MatrixCase[] {
  return [
    allow(
      'a later day of the same weekday takes its place among the recent days',
      'admin',
      countWithTotals('approved', '2026-11-08', 5, {
        allTime: 15,
        firstDay: '2026-11-01',
        recent: { '7': { day: '2026-11-08', count: 5 } },
      }),
    ),
    allow(
      'an earlier day of a weekday leaves the later one kept',
      'admin',
      countWithTotals('approved', '2026-10-25', 5, {
        allTime: 15,
        firstDay: '2026-10-25',
        recent: { '7': sunday },
      }),
    ),
    deny(
      'an earlier day cannot push out the later day of its weekday',
      'admin',
      countWithTotals('approved', '2026-10-25', 5, {
        allTime: 15,
        firstDay: '2026-10-25',
        recent: { '7': { day: '2026-10-25', count: 5 } },
      }),
    ),
    deny(
      'a day cannot be kept under another weekday',
      'admin',
      countWithTotals('approved', '2026-11-02', 40, {
        allTime: 50,
        firstDay: '2026-11-01',
        recent: { '7': sunday, '2': { day: '2026-11-02', count: 40 } },
      }),
    ),
    deny(
      "a kept day must carry the day's count",
      'admin',
      countWithTotals('approved', '2026-11-02', 40, {
        allTime: 50,
        firstDay: '2026-11-01',
        recent: { '7': sunday, '1': { day: '2026-11-02', count: 100 } },
      }),
    ),
    deny(
      "a count cannot change another weekday's kept day",
      'admin',
      countWithTotals('approved', '2026-11-02', 40, {
        allTime: 50,
        firstDay: '2026-11-01',
        recent: { '7': { day: '2026-11-01', count: 99 }, '1': { day: '2026-11-02', count: 40 } },
      }),
    ),
    deny(
      'a count cannot drop the other kept days',
      'admin',
      countWithTotals('approved', '2026-11-02', 40, {
        allTime: 50,
        firstDay: '2026-11-01',
        recent: { '1': { day: '2026-11-02', count: 40 } },
      }),
    ),
    deny(
      'a worker whose totals have no recent days gets no count until recounted',
      'admin',
      countWithTotals('former', '2026-11-02', 4, {
        allTime: 7,
        firstDay: '2026-10-01',
        recent: { '1': { day: '2026-11-02', count: 4 } },
      }),
    ),
    allow('the admin recounts a worker whose totals have no recent days, replacing them', 'admin', {
      kind: 'create',
      path: 'entries/former',
      data: {
        allTime: 3,
        firstDay: '2026-10-01',
        lastDay: '',
        recent: { '4': { day: '2026-10-01', count: 3 } },
        month: { key: '2026-10', days: { '01': 3 } },
      },
    }),
    allow('the admin recounts a worker with a day on every weekday, all seven kept in one write', 'admin', {
      kind: 'create',
      path: 'entries/learner',
      data: recountOfAWeek,
    }),
    allow('the admin replaces totals without recent days by a recount of a day on every weekday', 'admin', {
      kind: 'create',
      path: 'entries/former',
      data: recountOfAWeek,
    }),
    deny('a recount cannot keep a day the calendar does not have', 'admin', {
      kind: 'create',
      path: 'entries/learner',
      // 30 February 2026 would fall on a Monday.
      data: {
        allTime: 5,
        firstDay: '2026-02-28',
        lastDay: '',
        recent: { '1': { day: '2026-02-30', count: 5 } },
        month: { key: '2026-02', days: { '28': 5 } },
      },
    }),
    deny('a recount names no day of its own', 'admin', {
      kind: 'create',
      path: 'entries/learner',
      data: { ...recountOfAWeek, lastDay: '2026-11-08' },
    }),
    deny('a recount cannot keep a day under another weekday', 'admin', {
      kind: 'create',
      path: 'entries/learner',
      data: {
        allTime: 1,
        firstDay: '2026-11-01',
        lastDay: '',
        recent: { '1': { day: '2026-11-01', count: 1 } },
        month: { key: '2026-11', days: { '01': 1 } },
      },
    }),
    deny('a recount cannot keep a count above 100', 'admin', {
      kind: 'create',
      path: 'entries/learner',
      data: {
        allTime: 101,
        firstDay: '2026-11-01',
        lastDay: '',
        recent: { '7': { day: '2026-11-01', count: 101 } },
        month: { key: '2026-11', days: { '01': 100 } },
      },
    }),
    deny('recent days are kept only under the seven weekdays', 'admin', {
      kind: 'create',
      path: 'entries/learner',
      data: {
        allTime: 1,
        firstDay: '2026-11-01',
        lastDay: '',
        recent: { sunday: { day: '2026-11-01', count: 1 } },
        month: { key: '2026-11', days: { '01': 1 } },
      },
    }),
    deny('totals cannot be written without their recent days', 'admin', {
      kind: 'create',
      path: 'entries/learner',
      data: { allTime: 0, firstDay: '', lastDay: '', month: { key: '', days: {} } },
    }),
    allow("the admin reads a page of workers' totals in one query", 'admin', {
      kind: 'list',
      collection: 'entries',
      whereIds: ['approved', 'learner', 'other'],
    }),
    deny("a worker cannot read other workers' totals by their ids", 'approved', {
      kind: 'list',
      collection: 'entries',
      whereIds: ['approved', 'other'],
    }),
    allow("the admin reads a page of workers' paid-to-date in one query", 'admin', {
      kind: 'list',
      collection: 'payoutTotals',
      whereIds: ['approved', 'learner'],
    }),
    deny("a worker cannot read other workers' paid-to-date by their ids", 'approved', {
      kind: 'list',
      collection: 'payoutTotals',
      whereIds: ['approved', 'learner'],
    }),
  ];
}
