import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ebooks, findEbook } from '../../catalogue/ebooks';
import { ebookTexts, inWords } from '../../catalogue/ebookTexts/texts';
import type { EbookFacts } from '../../catalogue/types';
import { BookStandingNotice, CheckingPurchases } from './BookStandingNotice';
import { PageMeta } from '../../components/PageMeta';
import { Price } from '../../components/Price';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { useTexts } from '../../i18n/texts';
import { useBookStanding, type BookStanding } from './useBookStanding';
import { StarRating } from './StarRating';
import { purchaseTexts } from './texts';
import './ebooks.css';

/**
 * The specification has the eBook page show its loading state for 800 ms before the book, though the
 * book is in the code and there is nothing to wait for: a pause that the product's owner asked for on
 * this page, and on no other. It is named for what it is so that nobody copies it as a real wait.
 */
export const SPECIFIED_EBOOK_PAUSE_MS = 800;

export function EbookPage() {
  const text = useTexts(purchaseTexts).ebook;
  const books = useTexts(ebookTexts);
  const { id = '' } = useParams();
  // Read during the pause, so the way to buy is usually known when the book shows.
  const standing = useBookStanding(id);
  // The id whose pause has run: a new id (another book picked below) shows the loading state again.
  const [shownId, setShownId] = useState<string | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setShownId(id), SPECIFIED_EBOOK_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [id]);

  const book = findEbook(id);
  if (shownId !== id) {
    // The page keeps its title and heading while it waits: the book's, known from the catalogue,
    // or, for an id of none, the page's own (not yet that the book is not found).
    const shown = book && inWords(book, books);
    const title = shown ? shown.title : text.pageTitle;
    return (
      <div className="container page">
        <PageMeta title={title} description={shown?.description ?? books.howToBuy} />
        <h1>{title}</h1>
        <Spinner label={text.loading} />
      </div>
    );
  }

  return book ? <EbookDetails book={book} standing={standing} /> : <EbookNotFound id={id} />;
}

function EbookNotFound({ id }: { id: string }) {
  const text = useTexts(purchaseTexts).ebook;
  return (
    <section className="container page ebook-not-found" aria-labelledby="ebook-not-found-title">
      <PageMeta title={text.notFoundTitle} description={text.notFoundDetail(id)} />
      <h1 id="ebook-not-found-title">{text.notFoundTitle}</h1>
      <p className="lead">{text.notFoundDetail(id)}</p>
      <Link className="btn btn-primary" to={paths.home.href()}>
        {text.backToHome}
      </Link>
    </section>
  );
}

function EbookDetails({ book: listed, standing }: { book: EbookFacts; standing: BookStanding | undefined }) {
  const text = useTexts(purchaseTexts).ebook;
  const words = useTexts(ebookTexts);
  const book = inWords(listed, words);
  const description = book.description ?? words.defaultDescription;
  const others = ebooks.filter((other) => other.id !== book.id).map((other) => inWords(other, words));
  return (
    <div className="container page">
      <PageMeta title={book.title} description={description} />
      <article className="ebook" aria-labelledby="ebook-title">
        <img className="ebook-cover" src={book.image} alt="" width="240" height="320" />
        <div className="ebook-body">
          <p className="ebook-tags">
            <span className="tag">{book.category ?? words.defaultCategory}</span>
            <span className="tag tag--accent">{book.sellerTag}</span>
          </p>
          <h1 id="ebook-title">{book.title}</h1>
          <p className="ebook-author">
            {text.by} {book.author}
          </p>
          <p className="ebook-rating">
            <StarRating rating={book.rating} />
            <span>{book.rating}</span>
            <span className="muted">({text.reviews(book.reviewCount)})</span>
          </p>
          <p>{description}</p>
          <Price amount={book.price} originalAmount={book.originalPrice} />

          <h2 className="ebook-details-title">{text.details}</h2>
          <dl className="ebook-facts">
            <div>
              <dt>{text.format}</dt>
              <dd>{book.format}</dd>
            </div>
            {book.pages !== undefined && (
              <div>
                <dt>{text.pages}</dt>
                <dd>{book.pages}</dd>
              </div>
            )}
            <div>
              <dt>{text.language}</dt>
              <dd>{book.language}</dd>
            </div>
            <div>
              <dt>{text.fileSize}</dt>
              <dd>{book.fileSize}</dd>
            </div>
          </dl>

          {!standing ? (
            <CheckingPurchases />
          ) : standing.kind === 'buyable' ? (
            <>
              <div className="card-actions">
                <Link className="btn btn-primary ebook-buy" to={paths.payment.href(book.id)}>
                  {text.buyNow}
                </Link>
              </div>
              <p className="muted">{words.howToBuy}</p>
            </>
          ) : (
            <BookStandingNotice book={book} standing={standing} />
          )}
        </div>
      </article>

      {others.length > 0 && (
        <section className="section" aria-labelledby="ebook-others">
          <h2 id="ebook-others">{text.otherBooks}</h2>
          <ul className="ebook-others">
            {others.map((other) => (
              <li key={other.id}>
                <Link to={paths.ebook.href(other.id)}>{other.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
