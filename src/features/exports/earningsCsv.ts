import type { DayId } from '../../backend/types';
import { rupeesFor } from '../../lib/earnings';
import { toCsv, type Cell } from '../../lib/csv';
import { csvWords } from './messages';

/** One worker's count of one day, with the worker's name and e-mail. */
export interface EarningsRow {
  uid: string;
  name: string;
  email: string;
  date: DayId;
  count: number;
}

const words = csvWords.earnings;

/** 'earnings-2026-11.csv' for the month '2026-11'. */
export const earningsFileName = (month: string) => `earnings-${month}.csv`;

/**
 * One month's earnings: each worker's days in date order, then that worker's month total, workers
 * by name; the last row is everyone's total. Earnings are whole rupees at the rate per entry.
 */
export async function earningsCsv(rows: readonly EarningsRow[]): Promise<string> {
  const byWorker = new Map<string, EarningsRow[]>();
  for (const row of rows) byWorker.set(row.uid, [...(byWorker.get(row.uid) ?? []), row]);
  const workers = [...byWorker.values()].sort(
    (a, b) => a[0]!.name.localeCompare(b[0]!.name, 'en-IN') || a[0]!.uid.localeCompare(b[0]!.uid),
  );

  const lines: Cell[][] = [];
  let everyone = 0;
  for (const days of workers) {
    const { name, email } = days[0]!;
    let month = 0;
    for (const { date, count } of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
      lines.push([name, email, date, count, rupeesFor(count)]);
      month += count;
    }
    lines.push([name, email, words.monthTotal, month, rupeesFor(month)]);
    everyone += month;
  }
  lines.push([words.everyone, '', words.monthTotal, everyone, rupeesFor(everyone)]);
  return toCsv(words.columns, lines);
}
