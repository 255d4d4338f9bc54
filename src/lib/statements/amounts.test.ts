import { describe, expect, it } from 'vitest';
import { isBlankAmount, parsePaise } from './amounts';

describe('parsePaise', () => {
  it.each([
    ['₹1,499', 149900],
    ['1,49,900.00', 14990000],
    ['149,900.00', 14990000],
    ['1499', 149900],
    ['1499.5', 149950],
    ['1499.05', 149905],
    ['₹ 999', 99900],
    ['Rs. 499', 49900],
    ['Rs 499', 49900],
    ['INR 1,499.00', 149900],
    ['1,499.00 INR', 149900],
    ['1499.00 CR', 149900],
    ['1499.00Cr', 149900],
    ['CR 1499.00', 149900],
    ['1499.00 DR', -149900],
    ['1499.00 (Dr)', -149900],
    ['1499.00(Cr)', 149900],
    ['-499', -49900],
    ['−499', -49900],
    ['+499', 49900],
    ['-₹499', -49900],
    ['₹-499', -49900],
    ['Rs. -499', -49900],
    ['(499.00)', -49900],
    ['0.00', 0],
    [' 1,499.00 ', 149900],
  ])('reads %s as %d paise', (text, paise) => {
    expect(parsePaise(text)).toBe(paise);
  });

  it('reads the numbers of Excel cells as rupees, without floating-point dust', () => {
    expect(parsePaise(1499)).toBe(149900);
    expect(parsePaise(1499.1)).toBe(149910);
    expect(parsePaise(0.1 + 0.2)).toBe(30);
    expect(parsePaise(-500)).toBe(-50000);
    expect(parsePaise(Number.NaN)).toBeNull();
  });

  it('rounds a third decimal to the nearest paisa', () => {
    expect(parsePaise('10.005')).toBe(1001);
    expect(parsePaise('10.004')).toBe(1000);
  });

  it('is null for text that is not an amount', () => {
    for (const text of [
      '',
      'Credit',
      'UPI/533412345678',
      '25/11/2026',
      '1,4,99',
      '₹',
      '1.2.3',
      'CR',
      '12 34',
    ])
      expect(parsePaise(text)).toBeNull();
  });
});

describe('isBlankAmount', () => {
  it('recognises the ways statements leave an amount out', () => {
    for (const text of ['', ' ', '-', '--', '********', 'NA', 'N/A', 'nil'])
      expect(isBlankAmount(text)).toBe(true);
    for (const text of ['0.00', '1,499.00', 'Credit']) expect(isBlankAmount(text)).toBe(false);
  });
});
