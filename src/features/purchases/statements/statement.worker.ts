import { readStatement } from './readStatement';
import { refusalOf } from './statementError';
import type { StatementReply, StatementRequest } from './workerMessages';

/**
 * Reads a dropped statement off the page's thread (see background.ts). Errors become plain data:
 * a copy between threads keeps an error's message but not its refusal code.
 */

/** The worker's own scope; the project's TypeScript types the page's window only. */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<StatementRequest>) => void): void;
  postMessage(reply: StatementReply): void;
};

scope.addEventListener('message', ({ data }) => {
  readStatement(data.file, data.name, data.columns).then(
    (statement) => scope.postMessage({ statement }),
    (error: unknown) => {
      const refusal = refusalOf(error);
      scope.postMessage(
        refusal ? { refusal } : { failure: error instanceof Error ? error.message : String(error) },
      );
    },
  );
});
