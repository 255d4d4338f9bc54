import { useCallback } from 'react';
import type { Payment } from '../../backend/types';
import { useBackend } from '../../session/session';
import { useLoad } from '../../lib/useLoad';

/** Where the signed-in buyer stands with one book: owns it, has paid and waits, or may buy it. */
export type BookStanding = { kind: 'owned' } | { kind: 'pending'; payment: Payment } | { kind: 'buyable' };

const BUYABLE: BookStanding = { kind: 'buyable' };

/**
 * The buyer's standing with `bookId`, from two small reads (the entitlement, and one pending payment
 * for the book); undefined while they run. A failed read offers the purchase as before: the rules
 * still refuse a second payment for a book the buyer owns, and the form says why.
 */
export function useBookStanding(bookId: string): BookStanding | undefined {
  const backend = useBackend();
  const load = useCallback(async (): Promise<BookStanding> => {
    const [owned, pending] = await Promise.all([
      backend.library.owned(bookId),
      backend.payments.pendingFor(bookId),
    ]);
    if (owned) return { kind: 'owned' };
    return pending ? { kind: 'pending', payment: pending } : BUYABLE;
  }, [backend, bookId]);
  const standing = useLoad(load, 'your purchases of the book');
  // The standing of the book asked for, never the last one's while another book loads.
  if (standing.busy) return undefined;
  return standing.failed ? BUYABLE : standing.data;
}
