import { expect, type Page } from '@playwright/test';

/**
 * Holds the app's script back, as a slow connection would: the prerendered page paints and the
 * visitor reads and scrolls it, but React is not there yet. Call it before opening the page; the
 * page's starter asks for the script once the page has painted and loaded.
 */
export async function holdTheApp(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { release: () => release(), requested: () => requested };
}

interface Watch {
  positions: number[];
  spinners: number;
  hydrated: Promise<void>;
}
type Watched = typeof window & { startupWatch: Watch };

/**
 * From now on, notes every position the page scrolls to and every spinner put in the page's main
 * content, and when the app has hydrated the page (src/app/RootLayout.tsx announces it).
 */
export async function watchTheView(page: Page) {
  await page.evaluate(() => {
    const watch: Watch = {
      positions: [],
      spinners: 0,
      hydrated: new Promise((resolve) =>
        document.addEventListener('app:hydrated', () => resolve(), { once: true }),
      ),
    };
    addEventListener('scroll', () => watch.positions.push(Math.round(scrollY)), { passive: true });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && node.matches('.spinner-screen')) watch.spinners += 1;
    }).observe(document.getElementById('main') ?? document.body, { childList: true, subtree: true });
    (window as Watched).startupWatch = watch;
  });
  return {
    hydrated: () => page.evaluate(() => (window as Watched).startupWatch.hydrated),
    positions: () => page.evaluate(() => (window as Watched).startupWatch.positions),
    spinners: () => page.evaluate(() => (window as Watched).startupWatch.spinners),
  };
}

/**
 * Opens `path` with the app held back, scrolls `by` pixels down as the visitor would, then lets the
 * app start; resolves to where the visitor was and what the view did while the app started.
 */
export async function scrollBeforeTheAppStarts(page: Page, path: string, by: number) {
  const app = await holdTheApp(page);
  await page.goto(path);
  // The page has painted and loaded: the app would start now if its script arrived.
  await expect.poll(app.requested).toBe(true);
  await page.mouse.wheel(0, by);
  // Settled: the wheel's scroll may take a few frames.
  let readAt = -1;
  await expect
    .poll(async () => {
      const [before, now] = [readAt, await page.evaluate(() => Math.round(scrollY))];
      readAt = now;
      return now > 0 && now === before;
    })
    .toBe(true);
  const view = await watchTheView(page);
  app.release();
  await view.hydrated();
  return { readAt, view };
}

type Noted = typeof window & { appHasHydrated?: boolean };

/**
 * From the next page opened on, notes when the app has hydrated it. Until then a prerendered page
 * shows its buttons but nothing answers them: a press would be lost, as it is for a visitor whose
 * script has not arrived yet.
 */
export async function noteHydration(page: Page) {
  await page.addInitScript(() =>
    document.addEventListener('app:hydrated', () => ((window as Noted).appHasHydrated = true)),
  );
}

/** Waits until the app has hydrated the page opened after noteHydration. */
export async function hasHydrated(page: Page) {
  await expect.poll(() => page.evaluate(() => (window as Noted).appHasHydrated === true)).toBe(true);
}
