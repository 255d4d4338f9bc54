import type { Column } from '../../../../components/DataTable';
import { formatRupees } from '../../../../lib/money';
import type { PayoutToConfirm, UnpaidPayout } from './confirmation';
import { debitWords } from './confirmColumns';
import { confirmMessages as text } from './messages';
import { UnpaidWhy, WorkerCell } from './OutcomeParts';
import { WithdrawPayout } from './WithdrawPayout';

/* The columns of the payouts the bank's file does not show paid: each may be withdrawn. */

type OnWithdrawn = (reference: string) => void;

/** Not paid by the file's word; one recorded paid before is reversed, never withdrawn. */
export const unpaidColumns = (onWithdrawn: OnWithdrawn): Column<UnpaidPayout>[] => [
  { header: text.columnWorker, rowHeader: true, cell: ({ payout }) => <WorkerCell payout={payout} /> },
  { header: text.columnAmount, numeric: true, cell: ({ payout }) => formatRupees(payout.amount) },
  { header: text.columnDebit, cell: ({ debit }) => debitWords(debit) },
  { header: text.columnWhy, cell: (unpaid) => <UnpaidWhy unpaid={unpaid} /> },
  {
    header: text.columnWithdraw,
    cell: ({ payout, recorded }) =>
      recorded ? null : <WithdrawPayout payout={payout} onWithdrawn={onWithdrawn} />,
  },
];

/** Not in the file at all. */
export const missingColumns = (onWithdrawn: OnWithdrawn): Column<PayoutToConfirm>[] => [
  { header: text.columnWorker, rowHeader: true, cell: (payout) => <WorkerCell payout={payout} /> },
  { header: text.columnAmount, numeric: true, cell: (payout) => formatRupees(payout.amount) },
  { header: text.columnReference, className: 'mono', cell: (payout) => payout.reference },
  {
    header: text.columnWithdraw,
    cell: (payout) => <WithdrawPayout payout={payout} onWithdrawn={onWithdrawn} />,
  },
];
