import { RUPEES_PER_ENTRY } from '../config/constants';
import { formatRupees } from './money';

/*
 * What entries earn, apart from the earnings' dates (./earnings.ts), so the pages that only quote
 * the rate (the course pages) do not carry the date library.
 */

export function rupeesFor(entries: number): number {
  return entries * RUPEES_PER_ENTRY;
}

/** '₹400' for 100 entries. */
export function formatEarnings(entries: number): string {
  return formatRupees(rupeesFor(entries));
}
