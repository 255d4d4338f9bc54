// Benchmarks the production build of the public pages: the gzipped JavaScript each loads before it is
// interactive, and Lighthouse's mobile scores, served the way Firebase Hosting serves them. Prints a
// Markdown table, then each budget with its verdict; exits 1 when a budget is missed.
// Usage: npm run bench                       (builds into dist/, then measures it)
//        npm run bench -- --no-build         (measures the existing build)
//        npm run bench -- --out-dir <dir>    (builds into / measures <dir> instead of dist/)
//        npm run bench -- --runs <n>         (Lighthouse runs per page, the median run is kept; default 3)
//        npm run bench -- --save <dir>       (also writes each page's Lighthouse report, JSON, into <dir>)
// Chromium: CHROME_PATH, else /usr/bin/chromium. Nothing leaves the machine.
import { execSync } from 'node:child_process';
import { createReadStream, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, posix, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { JS_BUDGET_KB, pageWeights } from './page-weight.mjs';

/** The public pages Lighthouse measures, a few runs each: home, the catalogue, a course, the blog and an information page. */
const benchPages = ['/home', '/courses', '/courses/spoken-english', '/blog', '/about'];

/** Lighthouse budgets: the lowest acceptable score (0–100) per category. */
const scoreBudgets = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};
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
  candidates.push(path, `${bare}/index.html`, '/index.html'); // the file itself, a folder's index, the SPA
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

const compressedCache = new Map();
function compressed(abs, encoding) {
  const key = `${encoding}:${abs}`;
  if (!compressedCache.has(key)) {
    const body = readFileSync(abs);
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

function serve(root) {
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
      const body = compressed(abs, encoding);
      response.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
    } else {
      response.writeHead(200, { ...headers, 'Content-Length': statSync(abs).size });
      if (request.method === 'HEAD') response.end();
      else createReadStream(abs).pipe(response);
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

async function lighthouseRuns(origin) {
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
  try {
    const results = {};
    for (const url of benchPages) {
      const lhrs = [];
      for (let run = 1; run <= runs; run++) {
        process.stderr.write(`Lighthouse ${url} (run ${run} of ${runs})\n`);
        const result = await lighthouse(`${origin}${url}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (result.lhr.runtimeError)
          process.stderr.write(`  ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}\n`);
        lhrs.push(result.lhr);
      }
      const median = medianRun(lhrs);
      results[url] = median;
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        const name = url.slice(1).replaceAll('/', '-') || 'index';
        writeFileSync(join(saveDir, `${name}.json`), JSON.stringify(median, null, 2));
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
const origin = `http://127.0.0.1:${server.address().port}`;
let lhrs;
try {
  lhrs = await lighthouseRuns(origin);
} finally {
  server.close();
}

const score = (lhr, id) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? undefined : Math.round(value * 100);
};
const metric = (lhr, id) => lhr.audits[id]?.numericValue;
const fixed = (value, digits, unit = '') => (value === undefined ? 'n/a' : `${value.toFixed(digits)}${unit}`);

const header = [
  'page',
  'JS (gzip)',
  'Firebase code',
  'Performance',
  'Accessibility',
  'Best practices',
  'SEO',
  'LCP',
  'TBT',
  'CLS',
];
const rows = weights.map(({ url, kb, files, firebase }) => {
  const lhr = lhrs[url];
  const lcp = metric(lhr, 'largest-contentful-paint');
  return [
    `\`${url}\``,
    `${kb.toFixed(1)} KB (${files.length} files)`,
    firebase.length ? 'yes' : 'none',
    ...Object.keys(scoreBudgets).map((id) => String(score(lhr, id) ?? 'error')),
    fixed(lcp === undefined ? undefined : lcp / 1000, 1, ' s'),
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
