// Benchmarks the production build of the public pages: the gzipped JavaScript each loads before it is
// interactive, and Lighthouse's mobile scores, served the way Firebase Hosting serves them. In the same
// run it measures each page's floor: the same built HTML and CSS with every <script> and modulepreload
// taken out, served the same way; a page should paint its largest content (LCP) no later than 1.1 × its
// floor. Prints a Markdown table, then each budget with its verdict; exits 1 when a budget is missed.
// Usage: npm run bench                       (builds into dist/, then measures it)
//        npm run bench -- --no-build         (measures the existing build)
//        npm run bench -- --out-dir <dir>    (builds into / measures <dir> instead of dist/)
//        npm run bench -- --runs <n>         (Lighthouse runs per page, the median run is kept; default 3)
//        npm run bench -- --save <dir>       (also writes each page's Lighthouse report, JSON, into <dir>)
// Chromium: CHROME_PATH, else /usr/bin/chromium. Nothing leaves the machine.
import { execSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { isFile, serve } from './bench/hosting.mjs';
import { auditItems, failingAudits, lighthouseRuns, metricCulprits } from './bench/lighthouse.mjs';
import { JS_BUDGET_KB, pageWeights } from './page-weight.mjs';

/**
 * The pages Lighthouse measures, a few runs each: home, the catalogue, a course, the blog, an
 * information page and the sign-in pages; and the home, a course, the FAQ and the sign-up page in
 * Hindi, whose words weigh more than English ones, when the build has them (src/i18n/language.ts).
 */
const englishPages = ['/home', '/courses', '/courses/spoken-english', '/blog', '/about', '/login', '/signup'];
const hindiPages = ['/hi/home', '/hi/courses/stock-market', '/hi/faq', '/hi/signup'];

/** Lighthouse budgets: the lowest acceptable score (0–100) per category. */
const scoreBudgets = {
  performance: 98,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};
/** The latest a page may paint its largest content, as a multiple of its floor's. */
const LCP_FLOOR_RATIO = 1.1;
/** Total Blocking Time must stay under this. */
const TBT_BUDGET_MS = 50;
const categoryNames = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
};

// ---------------------------------------------------------------------------------------------
// Arguments

const args = process.argv.slice(2);
function option(name, fallback) {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}
const dist = option('--out-dir', 'dist');
const runs = Number(option('--runs', '3'));
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of 1 or more');
const saveDir = option('--save', undefined);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// ---------------------------------------------------------------------------------------------
// Main

if (!args.includes('--no-build')) {
  const outDir = dist === 'dist' ? '' : ` --outDir ${JSON.stringify(dist)} --emptyOutDir`;
  execSync(`npx vite build --logLevel warn${outDir}`, { stdio: 'inherit' });
}
const root = resolve(dist);
if (!isFile(join(root, 'index.html'))) {
  console.error(`${dist}/index.html is missing: build first, or leave out --no-build.`);
  process.exit(2);
}

const allWeights = pageWeights(dist);
const benchPages = [
  ...englishPages,
  ...hindiPages.filter((url) => allWeights.some((page) => page.url === url)),
];
const weights = benchPages.map((url) => {
  const weight = allWeights.find((page) => page.url === url);
  if (!weight) throw new Error(`${url} is not among the pages the build prerendered`);
  return weight;
});
const server = await serve(root);
const floorServer = await serve(root, { floor: true });
const origin = `http://127.0.0.1:${server.address().port}`;
const floorOrigin = `http://127.0.0.1:${floorServer.address().port}`;
let measured;
try {
  measured = await lighthouseRuns(origin, floorOrigin, { pages: benchPages, runs, saveDir, chromePath });
} finally {
  server.close();
  floorServer.close();
}
const lhrs = Object.fromEntries(benchPages.map((url) => [url, measured[url].page]));

const score = (lhr, id) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? undefined : Math.round(value * 100);
};
const metric = (lhr, id) => lhr.audits[id]?.numericValue;
const fixed = (value, digits, unit = '') => (value === undefined ? 'n/a' : `${value.toFixed(digits)}${unit}`);
const lcpOf = (lhr) => metric(lhr, 'largest-contentful-paint');
/** The page's LCP over its floor's; undefined when either is missing. */
const lcpRatio = (url) => {
  const page = lcpOf(measured[url].pageLcp);
  const floor = lcpOf(measured[url].floor);
  return page === undefined || !floor ? undefined : page / floor;
};
const seconds = (ms) => fixed(ms === undefined ? undefined : ms / 1000, 2, ' s');

const header = [
  'page',
  'JS (gzip)',
  'Firebase code',
  'Performance',
  'Accessibility',
  'Best practices',
  'SEO',
  'LCP',
  'LCP without scripts',
  'ratio',
  'TBT',
  'CLS',
];
const rows = weights.map(({ url, kb, files, firebase }) => {
  const lhr = lhrs[url];
  return [
    `\`${url}\``,
    `${kb.toFixed(1)} KB (${files.length} files)`,
    firebase.length ? 'yes' : 'none',
    ...Object.keys(scoreBudgets).map((id) => String(score(lhr, id) ?? 'error')),
    seconds(lcpOf(measured[url].pageLcp)),
    seconds(lcpOf(measured[url].floor)),
    fixed(lcpRatio(url), 2),
    fixed(metric(lhr, 'total-blocking-time'), 0, ' ms'),
    fixed(metric(lhr, 'cumulative-layout-shift'), 3),
  ];
});
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column].length)),
);
const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;

const chromeVersion = (() => {
  try {
    return execSync(`${JSON.stringify(chromePath)} --version`, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return chromePath;
  }
})();
console.log('');
console.log(
  `Lighthouse ${lhrs[benchPages[0]].lighthouseVersion}, mobile with simulated throttling, ` +
    (runs === 1 ? 'one run per page' : `median run of ${runs} per page`) +
    ` and per page without scripts (on ${floorOrigin})` +
    `, ${chromeVersion}; build in ${dist}/, served compressed on ${origin}.`,
);
console.log('');
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(row));
console.log('');

// Budgets
let missed = false;
const verdict = (ok) => (ok ? 'ok' : 'MISSED');
console.log('Budgets:');

const heavy = weights.filter((page) => page.kb > JS_BUDGET_KB);
missed ||= heavy.length > 0;
console.log(
  `  ${verdict(!heavy.length)}  every page loads at most ${JS_BUDGET_KB} KB of gzipped JavaScript` +
    heavy.map((page) => `\n        ${page.url}: ${page.kb.toFixed(1)} KB`).join(''),
);
const withFirebase = weights.filter((page) => page.firebase.length);
missed ||= withFirebase.length > 0;
console.log(
  `  ${verdict(!withFirebase.length)}  no page loads Firebase code` +
    withFirebase.map((page) => `\n        ${page.url}: in ${page.firebase.join(', ')}`).join(''),
);

/** A metric budget: the pages that miss it, each with what it measured. */
function metricBudget(title, misses) {
  const failing = benchPages.filter((url) => misses(url) !== undefined);
  missed ||= failing.length > 0;
  console.log(`  ${verdict(!failing.length)}  ${title}`);
  for (const url of failing) console.log(`        ${url}: ${misses(url)}`);
}
metricBudget(`LCP at most ${LCP_FLOOR_RATIO} × the same page without scripts`, (url) => {
  const ratio = lcpRatio(url);
  if (ratio !== undefined && ratio <= LCP_FLOOR_RATIO) return undefined;
  const detail = `${seconds(lcpOf(measured[url].pageLcp))} against ${seconds(lcpOf(measured[url].floor))}`;
  return ratio === undefined ? `not measured (${detail})` : `${ratio.toFixed(2)} × (${detail})`;
});
metricBudget(`Total Blocking Time under ${TBT_BUDGET_MS} ms`, (url) => {
  const tbt = metric(lhrs[url], 'total-blocking-time');
  return tbt !== undefined && tbt < TBT_BUDGET_MS ? undefined : fixed(tbt, 0, ' ms');
});
metricBudget('no layout shift (CLS 0)', (url) => {
  const cls = metric(lhrs[url], 'cumulative-layout-shift');
  // Lighthouse reports three decimals: what rounds to 0.000 is no shift a visitor could see.
  return cls !== undefined && cls < 0.0005 ? undefined : fixed(cls, 3);
});

for (const [id, minimum] of Object.entries(scoreBudgets)) {
  const name = categoryNames[id];
  const failing = benchPages.filter((url) => (score(lhrs[url], id) ?? -1) < minimum);
  missed ||= failing.length > 0;
  console.log(
    `  ${verdict(!failing.length)}  Lighthouse ${name} ${minimum === 100 ? '= 100' : `≥ ${minimum}`}`,
  );
  for (const url of failing) {
    const lhr = lhrs[url];
    console.log(`        ${url}: ${score(lhr, id) ?? 'error'}`);
    if (lhr.runtimeError) console.log(`          ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    for (const audit of failingAudits(lhr, id)) {
      const shown = audit.displayValue ? ` (${audit.displayValue})` : '';
      console.log(`          - ${audit.id}: ${audit.title}${shown}`);
      const items = [...auditItems(audit), ...auditItems(lhr.audits[metricCulprits[audit.id]])];
      for (const item of items.slice(0, 5)) console.log(`              ${item}`);
      if (items.length > 5) console.log(`              … and ${items.length - 5} more`);
    }
  }
}
console.log('');
console.log(missed ? 'A budget is missed.' : 'Every budget is met.');
process.exit(missed ? 1 : 0);
