import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { courseWords as englishCourses } from '../test/englishCatalogue';
import { texts as hindiCourses } from './courseTexts/texts.hi';
import { faqItems } from './faq';
import { texts as english } from './faq.texts.en';
import { texts as hindi } from './faq.texts.hi';

const faqs = faqItems(english, englishCourses);

describe('faq catalogue', () => {
  it('has at least eight distinct, answered questions', () => {
    expect(faqs.length).toBeGreaterThanOrEqual(8);
    const questions = faqs.map((faq) => faq.question);
    expect(new Set(questions).size).toBe(questions.length);
    for (const faq of faqs) {
      expect(faq.question.trim()).toMatch(/\?$/);
      expect(faq.answer.trim().length).toBeGreaterThan(60);
    }
  });

  it('covers the facts visitors ask about most', () => {
    const text = faqs.map((faq) => `${faq.question} ${faq.answer}`).join('\n');
    for (const fact of [
      'certificate',
      site.upiId,
      'UTR',
      'My Library with a Download button',
      '₹4 for every accepted entry',
      '100 entries per day',
      '30-day money-back guarantee',
      'not a SEBI registered investment advisor',
      site.phone,
      site.email,
    ]) {
      expect(text).toContain(fact);
    }
  });
});

describe('faq catalogue in Hindi', () => {
  it('asks and answers every question in Hindi, in the same order', () => {
    expect(hindi.items).toHaveLength(english.items.length);
    english.items.forEach((item, index) => {
      expect(hindi.items[index]!.answer.length).toBe(item.answer.length);
    });
    for (const faq of faqItems(hindi, hindiCourses)) {
      expect(faq.question).toMatch(/[\u0900-\u097F].*\?$/);
      expect(faq.answer).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('gives the same facts', () => {
    const text = faqItems(hindi, hindiCourses)
      .map((faq) => `${faq.question} ${faq.answer}`)
      .join('\n');
    for (const fact of [site.upiId, 'UTR', '₹4', '₹400', '30 दिन की मनी-बैक गारंटी', site.phone, site.email]) {
      expect(text).toContain(fact);
    }
  });
});
