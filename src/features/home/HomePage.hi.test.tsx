import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllTexts } from '../../i18n/texts';
import { englishSentencesIn } from '../../test/hindi';
import { renderApp } from '../../test/renderApp';

describe('the home page in Hindi', () => {
  beforeAll(() => loadAllTexts('hi'));

  it('introduces the company, the courses and the work from home in Hindi', async () => {
    renderApp('/hi/home');
    const main = screen.getByRole('main');
    const heading = await within(main).findByRole('heading', {
      level: 1,
      name: 'काम का हुनर सीखें। घर से कमाई शुरू करें।',
    });
    expect(within(main).getByRole('link', { name: 'कोर्स देखें' })).toHaveAttribute('href', '/hi/courses');
    expect(within(main).getByRole('link', { name: 'WhatsApp पर बात करें' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('नमस्ते')),
    );

    const courses = within(main).getByRole('region', { name: 'लोकप्रिय कोर्स' });
    expect(within(courses).getByRole('link', { name: /^सभी \d+ कोर्स देखें$/ })).toHaveAttribute(
      'href',
      '/hi/courses',
    );
    const work = within(main).getByRole('region', { name: 'डेटा एंट्री से घर से काम' });
    expect(work).toHaveTextContent('हर एंट्री पर ₹4 मिलते हैं, दिन में 100 एंट्री तक');
    expect(within(work).getByRole('link', { name: 'कोर्स की जानकारी देखें' })).toHaveAttribute(
      'href',
      '/hi/course-details',
    );
    expect(within(main).getByRole('region', { name: 'eBook' })).toBeInTheDocument();
    const cta = within(main).getByRole('region', { name: /कौन-सा कोर्स आपके लिए सही है/ });

    // The course cards and the eBooks' own words come from their catalogues.
    for (const part of [heading.parentElement!, work, cta]) expect(englishSentencesIn(part)).toEqual([]);
  });
});
