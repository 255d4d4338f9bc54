import { useCallback, useState } from 'react';
import type { Payment } from '../../../backend/types';
import { useSpreadsheetReading, type ReadingPhase } from '../../../lib/spreadsheet/useSpreadsheetReading';
import { useBackend } from '../../../session/session';
import { readStatementInBackground } from './background';
import { classifyPayments, type StatementCheck } from './classify';
import type { StatementColumns } from '../../../lib/statements/columns';
import type { Statement } from './statement';
import { statementMessages } from './messages';
import { readPaymentsToCheck } from './paymentsToCheck';
import { rememberColumns, rememberedColumns } from './rememberedColumns';
import { refusalOf } from './statementError';
import type { StatementFile } from './statementFile';

export type CheckPhase =
  | ReadingPhase
  | { step: 'loading'; name: string; statement: Statement }
  | { step: 'failed'; name: string; statement: Statement }
  | { step: 'checked'; name: string; statement: Statement; check: StatementCheck; pending: number };

const sameColumns = (a: StatementColumns, b: StatementColumns) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The statement in a dropped file, read with the admin's columns; read with the columns they chose
 * before for the same headings when none are given.
 */
async function readWithColumns(
  file: StatementFile,
  columns: StatementColumns | undefined,
  signal: AbortSignal,
): Promise<Statement> {
  const statement = await readStatementInBackground(file, { columns, signal });
  if (columns) {
    rememberColumns(statement.headers, columns);
    return statement;
  }
  const remembered = rememberedColumns(statement.headers);
  if (!remembered || sameColumns(remembered, statement.columns)) return statement;
  return readStatementInBackground(file, { columns: remembered, signal });
}

/**
 * A dropped statement read (off the page), the payments of its dates read, and each classed. A
 * decision taken on the page is classed again at once, so the check never proposes it twice.
 */
export function useStatementCheck() {
  const backend = useBackend();
  const [phase, setPhase] = useState<CheckPhase>({ step: 'idle' });

  const check = useCallback(
    async (name: string, statement: Statement, signal: AbortSignal) => {
      setPhase({ step: 'loading', name, statement });
      try {
        const { payments, pending } = await readPaymentsToCheck(backend, statement);
        if (signal.aborted) return;
        setPhase({ step: 'checked', name, statement, check: classifyPayments(payments, statement), pending });
      } catch (error) {
        console.error('Could not read the payments to check', error);
        if (!signal.aborted) setPhase({ step: 'failed', name, statement });
      }
    },
    [backend],
  );

  const { open, readAgain, readingSignal } = useSpreadsheetReading({
    setPhase,
    read: readWithColumns,
    onRead: check,
    refusalOf,
    words: statementMessages,
    failure: 'Could not read the statement',
  });

  const retry = () => {
    if (phase.step === 'failed') void check(phase.name, phase.statement, readingSignal());
  };

  /** A payment the admin approved or rejected here: classed again with everything else. */
  const decided = (changed: Payment) =>
    setPhase((current) => {
      if (current.step !== 'checked') return current;
      const payments = current.check.payments.map(({ payment }) =>
        payment.id === changed.id ? changed : payment,
      );
      return { ...current, check: classifyPayments(payments, current.statement) };
    });

  return { phase, open, readAgain, retry, decided };
}
