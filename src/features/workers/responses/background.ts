import { readInBackground } from '../../../lib/spreadsheet/background';
import type { SpreadsheetFile } from '../../../lib/spreadsheet/spreadsheetFile';
import type { FileRequest } from '../../../lib/spreadsheet/workerProtocol';
import type { CountedResponses } from './countResponses';
import type { ReadOptions } from './readResponses';
import type { ResponsesRefusal } from './refusals';
import { ResponsesError } from './responsesError';
import type { DateOrder } from './timestamps';

/** What the page sends responses.worker.ts. */
export type ResponsesRequest = FileRequest<{ dateOrder?: DateOrder }>;

/**
 * The reading on the page itself, loaded only in a browser without workers: with a worker, the
 * page never downloads the CSV and Excel readers at all.
 */
async function readHere(file: SpreadsheetFile, options: ReadOptions): Promise<CountedResponses> {
  const { readResponsesInSlices } = await import('./readResponses');
  return readResponsesInSlices(file, file.name, options);
}

/**
 * The form's responses in a dropped file, read and counted in a worker so the page never stalls,
 * even on a month of every worker's responses; only in a browser without workers, on the page a
 * slice at a time. A worker that fails is not replaced by a reading on the page. Rejects with a
 * ResponsesError for a refused file, a WorkerFailure when the worker fails, and the signal's
 * reason when aborted.
 */
export function countResponsesInBackground(
  file: SpreadsheetFile,
  options: ReadOptions = {},
): Promise<CountedResponses> {
  const request: ResponsesRequest = { file, name: file.name, dateOrder: options.dateOrder };
  return readInBackground({
    startWorker: () => new Worker(new URL('./responses.worker.ts', import.meta.url), { type: 'module' }),
    request,
    readHere: () => readHere(file, options),
    refused: (refusal: ResponsesRefusal) => new ResponsesError(refusal),
    signal: options.signal,
  });
}
