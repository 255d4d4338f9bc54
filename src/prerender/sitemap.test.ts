import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemap.xml', () => {
  it('lists each page at the site address, escaped for XML', () => {
    const xml = sitemapXml('https://learn.example.in', ['/home', '/blog/a&b']);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    );
    expect(xml).toContain('<url><loc>https://learn.example.in/home</loc></url>');
    expect(xml).toContain('<loc>https://learn.example.in/blog/a&amp;b</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
});

describe('robots.txt', () => {
  const robots = robotsTxt('https://learn.example.in');

  it('points to the sitemap', () => {
    expect(robots).toContain('Sitemap: https://learn.example.in/sitemap.xml');
  });

  it('keeps crawlers off the signed-in pages and nothing else', () => {
    const disallowed = robots.match(/^Disallow: .*$/gm)?.map((line) => line.slice('Disallow: '.length));
    expect(disallowed).toEqual(
      expect.arrayContaining(['/profile', '/admin', '/payment/', '/ebooks/', '/all-approved-user-list']),
    );
    for (const publicPath of ['/home', '/courses', '/blog', '/about', '/login', '/signup', '/']) {
      expect(disallowed).not.toContain(publicPath);
    }
  });
});
