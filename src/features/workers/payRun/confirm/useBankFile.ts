import { useState } from 'react';
import { useSpreadsheetReading, type ReadingPhase } from '../../../../lib/spreadsheet/useSpreadsheetReading';
import type { BankMoney } from '../debits';
import { readBankFileInBackground } from './background';
import { refusalOf, type BankFile } from './bankFile';
import { confirmMessages } from './messages';

export type BankFilePhase = ReadingPhase | { step: 'read'; name: string; money: BankMoney };

/** A dropped statement or payout report, read off the page; the reading of one dropped before is dropped. */
export function useBankFile() {
  const [phase, setPhase] = useState<BankFilePhase>({ step: 'idle' });
  const { open } = useSpreadsheetReading({
    setPhase,
    read: (file: BankFile, _choice: undefined, signal) => readBankFileInBackground(file, signal),
    onRead: (name, money) => setPhase({ step: 'read', name, money }),
    refusalOf,
    words: confirmMessages,
    failure: 'Could not read the bank’s file',
  });
  return { phase, open: (file: BankFile) => void open(file) };
}
