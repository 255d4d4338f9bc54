import type { Backend, Payment } from '../../../backend/types';
import type { Statement } from './statement';
import { nextDay } from '../../../lib/statements/days';

/** Pending payments read a page at a time, as the dashboard pages them. */
export const CHECK_PAGE_SIZE = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight in India at the start of a 'yyyy-MM-dd' day. */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/**
 * The sending times a statement of `from`–`to` can settle: from the day before its first (a buyer
 * who paid before midnight and sent the reference after it) to the end of the day after its last.
 */
export function checkWindow(from: string, to: string): { start: Date; end: Date } {
  return {
    start: new Date(indiaMidnight(from).getTime() - DAY_MS),
    end: indiaMidnight(nextDay(nextDay(to))),
  };
}

export interface PaymentsToCheck {
  payments: Payment[];
  pending: number;
}

/**
 * What the statement is held against: the pending payments sent within its window, and the
 * confirmed ones decided since its start, so money already approved is not listed as unclaimed.
 * Never the whole collection.
 */
export async function readPaymentsToCheck(backend: Backend, statement: Statement): Promise<PaymentsToCheck> {
  if (!statement.from || !statement.to) return { payments: [], pending: 0 };
  const { start, end } = checkWindow(statement.from, statement.to);
  const pending: Payment[] = [];
  let after: string | null = null;
  do {
    const page = await backend.payments.listPendingBetween(start, end, { size: CHECK_PAGE_SIZE, after });
    pending.push(...page.items);
    after = page.next;
  } while (after);
  const confirmed = await backend.payments.listConfirmedBetween(
    start,
    new Date(Math.max(end.getTime(), Date.now())),
  );
  return { payments: [...confirmed, ...pending], pending: pending.length };
}
