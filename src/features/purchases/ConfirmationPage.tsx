import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { normaliseTransactionId } from '../../backend/policies/policy';
import type { Payment } from '../../backend/types';
import { LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { ebookTexts } from '../../catalogue/ebookTexts/texts';
import { paths } from '../../config/paths';
import { useTexts } from '../../i18n/texts';
import { useLoad } from '../../lib/useLoad';
import { useBackend } from '../../session/session';
import { rejectionWords } from './tellBuyer';
import { purchaseTexts } from './texts';
import './payments.css';

/**
 * What became of a submitted payment, read from the backend: 'Payment Confirmed!' only for a
 * confirmed one; an unknown id and someone else's both say not found.
 */
export function ConfirmationPage() {
  const text = useTexts(purchaseTexts).confirmation;
  const { transactionId = '' } = useParams();
  const backend = useBackend();
  const id = normaliseTransactionId(transactionId);
  const load = useCallback(() => backend.payments.get(id), [backend, id]);
  const payment = useLoad(load, 'the payment');

  if (payment.data !== undefined) return <PaymentOutcome payment={payment.data} transactionId={id} />;
  // Until the payment is read its outcome is not known: the page says whose it is looking up.
  return (
    <section className="container page confirmation" aria-labelledby="confirmation-title">
      <PageMeta title={text.pageTitle} description={text.loading} />
      <h1 id="confirmation-title">{text.pageTitle}</h1>
      <p>
        {text.transaction}: <strong className="confirmation-transaction">{id}</strong>
      </p>
      {payment.failed ? (
        <LoadFailed message={text.loadFailed} onRetry={payment.reload} />
      ) : (
        <Spinner label={text.loading} />
      )}
    </section>
  );
}

function PaymentOutcome({ payment, transactionId }: { payment: Payment | null; transactionId: string }) {
  const words = useTexts(purchaseTexts);
  const text = words.confirmation;
  const books = useTexts(ebookTexts).books;
  // The book in the page's words; the payment's own record of it for a book no longer listed.
  const title = payment && (books[payment.bookId]?.title ?? payment.bookTitle);
  const outcome = !payment
    ? { icon: '?', title: text.notFoundTitle, note: text.notFoundNote(transactionId) }
    : payment.status === 'confirmed'
      ? { icon: '✓', title: text.confirmedTitle, note: text.confirmedNote(title!) }
      : payment.status === 'rejected'
        ? {
            icon: '!',
            title: text.rejectedTitle,
            note: text.rejectedNote(rejectionWords(payment, words.rejectionReasons)),
          }
        : { icon: '…', title: text.receivedTitle, note: text.receivedNote(title!) };

  return (
    <section
      className={`container page confirmation confirmation--${payment?.status ?? 'unknown'}`}
      aria-labelledby="confirmation-title"
    >
      <PageMeta title={outcome.title} description={outcome.note} />
      <span className="confirmation-icon" aria-hidden="true">
        {outcome.icon}
      </span>
      <h1 id="confirmation-title">{outcome.title}</h1>
      {payment && (
        <p>
          {text.transaction}: <strong className="confirmation-transaction">{payment.transactionId}</strong>
        </p>
      )}
      <p className="lead">{outcome.note}</p>
      <div className="card-actions">
        {payment?.status === 'confirmed' && (
          <Link className="btn btn-secondary" to={paths.receipt.href(payment.id)}>
            {text.viewReceipt}
          </Link>
        )}
        {payment?.status === 'rejected' && (
          <Link className="btn btn-secondary" to={paths.payment.href(payment.bookId)}>
            {text.payAgain}
          </Link>
        )}
        <Link className="btn btn-primary" to={paths.library.href()}>
          {text.goLibrary}
        </Link>
        <Link className="btn btn-secondary" to={paths.home.href()}>
          {text.goHome}
        </Link>
      </div>
    </section>
  );
}
