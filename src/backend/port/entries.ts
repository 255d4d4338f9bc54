/** The port's entries: each worker's daily counts and their running totals. */

/** A calendar day in the user's local time, 'yyyy-MM-dd'; also the id of its daily entry. */
export type DayId = string;

/** entries/{uid}/dailyEntries/{date} */
export interface DailyEntry {
  /** Equal to the document id. */
  date: DayId;
  /** Whole entries, 0..100. */
  count: number;
}

/** What became of one day of `saveDays`: saved, or the error that stopped it. */
export interface DaySaved extends DailyEntry {
  error: unknown;
}

/** One worker's count of one day, from a query across every worker. */
export interface WorkerDay {
  uid: string;
  date: DayId;
  count: number;
}

/**
 * entries/{uid}: a worker's running totals, moved in the same batched write as each day's count
 * (the rules check they move by exactly the count's change). Its size is fixed, whatever the
 * length of the history: a month's total is the sum of that month's days, which a page showing
 * the month reads anyway.
 */
export interface WorkerTotals {
  allTime: number;
  /** The first day ever recorded, where the worker's statement begins; '' while there is none. */
  firstDay: DayId | '';
  /** The latest day recorded on each weekday, from which the last seven days are read. */
  recent: RecentDays;
  /** The days of the latest month recorded, from which a page showing that month reads it. */
  month: MonthDays;
}

/** A day kept in the totals: its date and count. */
export interface RecentDay {
  day: DayId;
  count: number;
}

/**
 * The latest day recorded on each weekday, keyed by ISO weekday, '1' (Monday) to '7' (Sunday):
 * seven slots at most, so the totals keep their size, and any seven days in a row fall in seven
 * different slots, so the last week can be read from them (src/backend/recentDays.ts).
 */
export type RecentDays = Partial<Record<string, RecentDay>>;

/**
 * The counts of the latest month recorded ('yyyy-MM'; '' while no day is), keyed by the day of the
 * month, '01' to '31': 31 entries at most, so the totals keep their size, and the current month's
 * days are read from the one document instead of a document a day (src/backend/monthDays.ts).
 */
export interface MonthDays {
  key: string;
  days: Partial<Record<string, number>>;
}

export interface EntriesRepository {
  get(uid: string, date: DayId): Promise<DailyEntry | null>;
  /**
   * Admin only: upsert the count of one day and move the worker's totals by its change, in one
   * batch; a worker without totals is recounted first. Returns the totals after the write.
   */
  save(uid: string, date: DayId, count: number): Promise<WorkerTotals>;
  /**
   * Admin only: saves many days of one worker, each as `save` does (the count and the totals moved
   * by its change, in the same write), one write after another, reporting each day as it is done. The
   * totals and the days' counts are read once, up front (the days of the month the totals keep, and
   * of later months, from the totals); a write the rules refuse because they
   * moved meanwhile is made again as `save` makes it. A day that fails leaves the others saved; a
   * spent quota (code 'quota-exceeded') refuses everything until it resets, so it stops the run, and
   * the days not tried are reported with it. The firebase backend writes one day a write, in date
   * order, and reports the days in that order.
   */
  saveDays(
    uid: string,
    days: readonly DailyEntry[],
    onDay?: (outcome: DaySaved) => void,
  ): Promise<DaySaved[]>;
  /** Entries with from <= date <= to, both inclusive. */
  listRange(uid: string, from: DayId, to: DayId): Promise<DailyEntry[]>;
  listAll(uid: string): Promise<DailyEntry[]>;
  /**
   * The worker's running totals; null for a worker whose history was never counted or whose
   * totals have an earlier shape (without the recent days or the month).
   */
  totals(uid: string): Promise<WorkerTotals | null>;
  /**
   * Admin only: the totals of a page of workers in one query (Firestore allows 30 ids to a query;
   * more are read in as many queries), by uid; a worker `totals` gives null for is left out.
   */
  totalsOf(uids: readonly string[]): Promise<Record<string, WorkerTotals>>;
  /** Admin only: counts a worker's whole history once and writes their missing totals. */
  recountTotals(uid: string): Promise<WorkerTotals>;
  /** Admin only: every worker's count on one day, by uid, from one query. */
  countsOn(date: DayId): Promise<Record<string, number>>;
  /** Admin only: everyone's entries from `from` to `to`, both inclusive, summed by the server. */
  sumDays(from: DayId, to: DayId): Promise<number>;
  /**
   * Admin only: everyone's entries on each day from `from` to `to`, both inclusive: at most seven
   * days, summed by the server from the days kept in the workers' totals (one aggregation a day over
   * the totals, not over every day ever recorded). Workers whose totals have an earlier shape are
   * not in it until they are recounted.
   */
  sumRecentDays(from: DayId, to: DayId): Promise<Record<DayId, number>>;
  /** Admin only: everyone's entries of all time, the sum of the workers' totals. */
  sumAllTime(): Promise<number>;
  /** Admin only: every worker's days from `from` to `to`, both inclusive, from one query. */
  listDaysOfEveryone(from: DayId, to: DayId): Promise<WorkerDay[]>;
}
