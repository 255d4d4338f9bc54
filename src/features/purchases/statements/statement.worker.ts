import { serveInWorker } from '../../../lib/spreadsheet/serveInWorker';
import { readStatement } from './readStatement';
import { refusalOf } from './statementError';
import type { StatementRequest } from './background';

/** Reads a dropped statement off the page's thread (see background.ts). */
serveInWorker(
  (request: StatementRequest) => readStatement(request.file, request.name, request.columns),
  refusalOf,
);
