import { useCallback, useRef, useState } from 'react';
import { englishErrorMessage } from '../../backend/words/englishErrors';
import { exportMessages as text } from './messages';

/** How preparing a file ended: downloaded, nothing in the range, or the read failed. */
export interface ExportOutcome {
  tone: 'done' | 'empty' | 'failed';
  message: string;
}

/**
 * One export at a time per form: `run` ignores a second press while a file is being prepared,
 * and turns a failure into the message the form shows.
 */
export function useExport() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);
  const running = useRef(false);

  const run = useCallback(async (prepare: () => Promise<ExportOutcome>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(await prepare());
    } catch (failure) {
      console.error('Could not prepare the export', failure);
      setOutcome({ tone: 'failed', message: text.failed(englishErrorMessage(failure)) });
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  return { busy, outcome, run };
}
