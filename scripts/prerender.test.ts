import { describe, expect, it } from 'vitest';
import { fillTemplate } from './prerender';

const template = '<html><head><meta charset="UTF-8" />\n</head><body><div id="root"></div></body></html>';

describe('a prerendered page', () => {
  it("moves the page's leading head tags into <head> and the rest into #root", () => {
    const html = fillTemplate(
      template,
      '<title>About | Unnati</title><meta name="description" content="Who we are"/><link rel="canonical" href="https://x.in/about"/><div class="app"><h1>About</h1></div>',
    );
    expect(html).toBe(
      '<html><head><meta charset="UTF-8" />\n<title>About | Unnati</title><meta name="description" content="Who we are"/><link rel="canonical" href="https://x.in/about"/></head>' +
        '<body><div id="root"><div class="app"><h1>About</h1></div></div></body></html>',
    );
  });

  it('refuses a template without an empty #root', () => {
    expect(() => fillTemplate('<html><body></body></html>', '<p>x</p>')).toThrow(/#root/);
  });
});
