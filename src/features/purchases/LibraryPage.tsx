import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import type { Payment } from '../../backend/types';
import { ebooks } from '../../catalogue/ebooks';
import { ebookTexts, inWords } from '../../catalogue/ebookTexts/texts';
import { DataTable, type Column } from '../../components/DataTable';
import { EmptyState, LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { useTexts } from '../../i18n/texts';
import { formatDate } from '../../lib/dates';
import { useBookDownload } from './useBookDownload';
import { useLoad } from '../../lib/useLoad';
import { useBackend } from '../../session/session';
import { newestFirst, paymentDate } from './paymentRecords';
import { StatusBadge } from './StatusBadge';
import { rejectionWords } from './tellBuyer';
import { purchaseTexts } from './texts';
import './payments.css';

interface Library {
  purchases: Payment[];
  /** The ids of the books the user owns. */
  owned: ReadonlySet<string>;
}

export function LibraryPage() {
  const words = useTexts(purchaseTexts);
  const text = words.library;
  const bookWords = useTexts(ebookTexts);
  // The book in the page's words; the payment's own record of it for a book no longer listed.
  const titleOf = (payment: Payment) => bookWords.books[payment.bookId]?.title ?? payment.bookTitle;
  const backend = useBackend();
  const load = useCallback(async (): Promise<Library> => {
    const [purchases, entitlements] = await Promise.all([
      backend.payments.listMine(),
      backend.library.listMine(),
    ]);
    return { purchases: newestFirst(purchases), owned: new Set(entitlements.map((owned) => owned.bookId)) };
  }, [backend]);
  const library = useLoad(load, 'your purchases');
  const { opening, download } = useBookDownload();

  const columns: Column<Payment>[] = [
    {
      header: text.columnBook,
      rowHeader: true,
      cell: (payment) => (
        <>
          <Link to={paths.ebook.href(payment.bookId)}>{titleOf(payment)}</Link>
          <div className="muted mono">{payment.transactionId}</div>
        </>
      ),
    },
    { header: text.columnAmount, className: 'nowrap', cell: (payment) => payment.amount },
    { header: text.columnDate, className: 'nowrap', cell: (payment) => formatDate(paymentDate(payment)) },
    {
      header: text.columnStatus,
      cell: (payment) => (
        <>
          <StatusBadge status={payment.status} words={words.status} />
          {payment.status === 'pending' && <p className="muted">{text.waitingNote}</p>}
          {payment.status === 'rejected' && (
            <p className="rejection-reason">
              {text.rejectedBecause(rejectionWords(payment, words.rejectionReasons))}
            </p>
          )}
        </>
      ),
    },
    {
      header: text.columnGet,
      cell: (payment) =>
        payment.status === 'confirmed' && library.data?.owned.has(payment.bookId) ? (
          <div className="row-actions">
            <button
              type="button"
              className="btn btn-primary btn-small"
              disabled={opening !== null}
              onClick={() => void download(payment.bookId)}
            >
              {opening === payment.bookId ? text.downloading : text.download}{' '}
              <span className="visually-hidden">{titleOf(payment)}</span>
            </button>
            <Link className="btn btn-secondary btn-small" to={paths.receipt.href(payment.id)}>
              {text.receipt} <span className="visually-hidden">{titleOf(payment)}</span>
            </Link>
          </div>
        ) : payment.status === 'rejected' ? (
          <Link className="btn btn-secondary btn-small" to={paths.payment.href(payment.bookId)}>
            {text.payAgain} <span className="visually-hidden">{titleOf(payment)}</span>
          </Link>
        ) : null,
    },
  ];

  return (
    <div className="container page">
      <PageMeta title={text.title} description={text.lead} />
      <h1>{text.title}</h1>
      <p className="lead">{text.lead}</p>

      {library.failed ? (
        <LoadFailed message={text.loadFailed} onRetry={library.reload} />
      ) : !library.data ? (
        <Spinner label={text.loading} />
      ) : (
        <DataTable
          caption={text.tableCaption}
          columns={columns}
          rows={library.data.purchases}
          rowKey={(payment) => payment.id}
          empty={
            <EmptyState>
              <p>{text.empty}</p>
              <p>{text.browse}</p>
              <ul>
                {ebooks.map((book) => (
                  <li key={book.id}>
                    <Link to={paths.ebook.href(book.id)}>{inWords(book, bookWords).title}</Link>
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
