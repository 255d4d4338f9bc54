import type { RowProblem, TransferRow } from '../transferRows';

/** What a layout needs beyond the rows: the payer's own account, where a layout names it. */
export interface TransferOptions {
  /** Names the file: the run's period and its id, such as '2026-11 k7q2m' (references.ts). */
  runLabel: string;
  /** The business's RazorpayX account number (RazorpayX Dashboard, Banking), which pays. */
  razorpayXAccount?: string;
  /** How bank accounts are paid where the layout asks: IMPS arrives at once, NEFT in batches. */
  bankMode?: 'IMPS' | 'NEFT';
}

/** A transfer file, ready to download. */
export interface TransferFile {
  name: string;
  type: string;
  text: string;
}

export interface TransferLayout {
  id: string;
  /** The layout's name as the pay screen offers it. */
  label: string;
  /** Rows this layout cannot carry, beyond the checks every row passes (transferRowProblems). */
  problems(rows: readonly TransferRow[]): RowProblem[];
  /** The file's text. */
  text(rows: readonly TransferRow[], options: TransferOptions): Promise<string>;
  fileName(options: TransferOptions): string;
}

export const CSV_TYPE = 'text/csv;charset=utf-8';

/** A run's label as a file name may carry it: '2026-11'. */
export const fileLabel = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'run';
