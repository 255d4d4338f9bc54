import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { faqItems } from '../../catalogue/faq';
import { texts as hindiFaq } from '../../catalogue/faq.texts.hi';
import { texts as hindiCourses } from '../../catalogue/courseTexts/texts.hi';
import { workFromHomeNamedIn } from '../../catalogue/workFromHome';
import { loadAllTexts } from '../../i18n/texts';
import { englishSentencesIn } from '../../test/hindi';
import { renderApp } from '../../test/renderApp';

describe('the FAQ in Hindi', () => {
  beforeAll(() => loadAllTexts('hi'));

  it('asks and answers the questions in Hindi', async () => {
    const { user } = renderApp('/hi/faq');
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले सवाल' }),
    ).toBeInTheDocument();
    for (const faq of faqItems(hindiFaq, hindiCourses))
      expect(within(main).getByRole('button', { name: faq.question })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    expect(within(main).getByRole('link', { name: 'संपर्क करें' })).toHaveAttribute('href', '/hi/contact');
    // The answers are in the page, hidden until asked; the first names the courses as the course
    // catalogue does, in Hindi.
    const coursesQuestion = within(main).getByRole('button', { name: 'आप कौन-कौन से कोर्स कराते हैं?' });
    const courses = document.getElementById(coursesQuestion.getAttribute('aria-controls')!)!;
    expect(courses).toHaveTextContent(`${workFromHomeNamedIn(hindiCourses).title} कोर्स भी`);
    expect(englishSentencesIn(main)).toEqual([]);

    for (const question of [
      'UTR नंबर क्या है, और यह मुझे कहाँ मिलेगा?',
      'फ़ीस का भुगतान कैसे करें?',
      'घर से डेटा एंट्री के काम में कमाई कैसे होती है?',
      'आपसे संपर्क कैसे करें?',
    ]) {
      await user.click(within(main).getByRole('button', { name: question }));
      const answer = within(main).getByRole('region', { name: question });
      expect(englishSentencesIn(answer)).toEqual([]);
    }
    expect(within(main).getByRole('region', { name: 'आपसे संपर्क कैसे करें?' })).toHaveTextContent(
      'हमारे ऑफ़िस का पता है',
    );
  });
});
