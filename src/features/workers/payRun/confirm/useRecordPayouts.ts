import { useState } from 'react';
import { useBackend } from '../../../../session/session';
import type { PaidPayout } from './confirmation';
import { recordEach, type Recording } from './recordPayouts';

/**
 * Records the paid payouts of a file in one press, with progress; `onEach` hears each recorded (or
 * found recorded before), so the list can say so at once.
 */
export function useRecordPayouts(onEach: (reference: string) => void) {
  const backend = useBackend();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<Recording | null>(null);

  const recordAll = async (toRecord: readonly PaidPayout[]) => {
    if (progress || toRecord.length === 0) return;
    setOutcome(null);
    setProgress({ done: 0, total: toRecord.length });
    const result = await recordEach(backend, toRecord, ({ payout }, done) => {
      setProgress({ done, total: toRecord.length });
      onEach(payout.reference);
    });
    setProgress(null);
    setOutcome(result);
  };

  return { progress, outcome, recordAll, clear: () => setOutcome(null) };
}
