import { readInBackground } from '../../../../lib/spreadsheet/background';
import type { FileRequest } from '../../../../lib/spreadsheet/workerProtocol';
import type { BankMoney } from '../debits';
import { BankFileRefused, readBankFile, type BankFile } from './bankFile';
import type { BankFileRefusal } from './refusals';

/** What the page sends bankFile.worker.ts. */
export type BankFileRequest = FileRequest;

/**
 * The money in a dropped statement or payout report, read in a worker so the page never stalls.
 * Only a browser without workers reads it on the page, a slice at a time. Rejects with a
 * BankFileRefused for a refused file, a WorkerFailure when the worker fails, and the signal's
 * reason when aborted.
 */
export function readBankFileInBackground(file: BankFile, signal?: AbortSignal): Promise<BankMoney> {
  const request: BankFileRequest = { file, name: file.name };
  return readInBackground({
    startWorker: () => new Worker(new URL('./bankFile.worker.ts', import.meta.url), { type: 'module' }),
    request,
    readHere: () => readBankFile(file, file.name, true),
    refused: (refusal: BankFileRefusal) => new BankFileRefused(refusal),
    signal,
  });
}
