// Prints the gzipped JavaScript each public page downloads before it can run,
// from the production build's manifest, and checks it against the budget.
// Usage: npm run size            (builds first)
//        npm run size -- --no-build   (measures the existing dist/)
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
const dist = 'dist';

/** The page module each measured URL loads, besides the entry. */
const pages = {
  '/home': 'src/features/home/HomePage.tsx',
  '/courses': 'src/features/courses/CoursesPage.tsx',
  '/courses/spoken-english': 'src/features/courses/CourseDetailPage.tsx',
  '/blog': 'src/features/blog/BlogPage.tsx',
  '/about': 'src/features/info/AboutPage.tsx',
};

if (!process.argv.includes('--no-build')) {
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}

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

let overBudget = false;
console.log(`Gzipped JavaScript loaded before each page is interactive (budget ${BUDGET_KB} KB):`);
for (const [url, page] of Object.entries(pages)) {
  const files = [...closure(page, closure('index.html'))].filter((file) => file.endsWith('.js'));
  const kb = files.reduce((sum, file) => sum + gzippedBytes(file), 0) / 1024;
  const firebase = files.filter(isFirebase);
  const verdict = kb <= BUDGET_KB && firebase.length === 0 ? 'ok' : 'OVER BUDGET';
  if (verdict !== 'ok') overBudget = true;
  console.log(
    `  ${url.padEnd(26)} ${kb.toFixed(1).padStart(6)} KB in ${files.length} files  ${verdict}` +
      (firebase.length ? `  (Firebase code in ${firebase.join(', ')})` : ''),
  );
}
process.exit(overBudget ? 1 : 0);
