import { describe, expect, it } from 'vitest';
import { formatRupees } from './money';
import { parseRupees } from './rupeeText';

describe('parseRupees', () => {
  it.each([
    ['₹1,499', 1499],
    ['₹499', 499],
    ['₹1,00,000', 100000],
    ['₹1,499.5', 1499.5],
    [' ₹ 999 ', 999],
  ])('reads %s as %d', (text, expected) => {
    expect(parseRupees(text)).toBe(expected);
  });

  it('reads back what formatRupees writes', () => {
    for (const amount of [0, 4, 14999, 12345678]) expect(parseRupees(formatRupees(amount))).toBe(amount);
  });

  it('is null for text that is not an amount', () => {
    for (const text of ['', '₹', 'free', '₹-5', '$10', '₹1,499 only']) expect(parseRupees(text)).toBeNull();
  });
});
