import { useCallback, useState } from 'react';
import type { Page } from '../backend/types';
import { useLoad, type Loaded } from '../lib/useLoad';

export interface Pages<T> extends Loaded<Page<T>> {
  /** 1 for the first page. */
  pageNumber: number;
  hasPrevious: boolean;
  hasNext: boolean;
  previous: () => void;
  next: () => void;
  /** Back to the first page, as choosing the list again does. */
  first: () => void;
}

/**
 * A list read one page at a time with next and previous: the cursors of the pages already seen
 * are kept, so going back reads that page again instead of everything before it. A new
 * `readPage` (a new tab, say) starts from the first page. `readPage` must be stable (useCallback).
 */
export function usePages<T>(readPage: (after: string | null) => Promise<Page<T>>, what: string): Pages<T> {
  const [state, setState] = useState({ readPage, cursors: [null] as (string | null)[] });
  let cursors = state.cursors;
  if (state.readPage !== readPage) {
    cursors = [null];
    setState({ readPage, cursors });
  }
  const after = cursors[cursors.length - 1] ?? null;
  const load = useCallback(() => readPage(after), [readPage, after]);
  const loaded = useLoad(load, what);
  const nextCursor = loaded.busy ? null : (loaded.data?.next ?? null);

  return {
    ...loaded,
    pageNumber: cursors.length,
    hasPrevious: cursors.length > 1,
    hasNext: nextCursor !== null,
    previous: () =>
      setState((current) =>
        current.cursors.length > 1 ? { ...current, cursors: current.cursors.slice(0, -1) } : current,
      ),
    next: () => {
      if (nextCursor !== null)
        setState((current) => ({ ...current, cursors: [...current.cursors, nextCursor] }));
    },
    first: () =>
      setState((current) => (current.cursors.length > 1 ? { ...current, cursors: [null] } : current)),
  };
}
