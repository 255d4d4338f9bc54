import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allCourses, workFromHomeCourse } from '../../test/englishCatalogue';
import { paths } from '../../config/paths';
import { phoneHref, site } from '../../config/site';
import { renderWithRouter } from '../../test/renderWithRouter';
import { AboutPage } from './AboutPage';

describe('AboutPage', () => {
  it('says who the company is, its mission and its certification', () => {
    renderWithRouter(<AboutPage />, { route: paths.about.path });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: `About ${site.name}` })).toBeInTheDocument();
    for (const name of ['Who we are', 'Our mission', 'What we teach', 'How we train', 'In numbers']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('heading', { level: 2, name: `${site.certification} certified` }),
    ).toBeInTheDocument();
    expect(screen.getByText(/not a SEBI registered investment advisor/)).toBeInTheDocument();
  });

  it('links to every course it teaches', () => {
    renderWithRouter(<AboutPage />, { route: paths.about.path });
    const courses = screen.getByRole('region', { name: 'What we teach' });

    for (const course of allCourses) {
      expect(within(courses).getByRole('link', { name: course.title })).toHaveAttribute('href', course.href);
    }
    expect(within(courses).getByRole('link', { name: workFromHomeCourse.title })).toHaveAttribute(
      'href',
      paths.workFromHomeCourse.href(),
    );
  });

  it('shows its numbers from the catalogue', () => {
    renderWithRouter(<AboutPage />, { route: paths.about.path });
    const numbers = screen.getByRole('region', { name: 'In numbers' });

    expect(within(numbers).getByText(`${workFromHomeCourse.moneyBackDays} days`)).toBeInTheDocument();
    expect(within(numbers).getByText(`${workFromHomeCourse.rating} / 5`)).toBeInTheDocument();
  });

  it('ends with ways to get in touch', () => {
    renderWithRouter(<AboutPage />, { route: paths.about.path });
    const cta = screen.getByRole('region', { name: 'Talk to us' });

    expect(within(cta).getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute('href', phoneHref);
    expect(within(cta).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      paths.contact.href(),
    );
    expect(within(cta).getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    expect(screen.getByRole('link', { name: 'disclaimer' })).toHaveAttribute('href', paths.disclaimer.href());
  });
});
