import { describe, expect, it } from 'vitest';
import { ebooks, findEbook } from '../../catalog/ebooks';
import { orderSummary } from './orderSummary';

describe('orderSummary', () => {
  it("takes book 1's list price and discount from the catalogue, as its eBook page shows them", () => {
    expect(orderSummary(findEbook('1')!)).toEqual({
      listPrice: 1999,
      subtotal: 1999,
      discount: 500,
      tax: 0,
      total: 1499,
    });
  });

  it('shows no discount for a book the catalogue sells at its list price', () => {
    expect(orderSummary({ price: 999 })).toEqual({
      listPrice: 999,
      subtotal: 999,
      discount: 0,
      tax: 0,
      total: 999,
    });
  });

  it.each(ebooks.map((book) => [book.title, book] as const))('adds up for %s', (_title, book) => {
    const summary = orderSummary(book);
    expect(summary.subtotal - summary.discount + summary.tax).toBe(summary.total);
    expect(summary.total).toBe(book.price);
    expect(summary.listPrice).toBe(book.originalPrice ?? book.price);
  });
});
