import { isBackendError } from '../../../../backend/errors';
import type { Backend } from '../../../../backend/types';
import { englishErrorMessage } from '../../../../backend/words/englishErrors';
import type { PayoutToConfirm } from './confirmation';
import type { RunsToConfirm } from './readRunsToConfirm';

/** A kept run's payouts that no statement has shown paid yet and that nobody withdrew. */
export interface SentRun {
  /** The file that carried the run: its name holds the run's own id (references.ts, newRunId). */
  fileName: string;
  /** 'yyyy-MM-dd': the day the run was kept. */
  sentOn: string;
  payouts: PayoutToConfirm[];
  /** Whole rupees. */
  total: number;
  /**
   * Pays a worker twice, which one run never does: two runs kept the same day before each file's name
   * carried a run id, under one name. Not withdrawn whole, as one of them may be paid.
   */
  mixed: boolean;
}

/**
 * The runs still on their way to the workers, the latest day kept first. A payout paid by UPI QR code
 * is none of them: the admin paid it from their phone, no bank could refuse it, and its row records
 * it.
 */
export function openRuns({ payouts, recorded }: RunsToConfirm): SentRun[] {
  const runs = new Map<string, SentRun>();
  for (const payout of payouts) {
    if (payout.withdrawn || recorded.has(payout.reference) || payout.layout === 'upi-qr') continue;
    const key = `${payout.sentOn} ${payout.fileName}`;
    const run = runs.get(key) ?? {
      fileName: payout.fileName,
      sentOn: payout.sentOn,
      payouts: [],
      total: 0,
      mixed: false,
    };
    run.mixed ||= run.payouts.some((other) => other.uid === payout.uid);
    run.payouts.push(payout);
    run.total += payout.amount;
    runs.set(key, run);
  }
  return [...runs.values()].sort(
    (a, b) => b.sentOn.localeCompare(a.sentOn) || a.fileName.localeCompare(b.fileName),
  );
}

/**
 * Withdrawals at once. Each is a transaction of its own (the sent payout and the payout that would
 * say it was paid read, then one write) on documents no other withdrawal touches, so a few at once
 * take a run of 200 in seconds rather than the 600 round trips of one after the other.
 */
export const WITHDRAWALS_AT_ONCE = 6;

export interface RunWithdrawal {
  withdrawn: PayoutToConfirm[];
  /** Recorded paid since the page was read: a paid payout is never withdrawn, and stays paid. */
  paid: PayoutToConfirm[];
  failed: { payout: PayoutToConfirm; message: string }[];
}

/**
 * Withdraws every payout of a run the bank did not pay, a few at once. A withdrawn payout comes back
 * as it is, so a run cut short is finished by pressing again. A spent quota or a lost connection
 * refuses every request after it: the first such refusal stops the run, and the payouts not tried
 * are reported with it. `onProgress` hears how many payouts are done with, whatever became of them.
 */
export async function withdrawRun(
  backend: Backend,
  payouts: readonly PayoutToConfirm[],
  onProgress: (done: number) => void,
): Promise<RunWithdrawal> {
  const result: RunWithdrawal = { withdrawn: [], paid: [], failed: [] };
  const done = () => onProgress(result.withdrawn.length + result.paid.length + result.failed.length);
  let stoppedBy: string | null = null;
  let next = 0;
  const lane = async () => {
    while (next < payouts.length) {
      const payout = payouts[next++]!;
      if (stoppedBy !== null) {
        result.failed.push({ payout, message: stoppedBy });
        continue;
      }
      try {
        await backend.sentPayouts.withdraw(payout.reference);
        result.withdrawn.push(payout);
      } catch (error) {
        if (isBackendError(error, 'already-exists')) {
          result.paid.push(payout);
        } else {
          console.error('Could not withdraw the payout', payout.reference, error);
          const message = englishErrorMessage(error);
          result.failed.push({ payout, message });
          if (isBackendError(error, 'quota-exceeded') || isBackendError(error, 'network'))
            stoppedBy = message;
        }
      }
      done();
    }
  };
  await Promise.all(Array.from({ length: Math.min(WITHDRAWALS_AT_ONCE, payouts.length) }, lane));
  done();
  return result;
}
