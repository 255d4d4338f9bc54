import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from './DataTable';

interface Book {
  id: string;
  title: string;
  pages: number;
}

const books: Book[] = [
  { id: '1', title: 'Online Data Entry Guide', pages: 34 },
  { id: '2', title: 'React Pro Series', pages: 120 },
];

const columns: Column<Book>[] = [
  { header: 'Title', rowHeader: true, cell: (book) => book.title },
  { header: 'Pages', numeric: true, cell: (book) => book.pages },
];

describe('DataTable', () => {
  it('is a table named by its caption, with a header row and a row header for each record', () => {
    render(<DataTable caption="Your eBooks" columns={columns} rows={books} rowKey={(book) => book.id} />);

    const table = screen.getByRole('table', { name: 'Your eBooks' });
    expect(screen.getByText('Your eBooks')).toBeVisible();
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Pages']);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Online Data Entry Guide',
      'React Pro Series',
    ]);
    expect(within(rows[1]!).getByRole('cell')).toHaveTextContent('120');
    expect(within(rows[1]!).getByRole('cell')).toHaveClass('numeric');
  });

  it('scrolls inside a box the keyboard can reach, named by the caption or by its own label', () => {
    const { rerender } = render(
      <DataTable caption="Your eBooks" columns={columns} rows={books} rowKey={(book) => book.id} />,
    );
    const region = screen.getByRole('region', { name: 'Your eBooks' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));

    rerender(
      <DataTable
        caption="Your eBooks and their pages"
        captionHidden
        label="eBooks table"
        columns={columns}
        rows={books}
        rowKey={(book) => book.id}
      />,
    );
    expect(screen.getByRole('region', { name: 'eBooks table' })).toContainElement(
      screen.getByRole('table', { name: 'Your eBooks and their pages' }),
    );
    expect(screen.getByText('Your eBooks and their pages')).toHaveClass('visually-hidden');
  });

  it('shows its empty state instead of a table when there are no rows', () => {
    render(
      <DataTable
        caption="Your eBooks"
        columns={columns}
        rows={[]}
        rowKey={(book) => book.id}
        empty={<p>You have not bought any eBooks yet.</p>}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('You have not bought any eBooks yet.')).toBeInTheDocument();
  });

  it('carries rows in its foot, such as totals', () => {
    render(
      <DataTable
        caption="Your eBooks"
        columns={columns}
        rows={books}
        rowKey={(book) => book.id}
        footer={
          <tr>
            <th scope="row">Total</th>
            <td className="numeric">154</td>
          </tr>
        }
      />,
    );
    const total = screen.getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(total.parentElement?.tagName).toBe('TFOOT');
    expect(within(total).getByRole('cell')).toHaveTextContent('154');
  });

  it("labels every cell with its column's name, in words even when the header is not", () => {
    const withIcon: Column<Book>[] = [
      { header: 'Title', rowHeader: true, cell: (book) => book.title },
      { header: <abbr title="Pages">pp.</abbr>, label: 'Pages', numeric: true, cell: (book) => book.pages },
    ];
    // @ts-expect-error A header that is not plain text needs its name in words.
    const unnamed: Column<Book> = { header: <abbr title="Pages">pp.</abbr>, cell: (book) => book.pages };
    expect(unnamed.header).toBeDefined();
    render(<DataTable caption="Your eBooks" columns={withIcon} rows={books} rowKey={(book) => book.id} />);

    const row = screen.getByRole('row', { name: /React Pro Series/ });
    expect(within(row).getByRole('rowheader')).toHaveAttribute('data-label', 'Title');
    expect(within(row).getByRole('cell')).toHaveAttribute('data-label', 'Pages');
    expect(screen.getByRole('table')).toHaveClass('data-table--cards');
  });

  it('states the role of every part, which the cards of a phone would otherwise lose', () => {
    render(<DataTable caption="Your eBooks" columns={columns} rows={books} rowKey={(book) => book.id} />);

    const table = screen.getByRole('table', { name: 'Your eBooks' });
    expect(table).toHaveAttribute('role', 'table');
    for (const group of table.querySelectorAll('thead, tbody'))
      expect(group).toHaveAttribute('role', 'rowgroup');
    for (const row of table.querySelectorAll('tr')) expect(row).toHaveAttribute('role', 'row');
    for (const header of table.querySelectorAll('thead th'))
      expect(header).toHaveAttribute('role', 'columnheader');
    for (const header of table.querySelectorAll('tbody th'))
      expect(header).toHaveAttribute('role', 'rowheader');
    for (const cell of table.querySelectorAll('td')) expect(cell).toHaveAttribute('role', 'cell');
  });

  it('stays a table on a phone when asked, for a few short columns', () => {
    render(
      <DataTable
        caption="Your eBooks"
        columns={columns}
        rows={books}
        rowKey={(book) => book.id}
        cardsOnPhone={false}
      />,
    );
    expect(screen.getByRole('table')).not.toHaveClass('data-table--cards');
    expect(screen.getByRole('region')).not.toHaveClass('table-scroll--cards');
  });
});
