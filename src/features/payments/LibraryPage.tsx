import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import type { Payment } from '../../backend/types';
import { ebooks } from '../../catalog/ebooks';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState, LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { useLoad } from '../../lib/useLoad';
import { useBackend } from '../../session/session';
import { paymentMessages as text } from './messages';
import { newestFirst, paymentDate } from './paymentRecords';
import { StatusBadge } from './StatusBadge';
import './payments.css';

const columns: Column<Payment>[] = [
  {
    header: text.columnBook,
    rowHeader: true,
    cell: (payment) => (
      <>
        <Link to={paths.ebook.href(payment.bookId)}>{payment.bookTitle}</Link>
        <div className="muted mono">{payment.transactionId}</div>
      </>
    ),
  },
  { header: text.columnAmount, className: 'nowrap', cell: (payment) => payment.amount },
  { header: text.columnDate, className: 'nowrap', cell: (payment) => formatDate(paymentDate(payment)) },
  { header: text.columnStatus, cell: (payment) => <StatusBadge status={payment.status} /> },
];

export function LibraryPage() {
  const backend = useBackend();
  const load = useCallback(() => backend.payments.listMine().then(newestFirst), [backend]);
  const purchases = useLoad(load, 'your purchases');

  return (
    <div className="container page">
      <PageMeta title={text.libraryTitle} description={text.libraryLead} />
      <h1>{text.libraryTitle}</h1>
      <p className="lead">{text.libraryLead}</p>

      {purchases.failed ? (
        <LoadFailed message={text.libraryLoadFailed} onRetry={purchases.reload} />
      ) : !purchases.data ? (
        <Spinner label={text.libraryLoading} />
      ) : (
        <DataTable
          caption={text.libraryTableCaption}
          columns={columns}
          rows={purchases.data}
          rowKey={(payment) => payment.id}
          empty={
            <EmptyState>
              <p>{text.libraryEmpty}</p>
              <p>{text.libraryBrowse}</p>
              <ul>
                {ebooks.map((book) => (
                  <li key={book.id}>
                    <Link to={paths.ebook.href(book.id)}>{book.title}</Link>
                  </li>
                ))}
              </ul>
            </EmptyState>
          }
        />
      )}
    </div>
  );
}
