import { useRef } from 'react';
import { WorkerFailure } from './background';
import type { SpreadsheetFile } from './spreadsheetFile';

/** Where the reading of a dropped file stands, before the feature does anything with it. */
export type ReadingPhase =
  { step: 'idle' } | { step: 'reading'; name: string } | { step: 'refused'; message: string };

/** Whether a feature's phase is one of the reading's own, before the feature has the file read. */
export const isReadingPhase = (phase: { step: string }): phase is ReadingPhase =>
  phase.step === 'idle' || phase.step === 'reading' || phase.step === 'refused';

/** The admin's words for a file a feature did not read. */
export interface NotReadWords<Refusal extends string> {
  refusals: Readonly<Record<Refusal, string>>;
  /** When the file cannot be read for a reason no refusal names. */
  failed: string;
  /** When the browser's reader in the background does not start or fails: the page does not read it itself. */
  workerFailed: string;
}

/** How a feature reads a dropped spreadsheet and what it does with what it read. */
export interface SpreadsheetSteps<Result, Choice, Refusal extends string> {
  /** The feature's phases, which hold ReadingPhase's. */
  setPhase: (phase: ReadingPhase) => void;
  /** Reads the file, with the admin's choice when they made one; rejects with the feature's refusal. */
  read: (file: SpreadsheetFile, choice: Choice | undefined, signal: AbortSignal) => Promise<Result>;
  /** What the page does with the file read; not done once another file is dropped. */
  onRead: (name: string, result: Result, signal: AbortSignal) => Promise<void> | void;
  refusalOf: (error: unknown) => Refusal | null;
  words: NotReadWords<Refusal>;
  /** What the console says of a file that failed for a reason no refusal names. */
  failure: string;
}

/**
 * A dropped spreadsheet read, then used: the reading of a file dropped before is stopped and
 * forgotten, and a file that is not read is said in the feature's words. The file is kept, so
 * that it can be read again with the admin's choice (columns, a date order).
 */
export function useSpreadsheetReading<Result, Choice, Refusal extends string>({
  setPhase,
  read,
  onRead,
  refusalOf,
  words,
  failure,
}: SpreadsheetSteps<Result, Choice, Refusal>) {
  const file = useRef<SpreadsheetFile | null>(null);
  const reading = useRef<AbortController | null>(null);

  const notRead = (error: unknown) => {
    const refusal = refusalOf(error);
    if (refusal) return words.refusals[refusal];
    console.error(failure, error);
    return error instanceof WorkerFailure ? words.workerFailed : words.failed;
  };

  const open = async (chosen: SpreadsheetFile, choice?: Choice) => {
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    const { signal } = controller;
    file.current = chosen;
    setPhase({ step: 'reading', name: chosen.name });
    try {
      const result = await read(chosen, choice, signal);
      if (!signal.aborted) await onRead(chosen.name, result, signal);
    } catch (error) {
      if (!signal.aborted) setPhase({ step: 'refused', message: notRead(error) });
    }
  };

  return {
    open,
    /** The file dropped last, read again with the admin's choice. */
    readAgain: (choice: Choice) => {
      if (file.current) void open(file.current, choice);
    },
    /** Stops when another file is dropped: for using the file read once more, as after a failure. */
    readingSignal: () => (reading.current ?? new AbortController()).signal,
  };
}
