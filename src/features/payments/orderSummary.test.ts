import { describe, expect, it } from 'vitest';
import { ebooks } from '../../catalog/ebooks';
import { orderSummary } from './orderSummary';

describe('orderSummary', () => {
  it('lists the price plus ₹200, takes ₹200 off, adds no tax, and totals the price', () => {
    expect(orderSummary(1499)).toEqual({
      listPrice: 1699,
      subtotal: 1699,
      discount: 200,
      tax: 0,
      total: 1499,
    });
  });

  it.each(ebooks.map((book) => [book.title, book.price]))('adds up for %s', (_title, price) => {
    const summary = orderSummary(price);
    expect(summary.subtotal - summary.discount + summary.tax).toBe(summary.total);
    expect(summary.total).toBe(price);
    expect(summary.listPrice).toBe(price + 200);
  });
});
