import { describe, expect, it } from 'vitest';
import { UPI_NOTE_MAX_LENGTH, upiPaymentLink } from './upi';

const payment = {
  payeeAddress: 'unnati.demo@upi',
  payeeName: 'Unnati Skills Academy',
  amount: 1499,
  note: 'eBook: Online Data Entry Guide',
};

describe('upiPaymentLink', () => {
  it('builds a upi://pay link with payee, amount in two decimals, INR and the note', () => {
    expect(upiPaymentLink(payment)).toBe(
      'upi://pay?pa=unnati.demo%40upi&pn=Unnati%20Skills%20Academy&am=1499.00&cu=INR&tn=eBook%3A%20Online%20Data%20Entry%20Guide',
    );
  });

  it('reads back to the same values with a URL parser', () => {
    const url = new URL(upiPaymentLink({ ...payment, amount: 499.5 }));
    expect(url.protocol).toBe('upi:');
    expect(url.searchParams.get('pa')).toBe('unnati.demo@upi');
    expect(url.searchParams.get('pn')).toBe('Unnati Skills Academy');
    expect(url.searchParams.get('am')).toBe('499.50');
    expect(url.searchParams.get('cu')).toBe('INR');
    expect(url.searchParams.get('tn')).toBe('eBook: Online Data Entry Guide');
  });

  it('rounds the amount to paise and never groups digits', () => {
    expect(new URL(upiPaymentLink({ ...payment, amount: 100000 })).searchParams.get('am')).toBe('100000.00');
    expect(new URL(upiPaymentLink({ ...payment, amount: 10.005 })).searchParams.get('am')).toMatch(
      /^10\.0[01]$/,
    );
  });

  it('encodes every reserved character, so a value cannot add or break a parameter', () => {
    const link = upiPaymentLink({
      payeeAddress: 'a&b@upi',
      payeeName: 'R&D = 100% #1 + more',
      amount: 1,
      note: 'Node.js & React?/x',
    });
    expect(link).not.toMatch(/[ +#]/);
    expect(link.split('&')).toHaveLength(5);
    const url = new URL(link);
    expect(url.searchParams.get('pa')).toBe('a&b@upi');
    expect(url.searchParams.get('pn')).toBe('R&D = 100% #1 + more');
    expect(url.searchParams.get('tn')).toBe('Node.js & React?/x');
  });

  it('keeps the note within what UPI apps accept', () => {
    const url = new URL(upiPaymentLink({ ...payment, note: 'x'.repeat(80) }));
    expect(url.searchParams.get('tn')).toHaveLength(UPI_NOTE_MAX_LENGTH);
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('refuses an amount of %s', (amount) => {
    expect(() => upiPaymentLink({ ...payment, amount })).toThrow(RangeError);
  });
});
