import { dateInMonth, monthOf, NO_MONTH } from '../monthDays';
import { weekdayOf } from '../recentDays';
import {
  allow,
  countWithTotals,
  deny,
  entryPath,
  threeDaysAhead,
  todayInUtc,
  type MatrixCase,
} from './fixtures';

const today = new Date().toISOString().slice(0, 10);

/** entries/{uid} and its dailyEntries/{day}: the admin's counts and totals, a worker reads their own. */
export function entryCases(): MatrixCase[] {
  return [
    // entries/{uid}/dailyEntries/{date}
    allow('an approved user reads their own entry', 'approved', {
      kind: 'get',
      path: entryPath('approved', '2026-11-01'),
    }),
    allow('an approved user lists their own entries', 'approved', {
      kind: 'list',
      collection: 'entries/approved/dailyEntries',
    }),
    deny("a user cannot read another user's entry", 'learner', {
      kind: 'get',
      path: entryPath('approved', '2026-11-01'),
    }),
    deny("a user cannot list another user's entries", 'learner', {
      kind: 'list',
      collection: 'entries/approved/dailyEntries',
    }),
    allow("the admin lists a user's entries", 'admin', {
      kind: 'list',
      collection: 'entries/approved/dailyEntries',
    }),
    deny('a user cannot record their own entries', 'approved', {
      kind: 'create',
      path: entryPath('approved', '2026-11-02'),
      data: { count: 100, date: '2026-11-02' },
    }),
    deny('a user cannot raise their own count', 'approved', {
      kind: 'update',
      path: entryPath('approved', '2026-11-01'),
      data: { count: 100 },
    }),
    allow(
      'the admin records a count with the totals moved by it',
      'admin',
      countWithTotals('approved', '2026-11-02', 40, { allTime: 50, firstDay: '2026-11-01' }),
    ),
    allow(
      'the admin changes a count and the totals by the difference',
      'admin',
      countWithTotals('approved', '2026-11-01', 55, { allTime: 55, firstDay: '2026-11-01' }),
    ),
    allow(
      'the admin lowers a saved count and the totals by the difference',
      'admin',
      countWithTotals('approved', '2026-11-01', 4, { allTime: 4, firstDay: '2026-11-01' }),
    ),
    allow(
      'the admin corrects a saved count to 0, taking it off the totals',
      'admin',
      countWithTotals('approved', '2026-11-01', 0, { allTime: 0, firstDay: '2026-11-01' }),
    ),
    deny(
      'a count lowered to 0 cannot leave the totals where they were',
      'admin',
      countWithTotals('approved', '2026-11-01', 0, { allTime: 10, firstDay: '2026-11-01' }),
    ),
    deny(
      'a lowered count cannot take more off the totals than its change',
      'admin',
      countWithTotals('approved', '2026-11-01', 4, { allTime: 0, firstDay: '2026-11-01' }),
    ),
    allow(
      'a count before the first day moves the first day back to it',
      'admin',
      countWithTotals('approved', '2026-10-15', 5, { allTime: 15, firstDay: '2026-10-15' }),
    ),
    allow(
      "the admin records today's count",
      'admin',
      countWithTotals('approved', today, 40, { allTime: 50, firstDay: '2026-11-01' }),
    ),
    deny(
      'a count for a day that has not begun anywhere is refused',
      'admin',
      countWithTotals('approved', threeDaysAhead, 40, { allTime: 50, firstDay: '2026-11-01' }),
    ),
    deny('a count cannot be recorded without moving the totals', 'admin', {
      kind: 'create',
      path: entryPath('approved', '2026-11-02'),
      data: { count: 40, date: '2026-11-02' },
    }),
    deny('a count cannot be changed without moving the totals', 'admin', {
      kind: 'update',
      path: entryPath('approved', '2026-11-01'),
      data: { count: 55 },
    }),
    deny(
      'the totals cannot move by more than the count',
      'admin',
      countWithTotals('approved', '2026-11-02', 40, { allTime: 60, firstDay: '2026-11-01' }),
    ),
    deny(
      'the first day cannot move forward with a later day',
      'admin',
      countWithTotals('approved', '2026-11-02', 40, { allTime: 50, firstDay: '2026-11-02' }),
    ),
    deny(
      'the first day cannot move back to a day not recorded',
      'admin',
      countWithTotals('approved', '2026-11-02', 40, { allTime: 50, firstDay: '2026-10-01' }),
    ),
    deny(
      'the totals cannot be named after another day',
      'admin',
      countWithTotals('approved', '2026-11-02', 40, {
        allTime: 50,
        firstDay: '2026-11-01',
        lastDay: '2026-11-03',
      }),
    ),
    deny('the totals cannot change on their own', 'admin', {
      kind: 'update',
      path: 'entries/approved',
      data: { allTime: 20 },
    }),
    deny(
      'a worker without totals gets no count until recounted',
      'admin',
      countWithTotals('learner', '2026-11-02', 4, { allTime: 4, firstDay: '2026-11-02' }),
    ),
    deny('a worker whose totals have the earlier shape gets no count until recounted', 'admin', {
      kind: 'batch',
      writes: [
        { type: 'merge', path: entryPath('other', '2026-11-02'), data: { count: 4, date: '2026-11-02' } },
        {
          type: 'set',
          path: 'entries/other',
          data: { allTime: 7, firstDay: '2026-10-01', lastDay: '2026-11-02', recent: {}, month: NO_MONTH },
        },
      ],
    }),
    allow('the admin recounts a worker who has no totals', 'admin', {
      kind: 'create',
      path: 'entries/learner',
      data: { allTime: 0, firstDay: '', lastDay: '', recent: {}, month: NO_MONTH },
    }),
    allow('the admin recounts a worker whose totals have the earlier shape, replacing them', 'admin', {
      kind: 'create',
      path: 'entries/other',
      data: {
        allTime: 3,
        firstDay: '2026-10-01',
        lastDay: '',
        recent: { '4': { day: '2026-10-01', count: 3 } },
        month: { key: '2026-10', days: { '01': 3 } },
      },
    }),
    deny('a recount cannot name a day that has not begun', 'admin', {
      kind: 'create',
      path: 'entries/learner',
      data: { allTime: 4, firstDay: threeDaysAhead, lastDay: '', recent: {}, month: NO_MONTH },
    }),
    allow('a recount keeps today among its recent days', 'admin', {
      kind: 'create',
      path: 'entries/learner',
      data: {
        allTime: 4,
        firstDay: todayInUtc,
        lastDay: '',
        recent: { [weekdayOf(todayInUtc)]: { day: todayInUtc, count: 4 } },
        month: { key: monthOf(todayInUtc), days: { [dateInMonth(todayInUtc)]: 4 } },
      },
    }),
    deny('a recount cannot keep a day that has not begun among its recent days', 'admin', {
      kind: 'create',
      path: 'entries/learner',
      data: {
        allTime: 4,
        firstDay: '',
        lastDay: '',
        recent: { [weekdayOf(threeDaysAhead)]: { day: threeDaysAhead, count: 4 } },
        month: NO_MONTH,
      },
    }),
    deny('a recount replacing totals of the earlier shape cannot keep a day that has not begun', 'admin', {
      kind: 'create',
      path: 'entries/other',
      data: {
        allTime: 7,
        firstDay: '2026-10-01',
        lastDay: '',
        recent: {
          '4': { day: '2026-10-01', count: 3 },
          [weekdayOf(threeDaysAhead)]: { day: threeDaysAhead, count: 4 },
        },
        month: { key: '2026-10', days: { '01': 3 } },
      },
    }),
    deny('a recount cannot overwrite current totals', 'admin', {
      kind: 'create',
      path: 'entries/approved',
      data: { allTime: 999, firstDay: '2026-11-01', lastDay: '', recent: {}, month: NO_MONTH },
    }),
    deny('totals cannot carry fields outside the schema', 'admin', {
      kind: 'create',
      path: 'entries/learner',
      data: { allTime: 0, firstDay: '', lastDay: '', recent: {}, month: NO_MONTH, bonus: 500 },
    }),
    deny('totals cannot keep a map of months', 'admin', {
      kind: 'create',
      path: 'entries/learner',
      data: { allTime: 0, firstDay: '', lastDay: '', recent: {}, month: NO_MONTH, months: {} },
    }),
    deny(
      'a worker cannot write their own totals',
      'approved',
      countWithTotals('approved', '2026-11-02', 40, { allTime: 50, firstDay: '2026-11-01' }),
    ),
    deny('a user cannot recount their own totals', 'learner', {
      kind: 'create',
      path: 'entries/learner',
      data: { allTime: 500, firstDay: '', lastDay: '', recent: {}, month: NO_MONTH },
    }),
    allow('a worker reads their own totals', 'approved', { kind: 'get', path: 'entries/approved' }),
    deny("a user cannot read another worker's totals", 'learner', { kind: 'get', path: 'entries/approved' }),
    allow("the admin reads every worker's totals", 'admin', { kind: 'list', collection: 'entries' }),
    deny("a worker cannot list everyone's totals", 'approved', { kind: 'list', collection: 'entries' }),
    allow("the admin reads every worker's count of a day in one query", 'admin', {
      kind: 'listDay',
      date: '2026-11-01',
    }),
    deny("a worker cannot read everyone's counts of a day", 'approved', {
      kind: 'listDay',
      date: '2026-11-01',
    }),
    allow("the admin reads every worker's days of a month in one query", 'admin', {
      kind: 'listDays',
      from: '2026-11-01',
      to: '2026-11-30',
    }),
    deny("a worker cannot read everyone's days of a month", 'approved', {
      kind: 'listDays',
      from: '2026-11-01',
      to: '2026-11-30',
    }),
    deny("a learner cannot read everyone's days of a month", 'learner', {
      kind: 'listDays',
      from: '2026-11-01',
      to: '2026-11-30',
    }),
    deny("a visitor cannot read everyone's days of a month", 'anonymous', {
      kind: 'listDays',
      from: '2026-11-01',
      to: '2026-11-30',
    }),
    deny('nobody deletes totals', 'admin', { kind: 'delete', path: 'entries/approved' }),
    deny('a count above 100 is refused', 'admin', {
      kind: 'create',
      path: entryPath('approved', '2026-11-02'),
      data: { count: 101, date: '2026-11-02' },
    }),
    deny('a negative count is refused', 'admin', {
      kind: 'create',
      path: entryPath('approved', '2026-11-02'),
      data: { count: -1, date: '2026-11-02' },
    }),
    deny('a fractional count is refused', 'admin', {
      kind: 'create',
      path: entryPath('approved', '2026-11-02'),
      data: { count: 4.5, date: '2026-11-02' },
    }),
    deny('the date must equal the document id', 'admin', {
      kind: 'create',
      path: entryPath('approved', '2026-11-02'),
      data: { count: 4, date: '2026-11-03' },
    }),
    deny('the document id must be a yyyy-MM-dd day', 'admin', {
      kind: 'create',
      path: entryPath('approved', 'yesterday'),
      data: { count: 4, date: 'yesterday' },
    }),
    deny('an entry cannot carry fields outside the schema', 'admin', {
      kind: 'create',
      path: entryPath('approved', '2026-11-02'),
      data: { count: 4, date: '2026-11-02', bonus: 500 },
    }),
    deny('an unverified sign-up with the admin e-mail cannot record counts', 'impostor', {
      kind: 'create',
      path: entryPath('approved', '2026-11-02'),
      data: { count: 4, date: '2026-11-02' },
    }),
    deny('nobody deletes an entry', 'admin', { kind: 'delete', path: entryPath('approved', '2026-11-01') }),
  ];
}
