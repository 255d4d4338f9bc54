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

export async function measure(browser, baseURL, seed, page) {
  const context = await browser.newContext({ baseURL });
  const tab = await context.newPage();
  await tab.goto('/login');
  await tab.getByLabel('E-mail').fill(seed.demoAccounts[page.who].email);
  await tab.getByLabel('Password', { exact: true }).fill(seed.DEMO_PASSWORD);
  await tab.getByRole('button', { name: 'Log in' }).click();
  await tab.waitForURL((url) => !url.pathname.endsWith('/login'));
  await tab.goto('/home');

  const firestore = `http://${configuredHosts().firestore}/`;
  const figures = { documents: 0, bytes: 0, inFlight: 0, requests: 0, lastAnswer: 0 };
  const answers = [];
  tab.on('request', (request) => {
    if (!request.url().startsWith(firestore)) return;
    figures.inFlight += 1;
    figures.requests += 1;
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
  const started = Date.now();
  await tab.goto(page.path);
  await tab.locator(page.first).first().waitFor({ state: 'visible', timeout: 120_000 });
  const firstRowsMs = Date.now() - started;
  // The rest of the first view (totals, counts) finishes loading: no request open for half a second.
  for (let quiet = 0; quiet < 5;) {
    await tab.waitForTimeout(100);
    quiet = figures.inFlight > 0 ? 0 : quiet + 1;
  }
  await Promise.all(answers);
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
