import type { DailyEntry } from '../../backend/types';

/** The entries of the days given, together. */
export const sumOf = (entries: readonly DailyEntry[]) => entries.reduce((sum, entry) => sum + entry.count, 0);
