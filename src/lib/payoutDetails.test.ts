import { describe, expect, it } from 'vitest';
import {
  accountHolderProblem,
  accountNumberProblem,
  bankOf,
  ifscProblem,
  isAccountNumber,
  isIfsc,
  isUpiId,
  maskAccountNumber,
  normaliseAccountNumber,
  normaliseIfsc,
  normaliseUpiId,
  upiIdProblem,
} from './payoutDetails';

describe('an IFSC', () => {
  it.each(['SBIN0001234', 'sbin0001234', ' HDFC0ABC123 ', 'UTIB 0000 001'])('%j is well formed', (typed) => {
    expect(ifscProblem(typed)).toBeNull();
    expect(isIfsc(normaliseIfsc(typed))).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['SBIN000123', 'length'],
    ['SBIN00012345', 'length'],
    ['SB1N0001234', 'bank'],
    ['SBIN1001234', 'zero'],
    ['SBINO001234', 'zero'],
    ['SBIN0-01234', 'branch'],
  ])('%j is refused for its %s', (typed, problem) => {
    expect(ifscProblem(typed)).toBe(problem);
    expect(isIfsc(normaliseIfsc(typed))).toBe(false);
  });

  it('names the bank from its first four letters where the app knows it', () => {
    expect(bankOf('SBIN0001234')).toBe('State Bank of India');
    expect(bankOf('utib0000001')).toBe('Axis Bank');
    // Well formed, just not a bank in the list: accepted, not named.
    expect(ifscProblem('ZZZZ0000001')).toBeNull();
    expect(bankOf('ZZZZ0000001')).toBeNull();
  });
});

describe('an account number, typed twice', () => {
  it('is kept as its digits, without the spaces it was grouped with', () => {
    expect(accountNumberProblem('1234 5678 9012', '123456789012')).toBeNull();
    expect(normaliseAccountNumber('1234 5678-9012')).toBe('123456789012');
  });

  it.each([
    ['', '', 'empty'],
    ['12345678O12', '12345678O12', 'digits'],
    ['12345678', '12345678', 'length'],
    ['1234567890123456789', '1234567890123456789', 'length'],
    ['123456789012', '123456789021', 'mismatch'],
    ['123456789012', '', 'mismatch'],
  ])('%j then %j is refused for its %s', (typed, again, problem) => {
    expect(accountNumberProblem(typed, again)).toBe(problem);
  });

  it('is 9 to 18 digits for the policy too', () => {
    expect(isAccountNumber('123456789')).toBe(true);
    expect(isAccountNumber('123456789012345678')).toBe(true);
    expect(isAccountNumber('12345678')).toBe(false);
    expect(isAccountNumber('12345678a')).toBe(false);
  });

  it('shows only its last four digits when masked', () => {
    expect(maskAccountNumber('123456789012')).toBe('•••• 9012');
  });
});

describe('a UPI ID', () => {
  it.each(['priya.verma@okhdfcbank', 'Priya-99@YBL', ' 9876543210@paytm '])('%j is well formed', (typed) => {
    expect(upiIdProblem(typed)).toBeNull();
    expect(isUpiId(normaliseUpiId(typed))).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['priya.verma', 'at'],
    ['priya@verma@ybl', 'at'],
    ['p@ybl', 'name'],
    ['priya verma@ybl', 'name'],
    ['priya@y', 'handle'],
    ['priya@ybl1', 'handle'],
  ])('%j is refused for its %s', (typed, problem) => {
    expect(upiIdProblem(typed)).toBe(problem);
    expect(isUpiId(normaliseUpiId(typed))).toBe(false);
  });
});

describe("an account holder's name", () => {
  it('is required and bounded', () => {
    expect(accountHolderProblem('  Priya   Verma ')).toBeNull();
    expect(accountHolderProblem('   ')).toBe('empty');
    expect(accountHolderProblem('x'.repeat(101))).toBe('length');
  });
});
