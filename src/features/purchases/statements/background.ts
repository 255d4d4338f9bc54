import { readInBackground } from '../../../lib/spreadsheet/background';
import type { FileRequest } from '../../../lib/spreadsheet/workerProtocol';
import type { StatementColumns } from '../../../lib/statements/columns';
import type { Statement } from './statement';
import type { ReadOptions } from './readStatement';
import type { StatementRefusal } from './refusals';
import { StatementError } from './statementError';
import type { StatementFile } from './statementFile';

/** What the page sends statement.worker.ts. */
export type StatementRequest = FileRequest<{ columns?: StatementColumns }>;

/**
 * The reading on the page itself, loaded only in a browser without workers: with a worker, the
 * page never downloads the CSV and Excel readers at all.
 */
async function readHere(file: StatementFile, options: ReadOptions): Promise<Statement> {
  const { readStatementInSlices } = await import('./readStatement');
  return readStatementInSlices(file, file.name, options);
}

/**
 * The statement in a dropped file, read in a worker so the page never stalls, even on a year of a
 * busy account. Only a browser without workers reads it on the page, a slice at a time; a worker
 * that fails is not replaced by a reading on the page. Rejects with a StatementError for a refused
 * file, a WorkerFailure when the worker fails, and the signal's reason when aborted.
 */
export function readStatementInBackground(
  file: StatementFile,
  options: ReadOptions = {},
): Promise<Statement> {
  const request: StatementRequest = { file, name: file.name, columns: options.columns };
  return readInBackground({
    startWorker: () => new Worker(new URL('./statement.worker.ts', import.meta.url), { type: 'module' }),
    request,
    readHere: () => readHere(file, options),
    refused: (refusal: StatementRefusal) => new StatementError(refusal),
    signal: options.signal,
  });
}
