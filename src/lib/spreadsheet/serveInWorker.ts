import type { WorkerReply } from './workerProtocol';

/**
 * The worker's side of background.ts: answers each request the page sends with `read`'s result,
 * or with the refusal `refusalOf` finds in its error, as plain data.
 */
export function serveInWorker<Request, Result, Refusal extends string>(
  read: (request: Request) => Promise<Result>,
  refusalOf: (error: unknown) => Refusal | null,
): void {
  /** The worker's own scope; the project's TypeScript types the page's window only. */
  const scope = self as unknown as {
    addEventListener(type: 'message', listener: (event: MessageEvent<Request>) => void): void;
    postMessage(reply: WorkerReply<Result, Refusal>): void;
  };
  scope.addEventListener('message', ({ data }) => {
    read(data).then(
      (result) => scope.postMessage({ result }),
      (error: unknown) => {
        const refusal = refusalOf(error);
        scope.postMessage(
          refusal ? { refusal } : { failure: error instanceof Error ? error.message : String(error) },
        );
      },
    );
  });
}
