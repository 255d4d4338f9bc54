import { DataTable, type Column } from '../../../components/DataTable';
import { formatDate } from '../../../lib/dates';
import { formatRupees } from '../../../lib/money';
import { checkMessages as text } from './checkMessages';
import type { StatementCredit } from './statement';

const columns: Column<StatementCredit>[] = [
  { header: text.columnDay, className: 'nowrap', cell: (credit) => formatDate(credit.date) },
  {
    header: text.columnReference,
    rowHeader: true,
    className: 'mono',
    cell: (credit) => credit.references[0] ?? text.noReference,
  },
  { header: text.columnAmount, numeric: true, cell: (credit) => formatRupees(credit.amountPaise / 100) },
  { header: text.columnNarration, cell: (credit) => credit.narration },
];

/** Money the statement shows received that no payment names, for the admin to follow up. */
export function UnclaimedCredits({ credits }: { credits: readonly StatementCredit[] }) {
  return (
    <section className="statement-verdict" aria-labelledby="statement-unclaimed">
      <h3 id="statement-unclaimed">
        {text.unclaimedTitle} ({credits.length})
      </h3>
      <p className="muted">{text.unclaimedHelp}</p>
      <DataTable
        caption={text.unclaimedTitle}
        captionHidden
        columns={columns}
        rows={credits}
        rowKey={(credit) => String(credit.row)}
        empty={<p>{text.none}</p>}
        cardsOnPhone
      />
    </section>
  );
}
