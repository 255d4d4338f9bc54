import type { WorkerReply } from './workerProtocol';

/** How a feature reads a dropped file off the page's thread. */
export interface BackgroundReading<Request, Result, Refusal extends string> {
  /**
   * The feature's worker. Each feature names its own script with `new URL('./x.worker.ts',
   * import.meta.url)`, written out where the bundler can see it.
   */
  startWorker: () => Worker;
  request: Request;
  /** The reading on the page itself, for a browser without workers at all. */
  readHere: () => Promise<Result>;
  /** The feature's error for a refusal the worker reports. */
  refused: (refusal: Refusal) => Error;
  signal?: AbortSignal;
}

/**
 * The worker did not read the file: its script did not load (a Content-Security-Policy that
 * blocks it, a browser without module workers), it could not be started, or it failed. The file
 * is not read on the page instead: whatever stopped the worker (a file made to exhaust it) would
 * then stop the page.
 */
export class WorkerFailure extends Error {
  constructor(reason: string, options?: ErrorOptions) {
    super(reason, options);
    this.name = 'WorkerFailure';
  }
}

/**
 * A file read in a worker so the page never stalls, even on a long file. Only a browser without
 * workers at all reads it on the page (readHere, which should pause between slices). Rejects with
 * the feature's error for a refused file, a WorkerFailure when the worker fails, and the signal's
 * reason when aborted.
 */
export function readInBackground<Request, Result, Refusal extends string>({
  startWorker,
  request,
  readHere,
  refused,
  signal,
}: BackgroundReading<Request, Result, Refusal>): Promise<Result> {
  if (typeof Worker === 'undefined') return readHere();
  let worker: Worker;
  try {
    worker = startWorker();
  } catch (error) {
    return Promise.reject(new WorkerFailure('The worker could not be started', { cause: error }));
  }
  return new Promise<Result>((resolve, reject) => {
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
    worker.addEventListener('message', ({ data }: MessageEvent<WorkerReply<Result, Refusal>>) => {
      stop();
      if ('result' in data) resolve(data.result);
      else if ('refusal' in data) reject(refused(data.refusal));
      else reject(new Error(data.failure));
    });
    // A script that cannot load, or an error the worker did not catch.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      stop();
      reject(new WorkerFailure(event.message || 'The worker failed'));
    });
    // A reply that cannot be copied to the page.
    worker.addEventListener('messageerror', () => {
      stop();
      reject(new WorkerFailure('The worker’s reply could not be read'));
    });
    worker.postMessage(request);
  });
}
