import { describe, expect, it } from 'vitest';
import { formatRupees, percentOff } from './money';

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [4, '₹4'],
    [499, '₹499'],
    [14999, '₹14,999'],
    [100000, '₹1,00,000'],
    [12345678, '₹1,23,45,678'],
    [1499.5, '₹1,499.5'],
  ])('shows %d as %s', (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });
});

describe('percentOff', () => {
  it('rounds the saving to a whole percent', () => {
    expect(percentOff(20000, 14999)).toBe(25);
    expect(percentOff(7999, 4999)).toBe(38);
    expect(percentOff(19999, 14999)).toBe(25);
  });

  it('is zero when there is no saving', () => {
    expect(percentOff(499, 499)).toBe(0);
    expect(percentOff(499, 599)).toBe(0);
    expect(percentOff(0, 0)).toBe(0);
  });
});
