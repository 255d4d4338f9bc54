import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
