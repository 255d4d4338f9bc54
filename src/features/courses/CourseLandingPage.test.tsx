import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workFromHomeCourse as course } from '../../test/englishCatalogue';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { renderPage } from '../../test/renderPage';
import { CourseLandingPage } from './CourseLandingPage';
import { texts } from './enrolment.texts.en';

const text = texts.landing;

const open = async () => {
  const page = await renderPage(<CourseLandingPage />, {
    route: paths.workFromHomeCourse.href(),
    path: paths.workFromHomeCourse.path,
  });
  await screen.findByRole('heading', { level: 1, name: course.title });
  return page;
};

describe('CourseLandingPage', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('introduces the course: rating, students, 20 hours and five modules', async () => {
    await open();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${course.title} | ${site.name}`);
    expect(screen.getByText(text.ratingLabel(4.7, '1,860'))).toBeInTheDocument();
    expect(screen.getByText(text.students('12,450'))).toBeInTheDocument();
    expect(screen.getByText('20 hours')).toBeInTheDocument();
    expect(screen.getByText('5 modules')).toBeInTheDocument();
  });

  it('costs ₹14,999, down from ₹20,000 (25% off), with a 30-day money-back guarantee', async () => {
    await open();

    const fee = within(screen.getByRole('complementary', { name: text.priceTitle }));
    expect(fee.getByText('₹14,999')).toBeInTheDocument();
    expect(fee.getByText('₹20,000').closest('del')).not.toBeNull();
    expect(fee.getByText('25% off')).toBeInTheDocument();
    expect(fee.getByText('30-day money-back guarantee')).toBeInTheDocument();
  });

  it('lists five modules that open to show their lessons, each a video or an assignment', async () => {
    const { user } = await open();

    const modules = course.modules.map((module, index) =>
      screen.getByRole('button', { name: text.moduleTitle(index + 1, module.title) }),
    );
    expect(modules).toHaveLength(5);
    expect(modules[0]).toHaveAttribute('aria-expanded', 'false');

    await user.click(modules[0]!);
    const lessons = within(
      screen.getByRole('region', { name: text.moduleTitle(1, course.modules[0]!.title) }),
    );
    expect(lessons.getAllByRole('listitem')).toHaveLength(3);
    expect(lessons.getAllByText(text.lessonKind.video)).toHaveLength(2);
    expect(lessons.getByText(text.lessonKind.assignment)).toBeInTheDocument();
    expect(lessons.getByText('Spot the fake job offer')).toBeInTheDocument();
  });

  it('describes the certificate and the instructor, and answers questions', async () => {
    const { user } = await open();

    expect(screen.getByRole('heading', { level: 2, name: text.certificateTitle })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: course.instructor })).toBeInTheDocument();

    const question = text.faq[1]!;
    await user.click(screen.getByRole('button', { name: question.question }));
    expect(screen.getByRole('region', { name: question.question })).toHaveTextContent(question.answer);
  });

  it('answers the top Enroll Now with the server-busy alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = await open();

    await user.click(screen.getByRole('button', { name: text.enrollNow }));

    expect(alert).toHaveBeenCalledWith('ERROR! Server is busy, Please Contact For support');
  });

  it('sends the bottom Enroll Now to the enrolment page of this course', async () => {
    const { user } = await open();

    await user.click(screen.getByRole('link', { name: text.enrollNow }));

    expect(screen.getByTestId('landed')).toHaveTextContent(paths.enroll.href(course.id));
  });

  it('opens the demo in a dialog that Escape closes, giving focus back to its button', async () => {
    const { user } = await open();
    const watch = screen.getByRole('button', { name: text.watchDemo });

    await user.click(watch);
    const dialog = screen.getByRole('dialog', { name: text.demoTitle });
    expect(dialog).toHaveTextContent(text.demoIntro);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('link', { name: new RegExp(text.demoWhatsApp) })).toHaveAttribute(
      'target',
      '_blank',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(watch).toHaveFocus();
  });

  it('plays the demo video when the deployment provides one', async () => {
    vi.stubEnv('VITE_DEMO_VIDEO_URL', 'https://videos.example.com/demo.mp4');
    const { user } = await open();

    await user.click(screen.getByRole('button', { name: text.watchDemo }));

    const video = screen.getByLabelText(text.demoVideoLabel);
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', 'https://videos.example.com/demo.mp4');
    expect(video).toHaveAttribute('controls');
  });
});
