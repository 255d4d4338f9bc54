import { useCallback, useState } from 'react';
import { useSpreadsheetReading, type ReadingPhase } from '../../../lib/spreadsheet/useSpreadsheetReading';
import { useBackend } from '../../../session/session';
import { countResponsesInBackground } from './background';
import type { CountedResponses } from './countResponses';
import { responsesMessages } from './messages';
import type { CountsPreview } from './preview';
import { previewFor } from './previewFor';
import { refusalOf } from './responsesError';
import type { DateOrder } from './timestamps';

export type ImportPhase =
  | ReadingPhase
  | { step: 'ask'; name: string }
  | { step: 'loading'; name: string; counted: CountedResponses }
  | { step: 'failed'; name: string; counted: CountedResponses }
  | { step: 'preview'; name: string; counted: CountedResponses; preview: CountsPreview };

/**
 * A dropped responses file counted (off the page), then held against the approved and revoked
 * workers and the counts saved for its days: nothing is written until the admin saves.
 */
export function useResponsesImport() {
  const backend = useBackend();
  const [phase, setPhase] = useState<ImportPhase>({ step: 'idle' });

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

  const { open, readAgain, readingSignal } = useSpreadsheetReading({
    setPhase,
    read: (file, dateOrder: DateOrder | undefined, signal) =>
      countResponsesInBackground(file, { dateOrder, signal }),
    onRead: (name: string, counted: CountedResponses, signal) =>
      counted.dateOrder === 'ambiguous' ? setPhase({ step: 'ask', name }) : load(name, counted, signal),
    refusalOf,
    words: responsesMessages,
    failure: 'Could not read the responses',
  });

  /**
   * Reads the workers and saved counts again: after a failure, or, keeping the preview on screen,
   * to show what was just saved.
   */
  const reread = () => {
    if (phase.step === 'failed' || phase.step === 'preview') {
      void load(phase.name, phase.counted, readingSignal(), phase.step === 'preview');
    }
  };

  return { phase, open, chooseOrder: readAgain, reread };
}
