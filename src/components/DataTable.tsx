import { useId, type ReactNode } from 'react';
import './DataTable.css';

/**
 * A column's name. On a phone each row stacks as a card and every cell is labelled in words with
 * its column's name: the header itself when it is plain text, else `label`.
 */
type ColumnName = { header: string; label?: string } | { header: ReactNode; label: string };

export type Column<Row> = ColumnName & {
  /** What the row shows in this column. */
  cell: (row: Row, index: number) => ReactNode;
  /** This column's cell names its row (`<th scope="row">`) and titles its card on a phone; one per table. */
  rowHeader?: boolean;
  /** Right-aligned figures, header included. */
  numeric?: boolean;
  /** Classes of the column's cells, not its header: 'nowrap', 'mono' or the page's own. */
  className?: string;
};

interface DataTableProps<Row> {
  /** Names the table for screen readers, and for everyone unless `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  /** Names the scroll box; without it the caption does. */
  label?: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there are no rows; without it an empty table shows. */
  empty?: ReactNode;
  /**
   * Rows of the table's foot, such as totals. On a phone they stack as cards too: give each
   * `<tr>`, `<th>` and `<td>` its role and each cell its column's name in `data-label`.
   */
  footer?: ReactNode;
  /** The page's own class on the table, to give it a minimum width. */
  className?: string;
  /** False keeps the table on a phone too, for a few short columns that fit it as they are. */
  cardsOnPhone?: boolean;
}

/**
 * A table of records. On a wide screen it scrolls sideways inside its own box, so the page never
 * does; the box can be focused, so a keyboard user can scroll it too, and is named for screen
 * readers. On a phone each row stacks as a card, titled by its row header, each cell labelled with
 * its column's name (DataTable.css), unless it keeps its few short columns.
 *
 * The card layout changes the `display` of the table's parts, which makes browsers forget they are
 * a table: every part states its role, so a screen reader still reads rows, columns and headers.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  label,
  columns,
  rows,
  rowKey,
  empty,
  footer,
  className,
  cardsOnPhone = true,
}: DataTableProps<Row>) {
  const captionId = useId();
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;

  return (
    <div
      className={cardsOnPhone ? 'table-scroll table-scroll--cards' : 'table-scroll'}
      role="region"
      aria-label={label}
      aria-labelledby={label === undefined ? captionId : undefined}
      tabIndex={0}
    >
      <table
        className={['data-table', cardsOnPhone && 'data-table--cards', className].filter(Boolean).join(' ')}
        role="table"
        aria-labelledby={captionId}
      >
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                role="columnheader"
                className={column.numeric ? 'numeric' : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row, rowIndex) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column, index) => {
                const classes = [column.numeric && 'numeric', column.className].filter(Boolean).join(' ');
                const cell = {
                  className: classes || undefined,
                  'data-label': nameOf(column),
                  children: column.cell(row, rowIndex),
                };
                return column.rowHeader ? (
                  <th key={index} scope="row" role="rowheader" {...cell} />
                ) : (
                  <td key={index} role="cell" {...cell} />
                );
              })}
            </tr>
          ))}
        </tbody>
        {footer && <tfoot role="rowgroup">{footer}</tfoot>}
      </table>
    </div>
  );
}

function nameOf(column: ColumnName): string | undefined {
  return column.label ?? (typeof column.header === 'string' ? column.header : undefined);
}
