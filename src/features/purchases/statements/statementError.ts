import { statementMessages } from './messages';
import { isStatementRefusal, type StatementRefusal } from './refusals';

/** A file refused as a statement, with the admin's words for why and what to do. */
export class StatementError extends Error {
  readonly code: StatementRefusal;

  constructor(code: StatementRefusal) {
    super(statementMessages.refusals[code]);
    this.name = 'StatementError';
    this.code = code;
  }
}

/**
 * The refusal carried by `error`, also after a trip through a worker, where only plain data
 * survives the copy; null for any other failure.
 */
export function refusalOf(error: unknown): StatementRefusal | null {
  if (error instanceof StatementError) return error.code;
  const code = (error as { code?: unknown } | null)?.code;
  return isStatementRefusal(code) ? code : null;
}
