// The gzipped JavaScript each public page downloads before it can run, read from the
// production build's manifest. Shared by `npm run size` and `npm run bench`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The most gzipped JavaScript a public page may load before it is interactive. */
export const JS_BUDGET_KB = 100;

/** The page module each measured URL loads, besides the entry. */
export const publicPages = {
  '/home': 'src/features/home/HomePage.tsx',
  '/courses': 'src/features/courses/CoursesPage.tsx',
  '/courses/spoken-english': 'src/features/courses/CourseDetailPage.tsx',
  '/blog': 'src/features/blog/BlogPage.tsx',
  '/about': 'src/features/info/AboutPage.tsx',
};

/**
 * For each public page of the build in `dist`: the JavaScript files it loads before it is
 * interactive, their gzipped size in KB, the files carrying Firebase code, and whether the page
 * keeps within the budget.
 * @param {string} dist the build's output directory (with `.vite/manifest.json`)
 * @returns {{ url: string, files: string[], kb: number, firebase: string[], ok: boolean }[]}
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

  return Object.entries(publicPages).map(([url, page]) => {
    const files = [...closure(page, closure('index.html'))].filter((file) => file.endsWith('.js'));
    const kb = files.reduce((sum, file) => sum + gzippedBytes(file), 0) / 1024;
    const firebase = files.filter(isFirebase);
    return { url, files, kb, firebase, ok: kb <= JS_BUDGET_KB && firebase.length === 0 };
  });
}
