import { afterEach, describe, expect, it } from 'vitest';
import { thisMonth } from './payRowWords';

describe('the pay period a day falls in', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('is the month where the admin is, not in UTC: just after midnight on the 1st in India is the new month', () => {
    process.env.TZ = 'Asia/Kolkata';
    // 1 December 2026, 00:30 in India, is still 30 November in UTC.
    expect(thisMonth(new Date('2026-11-30T19:00:00Z'))).toBe('2026-12');
    expect(thisMonth(new Date('2026-11-30T18:00:00Z'))).toBe('2026-11');
  });
});
