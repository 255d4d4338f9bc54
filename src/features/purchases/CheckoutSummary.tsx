import type { Ebook } from '../../catalogue/types';
import { useTexts } from '../../i18n/texts';
import { formatRupees } from '../../lib/money';
import { purchaseTexts } from './texts';
import type { OrderSummary } from './orderSummary';

/**
 * The book being bought and the lines of its price, adding up to what the buyer pays. `book` is in
 * the page's words (inWords, catalogue/ebookTexts).
 */
export function CheckoutSummary({ book, summary }: { book: Ebook; summary: OrderSummary }) {
  const text = useTexts(purchaseTexts).payment;
  return (
    <section className="card checkout-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{text.orderSummary}</h2>
      <div className="checkout-item">
        <img src={book.image} alt="" width="60" height="80" />
        <div>
          <p className="checkout-item-title">{book.title}</p>
          <p className="price">
            <span className="price-now">{formatRupees(book.price)}</span>
            <del className="price-was">
              <span className="visually-hidden">{text.listPrice} </span>
              {formatRupees(summary.listPrice)}
            </del>
          </p>
        </div>
      </div>
      <dl className="checkout-lines">
        <div>
          <dt>{text.subtotal}</dt>
          <dd>{formatRupees(summary.subtotal)}</dd>
        </div>
        <div className="checkout-discount">
          <dt>{text.discount}</dt>
          <dd>{`-${formatRupees(summary.discount)}`}</dd>
        </div>
        <div>
          <dt>{text.tax}</dt>
          <dd>{formatRupees(summary.tax)}</dd>
        </div>
        <div className="checkout-total">
          <dt>{text.total}</dt>
          <dd>{formatRupees(summary.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
