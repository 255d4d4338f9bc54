/** The payment page's fixed discount line (spec section 9): the list price is the price plus this. */
export const PAYMENT_DISCOUNT_RUPEES = 200;
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

/** The lines of the order summary for a book of `price` rupees; they add up to the price. */
export function orderSummary(price: number): OrderSummary {
  const listPrice = price + PAYMENT_DISCOUNT_RUPEES;
  return {
    listPrice,
    subtotal: listPrice,
    discount: PAYMENT_DISCOUNT_RUPEES,
    tax: PAYMENT_TAX_RUPEES,
    total: listPrice - PAYMENT_DISCOUNT_RUPEES + PAYMENT_TAX_RUPEES,
  };
}
