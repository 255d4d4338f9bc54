import { isValidElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
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

/** What lazyPage returns: a page React renders lazily, whose code can be asked for ahead of time. */
export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => void };

/**
 * A page loaded on demand, as its own chunk, so a visitor downloads only the
 * pages they open. `name` is the page's named export. `preload` starts the download before the
 * page renders (a guarded page while its guard waits for the backend); the render reuses it.
 */
export function lazyPage<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  timeoutMs = CHUNK_TIMEOUT_MS,
): LazyPage<PropsOf<M[K]>> {
  let loading: Promise<M> | undefined;
  const loadOnce = () =>
    (loading ??= withTimeout(load(), timeoutMs).catch((error: unknown) => {
      // A failed download is tried again on the next render (RouteErrorBoundary offers a reload).
      loading = undefined;
      throw error;
    }));
  const page = lazy(async () => {
    const module = await loadOnce();
    return { default: module[name] as ComponentType<PropsOf<M[K]>> };
  });
  if (import.meta.env.SSR) lazyPageExports.set(page, String(name));
  return Object.assign(page, { preload: () => void loadOnce().catch(() => undefined) });
}

/** Starts fetching the code of a route's page, when its element is a lazy page. */
export function preloadPage(element: ReactNode): void {
  if (!isValidElement(element)) return;
  const type: unknown = element.type;
  if (typeof type === 'object' && type !== null && 'preload' in type && typeof type.preload === 'function') {
    (type as { preload: () => void }).preload();
  }
}
