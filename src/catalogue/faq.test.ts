import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { faqs } from './faq';

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
