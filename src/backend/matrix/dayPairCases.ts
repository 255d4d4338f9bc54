import { withMonthDay } from '../monthDays';
import type { MonthDays, RecentDays } from '../types';
import {
  allow,
  approvedTotals,
  deny,
  entryPath,
  pairedTotals,
  type MatrixCase,
  type MatrixOp,
} from './fixtures';

const sunday = approvedTotals.recent['7']!;

/**
 * Days' counts written in one batch with the worker's totals as given; their month is the worker's
 * with the days written, unless given too.
 */
const countsWithTotals = (
  counts: Record<string, number>,
  totals: {
    allTime: number;
    firstDay: string;
    lastDay: unknown;
    recent: RecentDays;
    month?: MonthDays;
  } | null,
  uid = 'approved',
): MatrixOp => ({
  kind: 'batch',
  writes: [
    ...Object.entries(counts).map(([day, count]) => ({
      type: 'merge' as const,
      path: entryPath(uid, day),
      data: { count, date: day },
    })),
    ...(totals
      ? [
          {
            type: 'set' as const,
            path: `entries/${uid}`,
            data: {
              month: Object.entries(counts).reduce(
                (month, [day, count]) => withMonthDay(month, day, count),
                (uid === 'paired' ? pairedTotals : approvedTotals).month,
              ),
              ...totals,
            },
          },
        ]
      : []),
  ],
});

/**
 * Two days written in one batch, as an import saves a month of counts: the totals name both days
 * and move by both their changes. The approved worker has one day, Sunday 1 November 2026 (10
 * entries), kept under '7'; `paired` has that Sunday and Monday 2 November (4), written together.
 */
export function dayPairCases(): MatrixCase[] {
  const monday = { day: '2026-11-02', count: 4 };
  const tuesday = { day: '2026-11-03', count: 6 };
  // Monday and Tuesday written together, and the totals that go with them: each refusal below
  // changes one thing.
  const mondayAndTuesday = { '2026-11-02': 4, '2026-11-03': 6 };
  const bothMoved = {
    allTime: 20,
    firstDay: '2026-11-01',
    lastDay: ['2026-11-02', '2026-11-03'],
    recent: { '7': sunday, '1': monday, '2': tuesday },
  };
  // Monday written alone, the totals naming Sunday and Monday.
  const mondayOfTwo = {
    allTime: 14,
    firstDay: '2026-11-01',
    lastDay: ['2026-11-01', '2026-11-02'],
    recent: { '7': sunday, '1': monday },
  };
  return [
    allow(
      'the admin writes two days of different weekdays with the totals moved by both',
      'admin',
      countsWithTotals(mondayAndTuesday, bothMoved),
    ),
    allow(
      'a recorded day is corrected together with a new one',
      'admin',
      countsWithTotals(
        { '2026-11-01': 12, '2026-11-02': 4 },
        {
          allTime: 16,
          firstDay: '2026-11-01',
          lastDay: ['2026-11-01', '2026-11-02'],
          recent: { '7': { day: '2026-11-01', count: 12 }, '1': monday },
        },
      ),
    ),
    allow(
      'two earlier days take the first day back to the earlier of them',
      'admin',
      countsWithTotals(
        { '2026-10-26': 3, '2026-10-27': 5 },
        {
          allTime: 18,
          firstDay: '2026-10-26',
          lastDay: ['2026-10-26', '2026-10-27'],
          recent: {
            '7': sunday,
            '1': { day: '2026-10-26', count: 3 },
            '2': { day: '2026-10-27', count: 5 },
          },
        },
      ),
    ),
    deny(
      'the totals must move by both days, not one',
      'admin',
      countsWithTotals(mondayAndTuesday, { ...bothMoved, allTime: 14 }),
    ),
    deny(
      'both days must take their places among the recent days',
      'admin',
      countsWithTotals(mondayAndTuesday, { ...bothMoved, recent: { '7': sunday, '1': monday } }),
    ),
    deny(
      'two days of the same weekday cannot go together',
      'admin',
      countsWithTotals(
        { '2026-11-02': 4, '2026-11-09': 6 },
        {
          allTime: 20,
          firstDay: '2026-11-01',
          lastDay: ['2026-11-02', '2026-11-09'],
          recent: { '7': sunday, '1': { day: '2026-11-09', count: 6 } },
        },
      ),
    ),
    deny(
      'the two days are named earlier first',
      'admin',
      countsWithTotals(mondayAndTuesday, { ...bothMoved, lastDay: ['2026-11-03', '2026-11-02'] }),
    ),
    deny(
      'the first day goes back to the earlier of the two days',
      'admin',
      countsWithTotals(
        { '2026-10-26': 3, '2026-10-27': 5 },
        {
          allTime: 18,
          firstDay: '2026-11-01',
          lastDay: ['2026-10-26', '2026-10-27'],
          recent: {
            '7': sunday,
            '1': { day: '2026-10-26', count: 3 },
            '2': { day: '2026-10-27', count: 5 },
          },
        },
      ),
    ),
    deny(
      'a third day cannot ride along with the two the totals name',
      'admin',
      countsWithTotals(
        { '2026-11-02': 4, '2026-11-03': 6, '2026-11-04': 9 },
        {
          allTime: 29,
          firstDay: '2026-11-01',
          lastDay: ['2026-11-02', '2026-11-03'],
          recent: { '7': sunday, '1': monday, '2': tuesday, '3': { day: '2026-11-04', count: 9 } },
        },
      ),
    ),
    deny(
      'the totals cannot name a day that is not recorded',
      'admin',
      countsWithTotals(
        { '2026-11-02': 4 },
        {
          allTime: 14,
          firstDay: '2026-11-01',
          lastDay: ['2026-11-02', '2026-11-03'],
          recent: { '7': sunday, '1': monday, '2': { day: '2026-11-03', count: 0 } },
        },
      ),
    ),
    allow(
      'one day of the two is written, the other named as it is',
      'admin',
      countsWithTotals({ '2026-11-02': 4 }, mondayOfTwo),
    ),
    deny(
      'the day not written is not counted again',
      'admin',
      countsWithTotals({ '2026-11-02': 4 }, { ...mondayOfTwo, allTime: 24 }),
    ),
    deny(
      'a day cannot be named twice',
      'admin',
      countsWithTotals(
        { '2026-11-02': 4 },
        {
          allTime: 18,
          firstDay: '2026-11-01',
          lastDay: ['2026-11-02', '2026-11-02'],
          recent: { '7': sunday, '1': monday },
        },
      ),
    ),
    deny(
      'two Sundays cannot go together, even when the kept Sunday stays',
      'admin',
      countsWithTotals(
        { '2026-10-25': 3 },
        {
          allTime: 13,
          firstDay: '2026-10-25',
          lastDay: ['2026-10-25', '2026-11-01'],
          recent: { '7': sunday },
        },
      ),
    ),
    deny(
      'a day cannot lean on the pair the stored totals already name',
      'admin',
      countsWithTotals({ '2026-11-02': 40 }, null, 'paired'),
    ),
    allow(
      'the same two days are written again, the totals moving by the change',
      'admin',
      countsWithTotals(
        { '2026-11-02': 5 },
        {
          allTime: 15,
          firstDay: '2026-11-01',
          lastDay: ['2026-11-01', '2026-11-02'],
          recent: { '7': sunday, '1': { day: '2026-11-02', count: 5 } },
        },
        'paired',
      ),
    ),
    deny(
      'a worker whose totals have no recent days gets no two days until recounted',
      'admin',
      countsWithTotals(
        { '2026-11-02': 4, '2026-11-03': 6 },
        {
          allTime: 13,
          firstDay: '2026-10-01',
          lastDay: ['2026-11-02', '2026-11-03'],
          recent: { '1': monday, '2': tuesday },
        },
        'former',
      ),
    ),
    deny('a recount names no two days', 'admin', {
      kind: 'create',
      path: 'entries/learner',
      data: {
        allTime: 0,
        firstDay: '',
        lastDay: ['2026-11-02', '2026-11-03'],
        recent: {},
        month: { key: '', days: {} },
      },
    }),
    deny('only the admin writes two days at once', 'approved', countsWithTotals(mondayAndTuesday, bothMoved)),
  ];
}
