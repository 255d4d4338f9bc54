import type { WorkerReply } from '../../../lib/spreadsheet/workerProtocol';
import type { StatementColumns } from './columns';
import type { Statement } from './statement';
import type { StatementRefusal } from './refusals';

/** What the page sends statement.worker.ts: a blob's name does not survive the copy, so it travels beside it. */
export interface StatementRequest {
  file: Blob;
  name: string;
  columns?: StatementColumns;
}

/** The statement, the refusal of the file, or an unexpected failure's message. */
export type StatementReply = WorkerReply<Statement, StatementRefusal>;
