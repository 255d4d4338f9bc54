import { isBackendError } from '../../../../backend/errors';
import type { Backend } from '../../../../backend/types';
import { englishErrorMessage } from '../../../../backend/words/englishErrors';
import { isOffline } from '../../../../lib/online';
import { payoutRecord, type PaidPayout } from './confirmation';
import { confirmMessages as text } from './messages';

export interface Recording {
  recorded: PaidPayout[];
  failed: { paid: PaidPayout; message: string }[];
}

/**
 * Payouts recorded at once. Each is a transaction of three round trips (the payout and the worker's
 * totals read, then both written): one after the other, a run of 200 kept the admin waiting on 600
 * of them, 24 s on the emulator of a busy machine; six at once, 15 s there (npm run bench:data).
 */
export const RECORDS_AT_ONCE = 6;

/**
 * Records each paid payout, filed under the payout's own reference: one recorded before, or whose
 * answer was lost, comes back as it is and the worker's paid-to-date moves once. A few workers are
 * recorded at once, and a worker's own payouts one after the other, so no two transactions move the
 * same totals together. A failure leaves the others recorded and is reported with its reason. A
 * spent quota refuses every request until it resets: the first such refusal stops the run, and the
 * payouts not tried are reported with it.
 */
export async function recordEach(
  backend: Backend,
  paid: readonly PaidPayout[],
  onRecorded: (paid: PaidPayout, done: number) => void,
): Promise<Recording> {
  const result: Recording = { recorded: [], failed: [] };
  let stoppedBy: string | null = null;
  const byWorker = new Map<string, PaidPayout[]>();
  for (const one of paid) {
    if (!one.recorded) byWorker.set(one.payout.uid, [...(byWorker.get(one.payout.uid) ?? []), one]);
  }
  const workers = [...byWorker.values()];
  let next = 0;
  const lane = async () => {
    while (next < workers.length) {
      for (const one of workers[next++]!) {
        if (stoppedBy !== null) {
          result.failed.push({ paid: one, message: stoppedBy });
          continue;
        }
        try {
          await backend.payouts.record(payoutRecord(one), one.payout.reference);
          result.recorded.push(one);
          onRecorded(one, result.recorded.length + result.failed.length);
        } catch (error) {
          console.error('Could not record the payout', one.payout.reference, error);
          result.failed.push({ paid: one, message: failureOf(error) });
          if (isBackendError(error, 'quota-exceeded')) stoppedBy = englishErrorMessage(error);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(RECORDS_AT_ONCE, workers.length) }, lane));
  return result;
}

function failureOf(error: unknown): string {
  // A write whose answer was lost may have been made: recorded again, it comes back as it is.
  if (isBackendError(error, 'network')) return isOffline() ? text.offline : text.noAnswer;
  if (isBackendError(error, 'already-exists')) return text.recordedDifferently;
  return englishErrorMessage(error);
}
