import { useCallback, useRef, useState } from 'react';
import type { Payment } from '../../../backend/types';
import { WorkerFailure } from '../../../lib/spreadsheet/background';
import { useBackend } from '../../../session/session';
import { readStatementInBackground } from './background';
import { classifyPayments, type StatementCheck } from './classify';
import type { StatementColumns } from './columns';
import type { Statement } from './statement';
import { statementMessages } from './messages';
import { readPaymentsToCheck } from './paymentsToCheck';
import { rememberColumns, rememberedColumns } from './rememberedColumns';
import { refusalOf } from './statementError';
import type { StatementFile } from './statementFile';

export type CheckPhase =
  | { step: 'idle' }
  | { step: 'reading'; name: string }
  | { step: 'refused'; message: string }
  | { step: 'loading'; name: string; statement: Statement }
  | { step: 'failed'; name: string; statement: Statement }
  | { step: 'checked'; name: string; statement: Statement; check: StatementCheck; pending: number };

/** The admin's words for a statement that was not read. */
function notReadMessage(error: unknown): string {
  const refusal = refusalOf(error);
  if (refusal) return statementMessages.refusals[refusal];
  console.error('Could not read the statement', error);
  return error instanceof WorkerFailure ? statementMessages.workerFailed : statementMessages.failed;
}

const sameColumns = (a: StatementColumns, b: StatementColumns) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A dropped statement read (off the page), the payments of its dates read, and each classed. A
 * decision taken on the page is classed again at once, so the check never proposes it twice.
 */
export function useStatementCheck() {
  const backend = useBackend();
  const [phase, setPhase] = useState<CheckPhase>({ step: 'idle' });
  const file = useRef<StatementFile | null>(null);
  const reading = useRef<AbortController | null>(null);

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

  const open = useCallback(
    async (chosen: StatementFile, columns?: StatementColumns) => {
      reading.current?.abort();
      const controller = new AbortController();
      reading.current = controller;
      const { signal } = controller;
      file.current = chosen;
      setPhase({ step: 'reading', name: chosen.name });
      try {
        let statement = await readStatementInBackground(chosen, { columns, signal });
        if (columns) {
          rememberColumns(statement.headers, columns);
        } else {
          const remembered = rememberedColumns(statement.headers);
          if (remembered && !sameColumns(remembered, statement.columns)) {
            statement = await readStatementInBackground(chosen, { columns: remembered, signal });
          }
        }
        await check(chosen.name, statement, signal);
      } catch (error) {
        if (!signal.aborted) setPhase({ step: 'refused', message: notReadMessage(error) });
      }
    },
    [check],
  );

  const readAgain = (columns: StatementColumns) => {
    if (file.current) void open(file.current, columns);
  };

  const retry = () => {
    if (phase.step === 'failed') void check(phase.name, phase.statement, new AbortController().signal);
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
