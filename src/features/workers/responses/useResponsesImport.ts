import { useCallback, useRef, useState } from 'react';
import { WorkerFailure } from '../../../lib/spreadsheet/background';
import type { SpreadsheetFile } from '../../../lib/spreadsheet/spreadsheetFile';
import { useBackend } from '../../../session/session';
import { countResponsesInBackground } from './background';
import type { CountedResponses } from './countResponses';
import { responsesMessages } from './messages';
import type { CountsPreview } from './preview';
import { previewFor } from './previewFor';
import { refusalOf } from './responsesError';
import type { DateOrder } from './timestamps';

export type ImportPhase =
  | { step: 'idle' }
  | { step: 'reading'; name: string }
  | { step: 'refused'; message: string }
  | { step: 'ask'; name: string }
  | { step: 'loading'; name: string; counted: CountedResponses }
  | { step: 'failed'; name: string; counted: CountedResponses }
  | { step: 'preview'; name: string; counted: CountedResponses; preview: CountsPreview };

/** The admin's words for a responses file that was not read. */
function notReadMessage(error: unknown): string {
  const refusal = refusalOf(error);
  if (refusal) return responsesMessages.refusals[refusal];
  console.error('Could not read the responses', error);
  return error instanceof WorkerFailure ? responsesMessages.workerFailed : responsesMessages.failed;
}

/**
 * A dropped responses file counted (off the page), then held against the approved and revoked
 * workers and the counts saved for its days: nothing is written until the admin saves.
 */
export function useResponsesImport() {
  const backend = useBackend();
  const [phase, setPhase] = useState<ImportPhase>({ step: 'idle' });
  const file = useRef<SpreadsheetFile | null>(null);
  const reading = useRef<AbortController | null>(null);

  const load = useCallback(
    async (name: string, counted: CountedResponses, signal: AbortSignal, quietly = false) => {
      if (!quietly) setPhase({ step: 'loading', name, counted });
      try {
        const preview = await previewFor(backend, counted);
        if (signal.aborted) return;
        setPhase({ step: 'preview', name, counted, preview });
      } catch (error) {
        console.error('Could not read the workers or their counts', error);
        if (!signal.aborted) setPhase({ step: 'failed', name, counted });
      }
    },
    [backend],
  );

  const open = useCallback(
    async (chosen: SpreadsheetFile, dateOrder?: DateOrder) => {
      reading.current?.abort();
      const controller = new AbortController();
      reading.current = controller;
      const { signal } = controller;
      file.current = chosen;
      setPhase({ step: 'reading', name: chosen.name });
      try {
        const counted = await countResponsesInBackground(chosen, { dateOrder, signal });
        if (signal.aborted) return;
        if (counted.dateOrder === 'ambiguous') setPhase({ step: 'ask', name: chosen.name });
        else await load(chosen.name, counted, signal);
      } catch (error) {
        if (!signal.aborted) setPhase({ step: 'refused', message: notReadMessage(error) });
      }
    },
    [load],
  );

  const chooseOrder = (order: DateOrder) => {
    if (file.current) void open(file.current, order);
  };

  /**
   * Reads the workers and saved counts again: after a failure, or, keeping the preview on screen,
   * to show what was just saved.
   */
  const reread = () => {
    if (phase.step === 'failed' || phase.step === 'preview') {
      const { signal } = reading.current ?? new AbortController();
      void load(phase.name, phase.counted, signal, phase.step === 'preview');
    }
  };

  return { phase, open, chooseOrder, reread };
}
