/**
 * What a reading worker sends back (see background.ts and serveInWorker.ts): the result, the
 * refusal of the file, or an unexpected failure's message. Errors become plain data: a copy
 * between threads keeps an error's message but not its refusal code.
 */
export type WorkerReply<Result, Refusal extends string> =
  { result: Result } | { refusal: Refusal } | { failure: string };
