import { describe, expect, it } from 'vitest';
import type { Payment } from '../../backend/types';
import { site } from '../../config/site';
import { receiptNumber } from './receiptNumber';
import { decisionMessage, tellByEmail, tellOnWhatsApp } from './tellBuyer';

const payment = (overrides: Partial<Payment>): Payment => ({
  id: 'UTR1',
  bookId: '1',
  bookTitle: 'Online Data Entry Guide',
  amount: '₹1,499',
  emailID: 'rahul@example.in',
  userName: 'Rahul Kumar',
  transactionId: 'UTR1',
  createdAt: null,
  status: 'confirmed',
  uid: 'u1',
  ...overrides,
});

describe('telling the buyer', () => {
  it('names the book, the result and My Library', () => {
    expect(decisionMessage(payment({}))).toBe(
      `Hello Rahul, your payment for Online Data Entry Guide is confirmed. Download the eBook and its receipt from My Library: ${site.url}/library\n${site.name}`,
    );
    expect(
      decisionMessage(
        payment({ status: 'rejected', rejectionReason: 'wrong-amount', rejectionNote: 'Got ₹149' }),
      ),
    ).toContain(
      'we could not accept your payment for Online Data Entry Guide: the amount paid is not the price of the book (Got ₹149).',
    );
  });

  it('fills in WhatsApp and an e-mail to the buyer', () => {
    const confirmed = payment({});
    expect(tellOnWhatsApp(confirmed)).toBe(
      `https://wa.me/?text=${encodeURIComponent(decisionMessage(confirmed))}`,
    );
    const mail = new URL(tellByEmail(confirmed));
    expect(mail.protocol).toBe('mailto:');
    expect(decodeURIComponent(mail.pathname)).toBe('rahul@example.in');
    expect(mail.searchParams.get('subject')).toBe('Your Online Data Entry Guide payment');
    expect(mail.searchParams.get('body')).toBe(decisionMessage(confirmed));
  });
});

describe('receiptNumber', () => {
  it('is the day of confirmation and the transaction id', () => {
    expect(receiptNumber({ transactionId: 'UTR1', decidedAt: new Date(2026, 10, 3, 23, 0) })).toBe(
      'R-20261103-UTR1',
    );
  });
});
