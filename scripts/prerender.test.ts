import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fillTemplate, serverOutDirFor } from './prerender';

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

describe('the server bundle the pages are rendered with', () => {
  it('goes to a folder of its own for each output folder, inside node_modules', () => {
    const root = join('/work', 'site');
    const dist = serverOutDirFor(root, join(root, 'dist'));
    const e2e = serverOutDirFor(root, join(root, '.e2e', 'dist-4390'));
    const elsewhere = serverOutDirFor(root, join('/tmp', 'build'));
    expect(dist).toBe(join(root, 'node_modules', '.cache', 'prerender', 'dist'));
    expect(new Set([dist, e2e, elsewhere]).size).toBe(3);
    for (const folder of [e2e, elsewhere]) {
      expect(folder.startsWith(join(root, 'node_modules', '.cache', 'prerender') + '/')).toBe(true);
    }
  });
});
