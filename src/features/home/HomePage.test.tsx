import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueCourses } from '../../test/englishCatalogue';
import { renderWithRouter } from '../../test/renderWithRouter';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  it('introduces the company with the ISO badge and a WhatsApp call to action', () => {
    renderWithRouter(<HomePage />, { route: '/home' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Learn practical skills');
    expect(screen.getAllByText(/ISO 9001:2015/).length).toBeGreaterThan(0);
    const whatsapp = screen.getByRole('link', { name: 'Chat on WhatsApp' });
    expect(whatsapp).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/));
  });

  it('lists the popular courses with links and prices', () => {
    renderWithRouter(<HomePage />);
    const section = screen.getByRole('region', { name: 'Popular courses' });
    for (const course of Object.values(catalogueCourses)) {
      expect(within(section).getByRole('link', { name: `View course: ${course.title}` })).toHaveAttribute(
        'href',
        course.href,
      );
    }
    expect(within(section).getByText('₹4,999')).toBeInTheDocument();
    expect(within(section).getByText('₹14,999')).toBeInTheDocument();
    expect(within(section).getByText('Fees on request')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /See all \d+ courses/ })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  it('sells the three eBooks with their prices, each linking to its page', () => {
    renderWithRouter(<HomePage />);
    const section = screen.getByRole('region', { name: 'eBooks' });
    expect(within(section).getByRole('link', { name: 'Online Data Entry Guide' })).toHaveAttribute(
      'href',
      '/ebooks/1',
    );
    expect(within(section).getByRole('link', { name: 'React Pro Series' })).toHaveAttribute(
      'href',
      '/ebooks/2',
    );
    expect(within(section).getByRole('link', { name: 'Node.js Expert' })).toHaveAttribute(
      'href',
      '/ebooks/3',
    );
    expect(within(section).getByText('₹1,499')).toBeInTheDocument();
    expect(within(section).getByText('₹499')).toBeInTheDocument();
    expect(within(section).getByText('₹999')).toBeInTheDocument();
  });

  it('presents the work-from-home course at ₹14,999 instead of ₹20,000', () => {
    renderWithRouter(<HomePage />);
    const section = screen.getByRole('region', { name: 'Work from home with data entry' });
    expect(within(section).getByText('₹14,999')).toBeInTheDocument();
    expect(within(section).getByText('₹20,000')).toBeInTheDocument();
    expect(within(section).getByText(/₹4, up to 100 entries a day/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See the course' })).toHaveAttribute(
      'href',
      '/course-details',
    );
  });
});
