import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { DisclaimerBanner } from './DisclaimerBanner';

describe('DisclaimerBanner', () => {
  it('says the company is not a SEBI registered advisor and the content is educational', () => {
    render(<DisclaimerBanner />);
    const banner = screen.getByRole('complementary', { name: 'Disclaimer' });
    expect(banner).toHaveTextContent(`${site.name} is not a SEBI registered investment advisor`);
    expect(banner).toHaveTextContent('for educational purposes only');
  });

  it('offers one WhatsApp link, with a course enquiry already typed, to keyboard and screen readers', () => {
    render(<DisclaimerBanner />);
    const banner = screen.getByRole('complementary', { name: 'Disclaimer' });
    const links = within(banner).getAllByRole('link');
    expect(links).toHaveLength(1);
    const href = links[0]!.getAttribute('href')!;
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(href.split('text=')[1]!)).toMatch(/know more about your courses/);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is not a live region: moving text is never announced again', () => {
    render(<DisclaimerBanner />);
    const banner = screen.getByRole('complementary', { name: 'Disclaimer' });
    expect(banner.closest('[aria-live]')).toBeNull();
    expect(
      banner.querySelector('[aria-live], [role="status"], [role="alert"], [role="log"], [role="marquee"]'),
    ).toBeNull();
  });

  it('reads the notice once: the copy that closes the loop is hidden from screen readers', () => {
    render(<DisclaimerBanner />);
    const banner = screen.getByRole('complementary', { name: 'Disclaimer' });
    const copies = banner.querySelectorAll('.disclaimer-banner-message');
    expect(copies).toHaveLength(2);
    expect(copies[0]).not.toHaveAttribute('aria-hidden');
    expect(copies[1]).toHaveAttribute('aria-hidden', 'true');
    expect(copies[1]!.querySelector('a')).toHaveAttribute('tabindex', '-1');
  });

  it('has a pause button that stops and restarts the scrolling', async () => {
    const user = userEvent.setup();
    render(<DisclaimerBanner />);
    const banner = screen.getByRole('complementary', { name: 'Disclaimer' });
    const pause = within(banner).getByRole('button', { name: 'Pause scrolling' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');

    await user.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(banner).toHaveClass('disclaimer-banner--paused');

    await user.keyboard('{Enter}');
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    expect(banner).not.toHaveClass('disclaimer-banner--paused');
  });
});
