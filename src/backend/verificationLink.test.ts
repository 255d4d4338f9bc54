import { describe, expect, it } from 'vitest';
import { continuePathOf, verificationLink } from './verificationLink';

const origin = 'https://learn.example';

describe('verification links', () => {
  it('carry the code and the way back as Firebase links do', () => {
    const link = new URL(verificationLink('abc123', '/create-job-post'), origin);
    expect(link.pathname).toBe('/verify-email');
    expect(link.searchParams.get('mode')).toBe('verifyEmail');
    expect(link.searchParams.get('oobCode')).toBe('abc123');
    expect(link.searchParams.get('continueUrl')).toBe('/create-job-post');
  });

  it.each([
    ['/create-job-post', '/create-job-post'],
    ['https://learn.example/create-job-post?x=1', '/create-job-post?x=1'],
    ['https://elsewhere.example/create-job-post', '/profile'],
    ['//elsewhere.example/create-job-post', '/profile'],
    ['/\\elsewhere.example', '/profile'],
    ['javascript:alert(1)', '/profile'],
    [null, '/profile'],
  ])('go on from %s to %s, and never to another site', (continueUrl, expected) => {
    expect(continuePathOf(continueUrl, origin, '/profile')).toBe(expected);
  });
});
