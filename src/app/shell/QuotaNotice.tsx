import { lazy, Suspense, useEffect, useReducer, useSyncExternalStore, type ComponentType } from 'react';
import { onQuotaSpent, spentQuotaReset } from '../../backend/quotaSpent';

/** The notice and the clock it reads India's time from come only once a quota is spent. */
const SpentQuota = lazy<ComponentType>(() =>
  import('./SpentQuota').then(({ SpentQuota }) => ({ default: SpentQuota })),
);

/** When the spent quota resets, in ms; null once it has (read again as the clock passes it). */
const spentUntil = () => spentQuotaReset()?.getTime() ?? null;

/**
 * Once any request of the page was refused for the day's quota (src/backend/quota.ts), every page
 * says so, and when the site works again, until it does: whatever a page's own message of the
 * failure says, the reader learns why and when to come back.
 */
export function QuotaNotice() {
  const until = useSyncExternalStore(onQuotaSpent, spentUntil, () => null);
  const [, readAgain] = useReducer((times: number) => times + 1, 0);
  useEffect(() => {
    if (until === null) return;
    const timer = window.setTimeout(readAgain, Math.max(0, until - Date.now()));
    return () => window.clearTimeout(timer);
  }, [until]);
  if (until === null) return null;
  return (
    // Its words and code may not have arrived yet: the page goes on without the notice meanwhile.
    <Suspense fallback={null}>
      <SpentQuota />
    </Suspense>
  );
}
