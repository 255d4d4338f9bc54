/**
 * Whether the browser knows it has no network. A failed write then says so, rather than that no
 * answer came back; the write may still have left before the network went, so neither says it
 * did not happen.
 */
export const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;
