import { describe, expect, it } from 'vitest';
import { MAX_ENTRIES_PER_DAY } from '../../../config/constants';
import { ASHA, PEOPLE, RAVI } from './fixtures/forms';
import { previewCounts, savedCounts } from './preview';

const day = (date: string, email: string, responses: number) => ({ date, email, responses });
const nothingSaved = () => null;

describe('previewCounts', () => {
  it('holds each approved worker’s day against the count saved now', () => {
    const saved = savedCounts([
      { uid: 'uid-asha', date: '2026-11-24', count: 40 },
      { uid: 'uid-ravi', date: '2026-11-24', count: 12 },
    ]);
    const preview = previewCounts(
      { days: [day('2026-11-24', ASHA, 41), day('2026-11-24', RAVI, 12), day('2026-11-25', ASHA, 3)] },
      PEOPLE,
      saved,
    );
    expect(preview.rows).toEqual([
      {
        uid: 'uid-asha',
        name: 'Asha Rao',
        date: '2026-11-24',
        responses: 41,
        saved: 40,
        count: 41,
        excess: 0,
        changed: true,
      },
      {
        uid: 'uid-ravi',
        name: 'Ravi Kumar',
        date: '2026-11-24',
        responses: 12,
        saved: 12,
        count: 12,
        excess: 0,
        changed: false,
      },
      {
        uid: 'uid-asha',
        name: 'Asha Rao',
        date: '2026-11-25',
        responses: 3,
        saved: null,
        count: 3,
        excess: 0,
        changed: true,
      },
    ]);
    expect(preview.unknown).toEqual([]);
    expect(preview.notApproved).toEqual([]);
  });

  it('counts no more than the daily cap, and shows the excess', () => {
    const over = MAX_ENTRIES_PER_DAY + 7;
    const [row] = previewCounts({ days: [day('2026-11-24', ASHA, over)] }, PEOPLE, nothingSaved).rows;
    expect(row).toMatchObject({ responses: over, count: MAX_ENTRIES_PER_DAY, excess: 7, changed: true });
    const [atCap] = previewCounts(
      { days: [day('2026-11-24', ASHA, MAX_ENTRIES_PER_DAY)] },
      PEOPLE,
      () => MAX_ENTRIES_PER_DAY,
    ).rows;
    expect(atCap).toMatchObject({ excess: 0, changed: false });
  });

  it('matches addresses trimmed and whatever their case', () => {
    const people = [{ ...PEOPLE[1]!, email: '  Ravi.Kumar@EXAMPLE.com' }];
    expect(previewCounts({ days: [day('2026-11-24', RAVI, 1)] }, people, nothingSaved).rows).toHaveLength(1);
  });

  it('lists apart the addresses of no one, and of people revoked or waiting for approval', () => {
    const preview = previewCounts(
      {
        days: [
          day('2026-11-24', 'dev.joshi@example.com', 5),
          day('2026-11-24', 'stranger@example.com', 2),
          day('2026-11-25', 'dev.joshi@example.com', 4),
          day('2026-11-25', 'nisha.verma@example.com', 1),
          day('2026-11-25', 'stranger@example.com', 1),
        ],
      },
      PEOPLE,
      nothingSaved,
    );
    expect(preview.rows).toEqual([]);
    expect(preview.unknown).toEqual([
      {
        email: 'stranger@example.com',
        responses: 3,
        dates: ['2026-11-24', '2026-11-25'],
        person: null,
      },
    ]);
    expect(preview.notApproved).toEqual([
      {
        email: 'dev.joshi@example.com',
        responses: 9,
        dates: ['2026-11-24', '2026-11-25'],
        person: { uid: 'uid-dev', name: 'Dev Joshi', revoked: true },
      },
      {
        email: 'nisha.verma@example.com',
        responses: 1,
        dates: ['2026-11-25'],
        person: { uid: 'uid-nisha', name: 'Nisha Verma', revoked: false },
      },
    ]);
  });

  it('takes the approved profile when a revoked one has the same address', () => {
    const people = [{ ...PEOPLE[2]!, email: ASHA }, PEOPLE[0]!];
    const preview = previewCounts({ days: [day('2026-11-24', ASHA, 2)] }, people, nothingSaved);
    expect(preview.rows.map((row) => row.uid)).toEqual(['uid-asha']);
  });
});
