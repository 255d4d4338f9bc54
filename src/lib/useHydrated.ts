import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const inBrowser = () => true;
const atBuildTime = () => false;

/**
 * False in the prerendered markup and while React hydrates it, true from the render right after;
 * true at once for a page rendered in the browser. For controls that only work with the page's
 * script: a prerendered form must not submit on its own before the script has taken it over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, atBuildTime);
}
