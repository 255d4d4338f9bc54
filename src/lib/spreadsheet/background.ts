import type { WorkerReply } from './workerMessages';

/** How a feature reads a dropped file off the page's thread. */
export interface BackgroundReading<Request, Result, Refusal extends string> {
  /**
   * The feature's worker. Each feature names its own script with `new URL('./x.worker.ts',
   * import.meta.url)`, written out where the bundler can see it.
   */
  startWorker: () => Worker;
  request: Request;
  /** The reading on the page itself, for where a worker cannot run. */
  readHere: () => Promise<Result>;
  /** The feature's error for a refusal the worker reports. */
  refused: (refusal: Refusal) => Error;
  signal?: AbortSignal;
}

function tryStarting(startWorker: () => Worker): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return startWorker();
  } catch {
    return null;
  }
}

/**
 * A file read in a worker so the page never stalls, even on a long file. Where workers cannot
 * run, it is read on the page instead (readHere, which should pause between slices). Rejects with
 * the feature's error for a refused file, with the signal's reason when aborted.
 */
export function readInBackground<Request, Result, Refusal extends string>({
  startWorker,
  request,
  readHere,
  refused,
  signal,
}: BackgroundReading<Request, Result, Refusal>): Promise<Result> {
  const worker = tryStarting(startWorker);
  if (!worker) return readHere();
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
    // A worker whose script cannot load (an old browser without module workers): read on the page.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      stop();
      readHere().then(resolve, reject);
    });
    worker.postMessage(request);
  });
}
