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
 * One day a write: the rules of two days and their totals in one batch would evaluate more than the
 * 1,000 expressions production allows a request, so two days are refused together, however their
 * totals move. The approved worker has one day, Sunday 1 November 2026 (10 entries), kept under
 * '7'; `paired` has that Sunday and Monday 2 November (4), written together by an earlier import.
 */
export function dayPairCases(): MatrixCase[] {
  const monday = { day: '2026-11-02', count: 4 };
  const tuesday = { day: '2026-11-03', count: 6 };
  const mondayAndTuesday = { '2026-11-02': 4, '2026-11-03': 6 };
  const bothMoved = {
    allTime: 20,
    firstDay: '2026-11-01',
    lastDay: ['2026-11-02', '2026-11-03'],
    recent: { '7': sunday, '1': monday, '2': tuesday },
  };
  return [
    deny(
      'two days cannot be written in one batch, even with the totals moved by both',
      'admin',
      countsWithTotals(mondayAndTuesday, bothMoved),
    ),
    deny(
      'a day cannot name a second one in its totals, even as it is',
      'admin',
      countsWithTotals(
        { '2026-11-02': 4 },
        {
          allTime: 14,
          firstDay: '2026-11-01',
          lastDay: ['2026-11-01', '2026-11-02'],
          recent: { '7': sunday, '1': monday },
        },
      ),
    ),
    deny(
      'two days cannot be written with totals naming one of them',
      'admin',
      countsWithTotals(mondayAndTuesday, { ...bothMoved, lastDay: '2026-11-03' }),
    ),
    deny(
      'a day cannot lean on the pair the stored totals already name',
      'admin',
      countsWithTotals({ '2026-11-02': 40 }, null, 'paired'),
    ),
    allow(
      'a day is written after totals that named two days, the totals naming it alone',
      'admin',
      countsWithTotals(
        { '2026-11-02': 5 },
        {
          allTime: 15,
          firstDay: '2026-11-01',
          lastDay: '2026-11-02',
          recent: { '7': sunday, '1': { day: '2026-11-02', count: 5 } },
        },
        'paired',
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
  ];
}
