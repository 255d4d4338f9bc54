import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COURSE_NOT_FOUND, workFromHomeCourse } from '../../test/englishCatalogue';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { renderPage } from '../../test/renderPage';
import { EnrollPage } from './EnrollPage';
import { texts } from './enrolment.texts.en';

const text = texts.enroll;

const open = async (id: string) => {
  const page = await renderPage(<EnrollPage />, { route: paths.enroll.href(id), path: paths.enroll.path });
  await screen.findByRole('heading', { level: 1 });
  return page;
};

const whatsappText = (link: HTMLElement) =>
  decodeURIComponent(new URL(link.getAttribute('href') ?? '').searchParams.get('text') ?? '');

describe('EnrollPage', () => {
  it('shows what the work-from-home course costs and how to pay and join', async () => {
    const { user } = await open(workFromHomeCourse.id);

    const title = text.title(workFromHomeCourse.title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | ${site.name}`);

    const fee = within(screen.getByRole('complementary', { name: text.feeTitle }));
    expect(fee.getByText('₹14,999')).toBeInTheDocument();
    expect(fee.getByText('₹20,000').closest('del')).not.toBeNull();

    expect(screen.getByRole('heading', { level: 3, name: text.payStep('₹14,999') })).toBeInTheDocument();
    expect(screen.getByText(site.upiId)).toBeInTheDocument();
    const pay = screen.getByRole('link', { name: new RegExp(`^${text.payInApp}`) });
    const upi = new URL(pay.getAttribute('href') ?? '');
    expect(upi.protocol).toBe('upi:');
    expect(upi.searchParams.get('pa')).toBe(site.upiId);
    expect(upi.searchParams.get('am')).toBe('14999.00');

    const whatsapp = screen.getByRole('link', { name: new RegExp(`^${text.whatsapp}`) });
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsappText(whatsapp)).toContain(workFromHomeCourse.title);
    expect(whatsappText(whatsapp)).toContain('₹14,999');

    await user.click(fee.getByRole('link', { name: text.backToCourse }));
    expect(screen.getByTestId('landed')).toHaveTextContent(paths.workFromHomeCourse.href());
  });

  it('enrols in a catalogue course at its own fee', async () => {
    await open('spoken-english');

    expect(screen.getByRole('heading', { level: 1, name: text.title('Spoken English') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: text.payStep('₹4,999') })).toBeInTheDocument();
    expect(whatsappText(screen.getByRole('link', { name: new RegExp(`^${text.whatsapp}`) }))).toContain(
      'Spoken English',
    );
  });

  it('asks for the fee of a course priced on request', async () => {
    await open('stock-market');

    expect(screen.getByText(text.feeOnRequest)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: new RegExp(`^${text.payInApp}`) })).not.toBeInTheDocument();
    const whatsapp = screen.getByRole('link', { name: new RegExp(`^${text.whatsapp}`) });
    expect(whatsappText(whatsapp)).toBe(text.feeMessage('Stock Market Trading & Investing'));
  });

  it.each(['no-such-course', 'constructor', 'web-development'])(
    'shows Course not found for /enroll/%s',
    async (id) => {
      const { user } = await open(id);

      expect(screen.getByRole('heading', { level: 1, name: COURSE_NOT_FOUND })).toBeInTheDocument();
      expect(document.title).toBe(`${COURSE_NOT_FOUND} | ${site.name}`);

      await user.click(screen.getByRole('link', { name: text.seeAllCourses }));
      expect(screen.getByTestId('landed')).toHaveTextContent(paths.courses.href());
    },
  );
});
