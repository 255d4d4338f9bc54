import { Timestamp } from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matrixActors } from '../matrix/accessMatrix';
import { ENTRY_FIELDS, PAYMENT_FIELDS, SUBMISSION_FIELDS, USER_FIELDS } from '../documents/fields';
import { canCreate, SERVER_TIME, type Actor, type DocData } from '../policies/policy';
import {
  countTotals,
  entryDocument,
  movedTotals,
  totalsDocument,
  paymentDocument,
  profileDocument,
  submissionDocument,
  toDate,
  toEntry,
  toPayment,
  toProfile,
  toSubmission,
  withServerTime,
} from '../documents/documents';

const learner: Actor = matrixActors.learner;
const admin: Actor = matrixActors.admin;

/**
 * The server as it sees a first filing by an account with a profile (named Learner Demo): counted
 * in the same batch, which names it.
 */
const filedBy = (uid: string, what: 'pendingPayments' | 'waitingAds', id: string) => {
  const before: Record<string, DocData> = {
    [`users/${uid}`]: { id: uid, firstName: 'Learner', lastName: 'Demo' },
  };
  const after: Record<string, DocData> = {
    ...before,
    [`filings/${uid}`]: { [what]: 1, [what === 'pendingPayments' ? 'lastPayment' : 'lastAd']: id },
  };
  return {
    now: new Date(),
    get: (path: string) => before[path] ?? null,
    getAfter: (path: string) => after[path] ?? null,
  };
};

describe('the documents the firebase backend writes', () => {
  it('builds a new profile the access policy lets its owner create', () => {
    const newcomer: Actor = { uid: 'u1', email: 'Asha@Demo.test', emailVerified: false };
    const profile = profileDocument(newcomer, { firstName: ' Asha ', lastName: 'Rao ' });
    expect(profile).toEqual({
      id: 'u1',
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@demo.test',
      approved: false,
      createdAt: SERVER_TIME,
    });
    expect(Object.keys(profile).sort()).toEqual([...USER_FIELDS].sort());
    expect(canCreate(newcomer, { collection: 'users', id: 'u1' }, profile)).toBe(true);
  });

  it('files a payment under its normalised transaction id, pending and owned by the buyer', () => {
    const { id, data } = paymentDocument('learner', {
      bookId: '1',
      bookTitle: 'Online Data Entry Guide',
      amount: '₹1,499',
      emailID: ' learner@demo.test ',
      userName: ' Learner Demo ',
      transactionId: ' utr 123 456 ',
    });
    expect(id).toBe('UTR123456');
    expect(data).toEqual({
      bookId: '1',
      bookTitle: 'Online Data Entry Guide',
      amount: '₹1,499',
      emailID: 'learner@demo.test',
      userName: 'Learner Demo',
      transactionId: 'UTR123456',
      createdAt: SERVER_TIME,
      status: 'pending',
      uid: 'learner',
      searchName: 'learner demo',
      searchEmail: 'learner@demo.test',
    });
    expect(Object.keys(data).sort()).toEqual([...PAYMENT_FIELDS].sort());
    expect(
      canCreate(learner, { collection: 'payments', id }, data, filedBy('learner', 'pendingPayments', id)),
    ).toBe(true);
  });

  it('builds a daily entry whose date is its id, written with totals moved by its count', () => {
    const entry = entryDocument('2026-11-02', 40);
    expect(entry).toEqual({ count: 40, date: '2026-11-02' });
    expect(Object.keys(entry).sort()).toEqual([...ENTRY_FIELDS].sort());
    const before = {
      allTime: 10,
      firstDay: '2026-11-03',
      recent: { '2': { day: '2026-11-03', count: 10 } },
      month: { key: '2026-11', days: { '03': 10 } },
    };
    const after = movedTotals(before, '2026-11-02', 0, 40);
    expect(after).toEqual({
      allTime: 50,
      firstDay: '2026-11-02',
      recent: { '1': { day: '2026-11-02', count: 40 }, '2': { day: '2026-11-03', count: 10 } },
      month: { key: '2026-11', days: { '02': 40, '03': 10 } },
    });
    const docs: Record<string, DocData> = { 'entries/approved': totalsDocument(before, '') };
    const written: Record<string, DocData> = {
      ...docs,
      'entries/approved/dailyEntries/2026-11-02': entry,
      'entries/approved': totalsDocument(after, '2026-11-02'),
    };
    const context = {
      now: new Date(),
      get: (path: string) => docs[path] ?? null,
      getAfter: (path: string) => written[path] ?? null,
    };
    const path = { collection: 'dailyEntries', uid: 'approved', id: '2026-11-02' } as const;
    expect(canCreate(admin, path, entry, context)).toBe(true);
    // Alone, without the totals, the same count is refused.
    expect(canCreate(admin, path, entry)).toBe(false);
  });

  it('counts a whole history into its total, first day and latest day of each weekday, as a recount writes them', () => {
    const totals = countTotals(
      [
        { date: '2026-11-01', count: 10 },
        { date: '2026-10-31', count: 5 },
        { date: '2026-11-02', count: 7 },
        { date: '2026-10-26', count: 3 },
      ],
      '2026-11-02',
    );
    expect(totals).toEqual({
      allTime: 25,
      firstDay: '2026-10-26',
      recent: {
        '1': { day: '2026-11-02', count: 7 },
        '6': { day: '2026-10-31', count: 5 },
        '7': { day: '2026-11-01', count: 10 },
      },
      // October's days are not kept: November is the latest month recorded.
      month: { key: '2026-11', days: { '01': 10, '02': 7 } },
    });
    expect(canCreate(admin, { collection: 'totals', id: 'approved' }, totalsDocument(totals, ''))).toBe(true);
  });

  it('builds an ad owned by its poster and stamped with server time', () => {
    const fields = { Brand: 'Maruti Suzuki', Model: 'Swift' };
    const data = submissionDocument('learner', {
      userName: 'Learner Demo',
      email: 'learner@demo.test',
      category: 'Vehicles',
      subcategory: 'Cars',
      fields,
    });
    expect(data).toEqual({
      userName: 'Learner Demo',
      email: 'learner@demo.test',
      category: 'Vehicles',
      subcategory: 'Cars',
      fields,
      timestamp: SERVER_TIME,
      uid: 'learner',
      status: 'waiting',
    });
    expect(data.fields).not.toBe(fields);
    expect(Object.keys(data).sort()).toEqual([...SUBMISSION_FIELDS].sort());
    expect(
      canCreate(
        learner,
        { collection: 'submissions', id: 'new' },
        data,
        filedBy('learner', 'waitingAds', 'new'),
      ),
    ).toBe(true);
  });

  it('swaps the server-time marker for the SDK sentinel and leaves the rest alone', () => {
    const sentinel = { sentinel: true };
    expect(withServerTime({ a: 1, createdAt: SERVER_TIME }, sentinel)).toEqual({ a: 1, createdAt: sentinel });
  });
});

describe('reading documents back', () => {
  const when = new Date('2026-11-01T10:00:00Z');

  it('turns Firestore timestamps and older date strings or numbers into dates, and a missing date into null', () => {
    expect(toDate(Timestamp.fromDate(when))).toEqual(when);
    expect(toDate(when)).toBe(when);
    expect(toDate(undefined)).toBeNull();
    expect(toDate(null)).toBeNull();
    expect(toDate('2026-03-05T10:30:00.000Z')).toEqual(new Date('2026-03-05T10:30:00.000Z'));
    expect(toDate(when.getTime())).toEqual(when);
    expect(toDate('not a date')?.getTime()).toBeNaN();
    expect(toDate('2026-11-01')).toEqual(new Date(2026, 10, 1));
  });

  it('reads a profile', () => {
    expect(
      toProfile('u1', {
        id: 'u1',
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha@demo.test',
        approved: true,
        createdAt: Timestamp.fromDate(when),
      }),
    ).toEqual({
      id: 'u1',
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@demo.test',
      approved: true,
      revoked: false,
      createdAt: when,
      language: null,
    });
    expect(toProfile('u2', {})).toMatchObject({ id: 'u2', approved: false, createdAt: null });
    expect(toProfile('u3', { language: 'hi' }).language).toBe('hi');
    expect(toProfile('u4', { language: 'fr' }).language).toBeNull();
  });

  it('reads a payment with createdAt, and an old one dated by timestamp', () => {
    const base = {
      bookId: '2',
      bookTitle: 'React Pro Series',
      amount: '₹499',
      emailID: 'learner@demo.test',
      userName: 'Learner Demo',
      transactionId: 'UTR1000',
      status: 'confirmed',
      uid: 'learner',
    };
    expect(toPayment('UTR1000', { ...base, createdAt: Timestamp.fromDate(when) })).toEqual({
      id: 'UTR1000',
      ...base,
      status: 'confirmed',
      createdAt: when,
      timestamp: null,
    });
    const old = toPayment('OLD1', {
      ...base,
      transactionId: undefined,
      status: 'pending',
      timestamp: Timestamp.fromDate(when),
    });
    expect(old).toMatchObject({ transactionId: 'OLD1', status: 'pending', createdAt: null, timestamp: when });
  });

  it('reads a daily entry and an ad', () => {
    expect(toEntry('2026-11-01', { count: 10, date: '2026-11-01' })).toEqual({
      date: '2026-11-01',
      count: 10,
    });
    expect(toEntry('2026-11-02', {})).toEqual({ date: '2026-11-02', count: 0 });
    expect(
      toSubmission('s1', {
        userName: 'Learner Demo',
        email: 'learner@demo.test',
        category: 'Jobs',
        subcategory: 'Part-time',
        fields: { Salary: '₹10,000 - ₹20,000' },
        timestamp: Timestamp.fromDate(when),
        uid: 'learner',
      }),
    ).toEqual({
      id: 's1',
      userName: 'Learner Demo',
      email: 'learner@demo.test',
      category: 'Jobs',
      subcategory: 'Part-time',
      fields: { Salary: '₹10,000 - ₹20,000' },
      timestamp: when,
      uid: 'learner',
      // Posted before moderation: waiting for review.
      status: 'waiting',
      publishedAt: null,
      reason: '',
    });
  });
});

describe('reading a word the app does not know', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const payment = {
    bookId: '2',
    bookTitle: 'React Pro Series',
    amount: '₹499',
    emailID: 'learner@demo.test',
    userName: 'Learner Demo',
    transactionId: 'UTR1000',
    uid: 'learner',
  };
  const ad = {
    userName: 'Learner Demo',
    email: 'learner@demo.test',
    category: 'Jobs',
    subcategory: 'Part-time',
    fields: { Salary: '₹10,000 - ₹20,000' },
    uid: 'learner',
  };
  const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

  it('shows a payment of an unknown status as pending, and names the payment and the status', () => {
    const warn = warnings();
    expect(toPayment('UTR1000', { ...payment, status: 'refunded' })).toMatchObject({
      id: 'UTR1000',
      status: 'pending',
    });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toMatch(/Payment UTR1000 .*status "refunded".*shown as pending/);

    // A payment with no status at all is as unknown.
    warn.mockClear();
    expect(toPayment('UTR2000', payment).status).toBe('pending');
    expect(warn.mock.calls[0]![0]).toMatch(/Payment UTR2000 .*status undefined/);
  });

  it('reads every known status and reason without a word', () => {
    const warn = warnings();
    for (const status of ['pending', 'confirmed'] as const) {
      expect(toPayment('UTR1000', { ...payment, status }).status).toBe(status);
    }
    expect(
      toPayment('UTR1000', { ...payment, status: 'rejected', rejectionReason: 'wrong-amount' }),
    ).toMatchObject({ status: 'rejected', rejectionReason: 'wrong-amount' });
    expect(toSubmission('s1', ad).status).toBe('waiting');
    expect(toSubmission('s1', { ...ad, status: 'withdrawn' }).status).toBe('withdrawn');
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows a rejection of an unknown reason without one, and names the payment and the reason', () => {
    const warn = warnings();
    const read = toPayment('UTR1000', { ...payment, status: 'rejected', rejectionReason: 'lost-in-post' });
    expect(read.status).toBe('rejected');
    expect(read).not.toHaveProperty('rejectionReason');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toMatch(/Payment UTR1000 .*rejection reason "lost-in-post"/);
  });

  it('shows an ad of an unknown state as waiting for review, and names the ad and the state', () => {
    const warn = warnings();
    expect(toSubmission('s1', { ...ad, status: 'archived' }).status).toBe('waiting');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toMatch(/Ad s1 .*status "archived".*waiting for review/);
  });
});
