import { describe, expect, it } from 'vitest';
import { fromDayId } from '../../lib/days';
import { summariseEarnings } from '../../lib/earnings';
import { countTotals, movedTotals, totalsDocument } from './entryDocuments';
import { canCreate } from '../policies/policy';
import { recentEntries } from '../recentDays';
import { matrixActors } from '../matrix/accessMatrix';

describe('a recount of a worker’s days', () => {
  // Friday 27 November 2026; old data brought a Sunday and a Monday that have not come yet.
  const today = '2026-11-27';
  const history = [
    { date: '2026-11-22', count: 8 },
    { date: '2026-11-23', count: 6 },
    { date: '2026-11-27', count: 5 },
    { date: '2026-11-29', count: 40 },
    { date: '2026-11-30', count: 30 },
  ];
  const week = { from: '2026-11-21', to: today };

  it('keeps only days that have begun among the recent days, so the week’s figures are the week’s days', () => {
    const totals = countTotals(history, today);
    expect(totals.recent).toEqual({
      '7': { day: '2026-11-22', count: 8 },
      '1': { day: '2026-11-23', count: 6 },
      '5': { day: '2026-11-27', count: 5 },
    });
    const figures = summariseEarnings(recentEntries(totals.recent, week.from, week.to), fromDayId(today)!);
    expect(figures.today.entries).toBe(5);
    expect(figures.lastSevenDays.entries).toBe(19);
  });

  it('counts every recorded day in all time, and starts the statement at the first day that has begun', () => {
    const totals = countTotals(history, today);
    expect(totals.allTime).toBe(89);
    expect(totals.firstDay).toBe('2026-11-22');
    // A history of later days alone has no first day yet, and no month kept.
    expect(countTotals([{ date: '2026-12-05', count: 9 }], today)).toEqual({
      allTime: 9,
      firstDay: '',
      recent: {},
      month: { key: '', days: {} },
    });
  });

  it('keeps the days of the latest month that has begun, not the days to come', () => {
    expect(countTotals(history, today).month).toEqual({
      key: '2026-11',
      days: { '22': 8, '23': 6, '27': 5 },
    });
    const acrossMonths = [
      { date: '2026-11-02', count: 4 },
      { date: '2026-10-31', count: 7 },
      { date: '2026-11-01', count: 0 },
    ];
    expect(countTotals(acrossMonths, today).month).toEqual({ key: '2026-11', days: { '01': 0, '02': 4 } });
  });

  it('keeps today itself, the last day that has begun', () => {
    expect(countTotals([{ date: today, count: 3 }], today).recent).toEqual({
      '5': { day: today, count: 3 },
    });
  });

  it('lets the weekday’s later days take their place once they are saved', () => {
    // The Sunday after next is saved when it comes: it takes the Sunday slot from the 22nd.
    const counted = countTotals(history, today);
    const saved = movedTotals(counted, '2026-11-29', 40, 12);
    expect(saved.recent['7']).toEqual({ day: '2026-11-29', count: 12 });
    expect(saved.allTime).toBe(61);
  });

  it('writes totals the access policy accepts, and a recount holding a later day is refused', () => {
    const admin = matrixActors.admin;
    const path = { collection: 'totals', id: 'approved' } as const;
    const counted = totalsDocument(countTotals(history, today), '');
    const now = new Date('2026-11-27T12:00:00Z');
    const context = { now, get: () => null, getAfter: () => null };
    expect(canCreate(admin, path, counted, context)).toBe(true);
    // The same history counted as before, with the 30th in Monday's place: refused.
    const withLaterDay = {
      ...counted,
      recent: { ...(counted.recent as object), '1': { day: '2026-11-30', count: 30 } },
    };
    expect(canCreate(admin, path, withLaterDay, context)).toBe(false);
  });
});
