import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadAllTexts } from '../i18n/texts';

// The English words of every part a test file imports are there before it renders, as a page's
// are before it hydrates; a Hindi test loads its own (renderApp at a /hi address).
beforeAll(() => loadAllTexts('en'));

afterEach(() => {
  cleanup();
  // The session hint and the local backend live in localStorage; each test starts a new visitor.
  window.localStorage.clear();
});

// jsdom has no layout: scrolling is a no-op the shell's tests observe through this spy.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// jsdom lacks matchMedia; default to "no preference" like a typical phone browser.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
