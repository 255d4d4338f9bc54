import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allCourses, englishEbooks } from '../../test/englishCatalogue';
import { paths } from '../../config/paths';
import { renderWithRouter } from '../../test/renderWithRouter';
import { CoursesPage } from './CoursesPage';

describe('CoursesPage', () => {
  it('lists every course with its duration, price and a link to its page', () => {
    renderWithRouter(<CoursesPage />, { route: paths.courses.href(), path: paths.courses.path });

    expect(screen.getByRole('heading', { level: 1, name: 'Our Courses' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(allCourses.length);

    allCourses.forEach((course, index) => {
      const card = within(cards[index]!);
      expect(card.getByRole('heading', { name: course.title })).toBeInTheDocument();
      expect(card.getByText(course.summary)).toBeInTheDocument();
      expect(card.getByText(`${course.durationDays} days`)).toBeInTheDocument();
      expect(card.getByRole('link', { name: `View course: ${course.title}` })).toHaveAttribute(
        'href',
        course.href,
      );
    });
  });

  it('shows discounted fees, and fees on request for the stock market course', () => {
    renderWithRouter(<CoursesPage />, { route: paths.courses.href(), path: paths.courses.path });

    const spokenEnglish = within(screen.getByRole('heading', { name: 'Spoken English' }).closest('article')!);
    expect(spokenEnglish.getByText('₹4,999')).toBeInTheDocument();
    expect(spokenEnglish.getByText('₹7,999').closest('del')).not.toBeNull();

    const stockMarket = within(
      screen.getByRole('heading', { name: 'Stock Market Trading & Investing' }).closest('article')!,
    );
    expect(stockMarket.getByText('Fees on request')).toBeInTheDocument();
    expect(stockMarket.queryByText(/₹/)).not.toBeInTheDocument();
  });

  it('takes the visitor to a course page', async () => {
    const { user, router } = renderWithRouter(<CoursesPage />, {
      route: paths.courses.href(),
      path: '/courses/*',
    });

    await user.click(screen.getByRole('link', { name: 'View course: Digital Marketing' }));

    expect(router.state.location.pathname).toBe(paths.course.href('digital-marketing'));
  });

  it('links to every eBook', () => {
    renderWithRouter(<CoursesPage />, { route: paths.courses.href(), path: paths.courses.path });

    const section = within(screen.getByRole('region', { name: 'Prefer to learn at your own pace?' }));
    for (const book of englishEbooks) {
      expect(section.getByRole('link', { name: book.title })).toHaveAttribute(
        'href',
        paths.ebook.href(book.id),
      );
    }
  });
});
