import { describe, expect, it } from 'vitest';
import { eachAtMost } from './eachAtMost';

describe('eachAtMost', () => {
  it('runs every task, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachAtMost([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, item % 3));
      running -= 1;
      done.push(item);
    });
    expect(most).toBe(3);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
