import { serveInWorker } from '../../../../lib/spreadsheet/serveInWorker';
import type { BankFileRequest } from './background';
import { readBankFile, refusalOf } from './bankFile';

/** Reads a dropped statement or payout report off the page's thread (see background.ts). */
serveInWorker((request: BankFileRequest) => readBankFile(request.file, request.name), refusalOf);
