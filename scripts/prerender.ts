import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** What src/prerender/entry.ts gives the build. */
interface PrerenderEntry {
  renderPage(url: string): Promise<string>;
  publicPagePaths(): string[];
  sitemapXml(origin: string, pagePaths: readonly string[]): string;
  robotsTxt(origin: string): string;
  siteUrl: string;
}

// Inside node_modules so the server bundle resolves react and the router from the project.
const serverOutDir = 'node_modules/.cache/prerender';

/** React 19 puts a page's <title>, <meta> and <link> first when rendering into an element; they belong in <head>. */
const leadingHeadTags = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

/** Writes the built page: the page's head tags before </head>, its markup inside #root. */
export function fillTemplate(template: string, rendered: string): string {
  const head = leadingHeadTags.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(head.length);
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  return template
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}

/**
 * After the client build, renders every public page to `<outDir>/<path>.html` (served at `<path>`
 * by Firebase Hosting's clean URLs), and writes sitemap.xml and robots.txt. Every other path keeps
 * the empty index.html shell, rendered in the browser.
 */
export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-public-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        plugins: [react()],
        build: { ssr: 'src/prerender/entry.ts', outDir: serverOutDir, emptyOutDir: true },
      });
      const entryUrl = pathToFileURL(resolve(config.root, serverOutDir, 'entry.js'));
      const entry = (await import(`${entryUrl.href}?t=${Date.now()}`)) as PrerenderEntry;

      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      const pagePaths = entry.publicPagePaths();
      for (const path of pagePaths) {
        const file = join(outDir, `${path}.html`);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, fillTemplate(template, await entry.renderPage(path)));
      }
      await writeFile(join(outDir, 'sitemap.xml'), entry.sitemapXml(entry.siteUrl, pagePaths));
      await writeFile(join(outDir, 'robots.txt'), entry.robotsTxt(entry.siteUrl));
      await rm(resolve(config.root, serverOutDir), { recursive: true, force: true });
      config.logger.info(`Prerendered ${pagePaths.length} public pages, sitemap.xml and robots.txt`);
    },
  };
}
