import { describe, expect, it } from 'vitest';
import { verificationLink } from './verificationLink';

const origin = 'https://learn.example';

describe('verification links', () => {
  it('carry the code and the way back as Firebase links do', () => {
    const link = new URL(verificationLink('abc123', '/create-job-post'), origin);
    expect(link.pathname).toBe('/verify-email');
    expect(link.searchParams.get('mode')).toBe('verifyEmail');
    expect(link.searchParams.get('oobCode')).toBe('abc123');
    expect(link.searchParams.get('continueUrl')).toBe('/create-job-post');
  });

  it('open the verification page in the language of the address to go on to', () => {
    const link = new URL(verificationLink('abc123', '/hi/create-job-post'), origin);
    expect(link.pathname).toBe('/hi/verify-email');
    expect(link.searchParams.get('oobCode')).toBe('abc123');
    expect(link.searchParams.get('continueUrl')).toBe('/hi/create-job-post');
  });
});
