import { describe, expect, it } from 'vitest';
import { checkPayout, type PayoutDraft } from './payoutForm';

const TODAY = '2026-01-02';
const draft = (overrides: Partial<PayoutDraft> = {}): PayoutDraft => ({
  amount: '500',
  paidOn: TODAY,
  reference: ' UPI-1 ',
  note: '',
  ...overrides,
});

describe('checkPayout', () => {
  it('reads a payout in whole rupees, its reference trimmed', () => {
    expect(checkPayout(draft(), TODAY)).toEqual({
      ok: true,
      amount: 500,
      paidOn: TODAY,
      reference: 'UPI-1',
      note: '',
    });
    expect(checkPayout(draft({ amount: '100000', paidOn: '2025-12-31' }), TODAY)).toMatchObject({
      ok: true,
      amount: 100000,
    });
  });

  it.each([
    ['', 'amount-missing'],
    ['abc', 'amount-missing'],
    ['0', 'amount-not-positive'],
    ['-5', 'amount-not-positive'],
    ['12.5', 'amount-fraction'],
    ['100001', 'amount-too-large'],
  ])('refuses the amount %j (%s)', (amount, error) => {
    expect(checkPayout(draft({ amount }), TODAY)).toEqual({ ok: false, errors: { amount: error } });
  });

  it('refuses a day after today, a missing day and a missing reference, all at once', () => {
    expect(checkPayout(draft({ paidOn: '2026-01-03', reference: '  ' }), TODAY)).toEqual({
      ok: false,
      errors: { paidOn: 'date-future', reference: 'reference-missing' },
    });
    expect(checkPayout(draft({ paidOn: '' }), TODAY)).toEqual({
      ok: false,
      errors: { paidOn: 'date-missing' },
    });
  });
});
