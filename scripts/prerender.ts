import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, minify, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

import { chunkFiles, modulePreload, withGuardedPreloads, type Manifest } from './chunks.ts';

export { folderRewriteFor, previewHostingRewrites } from './previewRewrites.ts';

/** What src/prerender/entry.ts gives the build. */
interface PrerenderEntry {
  renderPageWithTexts(url: string): Promise<{ html: string; texts: string[] }>;
  prerenderedPagePaths(): string[];
  publicPagePaths(): string[];
  pageExportsAt(url: string): string[];
  sitemapXml(origin: string, pagePaths: readonly string[]): string;
  robotsTxt(origin: string): string;
  siteUrl: string;
  languageOfPath(pathname: string): 'en' | 'hi';
  addressIn(language: 'en' | 'hi', path: string): string;
  languageTags: Record<'en' | 'hi', { lang: string }>;
}

/**
 * Where the server bundle for a build into `outDir` goes: inside node_modules, so it resolves react
 * and the router from the project, and one folder per output folder, so two builds side by side
 * (say the journeys' and `npm run size`) do not overwrite each other's.
 */
export function serverOutDirFor(root: string, outDir: string): string {
  const name =
    relative(root, outDir)
      .split(sep)
      .join('/')
      .replace(/[^\w.-]+/g, '_') || 'root';
  return join(root, 'node_modules', '.cache', 'prerender', name);
}

/** Written next to the build's manifest: each prerendered page and the modules it loads besides the entry. */
export const PRERENDERED_FILE = '.vite/prerendered.json';

export interface PrerenderedPage {
  path: string;
  /** Source modules, as the manifest names them (src/features/home/HomePage.tsx). */
  modules: string[];
}

/**
 * Which source module exports each lazily loaded page, from the server build's chunks. A name two
 * chunks export (code a page shares with a part it loads on demand) is no page's: it is kept as
 * both, and only a page looked up by it is an error.
 */
/** The source modules in each chunk of the server build, by the chunk's file name. */
function modulesByChunk(root: string, output: Rollup.RollupOutput): Map<string, string[]> {
  const modules = new Map<string, string[]>();
  for (const chunk of output.output) {
    if (chunk.type !== 'chunk') continue;
    const ids = chunk.moduleIds.filter((id) => !id.startsWith('\0'));
    modules.set(
      basename(chunk.fileName),
      ids.map((id) => relative(root, id).split(sep).join('/')),
    );
  }
  return modules;
}

function moduleByExport(root: string, output: Rollup.RollupOutput): Map<string, string[]> {
  const modules = new Map<string, string[]>();
  for (const chunk of output.output) {
    if (chunk.type !== 'chunk' || !chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
    const module = relative(root, chunk.facadeModuleId).split(sep).join('/');
    for (const name of chunk.exports) {
      const others = modules.get(name) ?? [];
      if (!others.includes(module)) modules.set(name, [...others, module]);
    }
  }
  return modules;
}

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

/** The page's <html lang>, from the language its address is in. */
export function withLanguage(html: string, lang: string): string {
  if (!html.includes('<html lang="en-IN">')) throw new Error('index.html has no <html lang="en-IN">');
  return html.replace('<html lang="en-IN">', `<html lang="${lang}">`);
}

const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;

/**
 * Takes the app's scripts out of a prerendered page's head, where the browser would fetch them
 * alongside the stylesheet, and puts the starter (scripts/start-app.js, minified: `starter`) in
 * their place, inline so that it costs the page no request of its own. The starter loads them after
 * the first paint: the entry, and beside it every chunk in `pageChunks` (URLs) the page needs to
 * hydrate. The hosting's Content-Security-Policy allows the starter by its hash (firebase.json).
 */
export function startAfterFirstPaint(
  html: string,
  starter: string,
  pageChunks: readonly string[],
  hindiPrefix?: string,
): string {
  const entries = [...html.matchAll(moduleScript)].map((match) => match[1]);
  if (entries.length !== 1)
    throw new Error(`Expected one module script in the page, found ${entries.length}`);
  const entry = entries[0];
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const chunks = [...new Set([...preloads, ...pageChunks])].filter((url) => url !== entry);
  const tag =
    `<script data-entry="${entry}"` +
    (chunks.length ? ` data-preload="${chunks.join(' ')}"` : '') +
    (hindiPrefix ? ` data-hindi="${hindiPrefix}"` : '') +
    `>${starter}</script>\n    `;
  return html.replace(modulePreload, '').replace(moduleScript, () => tag);
}

/** scripts/start-app.js, minified: what each prerendered page runs inline. */
export async function starterScript(root: string): Promise<string> {
  const source = await readFile(join(root, 'scripts', 'start-app.js'), 'utf8');
  const { code } = await minify('start-app.js', source, { compress: true, mangle: true });
  return code.trim();
}

/** The Content-Security-Policy source that allows an inline script. */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

/**
 * After the client build, renders every public page and the sign-in pages to
 * `<outDir>/<path>.html` (served at `<path>` by Firebase Hosting's clean URLs), and writes
 * sitemap.xml (the public pages) and robots.txt. Every other path keeps the empty index.html shell,
 * rendered in the browser. It also lists the pages it rendered, each with
 * the modules it loads, in `<outDir>/.vite/prerendered.json` for the size count (scripts/page-weight.mjs).
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
      // A folder of its own for each build, under the output folder's: Node caches the modules it
      // imports by address, and the server bundle's chunks import its entry by a relative address,
      // so the entry must be imported by its plain address too (a query string would load a second
      // copy of it, with contexts of its own), and a later build in this process must not get this
      // one's modules.
      const serverOutDir = join(serverOutDirFor(config.root, outDir), `${process.pid}-${Date.now()}`);
      try {
        const output = (await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          // The browser's constants (the build year), so the markup hydrates without a mismatch.
          define: config.define,
          logLevel: 'warn',
          plugins: [react()],
          build: { ssr: 'src/prerender/entry.ts', outDir: serverOutDir, emptyOutDir: true },
        })) as Rollup.RollupOutput;
        const entryUrl = pathToFileURL(join(serverOutDir, 'entry.js'));
        const entry = (await import(entryUrl.href)) as PrerenderEntry;
        const pageModules = moduleByExport(config.root, output);
        const chunkModules = modulesByChunk(config.root, output);

        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(
          await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Manifest;
        const starter = await starterScript(config.root);
        const pagePaths = entry.prerenderedPagePaths();
        const prerendered: PrerenderedPage[] = [];
        for (const path of pagePaths) {
          const modules = entry.pageExportsAt(path).map((name) => {
            const [module, ...others] = pageModules.get(name) ?? [];
            if (!module) throw new Error(`No module of the build exports ${name}, which ${path} renders`);
            if (others.length)
              throw new Error(`Both ${module} and ${others.join(', ')} export a page ${name}`);
            return module;
          });
          const pageChunks = new Set<string>();
          for (const module of modules) chunkFiles(manifest, module, pageChunks);
          const language = entry.languageOfPath(path);
          const rendered = await entry.renderPageWithTexts(path);
          // The words the page read, which it waits for before it hydrates, come with its code.
          for (const words of rendered.texts) {
            const modules = chunkModules.get(basename(words));
            if (!modules)
              throw new Error(`${path} reads words from ${words}, which no chunk of the build is`);
            // A module the browser's build keeps in a chunk of its own; any other is in one the page loads.
            for (const module of modules) if (manifest[module]) chunkFiles(manifest, module, pageChunks);
          }
          const html = withLanguage(fillTemplate(template, rendered.html), entry.languageTags[language].lang);
          const file = join(outDir, `${path}.html`);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(
            file,
            startAfterFirstPaint(
              html,
              starter,
              [...pageChunks].map((chunk) => config.base + chunk),
              // Where the same page is in Hindi too, a first visit asking for Hindi goes there.
              language === 'en' && pagePaths.includes(entry.addressIn('hi', path))
                ? entry.addressIn('hi', '/')
                : undefined,
            ),
          );
          prerendered.push({ path, modules });
        }
        await writeFile(join(outDir, 'index.html'), withGuardedPreloads(template, manifest, config.base));
        const sitemapPaths = entry.publicPagePaths();
        await writeFile(join(outDir, 'sitemap.xml'), entry.sitemapXml(entry.siteUrl, sitemapPaths));
        await writeFile(join(outDir, 'robots.txt'), entry.robotsTxt(entry.siteUrl));
        await mkdir(dirname(join(outDir, PRERENDERED_FILE)), { recursive: true });
        await writeFile(join(outDir, PRERENDERED_FILE), `${JSON.stringify(prerendered, null, 2)}\n`);
        config.logger.info(
          `Prerendered ${pagePaths.length} pages, sitemap.xml (${sitemapPaths.length} of them) and robots.txt`,
        );
      } finally {
        await rm(serverOutDir, { recursive: true, force: true });
      }
    },
  };
}
