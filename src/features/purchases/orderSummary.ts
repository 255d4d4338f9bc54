import { EBOOK_DISCOUNT_RUPEES } from '../../catalogue/ebooks';
import type { Ebook } from '../../catalogue/types';

/** eBooks are sold tax-inclusive; the summary shows the line at zero. */
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
 * The lines of the order summary for a book; they add up to its price. The discount is the fixed
 * one of every eBook, so the list price is the original price the eBook page strikes through.
 */
export function orderSummary(book: Pick<Ebook, 'price'>): OrderSummary {
  const listPrice = book.price + EBOOK_DISCOUNT_RUPEES;
  return {
    listPrice,
    subtotal: listPrice,
    discount: EBOOK_DISCOUNT_RUPEES,
    tax: PAYMENT_TAX_RUPEES,
    total: listPrice - EBOOK_DISCOUNT_RUPEES + PAYMENT_TAX_RUPEES,
  };
}
