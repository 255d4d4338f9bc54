import { serveInWorker } from '../../../lib/spreadsheet/serveInWorker';
import { readResponses } from './readResponses';
import { refusalOf } from './responsesError';
import type { ResponsesRequest } from './background';

/** Reads and counts a dropped responses file off the page's thread (see background.ts). */
serveInWorker(
  (request: ResponsesRequest) => readResponses(request.file, request.name, { dateOrder: request.dateOrder }),
  refusalOf,
);
