import { describe, expect, it } from 'vitest';
import { addressIn, languageOfPath, routeOf } from './language';

describe('the language of an address', () => {
  it('is Hindi under /hi and English everywhere else', () => {
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/hi/courses')).toBe('hi');
    expect(languageOfPath('/history')).toBe('en');
    expect(languageOfPath('/courses')).toBe('en');
  });

  it('gives each page one address in each language', () => {
    expect(addressIn('hi', '/courses')).toBe('/hi/courses');
    expect(addressIn('hi', '/')).toBe('/hi');
    expect(addressIn('en', '/courses')).toBe('/courses');
  });

  it('reads the language and the route path off an address, its query and fragment kept', () => {
    expect(routeOf('/hi/create-job-post')).toEqual({ language: 'hi', path: '/create-job-post' });
    expect(routeOf('/hi?x=1#top')).toEqual({ language: 'hi', path: '/?x=1#top' });
    expect(routeOf('/create-job-post?step=2')).toEqual({ language: 'en', path: '/create-job-post?step=2' });
    expect(routeOf('/history')).toEqual({ language: 'en', path: '/history' });
  });
});
