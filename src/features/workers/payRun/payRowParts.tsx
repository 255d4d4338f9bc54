import { formatRupees } from '../../../lib/money';
import { payoutPaise } from './amounts';
import { payWorkersMessages as text } from './messages';
import { amountProblem, type PayChoice } from './payChoices';
import type { PayRow } from './payList';
import { UpiQr } from './UpiQr';

export interface AmountCellProps {
  row: PayRow;
  choice: PayChoice;
  /** What is wrong with the row, in words, once the admin has asked for the file. */
  problem: string | undefined;
  reference: string;
  period: string;
  onChange: (amount: string) => void;
  /** The admin recorded the worker paid by the QR code. */
  onPaidByUpi: (row: PayRow, amount: number) => void;
  /**
   * The rupees recorded paid by this row's QR code, while the list is read again; undefined before.
   * The code is taken away at once: the row stays until the list is back, seconds at two hundred
   * workers, and a code still on screen could be scanned and paid a second time.
   */
  recordedByQr: number | undefined;
}

/**
 * A worker's amount to pay, what is wrong with it, and for a UPI ID the QR code that pays it now,
 * with the form that records it paid.
 */
export function AmountCell({
  row,
  choice,
  problem,
  reference,
  period,
  onChange,
  onPaidByUpi,
  recordedByQr,
}: AmountCellProps) {
  const errorId = `pay-amount-error-${row.user.id}`;
  const paise = payoutPaise(choice.amount);
  const details = row.details!;
  const name = text.fullName(row.user);
  return (
    <div className="pay-amount">
      <input
        type="text"
        inputMode="decimal"
        className="pay-amount-input"
        aria-label={text.amountLabel(name)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        value={choice.amount}
        disabled={!choice.included}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <p id={errorId} className="form-error">
          {problem}
        </p>
      )}
      {recordedByQr !== undefined ? (
        <p role="status" className="muted">
          {text.upiRecordedHere(formatRupees(recordedByQr))}
        </p>
      ) : (
        details.method === 'upi' &&
        choice.included &&
        paise !== null &&
        amountProblem(choice.amount, row.due) === null && (
          <UpiQr
            row={row}
            amount={paise / 100}
            reference={reference}
            period={period}
            onRecorded={onPaidByUpi}
          />
        )
      )}
    </div>
  );
}
