import { describe, expect, it } from 'vitest';
import { isPayoutPaise, payoutAmountProblem, payoutPaise, rupeesText } from './amounts';

describe('payoutAmountProblem', () => {
  it.each([
    ['400', 40000],
    ['400.5', 40050],
    ['400.05', 40005],
    ['1,499.50', 149950],
    ['1,00,000', 10000000],
    ['₹ 400', 40000],
    ['Rs. 400', 40000],
    [' 0.01 ', 1],
  ])('takes %j as %i paise', (typed, paise) => {
    expect(payoutAmountProblem(typed)).toBeNull();
    expect(payoutPaise(typed)).toBe(paise);
  });

  it.each([
    ['', 'empty'],
    ['  ', 'empty'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['-400', 'negative'],
    ['−400', 'negative'],
    ['400.505', 'decimals'],
    ['400.', 'not-a-number'],
    ['4e2', 'not-a-number'],
    ['four hundred', 'not-a-number'],
    ['400,00', 'not-a-number'],
    ['=400', 'not-a-number'],
    ['1,00,00,001', 'too-large'],
  ])('refuses %j as %s', (typed, problem) => {
    expect(payoutAmountProblem(typed)).toBe(problem);
    expect(payoutPaise(typed)).toBeNull();
  });
});

describe('isPayoutPaise', () => {
  it.each([1, 40000, 1_00_00_000_00])('takes %i', (paise) => expect(isPayoutPaise(paise)).toBe(true));
  it.each([0, -400, 400.5, Number.NaN, 1_00_00_000_01])('refuses %d', (paise) =>
    expect(isPayoutPaise(paise)).toBe(false),
  );
});

describe('rupeesText', () => {
  it.each([
    [40000, '400.00'],
    [40050, '400.50'],
    [5, '0.05'],
    [149950, '1499.50'],
  ])('prints %i paise as %j', (paise, text) => expect(rupeesText(paise)).toBe(text));
});
