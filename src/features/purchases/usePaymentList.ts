import { useCallback, useEffect, useState } from 'react';
import { normaliseTransactionId, TRANSACTION_ID } from '../../backend/policies/policy';
import { PAYMENT_STATUSES, type Backend, type Payment, type PaymentStatus } from '../../backend/types';
import { useLoad } from '../../lib/useLoad';
import { usePages } from '../../session/usePages';
import { useBackend } from '../../session/session';
import { newestFirst } from './paymentRecords';

/** Payments a page, newest first. */
export const PAYMENTS_PER_PAGE = 25;

/** How long typing pauses before a search is sent. */
const SEARCH_PAUSE_MS = 250;

export type StatusCounts = Record<PaymentStatus, number>;

/**
 * A transaction id is one document read; a name or e-mail is a prefix match on the lower-cased
 * copies new payments carry. Newest first, at most one page.
 */
async function searchPayments(backend: Backend, query: string): Promise<Payment[]> {
  const id = normaliseTransactionId(query);
  const [byId, byBuyer] = await Promise.all([
    TRANSACTION_ID.test(id) ? backend.payments.find(id) : Promise.resolve(null),
    backend.payments.searchByBuyer(query, PAYMENTS_PER_PAGE),
  ]);
  const found = new Map([...(byId ? [byId] : []), ...byBuyer].map((payment) => [payment.id, payment]));
  return newestFirst([...found.values()]);
}

function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return value === '' ? '' : settled;
}

/**
 * What the payment approval dashboard reads: the count of each status from the server, one page
 * of the selected status, or the results of a search. The cost stays the same however many
 * payments were ever made.
 */
export function usePaymentList(status: PaymentStatus, query: string) {
  const backend = useBackend();
  const search = useSettled(query.trim(), SEARCH_PAUSE_MS);

  const counts = useLoad(
    useCallback(async () => {
      const each = await Promise.all(
        PAYMENT_STATUSES.map(async (s) => [s, await backend.payments.count(s)] as const),
      );
      return Object.fromEntries(each) as StatusCounts;
    }, [backend]),
    'payments',
  );
  const pages = usePages(
    useCallback(
      (after: string | null) => backend.payments.listPage(status, { size: PAYMENTS_PER_PAGE, after }),
      [backend, status],
    ),
    'payments',
  );
  const results = useLoad(
    useCallback(async () => (search ? searchPayments(backend, search) : null), [backend, search]),
    'the payment search',
  );

  const searching = search !== '';
  const refresh = () => {
    counts.reload();
    pages.reload();
    if (searching) results.reload();
  };

  /** A payment the admin changed: patched into what is shown, and the counts moved with it. */
  const changed = (payment: Payment, from: PaymentStatus) => {
    const patch = (list: Payment[]) => list.map((each) => (each.id === payment.id ? payment : each));
    pages.update((page) => ({ ...page, items: patch(page.items) }));
    results.update((list) => list && patch(list));
    counts.update((current) => ({
      ...current,
      [from]: current[from] - 1,
      [payment.status]: current[payment.status] + 1,
    }));
  };

  /** A payment deleted by the admin (a freed rejected transaction id): gone from the list and its count. */
  const removed = (id: string, from: PaymentStatus) => {
    const drop = (list: Payment[]) => list.filter((each) => each.id !== id);
    pages.update((page) => ({ ...page, items: drop(page.items) }));
    results.update((list) => list && drop(list));
    counts.update((current) => ({ ...current, [from]: current[from] - 1 }));
  };

  const shown = searching ? results.data : pages.data?.items;
  return {
    searching,
    /** What the search looks for once typing has paused; '' while nothing is searched. */
    search,
    /**
     * The shown payments of `status`; undefined while this tab's page or the search's results are
     * read, so no other tab's or search's rows stand in for them, nor an empty list.
     */
    rows: shown?.filter((payment) => payment.status === status),
    /** Each tab's figure: the server's count, or the search's matches while searching; undefined while unknown. */
    countOf: (s: PaymentStatus): number | undefined =>
      searching ? results.data?.filter((payment) => payment.status === s).length : counts.data?.[s],
    /** The tabs can be drawn: the counts have arrived once. */
    ready: counts.data !== undefined,
    failed: counts.failed || pages.failed || results.failed,
    busy: counts.busy || pages.busy || results.busy,
    retry: refresh,
    refresh,
    changed,
    removed,
    pages,
  };
}
