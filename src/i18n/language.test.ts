import { describe, expect, it } from 'vitest';
import { addressIn, languageOfPath, switchedAddress } from './language';

describe('the language of an address', () => {
  it('is Hindi under /hi and English everywhere else', () => {
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/hi/courses')).toBe('hi');
    expect(languageOfPath('/history')).toBe('en');
    expect(languageOfPath('/courses')).toBe('en');
  });

  it('gives each page one address in each language, and the switch moves between them', () => {
    expect(addressIn('hi', '/courses')).toBe('/hi/courses');
    expect(addressIn('hi', '/')).toBe('/hi');
    expect(addressIn('en', '/courses')).toBe('/courses');
    expect(switchedAddress('/hi/courses/stock-market', 'en')).toBe('/courses/stock-market');
    expect(switchedAddress('/hi', 'en')).toBe('/');
    expect(switchedAddress('/faq', 'hi')).toBe('/hi/faq');
  });
});
