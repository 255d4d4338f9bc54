import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { normaliseTransactionId } from '../../backend/policy';
import type { Payment } from '../../backend/types';
import { LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { useLoad } from '../../lib/useLoad';
import { useBackend } from '../../session/session';
import { paymentMessages as text } from './messages';
import { rejectionWords } from './tellBuyer';
import './payments.css';

/**
 * What became of a submitted payment, read from the backend: 'Payment Confirmed!' only for a
 * confirmed one; an unknown id and someone else's both say not found.
 */
export function ConfirmationPage() {
  const { transactionId = '' } = useParams();
  const backend = useBackend();
  const id = normaliseTransactionId(transactionId);
  const load = useCallback(() => backend.payments.get(id), [backend, id]);
  const payment = useLoad(load, 'the payment');

  if (payment.failed) {
    return (
      <div className="container page">
        <LoadFailed message={text.confirmationLoadFailed} onRetry={payment.reload} />
      </div>
    );
  }
  if (payment.data === undefined) {
    return (
      <div className="container page">
        <Spinner label={text.confirmationLoading} />
      </div>
    );
  }
  return <PaymentOutcome payment={payment.data} transactionId={id} />;
}

function PaymentOutcome({ payment, transactionId }: { payment: Payment | null; transactionId: string }) {
  const outcome = !payment
    ? { icon: '?', title: text.notFoundTitle, note: text.notFoundNote(transactionId) }
    : payment.status === 'confirmed'
      ? { icon: '✓', title: text.confirmedTitle, note: text.confirmedNote(payment.bookTitle) }
      : payment.status === 'rejected'
        ? { icon: '!', title: text.rejectedTitle, note: `${text.rejectedNote} ${rejectionWords(payment)}.` }
        : { icon: '…', title: text.receivedTitle, note: text.receivedNote(payment.bookTitle) };

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
          {text.confirmedTransaction}:{' '}
          <strong className="confirmation-transaction">{payment.transactionId}</strong>
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
