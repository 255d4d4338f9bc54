import { readInSlices } from '../../../lib/spreadsheet/readInSlices';
import { readSpreadsheet } from '../../../lib/spreadsheet/spreadsheetFile';
import { findResponseColumns } from './columns';
import {
  countResponses,
  startCountingResponses,
  type CountedResponses,
  type CountOptions,
} from './countResponses';
import { MAX_RESPONSES_BYTES, MAX_RESPONSES_ROWS } from './refusals';
import { ResponsesError } from './responsesError';

/** What to count a responses file with: the admin's date order, and a way to stop when they drop another. */
export interface ReadOptions extends CountOptions {
  signal?: AbortSignal;
}

/** Rows counted between two pauses: a few milliseconds of work on a slow phone. */
const ROWS_PER_SLICE = 5000;

/**
 * The rows of a dropped responses file: Google Forms' CSV, or the sheet of an .xlsx workbook
 * (Google Sheets', Microsoft Forms') that holds the responses. Throws a ResponsesError for a
 * file that is no spreadsheet at all.
 */
export function readResponseRows(blob: Blob, name: string, sliced = false): Promise<string[][]> {
  return readSpreadsheet(blob, name, {
    maxBytes: MAX_RESPONSES_BYTES,
    maxRows: MAX_RESPONSES_ROWS,
    chooseSheet: (sheets) => sheets.find((rows) => typeof findResponseColumns(rows) !== 'string'),
    sliced,
    refused: (refusal) => new ResponsesError(refusal),
  });
}

/** The file's responses counted at once, as the worker counts them. */
export async function readResponses(
  blob: Blob,
  name: string,
  options: CountOptions = {},
): Promise<CountedResponses> {
  return countResponses(await readResponseRows(blob, name), options);
}

/**
 * The file's responses, read and counted on the page's own thread a slice at a time
 * (readInSlices), its text parsed a slice at a time too.
 */
export function readResponsesInSlices(
  blob: Blob,
  name: string,
  { signal, ...options }: ReadOptions = {},
): Promise<CountedResponses> {
  return readInSlices(
    () => readResponseRows(blob, name, true),
    (rows) => startCountingResponses(rows, options),
    { rowsPerSlice: ROWS_PER_SLICE, signal },
  );
}
