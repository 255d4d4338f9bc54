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
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, posix, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { JS_BUDGET_KB, pageWeights } from './page-weight.mjs';

/**
 * The pages Lighthouse measures, a few runs each: home, the catalogue, a course, the blog, an
 * information page and the sign-in pages.
 */
const benchPages = ['/home', '/courses', '/courses/spoken-english', '/blog', '/about', '/login', '/signup'];

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
// A static server like Firebase Hosting: clean URLs, files, then the SPA fallback; compressed.

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
};
const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.xml',
  '.txt',
  '.svg',
]);

const isFile = (path) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** firebase.json's rewrites of a whole folder (`/ads/**` → the ad page shell), as [folder, file]. */
const folderRewrites = (
  JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')).hosting.rewrites ?? []
).flatMap(({ source, destination }) => {
  const folder = /^(\/.+)\/\*\*$/.exec(source)?.[1];
  return folder ? [[folder, destination]] : [];
});

/** The file Firebase Hosting would answer `urlPath` with, relative to the public directory. */
function hostedFile(root, urlPath) {
  let path;
  try {
    path = posix.normalize(decodeURIComponent(urlPath));
  } catch {
    return '/index.html';
  }
  if (path.includes('\0')) return '/index.html';
  const bare = path.replace(/\/+$/, '');
  const candidates = [];
  if (bare && !bare.endsWith('.html')) candidates.push(`${bare}.html`); // clean URLs: /x/y → x/y.html
  candidates.push(path, `${bare}/index.html`); // the file itself, a folder's index
  for (const [folder, file] of folderRewrites) if (bare.startsWith(`${folder}/`)) candidates.push(file);
  candidates.push('/index.html'); // the SPA
  return candidates.find((candidate) => {
    const abs = join(root, candidate);
    return abs.startsWith(root + sep) && isFile(abs);
  });
}

/** The best encoding the client accepts: brotli, then gzip, else none. */
function encodingFor(acceptEncoding = '') {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function compressed(compressedCache, abs, encoding, readBody) {
  const key = `${encoding}:${abs}`;
  if (!compressedCache.has(key)) {
    const body = readBody(abs);
    compressedCache.set(
      key,
      encoding === 'br'
        ? brotliCompressSync(body, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
          })
        : gzipSync(body, { level: 9 }),
    );
  }
  return compressedCache.get(key);
}

/** The page without its scripts: every <script> element and modulepreload link taken out. */
function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*\brel="?modulepreload"?[^>]*>\s*/gi, '');
}

/**
 * Serves the build in `root` as Firebase Hosting would; with `floor`, every HTML page without its
 * scripts (the same HTML and CSS otherwise), for the page's floor.
 */
function serve(root, { floor = false } = {}) {
  const floorHtml = new Map();
  const compressedCache = new Map();
  const readBody = (abs) => {
    if (!floor || !abs.endsWith('.html')) return readFileSync(abs);
    if (!floorHtml.has(abs)) floorHtml.set(abs, Buffer.from(withoutScripts(readFileSync(abs, 'utf8'))));
    return floorHtml.get(abs);
  };
  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const file = hostedFile(root, urlPath);
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const abs = join(root, file);
    const ext = extname(file).toLowerCase();
    const headers = {
      'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
      // Hashed build assets never change; everything else gets Firebase Hosting's default.
      'Cache-Control':
        urlPath.startsWith('/assets/') && file.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'max-age=3600',
      Vary: 'Accept-Encoding',
    };
    const encoding = compressible.has(ext) ? encodingFor(request.headers['accept-encoding']) : undefined;
    if (encoding) {
      const body = compressed(compressedCache, abs, encoding, readBody);
      response.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
    } else {
      const body = readBody(abs);
      response.writeHead(200, { ...headers, 'Content-Length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
    }
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolveServer(server));
  });
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

/** Audits of a category that cost it points: score below 1, weight above 0. */
function failingAudits(lhr, categoryId) {
  return (lhr.categories[categoryId]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1);
}

const shorten = (text, length) => {
  const flat = String(text).replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};

function describeNode(node) {
  // axe's explanation reads "Fix any of the following:\n  <what is wrong>": keep what is wrong.
  const why = (node.explanation ?? '')
    .split('\n')
    .map((part) => part.trim())
    .find((part) => part && !part.endsWith(':'));
  return [node.selector, node.snippet && shorten(node.snippet, 140), why && `— ${why}`]
    .filter(Boolean)
    .join('  ');
}

/** What an audit's details name: the elements (selector, markup, why) or resources it found. */
function auditItems(audit) {
  const items = (audit?.details?.items ?? []).flatMap((item) =>
    item.type === 'table' ? item.items : [item],
  );
  return items
    .map((item) => {
      if (item.type === 'node') return describeNode(item);
      const node = Object.values(item).find((value) => value?.type === 'node');
      if (node)
        return (
          describeNode(node) + (typeof item.score === 'number' ? `  (shift ${item.score.toFixed(3)})` : '')
        );
      const url = item.url ?? item.source?.url ?? item.source?.value;
      if (url)
        return String(url) + (typeof item.duration === 'number' ? `  (${Math.round(item.duration)} ms)` : '');
      return undefined;
    })
    .filter(Boolean);
}

/** Where to look when a metric misses: the audits naming its culprits. */
const metricCulprits = {
  'largest-contentful-paint': 'lcp-breakdown-insight',
  'cumulative-layout-shift': 'layout-shifts',
  'total-blocking-time': 'long-tasks',
};

/** The run in the middle when ordered by performance score, then by LCP; failed runs last. */
function medianRun(lhrs) {
  const clean = lhrs.filter((lhr) => !lhr.runtimeError);
  if (clean.length === 0) return lhrs[0];
  const lcp = (lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity;
  const ordered = [...clean].sort(
    (a, b) =>
      (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0) || lcp(b) - lcp(a),
  );
  return ordered[Math.floor(ordered.length / 2)];
}

/**
 * The run with the median LCP. The page's LCP is compared with its floor's as the median of each
 * one's runs: the run chosen by performance score is chosen mostly for its blocking time.
 */
function medianByLcp(lhrs) {
  const clean = lhrs.filter((lhr) => !lhr.runtimeError);
  if (clean.length === 0) return lhrs[0];
  const lcp = (lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity;
  return [...clean].sort((a, b) => lcp(a) - lcp(b))[Math.floor(clean.length / 2)];
}

/**
 * Each page's median run, and its floor's: the page and its floor take turns, run by run, so a
 * busy spell on the machine falls on both alike.
 */
async function lighthouseRuns(origin, floorOrigin) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    logLevel: 'silent',
    // Headless, and kept off the network: the machine has no outside internet.
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-domain-reliability',
      '--disable-client-side-phishing-detection',
    ],
  });
  const measure = async (url, label) => {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${label}`);
    if (result.lhr.runtimeError)
      process.stderr.write(`  ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}\n`);
    return result.lhr;
  };
  try {
    const results = {};
    for (const url of benchPages) {
      const pageRuns = [];
      const floorRuns = [];
      for (let run = 1; run <= runs; run++) {
        process.stderr.write(`Lighthouse ${url} and its floor (run ${run} of ${runs})\n`);
        pageRuns.push(await measure(`${origin}${url}`, url));
        floorRuns.push(await measure(`${floorOrigin}${url}`, `${url} without scripts`));
      }
      const median = medianRun(pageRuns);
      results[url] = { page: median, pageLcp: medianByLcp(pageRuns), floor: medianByLcp(floorRuns) };
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        const name = url.slice(1).replaceAll('/', '-') || 'index';
        writeFileSync(join(saveDir, `${name}.json`), JSON.stringify(median, null, 2));
        writeFileSync(join(saveDir, `${name}.floor.json`), JSON.stringify(results[url].floor, null, 2));
      }
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

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
  measured = await lighthouseRuns(origin, floorOrigin);
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
