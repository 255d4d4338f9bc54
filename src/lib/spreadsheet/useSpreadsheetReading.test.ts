import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WorkerFailure } from './background';
import { refusalFinder, RefusedFile } from './spreadsheetError';
import type { SpreadsheetFile } from './spreadsheetFile';
import { useSpreadsheetReading, type ReadingPhase } from './useSpreadsheetReading';

type Refusal = 'empty';
type Phase = ReadingPhase | { step: 'read'; name: string; rows: number };

const words = {
  refusals: { empty: 'This file is empty.' },
  failed: 'The file could not be read.',
  workerFailed: 'The reader in the background did not start.',
};

/** A reading the test answers when it chooses, with the signal it was given. */
function deferred() {
  let resolve!: (rows: number) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<number>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject, signal: undefined as AbortSignal | undefined };
}

function renderReading() {
  const readings: ReturnType<typeof deferred>[] = [];
  const read = vi.fn((_file: SpreadsheetFile, _choice: string | undefined, signal: AbortSignal) => {
    const reading = deferred();
    reading.signal = signal;
    readings.push(reading);
    return reading.promise;
  });
  const { result } = renderHook(() => {
    const [phase, setPhase] = useState<Phase>({ step: 'idle' });
    const steps = useSpreadsheetReading({
      setPhase,
      read,
      onRead: (name, rows: number) => setPhase({ step: 'read', name, rows }),
      refusalOf: refusalFinder<Refusal>(['empty']),
      words,
      failure: 'Could not read the file',
    });
    return { phase, ...steps };
  });
  return { result, read, readings };
}

const file = (name: string) => new File(['Date,Credit'], name);

describe('a dropped spreadsheet read', () => {
  it('says which file is read, then hands on what was read', async () => {
    const { result, readings } = renderReading();
    act(() => void result.current.open(file('march.csv')));
    expect(result.current.phase).toEqual({ step: 'reading', name: 'march.csv' });
    await act(async () => readings[0]!.resolve(12));
    expect(result.current.phase).toEqual({ step: 'read', name: 'march.csv', rows: 12 });
  });

  it('stops and forgets the reading of a file dropped before another', async () => {
    const { result, readings } = renderReading();
    act(() => void result.current.open(file('march.csv')));
    act(() => void result.current.open(file('april.csv')));
    expect(readings[0]!.signal!.aborted).toBe(true);
    await act(async () => readings[0]!.resolve(12));
    expect(result.current.phase).toEqual({ step: 'reading', name: 'april.csv' });
    await act(async () => readings[1]!.resolve(30));
    expect(result.current.phase).toEqual({ step: 'read', name: 'april.csv', rows: 30 });
  });

  it('reads the same file again with the admin’s choice', async () => {
    const { result, read, readings } = renderReading();
    const march = file('march.csv');
    act(() => void result.current.open(march));
    await act(async () => readings[0]!.resolve(12));
    act(() => result.current.readAgain('day-first'));
    expect(read).toHaveBeenLastCalledWith(march, 'day-first', expect.any(AbortSignal));
  });
});

describe('a dropped spreadsheet not read', () => {
  it('is refused in the feature’s words, also when only the code survived the copy from a worker', async () => {
    const { result, readings } = renderReading();
    act(() => void result.current.open(file('empty.csv')));
    await act(async () => readings[0]!.reject(new RefusedFile<Refusal>('empty', words.refusals)));
    expect(result.current.phase).toEqual({ step: 'refused', message: 'This file is empty.' });
    act(() => void result.current.open(file('empty.csv')));
    await act(async () => readings[1]!.reject({ code: 'empty' }));
    expect(result.current.phase).toEqual({ step: 'refused', message: 'This file is empty.' });
  });

  it('says the worker failed, or that it could not be read, for what no refusal names', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, readings } = renderReading();
    act(() => void result.current.open(file('march.csv')));
    await act(async () => readings[0]!.reject(new WorkerFailure('blocked')));
    expect(result.current.phase).toEqual({ step: 'refused', message: words.workerFailed });
    act(() => void result.current.open(file('march.csv')));
    await act(async () => readings[1]!.reject({ code: 'not-a-refusal' }));
    expect(result.current.phase).toEqual({ step: 'refused', message: words.failed });
  });
});
