import { useId, type ReactNode } from 'react';
import './DataTable.css';

export interface Column<Row> {
  /** The column's header. */
  header: ReactNode;
  /** What the row shows in this column. */
  cell: (row: Row, index: number) => ReactNode;
  /** This column's cell names its row (`<th scope="row">`); one column per table. */
  rowHeader?: boolean;
  /** Right-aligned figures, header included. */
  numeric?: boolean;
  /** Classes of the column's cells, not its header: 'nowrap', 'mono' or the page's own. */
  className?: string;
}

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
  /** Rows of the table's foot, such as totals. */
  footer?: ReactNode;
  /** The page's own class on the table, to give it a minimum width. */
  className?: string;
}

/**
 * A table of records that scrolls sideways inside its own box, so the page never does on a phone.
 * The box can be focused, so a keyboard user can scroll it too, and is named for screen readers.
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
}: DataTableProps<Row>) {
  const captionId = useId();
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;

  return (
    <div
      className="table-scroll"
      role="region"
      aria-label={label}
      aria-labelledby={label === undefined ? captionId : undefined}
      tabIndex={0}
    >
      <table className={className ? `data-table ${className}` : 'data-table'}>
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={column.numeric ? 'numeric' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) => {
                const classes = [column.numeric && 'numeric', column.className].filter(Boolean).join(' ');
                const content = column.cell(row, rowIndex);
                return column.rowHeader ? (
                  <th key={index} scope="row" className={classes || undefined}>
                    {content}
                  </th>
                ) : (
                  <td key={index} className={classes || undefined}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </div>
  );
}
