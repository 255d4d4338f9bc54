import { refusalFinder, RefusedFile } from '../../../lib/spreadsheet/spreadsheetError';
import { responsesMessages } from './messages';
import { RESPONSES_REFUSALS, type ResponsesRefusal } from './refusals';

/** A file refused as the form's responses, with the admin's words for why and what to do. */
export class ResponsesError extends RefusedFile<ResponsesRefusal> {
  constructor(code: ResponsesRefusal) {
    super(code, responsesMessages.refusals);
    this.name = 'ResponsesError';
  }
}

/** The responses' refusal `error` carries, also after a trip through a worker; null for any other failure. */
export const refusalOf = refusalFinder(RESPONSES_REFUSALS);
