import type { Statement } from './credits';
import type { ReadOptions } from './readStatement';
import { StatementError } from './statementError';
import type { StatementFile } from './statementFile';
import type { StatementReply, StatementRequest } from './workerMessages';

/**
 * The reading on the page itself, loaded only where a worker cannot do it: with a worker, the page
 * never downloads the CSV and Excel readers at all.
 */
async function readHere(file: StatementFile, options: ReadOptions): Promise<Statement> {
  const { readStatementInSlices } = await import('./readStatement');
  return readStatementInSlices(file, file.name, options);
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./statement.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/**
 * The statement in a dropped file, read in a worker so the page never stalls, even on a year of a
 * busy account. Where workers cannot run, it is read on the page a slice at a time instead.
 * Rejects with a StatementError for a refused file, with the signal's reason when aborted.
 */
export function readStatementInBackground(
  file: StatementFile,
  options: ReadOptions = {},
): Promise<Statement> {
  const { columns, signal } = options;
  const worker = startWorker();
  if (!worker) return readHere(file, options);
  return new Promise<Statement>((resolve, reject) => {
    const stop = () => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      stop();
      reject(signal?.reason);
    };
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort);
    worker.addEventListener('message', ({ data }: MessageEvent<StatementReply>) => {
      stop();
      if ('statement' in data) resolve(data.statement);
      else if ('refusal' in data) reject(new StatementError(data.refusal));
      else reject(new Error(data.failure));
    });
    // A worker whose script cannot load (an old browser without module workers): read on the page.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      stop();
      readHere(file, options).then(resolve, reject);
    });
    const request: StatementRequest = { file, name: file.name, columns };
    worker.postMessage(request);
  });
}
