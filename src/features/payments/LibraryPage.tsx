import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useBackend } from '../../session/session';
import { ebooks } from '../../catalog/ebooks';
import { EmptyState, LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { useLoad } from '../../lib/useLoad';
import { paymentMessages as text } from './messages';
import { newestFirst, paymentDate } from './paymentRecords';
import { StatusBadge } from './StatusBadge';
import './payments.css';

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
      ) : purchases.data.length === 0 ? (
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
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="library-caption" tabIndex={0}>
          <table className="data-table">
            <caption id="library-caption">{text.libraryTableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{text.columnBook}</th>
                <th scope="col">{text.columnAmount}</th>
                <th scope="col">{text.columnDate}</th>
                <th scope="col">{text.columnStatus}</th>
              </tr>
            </thead>
            <tbody>
              {purchases.data.map((payment) => (
                <tr key={payment.id}>
                  <th scope="row">
                    <Link to={paths.ebook.href(payment.bookId)}>{payment.bookTitle}</Link>
                    <div className="muted mono">{payment.transactionId}</div>
                  </th>
                  <td className="nowrap">{payment.amount}</td>
                  <td className="nowrap">{formatDate(paymentDate(payment))}</td>
                  <td>
                    <StatusBadge status={payment.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
