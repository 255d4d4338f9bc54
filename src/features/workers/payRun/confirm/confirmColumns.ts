import type { Column } from '../../../../components/DataTable';
import { formatDate } from '../../../../lib/dates';
import { formatRupees } from '../../../../lib/money';
import type { BankDebit } from '../debits';
import type { DoubtfulDebit } from './confirmation';
import { confirmMessages as text } from './messages';

/* The confirmation's words for a debit, and the columns of its lists that are words alone. */

/** The files the bank's statement or payout report comes as. */
export const BANK_FILE_TYPES =
  '.csv,.txt,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const money = (paise: number) => formatRupees(paise / 100);
export const debitWords = (debit: BankDebit) =>
  text.debit(money(debit.amountPaise), formatDate(debit.date), debit.row);

export const debitColumns: Column<BankDebit>[] = [
  { header: text.columnDate, className: 'nowrap', cell: (debit) => formatDate(debit.date) },
  {
    header: text.columnBankReference,
    rowHeader: true,
    className: 'mono',
    cell: (debit) => debit.bankReference ?? text.noReference,
  },
  { header: text.columnAmount, numeric: true, cell: (debit) => money(debit.amountPaise) },
  { header: text.columnNarration, cell: (debit) => debit.narration },
];

export const doubtColumns: Column<DoubtfulDebit>[] = [
  { header: text.columnDebit, rowHeader: true, cell: ({ debit }) => debitWords(debit) },
  { header: text.columnNarration, cell: ({ debit }) => debit.narration },
  {
    header: text.columnPayouts,
    cell: ({ payouts: may }) =>
      may
        .map((payout) => `${payout.workerName} ${formatRupees(payout.amount)} ${payout.reference}`)
        .join('; '),
  },
  { header: text.columnWhy, cell: ({ reason }) => text.doubts[reason] },
];
