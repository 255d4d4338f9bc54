import { useCallback, useEffect, useMemo, useState } from 'react';

export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

interface Settled<T> {
  load: () => Promise<T>;
  version: number;
  state: LoadState<T>;
}

/**
 * Runs `load` (memoise it) and tracks its answer. A retry or a new `load` reads as loading until its
 * own answer arrives, so a late answer from an earlier run never shows.
 */
export function useLoad<T>(load: () => Promise<T>) {
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    let current = true;
    const settle = (state: LoadState<T>) => current && setSettled({ load, version, state });
    load().then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [load, version]);

  const state = useMemo<LoadState<T>>(
    () =>
      settled && settled.load === load && settled.version === version ? settled.state : { status: 'loading' },
    [settled, load, version],
  );

  const retry = useCallback(() => setVersion((v) => v + 1), []);

  /** Changes the loaded data in place, after a write the page knows the outcome of. */
  const update = useCallback(
    (change: (data: T) => T) =>
      setSettled((current) =>
        current && current.state.status === 'ready'
          ? { ...current, state: { status: 'ready', data: change(current.state.data) } }
          : current,
      ),
    [],
  );

  return { state, retry, update };
}
