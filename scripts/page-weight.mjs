// The gzipped JavaScript each public page downloads before it can run, read from the
// production build's manifest. Shared by `npm run size` and `npm run bench`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The most gzipped JavaScript a public page may load before it is interactive. */
export const JS_BUDGET_KB = 100;

/**
 * The public pages the build in `dist` prerendered (src/prerender/publicPages.ts), each with the
 * modules it loads besides the entry, as scripts/prerender.ts lists them.
 * @param {string} dist the build's output directory
 * @returns {{ path: string, modules: string[] }[]}
 */
export function prerenderedPages(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'prerendered.json'), 'utf8'));
}

/**
 * For each public page of the build in `dist`: the JavaScript files it loads before it is
 * interactive, their gzipped size in KB, the files carrying Firebase code, and whether the page
 * keeps within the budget.
 * @param {string} dist the build's output directory (with `.vite/manifest.json` and `.vite/prerendered.json`)
 * @returns {{ url: string, files: string[], kb: number, firebase: string[], statementReader: string[], ok: boolean }[]}
 */
export function pageWeights(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

  /** A chunk and everything it imports statically: what the browser fetches before running it. */
  function closure(key, seen = new Set()) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  }

  const gzipCache = new Map();
  function gzippedBytes(file) {
    if (!gzipCache.has(file))
      gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzipCache.get(file);
  }

  const isFirebase = (file) =>
    /FirebaseError|firebaseapp\.com|firestore\.googleapis/.test(readFileSync(join(dist, file), 'utf8'));

  // The admin's bank statement reader, known by its refusal codes (src/features/purchases/statements/refusals.ts).
  const isStatementReader = (file) => /not-a-statement/.test(readFileSync(join(dist, file), 'utf8'));

  return prerenderedPages(dist).map(({ path: url, modules }) => {
    const loaded = modules.reduce((seen, module) => closure(module, seen), closure('index.html'));
    const html = readFileSync(join(dist, `${url}.html`), 'utf8');
    // And what the page's starter fetches beside them: the words of the page's language
    // (src/i18n/texts.ts), which its modules import on demand.
    const starter = /<script data-entry="([^"]*)"(?: data-preload="([^"]*)")?/.exec(html);
    for (const url of [starter?.[1], ...(starter?.[2] ?? '').split(' ')])
      if (url) loaded.add(url.replace(/^\//, ''));
    const files = [...loaded].filter((file) => file.endsWith('.js'));
    // The starter script each prerendered page carries inline (scripts/start-app.js) counts too.
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ].map((match) => gzipSync(match[1], { level: 9 }).length);
    const bytes = [...files.map(gzippedBytes), ...inline];
    const kb = bytes.reduce((sum, size) => sum + size, 0) / 1024;
    const firebase = files.filter(isFirebase);
    const statementReader = files.filter(isStatementReader);
    files.push(...inline.map((_, index) => `${url}.html: inline script ${index + 1}`));
    const ok = kb <= JS_BUDGET_KB && firebase.length === 0 && statementReader.length === 0;
    return { url, files, kb, firebase, statementReader, ok };
  });
}
