/**
 * A prerendered page hydrates in two steps: the shell around the page with the first render, then
 * the page itself once its chunk has loaded (it sits in a Suspense boundary). An update that reaches
 * the page in between makes React give up the prerendered page and show the boundary's fallback, a
 * spinner, until the chunk has arrived: the page the visitor is reading vanishes and the view jumps.
 * So what the app learns after its first render (a returning user's hint, the backend) waits for
 * the page to have hydrated.
 */
const HYDRATED = 'app:hydrated';

let hydrating = false;

/** main.tsx calls it just before it hydrates a prerendered page. */
export function startPageHydration(): void {
  hydrating = true;
  document.addEventListener(HYDRATED, () => (hydrating = false), { once: true });
}

/** From main.tsx's start of hydration until the page inside the shell has hydrated. */
export function isPageHydrating(): boolean {
  return hydrating;
}

/**
 * The shell announces that the page inside it has rendered (hydrated, on a prerendered page); the
 * page's starter script (scripts/start-app.js) listens for it too.
 */
export function announcePageHydrated(): void {
  document.dispatchEvent(new Event(HYDRATED));
}

/** Told each time the page inside the shell has rendered; returns the unsubscribe. */
export function subscribePageHydrated(listener: () => void): () => void {
  document.addEventListener(HYDRATED, listener);
  return () => document.removeEventListener(HYDRATED, listener);
}

/** Runs `start` once no prerendered page is hydrating (at once if none is); returns the cancel. */
export function whenPageHydrated(start: () => void): () => void {
  if (!hydrating) {
    start();
    return () => undefined;
  }
  document.addEventListener(HYDRATED, start, { once: true });
  return () => document.removeEventListener(HYDRATED, start);
}
