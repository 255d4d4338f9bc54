import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WorkerFailure } from '../../../lib/spreadsheet/background';
import { runWorkersOnThisThread, ThreadWorker } from '../../../lib/spreadsheet/fixtures/threadWorker';
import { UnloadedWorker } from '../../../lib/spreadsheet/fixtures/unloadedWorker';
import { csvOf, droppedFile } from '../../../lib/spreadsheet/fixtures/droppedFile';
import { countResponsesInBackground } from './background';
import { COUNTED_DAYS, DAY_FIRST_CSV_ROWS } from './fixtures/forms';
import type * as ReadResponses from './readResponses';
import { ResponsesError } from './responsesError';

const responsesFile = () => droppedFile(csvOf(DAY_FIRST_CSV_ROWS), 'Data entry (Responses).csv');

/** Readings of a responses file on the page's own thread, counted. */
const onPage = vi.hoisted(() => ({ reads: 0 }));

vi.mock('./readResponses', async (original) => {
  const actual = await original<typeof ReadResponses>();
  return {
    ...actual,
    readResponsesInSlices: (...args: Parameters<typeof actual.readResponsesInSlices>) => {
      onPage.reads++;
      return actual.readResponsesInSlices(...args);
    },
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  onPage.reads = 0;
});

describe('countResponsesInBackground, where workers run', () => {
  beforeAll(async () => {
    await import('./responses.worker');
  });

  it('reads and counts the file in the module worker', async () => {
    runWorkersOnThisThread();
    const counted = await countResponsesInBackground(responsesFile());
    expect(ThreadWorker.started).toEqual([
      { url: expect.stringMatching(/\/responses\.worker\.ts\b/), options: { type: 'module' } },
    ]);
    expect(counted.days).toEqual(COUNTED_DAYS);
    expect(ThreadWorker.current!.terminated).toBe(true);
  });

  it('passes on the admin’s date order', async () => {
    runWorkersOnThisThread();
    await countResponsesInBackground(responsesFile(), { dateOrder: 'month-first' });
    expect(ThreadWorker.requests[0]).toMatchObject({
      name: 'Data entry (Responses).csv',
      dateOrder: 'month-first',
    });
  });

  it('rejects a refused file with its refusal, which the copy between threads would lose', async () => {
    runWorkersOnThisThread();
    const reading = countResponsesInBackground(droppedFile('%PDF-1.7', 'responses.pdf'));
    await expect(reading).rejects.toBeInstanceOf(ResponsesError);
    await expect(reading).rejects.toMatchObject({ code: 'pdf' });
  });

  it('stops the worker when the admin drops another file', async () => {
    runWorkersOnThisThread();
    const controller = new AbortController();
    const reading = countResponsesInBackground(responsesFile(), { signal: controller.signal });
    controller.abort(new DOMException('Another file', 'AbortError'));
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(ThreadWorker.current!.terminated).toBe(true);
  });

  it('reads and counts it in the worker only, not again on the page', async () => {
    runWorkersOnThisThread();
    await countResponsesInBackground(responsesFile());
    expect(onPage.reads).toBe(0);
  });

  it('says so when the worker cannot load, and does not read the file on the page instead', async () => {
    vi.stubGlobal('Worker', UnloadedWorker);
    await expect(countResponsesInBackground(responsesFile())).rejects.toBeInstanceOf(WorkerFailure);
    expect(onPage.reads).toBe(0);
  });
});

describe('countResponsesInBackground, where there are no workers', () => {
  it('reads and counts the file on the page', async () => {
    expect(typeof Worker).toBe('undefined');
    expect((await countResponsesInBackground(responsesFile())).days).toEqual(COUNTED_DAYS);
    expect(onPage.reads).toBe(1);
  });

  it('rejects a refused file with its refusal', async () => {
    await expect(countResponsesInBackground(droppedFile('', 'responses.csv'))).rejects.toMatchObject({
      code: 'empty',
    });
  });
});
