import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { loadEnv } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * firebase.json's hosting section: how Firebase Hosting routes, caches and protects the site.
 * The routing and header rules are exercised through the server the Firebase Hosting emulator
 * runs (superstatic, inside firebase-tools), the policy is checked against what the app loads.
 */

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
interface Hosting {
  public: string;
  cleanUrls?: boolean;
  trailingSlash?: boolean;
  redirects?: { source: string; destination: string; type: number }[];
  rewrites?: { source: string; destination: string }[];
  headers?: HeaderRule[];
}

const root = process.cwd();
const config = JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8')) as {
  hosting: Hosting;
  firestore?: unknown;
  emulators?: unknown;
};
const hosting = config.hosting;

/** The header rule that applies to every path (`**`): the policy and the security headers. */
function everywhere(key: string): string | undefined {
  const rule = hosting.headers?.find((candidate) => candidate.source === '**');
  return rule?.headers.find((header) => header.key.toLowerCase() === key.toLowerCase())?.value;
}

/** The Content-Security-Policy as directive → sources. */
function policy(): Map<string, string[]> {
  const value = everywhere('Content-Security-Policy') ?? '';
  return new Map(
    value
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

/** What the production build is configured with, read as `vite build` reads it. */
async function productionSettings() {
  const env = loadEnv('production', root, 'VITE_');
  vi.stubEnv('VITE_DATA_ENTRY_FORM_URL', env.VITE_DATA_ENTRY_FORM_URL ?? '');
  vi.resetModules();
  const { site } = await import('../src/config/site');
  return { site, demoVideoUrl: env.VITE_DEMO_VIDEO_URL?.trim() ?? '' };
}

/** The CSP source that allows a URL: 'self' for our own paths, else its origin. */
function sourceFor(url: string): string {
  if (url.startsWith('//')) return new URL(`https:${url}`).origin;
  if (!/^[a-z][a-z\d+.-]*:/i.test(url)) return "'self'";
  return new URL(url).origin;
}

/**
 * The frame-src source for the data-entry form: a Google Form's own prefix, not the rest of
 * docs.google.com (anyone's documents, sheets and files); the origin of another form service
 * (Microsoft Forms: https://forms.office.com).
 */
function formFrameSource(url: string): string {
  const { origin, pathname } = new URL(url);
  if (origin !== 'https://docs.google.com') return origin;
  expect(pathname, 'the data-entry form on docs.google.com is a Google Form').toMatch(/^\/forms\//);
  return `${origin}/forms/`;
}

/** Whether a frame source allows `url`: a source ending in '/' is a prefix, any other an origin. */
const frameAllows = (source: string, url: string) =>
  source.endsWith('/') ? url.startsWith(source) : sourceFor(url) === source;

describe('firebase.json hosting', () => {
  it('serves the build, with clean URLs and no trailing slash', () => {
    expect(hosting.public).toBe('dist');
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.trailingSlash).toBe(false);
    // Every path without a file of its own gets the app shell, which renders it in the browser.
    expect(hosting.rewrites?.at(-1)).toEqual({ source: '**', destination: '/index.html' });
    expect(config.firestore).toEqual({ rules: 'firestore.rules', indexes: 'firestore.indexes.json' });
    expect(config.emulators).toBeDefined();
  });

  describe('as the Firebase Hosting emulator serves it', () => {
    let site: string;
    let server: Server;
    let origin: string;

    beforeAll(async () => {
      site = mkdtempSync(join(tmpdir(), 'hosting-'));
      const files: Record<string, string> = {
        'index.html': 'the app shell',
        'home.html': 'the home page',
        'courses.html': 'the course list',
        'courses/spoken-english.html': 'the spoken English course',
        'login.html': 'the log-in page',
        'ads.html': 'the ads listing',
        'ads/ad.html': "the ad pages' shell",
        'assets/index-Bq3xZ9aa.js': 'export {};',
        'images/ebooks/cover.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      };
      for (const [path, body] of Object.entries(files)) {
        mkdirSync(dirname(join(site, path)), { recursive: true });
        writeFileSync(join(site, path), body);
      }
      // The emulator's server, loaded as firebase-tools loads it.
      const fromTools = createRequire(createRequire(import.meta.url).resolve('firebase-tools/package.json'));
      const { server: superstatic } = fromTools('superstatic') as {
        server(spec: object): { listen(done: () => void): Server };
      };
      await new Promise<void>((ready) => {
        server = superstatic({
          // A copy: the server rewrites the rules it is given.
          config: { ...structuredClone(hosting), public: '.' },
          cwd: site,
          stack: 'strict',
          port: 0,
          hostname: '127.0.0.1',
          compression: false,
        }).listen(ready);
      });
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterAll(() => {
      server?.close();
      if (site) rmSync(site, { recursive: true, force: true });
    });

    const request = (path: string) =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
        (done, fail) => {
          get(`${origin}${path}`, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              done({ status: response.statusCode ?? 0, headers: response.headers, body }),
            );
          }).on('error', fail);
        },
      );

    it('serves a prerendered page at its clean URL and the app shell everywhere else', async () => {
      expect((await request('/home')).body).toBe('the home page');
      expect((await request('/courses')).body).toBe('the course list');
      expect((await request('/courses/spoken-english')).body).toBe('the spoken English course');
      expect((await request('/login')).body).toBe('the log-in page');
      for (const path of ['/profile', '/admin/payments', '/no/such/page']) {
        const response = await request(path);
        expect([path, response.status, response.body]).toEqual([path, 200, 'the app shell']);
      }
    });

    it("serves every ad's address the prerendered ad page shell, and the listing at /ads", async () => {
      expect((await request('/ads')).body).toBe('the ads listing');
      for (const path of [
        '/ads/x7Kq2mPzR4tYvW9bN1cD',
        '/ads/demo-ad-phone',
        '/ads/demo-ad-phone?from=share',
      ]) {
        const response = await request(path);
        expect([path, response.status, response.body]).toEqual([path, 200, "the ad pages' shell"]);
      }
      // Only the ads' folder: a path merely starting with "ads" is no ad.
      expect((await request('/adsense')).body).toBe('the app shell');
    });

    it('sends the bare domain to the home page, as the app does', async () => {
      const response = await request('/');
      expect([response.status, response.headers.location]).toEqual([301, '/home']);
    });

    it('sends the .html and trailing-slash forms of a page to its one address', async () => {
      for (const [path, target] of [
        ['/home.html', '/home'],
        ['/courses/spoken-english.html', '/courses/spoken-english'],
        ['/courses/', '/courses'],
      ]) {
        const response = await request(path!);
        expect([path, response.status, response.headers.location]).toEqual([path, 301, target]);
      }
    });

    it('has browsers check every page again, and keep hashed assets for a year', async () => {
      for (const path of ['/home', '/courses/spoken-english', '/login', '/images/ebooks/cover.svg']) {
        expect([path, (await request(path)).headers['cache-control']]).toEqual([path, 'no-cache']);
      }
      expect((await request('/assets/index-Bq3xZ9aa.js')).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
    });

    it('sends the security headers with pages, the app shell and assets alike', async () => {
      for (const path of ['/home', '/login', '/ads/demo-ad-phone', '/assets/index-Bq3xZ9aa.js']) {
        const { headers } = await request(path);
        expect(headers['content-security-policy'], path).toBe(everywhere('Content-Security-Policy'));
        expect(headers['strict-transport-security'], path).toMatch(/max-age=\d+; includeSubDomains/);
        expect(headers['x-content-type-options'], path).toBe('nosniff');
        expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
        expect(headers['permissions-policy'], path).toContain('camera=()');
      }
    });
  });

  describe('security headers', () => {
    it('has browsers use HTTPS only, for a year, on subdomains too', () => {
      const hsts = everywhere('Strict-Transport-Security') ?? '';
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31536000);
      expect(hsts).toMatch(/(^|;\s*)includeSubDomains(;|$)/);
    });

    it('stops content sniffing, sends only our origin to other sites, and lets no site frame ours', () => {
      expect(everywhere('X-Content-Type-Options')).toBe('nosniff');
      expect(everywhere('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(everywhere('X-Frame-Options')).toBe('DENY');
    });

    it('turns off device features the site never uses', () => {
      const features = new Map(
        (everywhere('Permissions-Policy') ?? '').split(',').map((part) => {
          const [name, allow] = part.trim().split('=');
          return [name, allow];
        }),
      );
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect([feature, features.get(feature)]).toEqual([feature, '()']);
      }
    });
  });

  describe('Content-Security-Policy', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });

    it('runs only our own scripts, never eval or inline code but the one hashed starter, and embeds no plugins', () => {
      const csp = policy();
      expect(csp.get('default-src')).toEqual(["'self'"]);
      // Besides our files, only the prerendered pages' starter, by its hash (checked below).
      expect(csp.get('script-src')?.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('img-src')).toEqual(["'self'"]);
    });

    it('connects only to our origin, Firebase Auth and Cloud Firestore', () => {
      expect(new Set(policy().get('connect-src'))).toEqual(
        new Set([
          "'self'",
          'https://identitytoolkit.googleapis.com',
          'https://securetoken.googleapis.com',
          'https://firestore.googleapis.com',
        ]),
      );
    });

    it('frames the data-entry form the production build is configured with, and no other page of its site', async () => {
      const { site } = await productionSettings();
      const frames = policy().get('frame-src') ?? [];
      expect(frames).toEqual([formFrameSource(site.dataEntryFormUrl)]);
      expect(frameAllows(frames[0]!, site.dataEntryFormUrl)).toBe(true);
    });

    it("allows a Google Form's frame, not another page of docs.google.com, and a Microsoft form's origin", () => {
      const googleForm = 'https://docs.google.com/forms/d/e/1FAIpQL/viewform?embedded=true';
      expect(formFrameSource(googleForm)).toBe('https://docs.google.com/forms/');
      expect(frameAllows('https://docs.google.com/forms/', googleForm)).toBe(true);
      expect(frameAllows('https://docs.google.com/forms/', 'https://docs.google.com/document/d/x/edit')).toBe(
        false,
      );
      expect(formFrameSource('https://forms.office.com/Pages/ResponsePage.aspx?id=x&embed=true')).toBe(
        'https://forms.office.com',
      );
    });

    it('plays the demo video from where the production build is configured to load it', async () => {
      const { demoVideoUrl } = await productionSettings();
      const media = policy().get('media-src') ?? [];
      expect(media).toContain("'self'");
      if (demoVideoUrl) expect(media).toContain(sourceFor(demoVideoUrl));
    });

    it('allows inline style attributes and the toast stylesheet, but no other <style> element', () => {
      const csp = policy();
      // <style> elements and stylesheets: our own files, and react-toastify's by its hash
      expect(csp.get('style-src-elem')?.[0]).toBe("'self'");
      expect(csp.get('style-src-elem')).not.toContain("'unsafe-inline'");
      // style attributes: prerendered pages give each course its accent colour with one
      expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
      // for browsers without style-src-elem and style-src-attr
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    });

    it('names the hash of exactly the stylesheet react-toastify adds when the first toast shows', async () => {
      const { ToastContainer } = await import('react-toastify');
      render(createElement(ToastContainer));
      const hashes = [...document.head.querySelectorAll('style')].map(
        (style) =>
          `'sha256-${createHash('sha256')
            .update(style.textContent ?? '')
            .digest('base64')}'`,
      );
      expect(hashes).toHaveLength(1);
      const allowed = (policy().get('style-src-elem') ?? []).filter((source) => source.startsWith("'sha"));
      expect(allowed, 'put this hash in style-src-elem in firebase.json').toEqual(hashes);
    });
  });

  describe('what the pages load fits the policy', () => {
    it('index.html loads its script from a file, with no inline script or style', () => {
      const page = new DOMParser().parseFromString(
        readFileSync(resolve(root, 'index.html'), 'utf8'),
        'text/html',
      );
      const scripts = [...page.querySelectorAll('script')];
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script.getAttribute('src')).toMatch(/^\//);
      expect(page.querySelectorAll('style, [style]')).toHaveLength(0);
    });

    it("allows the prerendered pages' inline starter script by its hash, and no other inline script", async () => {
      const { scriptHash, starterScript } = await import('./prerender');
      const allowed = (policy().get('script-src') ?? []).filter((source) => source.startsWith("'sha"));
      const hash = scriptHash(await starterScript(root));
      expect(allowed, 'put this hash in script-src in firebase.json').toEqual([hash]);
      expect(policy().get('script-src')).not.toContain("'unsafe-inline'");
    });

    it('every prerendered page has only data blocks for inline scripts, no <style>, and our own images', async () => {
      const { renderPage } = await import('../src/prerender/renderPage');
      const { prerenderedPagePaths } = await import('../src/prerender/publicPages');
      const frameSources = policy().get('frame-src') ?? [];
      for (const path of prerenderedPagePaths()) {
        const page = new DOMParser().parseFromString(await renderPage(path), 'text/html');
        for (const script of page.querySelectorAll('script')) {
          expect([path, script.getAttribute('type')]).toEqual([path, 'application/ld+json']);
        }
        expect([path, page.querySelectorAll('style').length]).toEqual([path, 0]);
        for (const element of page.querySelectorAll(
          'img[src], video[src], source[src], link[rel="stylesheet"]',
        )) {
          const url = element.getAttribute('src') ?? element.getAttribute('href') ?? '';
          expect([path, sourceFor(url)]).toEqual([path, "'self'"]);
        }
        for (const frame of page.querySelectorAll('iframe[src]')) {
          const src = frame.getAttribute('src')!;
          expect([path, src, frameSources.some((source) => frameAllows(source, src))]).toEqual([
            path,
            src,
            true,
          ]);
        }
      }
      // Renders every prerendered page: a few seconds on a busy machine.
    }, 30_000);
  });
});
