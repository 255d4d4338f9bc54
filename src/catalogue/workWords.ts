import { MAX_ENTRIES_PER_DAY, RUPEES_PER_ENTRY } from '../config/constants';
import { rupeesFor } from '../lib/entryRupees';
import { formatRupees } from '../lib/money';

/*
 * The words that the work-from-home course, the worker's own pages and the admin's worker pages
 * share: the specification's messages as it gives them, and ours. Each page's words carry them.
 * The admin's pages read them here, in English; the worker's pages take the English from here
 * into features/work/texts.en.ts and say them in Hindi in features/work/texts.hi.ts.
 */

/** What is still owed (earned less paid), or how much was paid beyond it: never a negative amount due. */
export const balanceFigure = (due: number) =>
  due < 0 ? `Overpaid by ${formatRupees(-due)}` : formatRupees(due);

export const perEntry = formatRupees(RUPEES_PER_ENTRY);
export const perDayMax = formatRupees(rupeesFor(MAX_ENTRIES_PER_DAY));

export const workWords = {
  // Word for word from the specification.
  serverBusy: 'ERROR! Server is busy, Please Contact For support',
  failedToLoadUsers: (message: string) => `Failed to load users: ${message}`,
  failedToUpdateEntries: (message: string) => `Failed to update entries: ${message}`,
  saving: 'Saving...',

  // Ours.
  enrollNow: 'Enroll Now',
  opensInNewTab: '(opens in a new tab)',
  today: 'Today',
  lastSevenDays: 'Last 7 days',
  allTime: 'All time',
  entries: (count: number) => (count === 1 ? '1 entry' : `${count} entries`),
  fullName: (user: { firstName: string; lastName: string; email: string }) =>
    `${user.firstName} ${user.lastName}`.trim() || user.email,
  earned: 'Earned',
  paid: 'Paid',
  balanceDue: 'Balance due',
  paidSoFar: (amount: string) => `Paid ${amount}`,
  reversal: 'Reversal',
  reversedNote: (note: string) => `Taken back: ${note}`,
} as const;
