import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faqItems } from '../../catalogue/faq';
import { texts as faqTexts } from '../../catalogue/faq.texts.en';
import { paths } from '../../config/paths';
import { courseWords } from '../../test/englishCatalogue';
import { renderWithRouter } from '../../test/renderWithRouter';
import { FaqPage } from './FaqPage';

const faqs = faqItems(faqTexts, courseWords);

const openFaq = () => renderWithRouter(<FaqPage />, { route: paths.faq.path });

const question = (name: string) => screen.getByRole('button', { name });
/** The open answer to a question; closed answers are hidden, so they are not found. */
const answer = (name: string) => screen.queryByRole('region', { name });

describe('FaqPage', () => {
  it('lists every question as a closed accordion header', () => {
    openFaq();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(faqs.length).toBeGreaterThanOrEqual(8);
    for (const faq of faqs) {
      expect(question(faq.question)).toHaveAttribute('aria-expanded', 'false');
      expect(answer(faq.question)).not.toBeInTheDocument();
    }
  });

  it('opens and closes an answer with a click', async () => {
    const { user } = openFaq();
    const button = question('What is a UTR number, and where do I find it?');

    await user.click(button);

    expect(answer('What is a UTR number, and where do I find it?')).toHaveTextContent('12-digit number');
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(answer('What is a UTR number, and where do I find it?')).not.toBeInTheDocument();
  });

  it('opens and closes an answer from the keyboard', async () => {
    const { user } = openFaq();
    const button = question('How does the work-from-home data-entry work pay?');
    button.focus();

    await user.keyboard('{Enter}');
    expect(answer('How does the work-from-home data-entry work pay?')).toHaveTextContent(
      /₹4 for every accepted entry, with a cap of 100 entries per day/,
    );

    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(answer('How does the work-from-home data-entry work pay?')).not.toBeInTheDocument();
  });

  it('answers the refund and SEBI questions plainly', async () => {
    const { user } = openFaq();

    await user.click(question('What is your refund policy?'));
    expect(answer('What is your refund policy?')).toHaveTextContent('30-day money-back guarantee');

    await user.click(question('Will the stock market course tell me which shares to buy?'));
    const sebi = 'Will the stock market course tell me which shares to buy?';
    expect(answer(sebi)).toHaveTextContent('not a SEBI registered investment advisor');
    // One answer at a time: opening this one closed the refund answer.
    expect(answer('What is your refund policy?')).not.toBeInTheDocument();
  });

  it('offers a way to ask something else', () => {
    openFaq();

    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', paths.contact.href());
    expect(screen.getByRole('link', { name: 'Ask on WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\//,
    );
  });
});
