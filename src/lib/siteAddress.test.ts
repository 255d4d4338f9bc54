import { describe, expect, it } from 'vitest';
import { siteAddress } from './siteAddress';

const origin = 'https://learn.example';
const fallback = '/home';
const read = (address: string | null | undefined) => siteAddress(address, fallback, origin);

/** What a browser makes of a link with this href on a page of the site. */
const followed = (href: string) => new URL(href, `${origin}/hi/courses`);

describe('an address of this site', () => {
  it.each([
    '/',
    '/home',
    '/courses/stock-market',
    '/ads?q=tally&category=jobs#results',
    '/ads?q=%E0%A4%95%E0%A5%8B%E0%A4%B0%E0%A5%8D%E0%A4%B8&page=2',
    '/ads?q=a/b//c&back=//elsewhere',
    '/create-job-post?step=2#form',
    '/hi',
    '/hi?x=1#top',
    '/hi/courses/stock-market',
    '/hi/ads?q=कोर्स#results',
    '/hi/verify-email?mode=verifyEmail&oobCode=abc&continueUrl=%2Fhi%2Fcreate-job-post',
    '/history',
    '/ads/abc%2Fdef',
    '/blog/100%-sure',
  ])('%s is given back unchanged', (address) => {
    expect(read(address)).toBe(address);
  });

  it('is read off a full address of this origin, its query and fragment kept', () => {
    expect(read('https://learn.example/hi/create-job-post?step=2#form')).toBe(
      '/hi/create-job-post?step=2#form',
    );
    expect(read('https://learn.example/create-job-post')).toBe('/create-job-post');
  });
});

describe('an address that could lead elsewhere gives the fallback', () => {
  it.each([
    ['another host', '//evil.example/login'],
    ['a backslash for a slash', '/\\evil.example/login'],
    ['a backslash then a slash', '\\/evil.example'],
    ['three slashes', '///evil.example'],
    ['a host once /hi is taken off', '/hi//evil.example/login'],
    ['a backslash once /hi is taken off', '/hi/\\evil.example/login'],
    ['dot segments out of /hi', '/hi/..//evil.example'],
    ['encoded dot segments', '/hi/%2e%2e//evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['an encoded second slash', '/%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded backslash in lower case', '/%5cevil.example'],
    ['encoded slashes under /hi', '/hi/%2F%2Fevil.example'],
    ['encoded slashes after /hi', '/hi%2F%2Fevil.example'],
    ['an encoded backslash under /hi', '/hi/%5Cevil.example'],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['double-encoded backslash', '/%255Cevil.example'],
    ['triple-encoded slashes under /hi', '/hi/%25252F%25252Fevil.example'],
    ['encoded slashes before a stray %', '/%2F%2Fevil.example/100%'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a carriage return under /hi', '/hi/\r/evil.example'],
    ['an encoded tab between the slashes', '/%09/evil.example'],
    ['an encoded newline under /hi', '/hi/%0A/evil.example'],
    ['a leading space', ' //evil.example'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: in capitals', 'JavaScript:alert(1)'],
    ['javascript: split by a tab', 'java\tscript:alert(1)'],
    ['javascript: split by a newline', 'java\nscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['another origin', 'https://evil.example/login'],
    ['this host on another scheme', 'http://learn.example/home'],
    ['this host on another port', 'https://learn.example:8443/home'],
    ['this origin with a host after /hi', 'https://learn.example/hi//evil.example'],
    ['a name with no slash', 'evil.example/login'],
    ['a query alone', '?next=//evil.example'],
    ['nothing', ''],
  ])('%s: %j', (_, address) => {
    expect(read(address)).toBe(fallback);
  });

  it('and no null or missing one', () => {
    expect(read(null)).toBe(fallback);
    expect(read(undefined)).toBe(fallback);
  });
});

describe('what a browser makes of the result', () => {
  it.each([
    '//evil.example/login',
    '/\\evil.example',
    '/\t/evil.example',
    '/hi//evil.example/login',
    'javascript:alert(1)',
    'https://evil.example/',
    '/courses',
    '/hi/ads?q=a//b',
  ])('stays on this origin for %j, with /hi taken off too', (address) => {
    const result = read(address);
    expect(followed(result).origin).toBe(origin);
    const path = result.startsWith('/hi/') ? result.slice('/hi'.length) : result;
    expect(followed(path).origin).toBe(origin);
  });

  it('is checked, not trusted: what each attack would do unchecked', () => {
    // The cases above hold only if these addresses really do leave the site.
    expect(followed('//evil.example/login').origin).toBe('https://evil.example');
    expect(followed('/\\evil.example').origin).toBe('https://evil.example');
    expect(followed('/\t/evil.example').origin).toBe('https://evil.example');
    expect(followed('/hi/..//evil.example').pathname).toBe('//evil.example');
    expect(followed('javascript:alert(1)').protocol).toBe('javascript:');
  });
});

describe('the origin', () => {
  it("is the page's own in a browser", () => {
    expect(siteAddress(`${window.location.origin}/hi/faq`, fallback)).toBe('/hi/faq');
    expect(siteAddress('https://evil.example/hi/faq', fallback)).toBe(fallback);
  });
});
