import { render, screen, within } from '@testing-library/react';
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
});
