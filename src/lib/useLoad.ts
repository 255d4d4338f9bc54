import { useCallback, useEffect, useState } from 'react';

interface Settled<T> {
  load: () => Promise<T>;
  version: number;
  outcome: { ok: true; data: T } | { ok: false; error: unknown };
}

export interface Loaded<T> {
  /**
   * The data of this `load`, once it has arrived; kept while a refresh (`reload`) runs, so a table
   * does not blink away. Never another `load`'s (another tab, page, month or search): until this
   * one's arrives there is none, so a page shows that it is loading, not the last one's rows as
   * this one's, nor an empty list or a zero that is not yet known.
   */
  data: T | undefined;
  /** Why the latest read failed; the page offers a retry instead of showing stale or empty data. */
  error: unknown;
  /** The latest read failed (its error may be any value, even undefined). */
  failed: boolean;
  /** A read is under way: the first one, a retry, a refresh or a new `load`. */
  busy: boolean;
  reload: () => void;
  /** Changes the data in place after a write the page knows the outcome of, without reading it all again. */
  update: (change: (data: T) => T) => void;
}

/**
 * Reads a page's data, with retry. `load` must be stable (useCallback); `what` names the data in the
 * log, where every failed read goes. A late answer from an earlier run never shows.
 */
export function useLoad<T>(load: () => Promise<T>, what: string, { enabled = true } = {}): Loaded<T> {
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    // Not yet: the read waits (and shows as busy) until the page lets it go.
    if (!enabled) return;
    let current = true;
    load().then(
      (data) => current && setSettled({ load, version, outcome: { ok: true, data } }),
      (error: unknown) => {
        if (!current) return;
        console.error(`Could not load ${what}`, error);
        setSettled({ load, version, outcome: { ok: false, error } });
      },
    );
    return () => {
      current = false;
    };
  }, [load, version, what, enabled]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setSettled((previous) =>
        previous?.outcome.ok
          ? { ...previous, outcome: { ok: true, data: change(previous.outcome.data) } }
          : previous,
      ),
    [],
  );

  const busy = !settled || settled.load !== load || settled.version !== version;
  const failed = !busy && settled.outcome.ok === false;
  return {
    data: settled?.load === load && settled.outcome.ok ? settled.outcome.data : undefined,
    error: failed && !settled.outcome.ok ? settled.outcome.error : undefined,
    failed,
    busy,
    reload,
    update,
  };
}
