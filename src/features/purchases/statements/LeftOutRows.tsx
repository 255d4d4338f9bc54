import { DataTable, type Column } from '../../../components/DataTable';
import { formatDate } from '../../../lib/dates';
import { formatRupees } from '../../../lib/money';
import { checkMessages as text } from './checkMessages';
import type { ReversedCredit, Statement, StatementEntry } from './statement';

/** The most rows listed: a statement whose direction cannot be read at all has every row here. */
const MOST_SHOWN = 100;

type LeftOut = StatementEntry & Partial<Pick<ReversedCredit, 'reversal'>>;

const columns: Column<LeftOut>[] = [
  { header: text.columnDay, className: 'nowrap', cell: (entry) => formatDate(entry.date) },
  {
    header: text.columnReference,
    rowHeader: true,
    className: 'mono',
    cell: (entry) => entry.references[0] ?? text.noReference,
  },
  { header: text.columnAmount, numeric: true, cell: (entry) => formatRupees(entry.amountPaise / 100) },
  {
    header: text.columnWhy,
    cell: (entry) => (entry.reversal ? text.reversedWhy(formatDate(entry.reversal.date)) : text.unreadWhy),
  },
  { header: text.columnNarration, cell: (entry) => entry.narration },
];

/**
 * Money on the statement the check did not count as received: rows whose direction it could not
 * read, and credits paid back. Nothing when there are none.
 */
export function LeftOutRows({ statement }: { statement: Statement }) {
  const rows: LeftOut[] = [...statement.unread, ...statement.reversed].sort((a, b) => a.row - b.row);
  if (rows.length === 0) return null;
  return (
    <section className="statement-verdict" aria-labelledby="statement-left-out">
      <h3 id="statement-left-out">
        {text.leftOutTitle} ({rows.length})
      </h3>
      <p className="muted">{text.leftOutHelp}</p>
      <DataTable
        caption={text.leftOutTitle}
        captionHidden
        columns={columns}
        rows={rows.slice(0, MOST_SHOWN)}
        rowKey={(entry) => String(entry.row)}
        cardsOnPhone
      />
      {rows.length > MOST_SHOWN && <p className="muted">{text.moreRows(rows.length - MOST_SHOWN)}</p>}
    </section>
  );
}
