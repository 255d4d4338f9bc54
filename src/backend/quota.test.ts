import { describe, expect, it } from 'vitest';
import { BackendError, errorMessage } from './errors';
import { texts as english } from './words/texts.en';
import { texts as hindi } from './words/texts.hi';
import { nextPacificMidnight, onQuotaSpent, quotaReset, reportQuotaSpent, spentQuotaReset } from './quota';

const at = (iso: string) => new Date(iso);

describe('when the day’s quota resets', () => {
  it.each([
    // India is 5:30 ahead of UTC all year; Pacific midnight is 08:00 UTC in winter, 07:00 in summer.
    ['a winter morning in India', '2026-11-28T05:00:00Z', '2026-11-28T08:00:00Z', 13, 30, 'today'],
    [
      'a winter evening in India, after the reset',
      '2026-11-28T14:00:00Z',
      '2026-11-29T08:00:00Z',
      13,
      30,
      'tomorrow',
    ],
    [
      'a winter night in India, before midnight there',
      '2026-11-28T18:00:00Z',
      '2026-11-29T08:00:00Z',
      13,
      30,
      'tomorrow',
    ],
    ['just past midnight in India', '2026-11-28T18:31:00Z', '2026-11-29T08:00:00Z', 13, 30, 'today'],
    ['a summer morning in India', '2026-07-01T04:00:00Z', '2026-07-01T07:00:00Z', 12, 30, 'today'],
    [
      'the day the US moves its clocks forward',
      '2026-03-08T12:00:00Z',
      '2026-03-09T07:00:00Z',
      12,
      30,
      'tomorrow',
    ],
    ['the day before', '2026-03-07T12:00:00Z', '2026-03-08T08:00:00Z', 13, 30, 'tomorrow'],
    [
      'the day the US moves its clocks back',
      '2026-11-01T12:00:00Z',
      '2026-11-02T08:00:00Z',
      13,
      30,
      'tomorrow',
    ],
    ['the day before that', '2026-10-31T12:00:00Z', '2026-11-01T07:00:00Z', 12, 30, 'tomorrow'],
  ] as const)('on %s', (_when, now, reset, hours, minutes, day) => {
    expect(nextPacificMidnight(at(now)).toISOString()).toBe(at(reset).toISOString());
    expect(quotaReset(at(now))).toEqual({ at: at(reset), hours, minutes, day });
  });

  it('is said plainly in English and in Hindi, with the time computed, not fixed', () => {
    const winter = quotaReset(at('2026-11-28T05:00:00Z'));
    const summerEvening = quotaReset(at('2026-07-01T15:00:00Z'));
    expect(english.quotaExceeded(winter)).toBe(
      "The site has reached today's limit. It resets at about 1:30 pm India time today; please try again after that.",
    );
    expect(english.quotaExceeded(summerEvening)).toBe(
      "The site has reached today's limit. It resets at about 12:30 pm India time tomorrow; please try again after that.",
    );
    expect(hindi.quotaExceeded(winter)).toBe(
      'साइट आज की सीमा तक पहुँच गई है। भारत के समय से आज लगभग दोपहर 1:30 बजे साइट फिर से चलेगी; कृपया उसके बाद फिर से कोशिश करें।',
    );
    expect(hindi.quotaExceeded(summerEvening)).toContain('कल लगभग दोपहर 12:30 बजे');
  });

  it('is what a page says of a request the quota refused', () => {
    const refused = new BackendError('quota-exceeded', 'Quota exceeded.');
    const reset = quotaReset(new Date());
    expect(errorMessage(refused, english)).toBe(english.quotaExceeded(reset));
    expect(errorMessage(refused, hindi)).toBe(hindi.quotaExceeded(reset));
  });
});

describe('a spent quota, told to the shell', () => {
  it('lasts until the reset, and is told once for each day', () => {
    const told: number[] = [];
    const stop = onQuotaSpent(() => told.push(1));
    reportQuotaSpent(at('2026-11-28T05:00:00Z'));
    reportQuotaSpent(at('2026-11-28T06:00:00Z'));
    expect(told).toHaveLength(1);
    expect(spentQuotaReset(at('2026-11-28T07:59:00Z'))?.toISOString()).toBe('2026-11-28T08:00:00.000Z');
    expect(spentQuotaReset(at('2026-11-28T08:00:01Z'))).toBeNull();
    reportQuotaSpent(at('2026-11-28T09:00:00Z'));
    expect(told).toHaveLength(2);
    stop();
  });
});
