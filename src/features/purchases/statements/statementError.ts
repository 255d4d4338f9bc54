import { refusalFinder, RefusedFile } from '../../../lib/spreadsheet/spreadsheetError';
import { statementMessages } from './messages';
import { STATEMENT_REFUSALS, type StatementRefusal } from './refusals';

/** A file refused as a statement, with the admin's words for why and what to do. */
export class StatementError extends RefusedFile<StatementRefusal> {
  constructor(code: StatementRefusal) {
    super(code, statementMessages.refusals);
    this.name = 'StatementError';
  }
}

/** The statement's refusal `error` carries, also after a trip through a worker; null for any other failure. */
export const refusalOf = refusalFinder(STATEMENT_REFUSALS);
