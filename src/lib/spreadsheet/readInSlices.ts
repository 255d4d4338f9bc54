/** Reading a file's rows a slice at a time, so a page reading without a worker can pause between slices. */
export interface RowReader<Result> {
  /** Reads up to `count` more rows; true once every row is read. */
  read(count: number): boolean;
  /** What the rows hold; throws the feature's refusal when they are not what it reads. */
  finish(): Result;
}

/** A turn of the page's loop: the page answers the admin before the next slice. */
export const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * What a file's rows hold, read on the page's own thread a slice of rows at a time, pausing
 * between slices so the page still answers the admin; for browsers (and tests) without workers.
 * Rejects with the signal's reason once it is aborted.
 */
export async function readInSlices<Result>(
  rowsOf: () => Promise<string[][]>,
  startReading: (rows: string[][]) => RowReader<Result>,
  { rowsPerSlice, signal }: { rowsPerSlice: number; signal?: AbortSignal },
): Promise<Result> {
  signal?.throwIfAborted();
  const rows = await rowsOf();
  await pause();
  signal?.throwIfAborted();
  const reader = startReading(rows);
  while (!reader.read(rowsPerSlice)) {
    await pause();
    signal?.throwIfAborted();
  }
  return reader.finish();
}
