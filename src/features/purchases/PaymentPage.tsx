import { useEffect, useRef } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { findEbook } from '../../catalogue/ebooks';
import { ebookTexts, inWords } from '../../catalogue/ebookTexts/texts';
import type { EbookFacts } from '../../catalogue/types';
import { BookStandingNotice, CheckingPurchases } from './BookStandingNotice';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { useTexts } from '../../i18n/texts';
import { notify } from '../../lib/notify';
import { useBookStanding } from './useBookStanding';
import { CheckoutSummary } from './CheckoutSummary';
import { ebookUpiNote } from './upiNote';
import { orderSummary } from './orderSummary';
import { PaymentForm } from './PaymentForm';
import { purchaseTexts } from './texts';
import { UpiPanel } from './UpiPanel';
import './payments.css';

export function PaymentPage() {
  const { bookId } = useParams();
  const book = findEbook(bookId);
  // A new book starts a new form, not the previous book's half-typed one.
  return book ? <Checkout key={book.id} book={book} /> : <UnknownBook />;
}

/** An unknown id goes home with the toast the specification gives. */
function UnknownBook() {
  const text = useTexts(purchaseTexts).payment;
  const told = useRef(false);
  useEffect(() => {
    // Development runs effects twice; the buyer should read the message once.
    if (told.current) return;
    told.current = true;
    notify.error(text.bookNotFound);
  }, [text]);
  return <Navigate to={paths.home.href()} replace />;
}

function Checkout({ book }: { book: EbookFacts }) {
  const text = useTexts(purchaseTexts).payment;
  const shown = inWords(book, useTexts(ebookTexts));
  const summary = orderSummary(book);
  const standing = useBookStanding(book.id);
  return (
    <div className="container page">
      <PageMeta title={text.pageTitle(shown.title)} description={text.pageDescription} />
      <h1>{text.heading}</h1>

      <div className="checkout">
        <CheckoutSummary book={shown} summary={summary} />
        {!standing ? (
          <CheckingPurchases />
        ) : standing.kind === 'buyable' ? (
          <>
            <UpiPanel amount={summary.total} note={ebookUpiNote(book.recordedTitle)} />
            <PaymentForm book={book} />
          </>
        ) : (
          // Nothing to pay: the book is the buyer's, or their payment for it is being checked.
          <BookStandingNotice book={shown} standing={standing} />
        )}
      </div>
    </div>
  );
}
