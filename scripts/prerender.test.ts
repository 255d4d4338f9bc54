import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import {
  fillTemplate,
  folderRewriteFor,
  serverOutDirFor,
  startAfterFirstPaint,
  withLanguage,
} from './prerender';
import { withGuardedPreloads } from './chunks';

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

describe("a prerendered page's scripts", () => {
  const built =
    '<head><link rel="icon" href="/favicon.svg" />\n    <script type="module" crossorigin src="/assets/index-A.js"></script>\n    ' +
    '<link rel="modulepreload" crossorigin href="/assets/react-B.js">\n    <link rel="stylesheet" crossorigin href="/assets/style-C.css">\n</head>';

  it('leave the head for the inline starter, which names the entry and every chunk the page needs', () => {
    const html = startAfterFirstPaint(built, 'start()', [
      '/assets/Home-D.js',
      '/assets/react-B.js',
      '/assets/index-A.js',
    ]);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script data-entry="/assets/index-A.js" data-preload="/assets/react-B.js /assets/Home-D.js">start()</script>',
    );
    // Before the stylesheet, so it runs at once instead of waiting for the CSS.
    expect(html.indexOf('data-entry')).toBeLessThan(html.indexOf('stylesheet'));
  });

  it('name where the page is in Hindi, for a first visit asking for Hindi, on an English page', () => {
    expect(startAfterFirstPaint(built, 'start()', [], '/hi')).toContain(
      '<script data-entry="/assets/index-A.js" data-preload="/assets/react-B.js" data-hindi="/hi">',
    );
    expect(startAfterFirstPaint(built, 'start()', [])).not.toContain('data-hindi');
  });

  it('refuse a page without exactly one entry script', () => {
    expect(() => startAfterFirstPaint('<head></head>', 'start()', [])).toThrow(/one module script/);
  });
});

describe("the shell's scripts, for the guarded pages", () => {
  const shell =
    '<head><script type="module" crossorigin src="/assets/index-A.js"></script>\n    ' +
    '<link rel="modulepreload" crossorigin href="/assets/react-B.js">\n</head><body><div id="root"></div></body>';
  const manifest = {
    'index.html': { file: 'assets/index-A.js', imports: ['_react-B.js'] },
    '_react-B.js': { file: 'assets/react-B.js' },
    '_errors-E.js': { file: 'assets/errors-E.js' },
    'src/app/guards.tsx': { file: 'assets/guards-G.js', imports: ['_react-B.js', '_errors-E.js'] },
    'src/backend/firebase/index.ts': {
      file: 'assets/firebase-F.js',
      imports: ['_errors-E.js', 'index.html'],
    },
    'src/features/home/HomePage.tsx': { file: 'assets/HomePage-H.js' },
  };

  it('fetch the guards and the backend with the entry, each chunk once, and no page', () => {
    const html = withGuardedPreloads(shell, manifest, '/');
    const preloaded = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded).toEqual([
      '/assets/react-B.js',
      '/assets/guards-G.js',
      '/assets/errors-E.js',
      '/assets/firebase-F.js',
    ]);
    expect(html).toContain('<div id="root"></div>');
  });

  it('leave a shell without them as it is', () => {
    expect(withGuardedPreloads(shell, { 'index.html': manifest['index.html'] }, '/')).toBe(shell);
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

describe('the preview server, serving the build as the hosting does', () => {
  const rewrites = [
    { source: '/ads/**', destination: '/ads/ad.html' },
    { source: '**', destination: '/index.html' },
  ];
  const files = new Set(['/ads.html', '/ads/ad.html', '/index.html']);
  const hasFile = (path: string) => files.has(path);

  it("gives every ad's address the ad page shell", () => {
    expect(folderRewriteFor(rewrites, '/ads/x7Kq2mPzR4tYvW9bN1cD', hasFile)).toBe('/ads/ad.html');
    expect(folderRewriteFor(rewrites, '/ads/demo-ad-phone', hasFile)).toBe('/ads/ad.html');
  });

  it('leaves a file of the build, the folder itself and other paths alone', () => {
    expect(folderRewriteFor(rewrites, '/ads', hasFile)).toBeUndefined();
    expect(folderRewriteFor(rewrites, '/ads/ad', hasFile)).toBeUndefined();
    expect(folderRewriteFor(rewrites, '/ads/', hasFile)).toBeUndefined();
    expect(folderRewriteFor(rewrites, '/adsense', hasFile)).toBeUndefined();
    expect(folderRewriteFor(rewrites, '/profile', hasFile)).toBeUndefined();
  });
});

describe('a prerendered page in its language', () => {
  it('are in the language <html lang> names', () => {
    expect(withLanguage('<!doctype html>\n<html lang="en-IN">\n<head>', 'hi-IN')).toBe(
      '<!doctype html>\n<html lang="hi-IN">\n<head>',
    );
    expect(() => withLanguage('<html>', 'hi-IN')).toThrow(/lang/);
  });
});
