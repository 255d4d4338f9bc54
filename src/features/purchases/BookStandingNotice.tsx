import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { BookStanding } from './useBookStanding';
import { useBookDownload } from './useBookDownload';
import { useTexts } from '../../i18n/texts';
import { bookTexts } from './book.texts';
import './BookStandingNotice.css';

interface BookStandingNoticeProps {
  book: { id: string; title: string };
  /** Owned or pending: a buyable book shows its way to buy instead. */
  standing: Exclude<BookStanding, { kind: 'buyable' }>;
}

/**
 * In place of the way to buy: the book is the buyer's, with its download, or their payment for it is
 * being checked, with its transaction id.
 */
export function BookStandingNotice({ book, standing }: BookStandingNoticeProps) {
  const text = useTexts(bookTexts);
  const { opening, download } = useBookDownload();
  return (
    <div className="book-standing">
      {standing.kind === 'owned' ? (
        <>
          <p className="book-standing-title">{text.owned}</p>
          <p>{text.ownedNote}</p>
          <div className="card-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={opening !== null}
              onClick={() => void download(book.id)}
            >
              {opening ? text.downloading : text.download}{' '}
              <span className="visually-hidden">{book.title}</span>
            </button>
            <Link className="btn btn-secondary" to={paths.library.href()}>
              {text.goLibrary}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="book-standing-title">{text.pending}</p>
          <p>
            {text.pendingTransaction}:{' '}
            <span className="book-standing-id">{standing.payment.transactionId}</span>
          </p>
          <p className="muted">{text.pendingNote}</p>
          <div className="card-actions">
            <Link className="btn btn-secondary" to={paths.library.href()}>
              {text.goLibrary}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

/** While the buyer's purchases are read: holds the place of the way to buy, without showing it. */
export function CheckingPurchases() {
  const text = useTexts(bookTexts);
  return (
    <p className="book-standing-checking muted" role="status">
      {text.checking}
    </p>
  );
}
