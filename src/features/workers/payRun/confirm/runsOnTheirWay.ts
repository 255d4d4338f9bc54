import { isBackendError } from '../../../../backend/errors';
import type { Backend } from '../../../../backend/types';
import { englishErrorMessage } from '../../../../backend/words/englishErrors';
import type { PayoutToConfirm } from './confirmation';
import type { RunsToConfirm } from './readRunsToConfirm';
import { RECORDS_AT_ONCE } from './recordPayouts';

/** A kept run's payouts that no statement has shown paid yet and that nobody withdrew. */
export interface SentRun {
  /** The run: its file's name and the day it was kept. */
  key: string;
  fileName: string;
  sentOn: string;
  period: string;
  payouts: PayoutToConfirm[];
  /** Whole rupees. */
  total: number;
}

/**
 * The runs still on their way to the workers, the latest kept first. A payout paid by UPI QR code
 * is none of them: the admin paid it from their phone, no bank could refuse it, and its row records
 * it.
 */
export function openRuns({ payouts, recorded }: RunsToConfirm): SentRun[] {
  const runs = new Map<string, SentRun>();
  for (const payout of payouts) {
    if (payout.withdrawn || recorded.has(payout.reference) || payout.fileName === '') continue;
    const key = `${payout.sentOn} ${payout.fileName}`;
    const run = runs.get(key) ?? {
      key,
      fileName: payout.fileName,
      sentOn: payout.sentOn,
      period: payout.period,
      payouts: [],
      total: 0,
    };
    run.payouts.push(payout);
    run.total += payout.amount;
    runs.set(key, run);
  }
  return [...runs.values()].sort((a, b) => b.sentOn.localeCompare(a.sentOn) || a.key.localeCompare(b.key));
}

export interface RunWithdrawal {
  withdrawn: PayoutToConfirm[];
  /** Recorded paid since the page was read: a paid payout is never withdrawn, and stays paid. */
  paid: PayoutToConfirm[];
  failed: { payout: PayoutToConfirm; message: string }[];
}

/**
 * Withdraws every payout of a run the bank did not pay, a few at once. Each withdrawal is its own
 * write and a withdrawn payout comes back as it is, so a run cut short by a lost connection is
 * finished by pressing again. A spent quota or a lost connection refuses every request after it:
 * the first such refusal stops the run, and the payouts not tried are reported with it.
 */
export async function withdrawRun(
  backend: Backend,
  payouts: readonly PayoutToConfirm[],
  onWithdrawn: (done: number) => void,
): Promise<RunWithdrawal> {
  const result: RunWithdrawal = { withdrawn: [], paid: [], failed: [] };
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
        onWithdrawn(result.withdrawn.length);
      } catch (error) {
        if (isBackendError(error, 'already-exists')) {
          result.paid.push(payout);
          continue;
        }
        console.error('Could not withdraw the payout', payout.reference, error);
        const message = englishErrorMessage(error);
        result.failed.push({ payout, message });
        if (isBackendError(error, 'quota-exceeded') || isBackendError(error, 'network')) stoppedBy = message;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(RECORDS_AT_ONCE, payouts.length) }, lane));
  return result;
}
