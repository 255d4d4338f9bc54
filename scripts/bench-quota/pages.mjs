// The pages npm run bench:quota opens in Chromium, as the people of the modelled day open them; the
// recording proxy counts what they cost (recorder.mjs).

const DEMO_PASSWORD = 'demo1234';

/** Waits until no request to the Firestore host has been open for half a second. */
async function settled(tab, open) {
  for (let quiet = 0; quiet < 5;) {
    await tab.waitForTimeout(100);
    quiet = open.count > 0 ? 0 : quiet + 1;
  }
}

/**
 * A new browser context, signed in as `email` when given, whose Firestore requests are tracked so
 * each step can wait for its last answer. Resolves with `{ tab, step(work), close() }`: step runs
 * `work(tab)`, waits for quiet and hands back what the recorder counted meanwhile.
 */
export async function openSession(browser, { baseURL, firestoreHost, recorder, email }) {
  const context = await browser.newContext({ baseURL });
  const tab = await context.newPage();
  const open = { count: 0 };
  const firestore = `http://${firestoreHost}/`;
  tab.on('request', (request) => request.url().startsWith(firestore) && (open.count += 1));
  tab.on('requestfinished', (request) => request.url().startsWith(firestore) && (open.count -= 1));
  tab.on('requestfailed', (request) => request.url().startsWith(firestore) && (open.count -= 1));
  const step = async (work) => {
    await settled(tab, open);
    recorder.take();
    await work(tab);
    await settled(tab, open);
    return recorder.take();
  };
  const signIn = async () => {
    await tab.goto('/login');
    await tab.getByLabel('E-mail').fill(email);
    await tab.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await tab.getByRole('button', { name: 'Log in' }).click();
    await tab.waitForURL((url) => !url.pathname.endsWith('/login'));
  };
  return { tab, step, signIn, close: () => context.close() };
}

/** Opens `path` and waits for `first` to show. */
export const open = (path, first) => async (tab) => {
  await tab.goto(path);
  await tab.locator(first).first().waitFor({ state: 'visible', timeout: 120_000 });
};
