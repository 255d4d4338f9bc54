import { describe, expect, it } from 'vitest';
import { ebooks, findEbook } from '../../catalogue/ebooks';
import { orderSummary } from './orderSummary';

describe('orderSummary', () => {
  it('takes a fixed ₹200 off the price plus ₹200, with no tax, for book 1', () => {
    expect(orderSummary(findEbook('1')!)).toEqual({
      listPrice: 1699,
      subtotal: 1699,
      discount: 200,
      tax: 0,
      total: 1499,
    });
  });

  it.each(ebooks.map((book) => [book.recordedTitle, book] as const))(
    'adds up to the price of %s and strikes through the original price its eBook page shows',
    (_title, book) => {
      const summary = orderSummary(book);
      expect(summary.discount).toBe(200);
      expect(summary.subtotal - summary.discount + summary.tax).toBe(summary.total);
      expect(summary.total).toBe(book.price);
      expect(summary.listPrice).toBe(book.originalPrice);
    },
  );
});
