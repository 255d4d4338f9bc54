import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { normaliseTransactionId } from '../../backend/policies/policy';
import type { Payment } from '../../backend/types';
import { LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { ebookTexts } from '../../catalogue/ebookTexts/texts';
import { site } from '../../config/site';
import { useTexts } from '../../i18n/texts';
import { formatDateTime } from '../../lib/dates';
import { useLoad } from '../../lib/useLoad';
import { useBackend } from '../../session/session';
import { paymentDate } from './paymentRecords';
import { receiptNumber } from './receiptNumber';
import { purchaseTexts } from './texts';
import './payments.css';
import './receipt.css';

/** The receipt of a confirmed purchase, the buyer's own (or any, for the admin); prints on one page. */
export function ReceiptPage() {
  const text = useTexts(purchaseTexts).receipt;
  const { transactionId = '' } = useParams();
  const backend = useBackend();
  const id = normaliseTransactionId(transactionId);
  const load = useCallback(() => backend.payments.get(id), [backend, id]);
  const payment = useLoad(load, 'the receipt');

  return (
    <div className="container page">
      {payment.data === undefined ? (
        // The receipt's title and heading while it is read.
        <section className="confirmation" aria-labelledby="receipt-title">
          <PageMeta title={text.heading} description={text.loading} />
          <h1 id="receipt-title">{text.heading}</h1>
          {payment.failed ? (
            <LoadFailed message={text.loadFailed} onRetry={payment.reload} />
          ) : (
            <Spinner label={text.loading} />
          )}
        </section>
      ) : payment.data?.status === 'confirmed' ? (
        <Receipt payment={payment.data} />
      ) : (
        <section className="confirmation">
          <PageMeta title={text.notFoundTitle} description={text.notFound(id)} />
          <h1>{text.notFoundTitle}</h1>
          <p className="lead">{text.notFound(id)}</p>
          <Link className="btn btn-primary" to={paths.library.href()}>
            {text.goLibrary}
          </Link>
        </section>
      )}
    </div>
  );
}

function Receipt({ payment }: { payment: Payment }) {
  const text = useTexts(purchaseTexts).receipt;
  // The book in the page's words; the payment's own record of it for a book no longer listed.
  const title = useTexts(ebookTexts).books[payment.bookId]?.title ?? payment.bookTitle;
  const number = receiptNumber(payment);
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <PageMeta title={text.title(number)} description={text.description(title)} />
      <header className="receipt-header">
        <div>
          <h1 id="receipt-title">{text.heading}</h1>
          <p>
            {text.number}: <strong className="mono">{number}</strong>
          </p>
        </div>
        <div className="receipt-seller">
          <p>
            <strong>{site.name}</strong>
          </p>
          {/* A postal address, written in English in both languages. */}
          <p lang="en">{site.address}</p>
          <p>
            {site.phone} · {site.email}
          </p>
        </div>
      </header>
      <dl className="receipt-lines">
        <dt>{text.buyer}</dt>
        <dd>
          {payment.userName}
          <br />
          {payment.emailID}
        </dd>
        <dt>{text.item}</dt>
        <dd>{text.itemLine(title)}</dd>
        <dt>{text.transaction}</dt>
        <dd className="mono">{payment.transactionId}</dd>
        <dt>{text.paidOn}</dt>
        <dd>{formatDateTime(paymentDate(payment))}</dd>
        <dt>{text.confirmedOn}</dt>
        <dd>{formatDateTime(payment.decidedAt)}</dd>
        <dt className="receipt-total">{text.amount}</dt>
        <dd className="receipt-total">
          <strong>{payment.amount}</strong> {text.amountNote}
        </dd>
      </dl>
      <div className="receipt-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {text.print}
        </button>
        <Link className="btn btn-secondary" to={paths.library.href()}>
          {text.goLibrary}
        </Link>
      </div>
    </article>
  );
}
