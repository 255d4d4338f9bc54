import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportQuotaSpent } from '../../backend/quota';
import { loadAllTexts } from '../../i18n/texts';
import { renderWithRouter } from '../../test/renderWithRouter';
import { QuotaNotice } from './QuotaNotice';

afterEach(() => {
  vi.useRealTimers();
});

describe('QuotaNotice', () => {
  it('says nothing until a request meets a spent quota, then when it resets, until it does', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T05:00:00Z'), shouldAdvanceTime: true });
    renderWithRouter(<QuotaNotice />);
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => reportQuotaSpent());
    const notice = await screen.findByRole('complementary', { name: "Today's limit" });
    expect(notice).toHaveTextContent(
      "The site has reached today's limit. It resets at about 1:30 pm India time today; please try again after that.",
    );
    expect(screen.getByRole('alert')).toBe(notice.firstElementChild);

    // 08:00 UTC is midnight in California and 1:30 pm in India: the quota is back.
    await act(async () => {
      vi.setSystemTime(new Date('2026-11-28T08:00:01Z'));
      await vi.advanceTimersByTimeAsync(3 * 3_600_000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it in Hindi on a Hindi page', async () => {
    await loadAllTexts('hi');
    vi.useFakeTimers({ now: new Date('2026-07-01T15:00:00Z'), shouldAdvanceTime: true });
    renderWithRouter(<QuotaNotice />, { route: '/hi/ads' });
    act(() => reportQuotaSpent());
    const notice = await screen.findByRole('complementary', { name: 'आज की सीमा' });
    expect(notice).toHaveTextContent(
      'साइट आज की सीमा तक पहुँच गई है। भारत के समय से कल लगभग दोपहर 12:30 बजे साइट फिर से चलेगी;',
    );
  });
});
