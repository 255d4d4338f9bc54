import { DataTable } from '../../../components/DataTable';
import { formatRupees } from '../../../lib/money';
import { payWorkersMessages as text } from './messages';
import type { PayRow } from './payList';

/** Workers owed money who keep no payout details: listed apart, never in the file. */
export function WithoutDetails({ rows }: { rows: readonly PayRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="pay-without">
      <h2 id="pay-without">{text.withoutTitle(rows.length)}</h2>
      <p className="muted">{text.withoutLead}</p>
      <DataTable
        caption={text.captionWithout}
        captionHidden
        className="pay-table-without"
        columns={[
          { header: text.worker, rowHeader: true, cell: (row) => text.fullName(row.user) },
          { header: text.due, numeric: true, cell: (row) => formatRupees(row.due) },
        ]}
        rows={rows}
        rowKey={(row) => row.user.id}
      />
    </section>
  );
}
