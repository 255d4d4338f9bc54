import { MAX_PAYEE } from '../../../backend/limits';
import type { DayId, NewSentPayout } from '../../../backend/types';
import { payoutPaise } from './amounts';
import { payWorkersMessages as text } from './messages';
import { amountProblem, type AmountProblem } from './payChoices';
import type { PayRow } from './payList';
import { amountWords, payeeName } from './payRowWords';
import { transferFileProblems } from './transferFiles';
import type { TransferLayout } from './layouts/layout';
import type { TransferLayoutId } from './transferFiles';
import type { TransferRow, TransferRowProblem } from './transferRows';

interface RunToPrepare {
  /** The workers ticked, in the order listed. */
  chosen: readonly PayRow[];
  /** The amount typed for a worker. */
  amountOf: (row: PayRow) => string;
  /** Each worker's payout reference, by uid. */
  references: Readonly<Record<string, string>>;
  layout: TransferLayout;
  period: string;
}

/**
 * The chosen workers as the file's rows, and what is wrong with any of them: the amount first, then
 * what the layout refuses, so the admin reads one thing to fix a row.
 */
export function prepareRun({ chosen, amountOf, references, layout, period }: RunToPrepare) {
  const amountProblems = new Map<string, AmountProblem>();
  for (const row of chosen) {
    const problem = amountProblem(amountOf(row), row.due);
    if (problem !== null) amountProblems.set(row.user.id, problem);
  }
  const transferRows: TransferRow[] = chosen.map((row) => {
    const details = row.details!;
    return {
      name: payeeName(row),
      method: details.method,
      account: details.account,
      ifsc: details.ifsc,
      upi: details.upi,
      amountPaise: payoutPaise(amountOf(row)) ?? 0,
      reference: references[row.user.id]!,
      narration: `Pay ${period}`,
      email: row.user.email,
    };
  });
  const rowProblems = new Map<string, TransferRowProblem>();
  if (amountProblems.size === 0) {
    for (const { index, problem } of transferFileProblems(layout, transferRows)) {
      rowProblems.set(chosen[index]!.user.id, problem);
    }
  }
  const problemOf = (row: PayRow): string | undefined => {
    const amountIssue = amountProblems.get(row.user.id);
    if (amountIssue !== undefined) return amountWords(amountIssue, row.due);
    const rowIssue = rowProblems.get(row.user.id);
    return rowIssue && text.rowProblems[rowIssue];
  };
  const total = transferRows.reduce((sum, row) => sum + row.amountPaise, 0) / 100;

  return { amountProblems, transferRows, rowProblems, problemOf, total };
}

/** The run's payouts as they are kept, each under the reference its row carries to the bank. */
export function sentPayoutsOf(
  chosen: readonly PayRow[],
  transferRows: readonly TransferRow[],
  run: { period: string; layout: TransferLayoutId; fileName: string; sentOn: DayId },
): NewSentPayout[] {
  return chosen.map((row, index) => {
    const transfer = transferRows[index]!;
    return {
      reference: transfer.reference,
      uid: row.user.id,
      amount: transfer.amountPaise / 100,
      ...run,
      method: transfer.method,
      // A sent payout keeps the name within its limit (firestore.rules).
      payee: transfer.name.slice(0, MAX_PAYEE),
      accountTail: transfer.method === 'bank' ? transfer.account.slice(-4) : '',
      upi: transfer.upi,
    };
  });
}
