import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COURSE_NOT_FOUND } from '../../test/englishCatalogue';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { renderWithRouter } from '../../test/renderWithRouter';
import { CourseDetailPage } from './CourseDetailPage';

const openCourse = (courseId: string) =>
  renderWithRouter(<CourseDetailPage />, { route: paths.course.href(courseId), path: paths.course.path });

describe('CourseDetailPage', () => {
  it('shows the spoken English course with its discounted fee, duration and schedule', () => {
    openCourse('spoken-english');

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Spoken English' })).toBeInTheDocument();
    expect(screen.getByText('30 days')).toBeInTheDocument();
    expect(screen.getByText('Daily 2-hour sessions')).toBeInTheDocument();

    const fee = within(screen.getByRole('complementary', { name: 'Course fee' }));
    expect(fee.getByText('₹4,999')).toBeInTheDocument();
    expect(fee.getByText('₹7,999').closest('del')).not.toBeNull();
    expect(fee.getByText('38% off')).toBeInTheDocument();
  });

  it('shows the overview, syllabus, benefits and mentor', () => {
    openCourse('spoken-english');

    for (const section of ['Overview', 'Syllabus', 'What you gain', 'Your mentor']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('heading', { level: 3, name: /Interviews and public speaking/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('A recorded mock interview with written feedback')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Ananya Mukherjee' })).toBeInTheDocument();
    expect(screen.getByText(/CELTA teaching certificate/)).toBeInTheDocument();
  });

  it('enrols through WhatsApp with a message naming the course, in a new tab', () => {
    openCourse('spoken-english');

    const enroll = screen.getByRole('link', { name: /Enroll Now/ });
    const href = enroll.getAttribute('href') ?? '';
    expect(href).toMatch(new RegExp(`^https://wa\\.me/${site.whatsappNumber.replace(/\D/g, '')}\\?text=`));
    expect(decodeURIComponent(href)).toContain('Spoken English course');
    expect(enroll).toHaveAttribute('target', '_blank');
    expect(enroll).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no price for the stock market course but how to ask for the fee', () => {
    openCourse('stock-market');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Stock Market Trading & Investing' }),
    ).toBeInTheDocument();
    expect(screen.getByText('60 days')).toBeInTheDocument();
    const fee = within(screen.getByRole('complementary', { name: 'Fees on request' }));
    expect(fee.queryByText(/₹/)).not.toBeInTheDocument();

    const whatsapp = fee.getByRole('link', { name: /Ask for fees on WhatsApp/ });
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(
      'Stock Market Trading & Investing',
    );
    expect(fee.getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute(
      'href',
      `tel:${site.phone.replace(/[^\d+]/g, '')}`,
    );
    expect(fee.getByRole('link', { name: /Enroll Now/ })).toBeInTheDocument();
  });

  it('says the stock market course is educational only and not SEBI-registered advice', () => {
    openCourse('stock-market');

    expect(screen.getByText(/not a SEBI registered investment advisor/)).toBeInTheDocument();
  });

  it('shows digital marketing at ₹14,999, down from ₹19,999, for 45 days', () => {
    openCourse('digital-marketing');

    expect(screen.getByRole('heading', { level: 1, name: 'Digital Marketing' })).toBeInTheDocument();
    expect(screen.getByText('45 days')).toBeInTheDocument();
    expect(screen.getByText('₹14,999')).toBeInTheDocument();
    expect(screen.getByText('₹19,999').closest('del')).not.toBeNull();
    expect(screen.getByText('25% off')).toBeInTheDocument();
  });

  it.each(['unknown', 'constructor', 'web-development'])(
    'shows Course not found for /courses/%s',
    async (courseId) => {
      const { user, router } = renderWithRouter(<CourseDetailPage />, {
        route: paths.course.href(courseId),
        path: '/courses/:courseId?',
      });

      expect(screen.getByRole('heading', { level: 1, name: COURSE_NOT_FOUND })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Enroll Now/ })).not.toBeInTheDocument();

      await user.click(screen.getByRole('link', { name: 'See all courses' }));
      expect(router.state.location.pathname).toBe(paths.courses.href());
    },
  );

  it('gives the page the course title as its document title', async () => {
    openCourse('digital-marketing');

    expect(document.title).toBe(`Digital Marketing | ${site.name}`);
  });
});
