import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { loadAllTexts } from '../../i18n/texts';
import { englishSentencesIn } from '../../test/hindi';
import { renderPage } from '../../test/renderPage';
import { renderWithRouter } from '../../test/renderWithRouter';
import { CourseDetailPage } from './CourseDetailPage';
import { CourseLandingPage } from './CourseLandingPage';
import { CoursesPage } from './CoursesPage';
import { EnrollPage } from './EnrollPage';
import { SocialMediaMarketingPage, WebDevelopmentPage } from './FixedCoursePages';
import { TrainingPage } from './TrainingPage';

const hindi = (href: string) => `/hi${href}`;

const whatsappText = (link: HTMLElement) =>
  decodeURIComponent(new URL(link.getAttribute('href') ?? '').searchParams.get('text') ?? '');

describe('the course pages in Hindi', () => {
  beforeAll(() => loadAllTexts('hi'));

  it('/hi/courses lists every course in Hindi, with Hindi prices and links', async () => {
    const { container } = renderWithRouter(<CoursesPage />, {
      route: hindi(paths.courses.href()),
      path: paths.courses.path,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'हमारे कोर्स' })).toBeInTheDocument();
    const card = within(screen.getByRole('heading', { name: 'स्पोकन इंग्लिश' }).closest('article')!);
    expect(card.getByText('30 दिन')).toBeInTheDocument();
    expect(card.getByText('₹4,999')).toBeInTheDocument();
    expect(card.getByText('38% छूट')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'कोर्स देखें: स्पोकन इंग्लिश' })).toHaveAttribute(
      'href',
      '/hi/courses/spoken-english',
    );
    const stockMarket = screen.getByRole('heading', { name: 'स्टॉक मार्केट ट्रेडिंग और निवेश' });
    expect(within(stockMarket.closest('article')!).getByText('फ़ीस पूछने पर')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'हमारी ट्रेनिंग कैसे होती है' })).toHaveAttribute(
      'href',
      '/hi/training',
    );
    expect(englishSentencesIn(container)).toEqual([]);
  });

  it('/hi/courses/stock-market shows the course, its syllabus and the fee enquiry in Hindi', async () => {
    const { container } = renderWithRouter(<CourseDetailPage />, {
      route: hindi(paths.course.href('stock-market')),
      path: paths.course.path,
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'स्टॉक मार्केट ट्रेडिंग और निवेश' }),
    ).toBeInTheDocument();
    for (const section of ['कोर्स के बारे में', 'सिलेबस', 'आपको क्या मिलेगा', 'आपके मेंटर']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByText('60 दिन')).toBeInTheDocument();
    expect(screen.getByText(/SEBI में रजिस्टर्ड निवेश सलाहकार या रिसर्च एनालिस्ट नहीं है/)).toBeInTheDocument();
    const fee = within(screen.getByRole('complementary', { name: 'फ़ीस पूछने पर' }));
    expect(whatsappText(fee.getByRole('link', { name: /WhatsApp पर फ़ीस पूछें/ }))).toContain(
      'स्टॉक मार्केट ट्रेडिंग और निवेश कोर्स',
    );
    expect(fee.getByRole('link', { name: /अभी दाख़िला लें/ })).toBeInTheDocument();
    expect(englishSentencesIn(container)).toEqual([]);
  });

  it('/hi/courses/<unknown> says the course was not found, in Hindi', async () => {
    renderWithRouter(<CourseDetailPage />, { route: '/hi/courses/unknown', path: '/courses/:courseId?' });

    expect(await screen.findByRole('heading', { level: 1, name: 'कोर्स नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी कोर्स देखें' })).toHaveAttribute('href', '/hi/courses');
  });

  it.each([
    ['/hi/courses/web-development', WebDevelopmentPage, 'फ़ुल-स्टैक वेब डेवलपमेंट', '90 दिन'],
    ['/hi/training/social-media-marketing', SocialMediaMarketingPage, 'सोशल मीडिया मार्केटिंग', '40 दिन'],
  ])('%s shows the course with its fee in Hindi', async (route, Page, title, duration) => {
    const { container } = renderWithRouter(<Page />, { route, path: route.slice(3) });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(duration)).toBeInTheDocument();
    const fee = within(screen.getByRole('complementary', { name: 'कोर्स की फ़ीस' }));
    expect(fee.getByText(/% छूट$/)).toBeInTheDocument();
    expect(whatsappText(fee.getByRole('link', { name: /अभी दाख़िला लें/ }))).toContain(`${title} कोर्स`);
    expect(screen.getByRole('heading', { level: 2, name: 'सिलेबस' })).toBeInTheDocument();
    expect(englishSentencesIn(container)).toEqual([]);
  });

  it('/hi/training explains the training and links every programme in Hindi', async () => {
    const { container } = renderWithRouter(<TrainingPage />, {
      route: hindi(paths.training.href()),
      path: paths.training.path,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'ट्रेनिंग प्रोग्राम' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'लाइव बैच' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'बैच का समय' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^कोर्स देखें: / });
    expect(links[0]).toHaveAttribute('href', '/hi/training/social-media-marketing');
    expect(whatsappText(screen.getByRole('link', { name: /WhatsApp पर बात करें/ }))).toContain('नमस्ते');
    expect(englishSentencesIn(container)).toEqual([]);
  });

  it('/hi/course-details presents the work-from-home course in Hindi', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { container, user } = await renderPage(<CourseLandingPage />, {
      route: hindi(paths.workFromHomeCourse.href()),
      path: paths.workFromHomeCourse.path,
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'वर्क फ़्रॉम होम डेटा एंट्री प्रोफ़ेशनल' }),
    ).toBeInTheDocument();
    expect(screen.getByText('20 घंटे')).toBeInTheDocument();
    expect(screen.getByText('5 मॉड्यूल')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मॉड्यूल 1: डेटा एंट्री की शुरुआत' })).toBeInTheDocument();
    expect(screen.getByText('30 दिन की मनी-बैक गारंटी', { selector: 'aside *' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अभी दाख़िला लें' })).toHaveAttribute(
      'href',
      '/hi/enroll/work-from-home-data-entry',
    );
    expect(englishSentencesIn(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'अभी दाख़िला लें' }));
    expect(alert).toHaveBeenCalledWith('गड़बड़! सर्वर अभी व्यस्त है, कृपया मदद के लिए संपर्क करें');
    alert.mockRestore();
  });

  it('/hi/enroll/<id> says how to pay and join, in Hindi', async () => {
    const { container } = await renderPage(<EnrollPage />, {
      route: hindi(paths.enroll.href('spoken-english')),
      path: paths.enroll.path,
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'स्पोकन इंग्लिश में दाख़िला लें' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'UPI से ₹4,999 का भुगतान करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^UPI ऐप से भुगतान करें/ })).toBeInTheDocument();
    const whatsapp = screen.getByRole('link', { name: /^WhatsApp पर संदेश भेजें/ });
    expect(whatsappText(whatsapp)).toContain('स्पोकन इंग्लिश कोर्स');
    expect(screen.getByRole('link', { name: 'कोर्स पर वापस जाएँ' })).toHaveAttribute(
      'href',
      '/hi/courses/spoken-english',
    );
    expect(englishSentencesIn(container)).toEqual([]);
  });
});
