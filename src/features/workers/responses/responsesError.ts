import { responsesMessages } from './messages';
import { isResponsesRefusal, type ResponsesRefusal } from './refusals';

/** A file refused as the form's responses, with the admin's words for why and what to do. */
export class ResponsesError extends Error {
  readonly code: ResponsesRefusal;

  constructor(code: ResponsesRefusal) {
    super(responsesMessages.refusals[code]);
    this.name = 'ResponsesError';
    this.code = code;
  }
}

/**
 * The refusal carried by `error`, also after a trip through a worker, where only plain data survives the copy; null for any other failure.
 */
export function refusalOf(error: unknown): ResponsesRefusal | null {
  if (error instanceof ResponsesError) return error.code;
  const code = (error as { code?: unknown } | null)?.code;
  return isResponsesRefusal(code) ? code : null;
}
