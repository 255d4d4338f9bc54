// Lighthouse for the benchmark: the runs of each page and its floor, the median run, and what an
// audit that costs points names.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Audits of a category that cost it points: score below 1, weight above 0. */
export function failingAudits(lhr, categoryId) {
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
export function auditItems(audit) {
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
export const metricCulprits = {
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
 * busy spell on the machine falls on both alike. With `saveDir`, each page's reports are kept there.
 */
export async function lighthouseRuns(origin, floorOrigin, { pages, runs, saveDir, chromePath }) {
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
    for (const url of pages) {
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
