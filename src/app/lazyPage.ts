import { lazy, type ComponentType } from 'react';
import { CHUNK_TIMEOUT_MS } from '../config/constants';

/** Raised when a page's script chunk cannot be fetched (a new deploy replaced it, or the network dropped). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Our own ChunkLoadError, or the browser's own words for a module that failed to fetch. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError ||
    (error instanceof Error &&
      /dynamically imported module|Importing a module script failed/i.test(error.message))
  );
}

/** The props of a component export, so a lazy wrapper takes the same props (a guard's children). */
type PropsOf<C> = [C] extends [never] ? object : C extends ComponentType<infer P> ? P : object;

function withTimeout<T>(load: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading the page timed out after ${ms} ms`)),
      ms,
    );
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : 'Loading the page failed'));
      },
    );
  });
}

/**
 * The named export each lazy page renders, kept only in the server build that prerenders the public
 * pages: it tells the build which module each prerendered page loads (see src/prerender/pageExports.ts).
 */
export const lazyPageExports = new WeakMap<object, string>();

/**
 * A page loaded on demand, as its own chunk, so a visitor downloads only the
 * pages they open. `name` is the page's named export.
 */
export function lazyPage<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  timeoutMs = CHUNK_TIMEOUT_MS,
) {
  const page = lazy(async () => {
    const module = await withTimeout(load(), timeoutMs);
    return { default: module[name] as ComponentType<PropsOf<M[K]>> };
  });
  if (import.meta.env.SSR) lazyPageExports.set(page, String(name));
  return page;
}
