import { plainCsv } from './layouts/plainCsv';
import { razorpayX } from './layouts/razorpayX';
import { CSV_TYPE, type TransferFile, type TransferLayout, type TransferOptions } from './layouts/layout';
import { transferRowProblems, type RowProblem, type TransferRow } from './transferRows';

/**
 * The transfer files the pay screen offers: layouts a bank or payout service documents publicly,
 * and the plain CSV for every other bank. Banks' corporate bulk-upload layouts are given to each
 * client with their client code and are not published, so none is written here but the plain CSV.
 */
export const TRANSFER_LAYOUTS: readonly TransferLayout[] = [razorpayX, plainCsv];

export type TransferLayoutId = 'razorpayx' | 'plain-csv';

/** A file refused because some rows cannot be carried; nothing is written for any row. */
export class TransferRowsError extends Error {
  constructor(readonly problems: RowProblem[]) {
    super(`${problems.length} rows cannot be paid by this file`);
  }
}

export const layoutById = (id: TransferLayoutId): TransferLayout =>
  TRANSFER_LAYOUTS.find((layout) => layout.id === id)!;

/** Every problem of `rows` in `layout`, in row order: the pay screen shows them before offering the file. */
export function transferFileProblems(layout: TransferLayout, rows: readonly TransferRow[]): RowProblem[] {
  return [...transferRowProblems(rows), ...layout.problems(rows)].sort((a, b) => a.index - b.index);
}

/** The file of `rows` in `layout`; throws TransferRowsError when any row has a problem. */
export async function transferFile(
  layout: TransferLayout,
  rows: readonly TransferRow[],
  options: TransferOptions,
): Promise<TransferFile> {
  const problems = transferFileProblems(layout, rows);
  if (problems.length > 0) throw new TransferRowsError(problems);
  return { name: layout.fileName(options), type: CSV_TYPE, text: await layout.text(rows, options) };
}
