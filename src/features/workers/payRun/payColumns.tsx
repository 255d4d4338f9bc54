import type { Column } from '../../../components/DataTable';
import { formatDate } from '../../../lib/dates';
import { formatRupees } from '../../../lib/money';
import { payWorkersMessages as text } from './messages';
import type { PayChoice } from './payChoices';
import type { PayList, PayRow } from './payList';
import { AmountCell } from './payRowParts';
import { paidTo } from './payRowWords';

interface PayColumnsOptions {
  choiceOf: (row: PayRow, group: keyof PayList) => PayChoice;
  choose: (row: PayRow, group: keyof PayList, change: Partial<PayChoice>) => void;
  /** The admin has asked for the file: what is wrong with a row shows from then on. */
  attempted: boolean;
  problemOf: (row: PayRow) => string | undefined;
  references: Readonly<Record<string, string>>;
  period: string;
  onPaidByUpi: (row: PayRow, amount: number) => void;
  /** Rupees recorded paid by a row's QR code since the list was read, by the row's reference. */
  recordedByQr: Readonly<Record<string, number>>;
}

/** The columns of a list of workers to pay: ticked or not, who, where, due, the amount, the reference. */
export function payColumnsOf({
  choiceOf,
  choose,
  attempted,
  problemOf,
  references,
  period,
  onPaidByUpi,
  recordedByQr,
}: PayColumnsOptions) {
  return (group: 'ready' | 'changed'): Column<PayRow>[] => [
    {
      header: text.include,
      cell: (row) => (
        <input
          type="checkbox"
          className="pay-include"
          aria-label={text.includeLabel(text.fullName(row.user))}
          checked={choiceOf(row, group).included}
          onChange={(event) => choose(row, group, { included: event.target.checked })}
        />
      ),
    },
    {
      header: text.worker,
      rowHeader: true,
      cell: (row) => (
        <>
          {text.fullName(row.user)}
          {!row.user.approved && <span className="pay-changed muted">{text.noLongerApproved}</span>}
          {row.onItsWay > 0 && (
            <span className="pay-changed muted">{text.onItsWay(formatRupees(row.onItsWay))}</span>
          )}
          {group === 'changed' && (
            <span className="pay-changed muted">
              {text.changedOn(formatDate(row.details!.changedAt), formatDate(row.lastPayout!.createdAt))}
            </span>
          )}
        </>
      ),
    },
    { header: text.paidTo, cell: paidTo },
    { header: text.due, numeric: true, cell: (row) => formatRupees(row.due) },
    {
      header: text.amount,
      label: text.amount,
      cell: (row) => {
        const choice = choiceOf(row, group);
        const problem = choice.included && attempted ? problemOf(row) : undefined;
        return (
          <AmountCell
            row={row}
            choice={choice}
            problem={problem}
            reference={references[row.user.id]!}
            period={period}
            onChange={(amount) => choose(row, group, { amount })}
            onPaidByUpi={onPaidByUpi}
            recordedByQr={recordedByQr[references[row.user.id]!]}
          />
        );
      },
    },
    { header: text.reference, className: 'mono', cell: (row) => references[row.user.id] },
  ];
}
