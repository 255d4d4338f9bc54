/**
 * Whether the day's quota is known to be spent, and until when (src/backend/quota.ts computes the
 * reset). Apart from the clock, so the shell that listens to it loads no time zone code on a page
 * whose backend never reported a spent quota.
 */

/** Until when the quota is known to be spent: null while nothing says it is. */
let spentUntil: Date | null = null;
const listeners = new Set<() => void>();

/** A request was refused for the day's quota, which resets at `until`. */
export function noteQuotaSpent(until: Date): void {
  if (spentUntil?.getTime() === until.getTime()) return;
  spentUntil = until;
  listeners.forEach((listener) => listener());
}

/** The reset the last refusal waits for, or null when none did or it has passed. */
export function spentQuotaReset(now = new Date()): Date | null {
  return spentUntil && spentUntil > now ? spentUntil : null;
}

export function onQuotaSpent(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
