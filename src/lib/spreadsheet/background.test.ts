import { afterEach, describe, expect, it, vi } from 'vitest';
import { readInBackground, WorkerFailure } from './background';
import { UnloadedWorker } from './fixtures/unloadedWorker';

/** A worker that does what `behave` makes it do once the page sends its request. */
class FakeWorker extends EventTarget {
  static behave: (worker: FakeWorker) => void = () => {};
  static last: FakeWorker | null = null;
  terminated = false;

  constructor() {
    super();
    FakeWorker.last = this;
  }

  postMessage() {
    setTimeout(() => FakeWorker.behave(this), 0);
  }

  terminate() {
    this.terminated = true;
  }
}

/** The reading on the page, counted: it must never run for a worker that failed. */
const readHere = vi.fn(async () => 'read on the page');

function read() {
  return readInBackground({
    startWorker: () => new Worker('reader.js', { type: 'module' }),
    request: { file: 'statement.csv' },
    readHere,
    refused: (refusal: 'empty') => new Error(`refused: ${refusal}`),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  readHere.mockClear();
});

describe('a file read in a worker', () => {
  it('is read by the worker, not on the page', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.behave = (worker) =>
      worker.dispatchEvent(new MessageEvent('message', { data: { result: 'read in the worker' } }));
    expect(await read()).toBe('read in the worker');
    expect(readHere).not.toHaveBeenCalled();
    expect(FakeWorker.last!.terminated).toBe(true);
  });

  it('is read on the page only in a browser without workers', async () => {
    expect(typeof Worker).toBe('undefined');
    expect(await read()).toBe('read on the page');
    expect(readHere).toHaveBeenCalledOnce();
  });
});

describe('a worker that fails', () => {
  it('is reported when its script does not load (a Content-Security-Policy, an old browser), and the file is not read on the page', async () => {
    vi.stubGlobal('Worker', UnloadedWorker);
    await expect(read()).rejects.toBeInstanceOf(WorkerFailure);
    expect(readHere).not.toHaveBeenCalled();
  });

  it('is reported when it cannot be started at all, and the file is not read on the page', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new TypeError('Module scripts are not supported on DedicatedWorker yet');
        }
      },
    );
    await expect(read()).rejects.toBeInstanceOf(WorkerFailure);
    expect(readHere).not.toHaveBeenCalled();
  });

  it('is reported when it throws while reading, and the file is not read again on the page', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.behave = (worker) =>
      worker.dispatchEvent(
        new ErrorEvent('error', { cancelable: true, message: 'Uncaught RangeError: out of memory' }),
      );
    await expect(read()).rejects.toMatchObject({
      name: 'WorkerFailure',
      message: 'Uncaught RangeError: out of memory',
    });
    expect(readHere).not.toHaveBeenCalled();
  });

  it('is reported when its reply cannot be copied to the page', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.behave = (worker) => worker.dispatchEvent(new MessageEvent('messageerror'));
    await expect(read()).rejects.toBeInstanceOf(WorkerFailure);
    expect(readHere).not.toHaveBeenCalled();
  });
});
