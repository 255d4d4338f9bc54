import { describe, expect, it } from 'vitest';
import type { Payment } from '../../backend/types';
import { newestFirst, paymentDate } from './paymentRecords';

const payment = (overrides: Partial<Payment>): Payment => ({
  id: 'T1',
  bookId: '1',
  bookTitle: 'Online Data Entry Guide',
  amount: '₹1,499',
  emailID: 'asha@example.in',
  userName: 'Asha Devi',
  transactionId: '412345678901',
  createdAt: null,
  status: 'pending',
  uid: 'u1',
  ...overrides,
});

describe('paymentDate', () => {
  it('reads createdAt, and timestamp when createdAt is missing', () => {
    const created = new Date(2026, 0, 5);
    const stamped = new Date(2025, 11, 1);
    expect(paymentDate(payment({ createdAt: created, timestamp: stamped }))).toBe(created);
    expect(paymentDate(payment({ createdAt: null, timestamp: stamped }))).toBe(stamped);
    expect(paymentDate(payment({ createdAt: null }))).toBeUndefined();
  });
});

describe('newestFirst', () => {
  it('sorts by date, newest first, with undated and unreadable ones last', () => {
    const list = [
      payment({ id: 'old', createdAt: new Date(2025, 0, 1) }),
      payment({ id: 'none' }),
      payment({ id: 'new', createdAt: new Date(2026, 0, 1) }),
      payment({ id: 'bad', createdAt: new Date(Number.NaN) }),
      payment({ id: 'legacy', timestamp: new Date(2025, 5, 1) }),
    ];
    expect(
      newestFirst(list)
        .map((p) => p.id)
        .slice(0, 3),
    ).toEqual(['new', 'legacy', 'old']);
    expect(list[0]!.id).toBe('old');
  });
});
