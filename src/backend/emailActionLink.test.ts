import { describe, expect, it } from 'vitest';
import { emailActionLink } from './emailActionLink';

const origin = 'https://learn.example';

describe("the demo's e-mail links", () => {
  it('carry the code and the way back as Firebase links do', () => {
    const link = new URL(emailActionLink('verifyEmail', 'abc123', '/create-job-post'), origin);
    expect(link.pathname).toBe('/verify-email');
    expect(link.searchParams.get('mode')).toBe('verifyEmail');
    expect(link.searchParams.get('oobCode')).toBe('abc123');
    expect(link.searchParams.get('continueUrl')).toBe('/create-job-post');
  });

  it('open the page in the language of the address to go on to', () => {
    const link = new URL(emailActionLink('resetPassword', 'abc123', '/hi/login'), origin);
    expect(link.pathname).toBe('/hi/verify-email');
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('oobCode')).toBe('abc123');
    expect(link.searchParams.get('continueUrl')).toBe('/hi/login');
  });

  it('open the English page, with no way on, when they have no address to go on to', () => {
    const link = new URL(emailActionLink('recoverEmail', 'abc123'), origin);
    expect(link.pathname).toBe('/verify-email');
    expect(link.searchParams.get('mode')).toBe('recoverEmail');
    expect(link.searchParams.has('continueUrl')).toBe(false);
  });
});
