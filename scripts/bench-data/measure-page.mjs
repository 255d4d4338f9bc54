// One page of scripts/bench-data.mjs opened in Chromium, signed in as a person would be: the
// Firestore documents, requests and bytes of its first view, and the times to its first rows and to
// its last figure.
import { configuredHosts } from '../firebase-emulators.mjs';

/**
 * Documents in one Firestore REST answer, as Firestore bills them: each document found, each
 * lookup of a missing one, and an aggregation as one read.
 */
function documentsIn(url, body) {
  try {
    const answer = JSON.parse(body);
    const items = Array.isArray(answer) ? answer : [answer];
    if (url.includes(':runAggregationQuery')) return items.filter((item) => item.result).length;
    return items.filter((item) => item.document || item.found || item.missing).length;
  } catch {
    return 0;
  }
}

/** Documents written by one Firestore REST request: each write of a commit, a transaction's too. */
function writesIn(request) {
  if (!/:(commit|batchWrite)$/.test(new URL(request.url()).pathname)) return 0;
  try {
    return request.postDataJSON()?.writes?.length ?? 0;
  } catch {
    return 0;
  }
}

/** The Firestore REST method a request calls: commit, batchGet, runQuery…, or GET for one document. */
function methodOf(request) {
  const path = new URL(request.url()).pathname;
  return path.includes(':') ? path.slice(path.lastIndexOf(':') + 1) : request.method();
}

/** A new tab signed in as the seed's `who`, as a person signs in, left on the home page. */
export async function signedIn(browser, baseURL, seed, who) {
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  const tab = await context.newPage();
  await tab.goto('/login');
  await tab.getByLabel('E-mail').fill(seed.demoAccounts[who].email);
  await tab.getByLabel('Password', { exact: true }).fill(seed.DEMO_PASSWORD);
  await tab.getByRole('button', { name: 'Log in' }).click();
  await tab.waitForURL((url) => !url.pathname.endsWith('/login'));
  await tab.goto('/home');
  return { context, tab };
}

/**
 * The tab's Firestore traffic from now on, added up: documents read as billed, documents written,
 * requests and the bytes of their answers. `quiet()` waits until no request has been open for half
 * a second and every answer is counted.
 */
export function watchFirestore(tab) {
  const firestore = `http://${configuredHosts().firestore}/`;
  const figures = {
    documents: 0,
    written: 0,
    bytes: 0,
    inFlight: 0,
    requests: 0,
    lastAnswer: 0,
    byMethod: {},
  };
  const answers = [];
  tab.on('request', (request) => {
    if (!request.url().startsWith(firestore)) return;
    figures.inFlight += 1;
    figures.requests += 1;
    figures.written += writesIn(request);
    const method = methodOf(request);
    figures.byMethod[method] = (figures.byMethod[method] ?? 0) + 1;
  });
  tab.on('requestfailed', (request) => request.url().startsWith(firestore) && (figures.inFlight -= 1));
  tab.on('response', (response) => {
    if (!response.url().startsWith(firestore)) return;
    answers.push(
      response.body().then(
        (body) => {
          figures.lastAnswer = Date.now();
          figures.bytes += body.length;
          figures.documents += documentsIn(response.url(), body.toString('utf8'));
          figures.inFlight -= 1;
        },
        () => (figures.inFlight -= 1),
      ),
    );
  });
  const quiet = async () => {
    for (let still = 0; still < 5;) {
      await tab.waitForTimeout(100);
      still = figures.inFlight > 0 ? 0 : still + 1;
    }
    await Promise.all(answers);
  };
  return { figures, quiet };
}

export async function measure(browser, baseURL, seed, page) {
  const { context, tab } = await signedIn(browser, baseURL, seed, page.who);
  const { figures, quiet } = watchFirestore(tab);
  const started = Date.now();
  await tab.goto(page.path);
  await tab.locator(page.first).first().waitFor({ state: 'visible', timeout: 120_000 });
  const firstRowsMs = Date.now() - started;
  // The rest of the first view (totals, counts) finishes loading.
  await quiet();
  await context.close();
  return {
    documents: figures.documents,
    bytes: figures.bytes,
    firstRowsMs,
    requests: figures.requests,
    // The last figure is in when the last answer of the first view has arrived.
    lastFigureMs: Math.max(figures.lastAnswer - started, firstRowsMs),
  };
}
