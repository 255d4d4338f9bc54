import type { Ebook } from '../../catalog/types';

/** eBooks are sold tax-inclusive; the summary shows the line at zero (spec section 9). */
export const PAYMENT_TAX_RUPEES = 0;

export interface OrderSummary {
  /** Struck through: what the book would cost without the discount. */
  listPrice: number;
  subtotal: number;
  discount: number;
  tax: number;
  /** What the buyer pays: always the book's price. */
  total: number;
}

/**
 * The lines of the order summary for a book; they add up to its price. The catalogue is the one
 * source of the list price and so of the discount, which the eBook page shows the same way.
 */
export function orderSummary(book: Pick<Ebook, 'price' | 'originalPrice'>): OrderSummary {
  const listPrice = Math.max(book.originalPrice ?? book.price, book.price);
  const discount = listPrice - book.price;
  return {
    listPrice,
    subtotal: listPrice,
    discount,
    tax: PAYMENT_TAX_RUPEES,
    total: listPrice - discount + PAYMENT_TAX_RUPEES,
  };
}
