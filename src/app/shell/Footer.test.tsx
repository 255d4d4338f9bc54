import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../config/site';
import { renderWithRouter } from '../../test/renderWithRouter';
import { Footer } from './Footer';

describe('Footer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the quick links of the specification', () => {
    renderWithRouter(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Quick links' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/about', '/courses', '/contact', '/privacy-policy', '/terms', '/disclaimer']);
  });

  it('links the three course names to the courses page', () => {
    renderWithRouter(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Courses' });
    for (const name of ['Stock Market', 'Digital Marketing', 'Spoken English']) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', '/courses');
    }
  });

  it('shows the phone and e-mail as links', () => {
    renderWithRouter(<Footer />);
    expect(screen.getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      `tel:${site.phone.replace(/[^\d+]/g, '')}`,
    );
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  });

  it('links the social pages, with Twitter as a placeholder', () => {
    renderWithRouter(<Footer />);
    const social = screen.getByRole('list', { name: 'Follow us' });
    expect(within(social).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      site.social.facebook,
    );
    expect(within(social).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      site.social.instagram,
    );
    expect(within(social).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      site.social.linkedin,
    );
    expect(within(social).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
    expect(within(social).getByText(/Twitter/)).toBeInTheDocument();
    expect(within(social).queryByRole('link', { name: /Twitter/ })).not.toBeInTheDocument();
  });

  it("shows the year of the visitor's clock", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2028, 0, 1, 0, 0, 1));
    renderWithRouter(<Footer />);
    expect(screen.getByText(`© 2028 ${site.name}. All rights reserved.`)).toBeInTheDocument();
  });
});
