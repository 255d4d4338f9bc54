/**
 * What the page sends a reading worker (see background.ts and serveInWorker.ts): the file, and
 * the feature's options. A blob's name does not survive the copy, so it travels beside it.
 */
export type FileRequest<Options extends object = object> = { file: Blob; name: string } & Options;

/**
 * What a reading worker sends back: the result, the refusal of the file, or an unexpected
 * failure's message. Errors become plain data: a copy between threads keeps an error's message
 * but not its refusal code.
 */
export type WorkerReply<Result, Refusal extends string> =
  { result: Result } | { refusal: Refusal } | { failure: string };
