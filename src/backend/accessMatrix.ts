import { demoAdmin, site } from '../config/site';
import { AD_LISTING_DAYS, MAX_AD_FIELDS, MAX_EMAIL, MAX_NAME, MAX_PAYOUT } from './limits';
import { searchKey, SERVER_TIME, type Actor, type DocData } from './policy';
import type { PaymentStatus } from './types';

/**
 * One table of who may do what, run against the `local` backend in `npm test` and against the
 * Firestore emulator with firestore.rules in `npm run test:rules`. Each case starts from `matrixSeed`.
 */

export type MatrixActorName =
  | 'anonymous'
  | 'learner'
  | 'approved'
  | 'admin'
  | 'other'
  | 'newcomer'
  | 'impostor'
  | 'claimant'
  | 'guest'
  | 'longest'
  | 'overlong';

/** A well-formed address of `length` characters: a 64-character local part, labels of at most 63. */
const addressOfLength = (length: number): string => {
  const local = 'l'.repeat(64);
  const last = length - local.length - '@'.length - 2 * 64 - '.demo.test'.length;
  return `${local}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(last)}.demo.test`;
};

/** The longest address an account can have, and one character more. */
const longestEmail = addressOfLength(MAX_EMAIL);
const overlongEmail = addressOfLength(MAX_EMAIL + 1);

/** The owner's account: the one pinned as the admin's, or the demo admin's while none is pinned. */
const ownerUid = site.adminUid || demoAdmin.uid;

export const matrixActors: Record<Exclude<MatrixActorName, 'anonymous'>, Actor> = {
  learner: { uid: 'learner', email: 'learner@demo.test', emailVerified: true },
  approved: { uid: 'approved', email: 'approved@demo.test', emailVerified: true },
  admin: { uid: ownerUid, email: site.adminEmail, emailVerified: true },
  other: { uid: 'other', email: 'other@demo.test', emailVerified: true },
  /** Signed up, no profile yet. */
  newcomer: { uid: 'newcomer', email: 'newcomer@demo.test', emailVerified: false },
  /** Signed up with the admin's address but never verified it: not the admin. */
  impostor: { uid: 'impostor', email: site.adminEmail, emailVerified: false },
  /**
   * Claimed the admin's address before the owner did and had it verified (Firebase mails the
   * link to the owner, who may click it): not the admin, whose account the owner pinned.
   */
  claimant: { uid: 'claimant', email: site.adminEmail, emailVerified: true },
  /** Firebase's anonymous sign-in: signed in, but with no e-mail address (the empty string). */
  guest: { uid: 'guest', email: '', emailVerified: false },
  /** Signed up with the longest address mail can be delivered to. */
  longest: { uid: 'longest', email: longestEmail, emailVerified: false },
  /** A token with an address one character longer than any mailbox can have. */
  overlong: { uid: 'overlong', email: overlongEmail, emailVerified: false },
};

/** One write of a batch op. */
export type MatrixWrite =
  | { type: 'set'; path: string; data: DocData }
  | { type: 'update'; path: string; data: DocData }
  /** Changes or adds fields, creating the document if need be (Firestore's set with merge). */
  | { type: 'merge'; path: string; data: DocData }
  | { type: 'delete'; path: string };

export type MatrixOp =
  | { kind: 'get'; path: string }
  /**
   * A collection read, optionally only the documents whose `uid` is the given value, or only the
   * ads still listed (published less than the listing period ago), or only the users whose
   * `approved` (or `revoked`) is the given value (the approval page's tabs; it grants nothing more,
   * so the local policy judges it as the whole collection).
   */
  | {
      kind: 'list';
      collection: string;
      whereUid?: string;
      listedOnly?: boolean;
      whereApproved?: boolean;
      whereRevoked?: boolean;
    }
  /** Writes that succeed or fail together (Firestore's WriteBatch). */
  | { kind: 'batch'; writes: MatrixWrite[] }
  /** Writes a document that does not exist yet (or, at an existing path, is an update of it). */
  | { kind: 'create'; path: string; data: DocData }
  /** Changes some fields of an existing document. */
  | { kind: 'update'; path: string; data: DocData }
  | { kind: 'delete'; path: string }
  /** Every worker's days with one date: a collection-group query on dailyEntries. */
  | { kind: 'listDay'; date: string }
  /** Every worker's days from `from` to `to`, both inclusive: a collection-group range query. */
  | { kind: 'listDays'; from: string; to: string }
  /** The confirmed payments decided from `start` to before `end` (the payments export). */
  | { kind: 'listConfirmed'; start: Date; end: Date }
  /** One pending payment of `whereUid` for one book (the eBook and payment pages ask). */
  | { kind: 'listPending'; whereUid: string; bookId: string };

export interface MatrixCase {
  name: string;
  actor: MatrixActorName;
  op: MatrixOp;
  allowed: boolean;
}

const seedTime = new Date('2026-11-01T10:00:00Z');

const profile = (uid: string, firstName: string, approved: boolean): DocData => ({
  id: uid,
  firstName,
  lastName: 'Demo',
  email: `${uid}@demo.test`,
  approved,
  createdAt: seedTime,
});

const payment = (uid: string, transactionId: string, status: PaymentStatus): DocData => ({
  bookId: '1',
  bookTitle: 'Online Data Entry Guide',
  amount: '₹1,499',
  emailID: `${uid}@demo.test`,
  userName: 'Learner Demo',
  transactionId,
  createdAt: seedTime,
  status,
  uid,
});

const submission = (uid: string, moderation: DocData = { status: 'waiting' }): DocData => ({
  userName: 'Learner Demo',
  email: `${uid}@demo.test`,
  category: 'Vehicles',
  subcategory: 'Cars',
  fields: { Brand: 'Maruti Suzuki', Model: 'Swift' },
  timestamp: seedTime,
  uid,
  ...moderation,
});

// The rules judge a listing by the server's clock, so these are relative to the time of the run.
const DAY_MS = 24 * 60 * 60 * 1000;
const publishedYesterday = new Date(Date.now() - DAY_MS);
const publishedLongAgo = new Date(Date.now() - (AD_LISTING_DAYS + 10) * DAY_MS);

/** The public copy of the learner's ad, as the admin's approval writes it. */
const publicCopy = (publishedAt: unknown, overrides: DocData = {}): DocData => ({
  category: 'Vehicles',
  subcategory: 'Cars',
  fields: { Brand: 'Maruti Suzuki', Model: 'Swift' },
  firstName: 'Learner',
  publishedAt,
  words: ['vehicles', 'cars', 'maruti', 'suzuki', 'swift'],
  ...overrides,
});

/** A payout to the approved worker as the admin records it; the case sets what differs. */
function payoutData(overrides: DocData = {}): DocData {
  return {
    uid: 'approved',
    amount: 500,
    paidOn: '2026-11-01',
    reference: 'UTR-PAY-1',
    note: '',
    reverses: null,
    createdAt: SERVER_TIME,
    createdBy: ownerUid,
    ...overrides,
  };
}

/** The documents present before every case. */
export const matrixSeed: Record<string, DocData> = {
  'users/learner': profile('learner', 'Learner', false),
  'users/approved': profile('approved', 'Approved', true),
  'users/other': profile('other', 'Other', false),
  /** A worker whose approval was taken away, marked as such. */
  'users/former': { ...profile('former', 'Former', false), revoked: true },
  'payments/UTR1000': payment('learner', 'UTR1000', 'pending'),
  'payments/UTR2000': {
    ...payment('other', 'UTR2000', 'confirmed'),
    decidedAt: seedTime,
    decidedBy: ownerUid,
  },
  'payments/UTR4000': {
    ...payment('learner', 'UTR4000', 'rejected'),
    decidedAt: seedTime,
    decidedBy: ownerUid,
    rejectionReason: 'transaction-not-found',
  },
  'entitlements/other_1': { uid: 'other', bookId: '1', paymentId: 'UTR2000', grantedAt: seedTime },
  'bookFiles/1': { url: 'https://files.example.test/online-data-entry-guide.pdf', updatedAt: seedTime },
  'entries/approved/dailyEntries/2026-11-01': { count: 10, date: '2026-11-01' },
  'entries/approved': { allTime: 10, firstDay: '2026-11-01', lastDay: '2026-11-01' },
  /** Totals of the earlier shape, with a map of months and no first day: recounted before use. */
  'entries/other': { allTime: 3, months: { '2026-10': 3 }, lastDay: '' },
  'submissions/sub1': submission('learner'),
  /** Published yesterday: listed. */
  'submissions/pub1': submission('learner', { status: 'published', publishedAt: publishedYesterday }),
  'publicAds/pub1': publicCopy(publishedYesterday),
  /** Published longer ago than the listing period: expired, its copy still there. */
  'submissions/old1': submission('learner', { status: 'published', publishedAt: publishedLongAgo }),
  'publicAds/old1': publicCopy(publishedLongAgo),
  // The approved worker was paid ₹500, then ₹300 that was taken back.
  'payouts/pay1': payoutData({ amount: 500, createdAt: seedTime }),
  'payouts/pay2': payoutData({ amount: 300, reference: 'UTR-PAY-2', createdAt: seedTime }),
  'payouts/pay2-reversal': payoutData({
    amount: -300,
    reference: 'UTR-PAY-2',
    note: 'Sent to the wrong account',
    reverses: 'pay2',
    createdAt: seedTime,
  }),
  'payoutTotals/approved': { paid: 500, lastPayout: 'pay2-reversal' },
};

/** The decision times of November 2026, which hold the seeded confirmed payment. */
const novemberDecisions = { start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-12-01T00:00:00Z') };

const newProfile = (overrides: DocData = {}): DocData => ({
  id: 'newcomer',
  firstName: 'New',
  lastName: 'Comer',
  email: 'newcomer@demo.test',
  approved: false,
  createdAt: SERVER_TIME,
  ...overrides,
});

/** A new payment; its search fields follow the name and e-mail unless the case sets them. */
const newPayment = (overrides: DocData = {}): DocData => {
  const data: DocData = { ...payment('learner', 'UTR3000', 'pending'), createdAt: SERVER_TIME, ...overrides };
  return {
    ...data,
    searchName: searchKey(String(data.userName)),
    searchEmail: searchKey(String(data.emailID)),
    ...overrides,
  };
};

const newSubmission = (overrides: DocData = {}): DocData => ({
  ...submission('learner'),
  timestamp: SERVER_TIME,
  ...overrides,
});

/** The longest full name an account can have (first + ' ' + last), and one character more. */
const longestName = `${'F'.repeat(MAX_NAME)} ${'L'.repeat(MAX_NAME)}`;
const overlongName = `${longestName}L`;

/** An ad's field map of `count` fields, each value `length` characters long. */
const adFields = (count: number, length: number): Record<string, string> =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`Field ${i + 1}`, 'x'.repeat(length)]));

const without = (data: DocData, key: string): DocData => {
  const copy = { ...data };
  delete copy[key];
  return copy;
};

const allow = (name: string, actor: MatrixActorName, op: MatrixOp): MatrixCase => ({
  name,
  actor,
  op,
  allowed: true,
});
const deny = (name: string, actor: MatrixActorName, op: MatrixOp): MatrixCase => ({
  name,
  actor,
  op,
  allowed: false,
});

const entryPath = (uid: string, day: string) => `entries/${uid}/dailyEntries/${day}`;

/**
 * A payout written with the worker's totals: by default the ₹500 the seed's worker already has
 * plus the payout's amount, naming the payout, as the app writes them.
 */
const payoutWithTotals = (
  id: string,
  payout: DocData,
  totals: DocData = {
    paid: (payout.uid === 'approved' ? 500 : 0) + (payout.amount as number),
    lastPayout: id,
  },
): MatrixOp => ({
  kind: 'batch',
  writes: [
    { type: 'set', path: `payouts/${id}`, data: payout },
    { type: 'set', path: `payoutTotals/${String(payout.uid)}`, data: totals },
  ],
});

/** Three days after the run, in UTC: beyond the day's slack the rules give for time zones. */
const threeDaysAhead = new Date(Date.now() + 3 * DAY_MS).toISOString().slice(0, 10);

/** The admin's approval of the learner's waiting ad: its new state and its public copy together. */
const approval = (copy: DocData = publicCopy(SERVER_TIME), ad: DocData = {}): MatrixOp => ({
  kind: 'batch',
  writes: [
    {
      type: 'update',
      path: 'submissions/sub1',
      data: { status: 'published', publishedAt: SERVER_TIME, ...ad },
    },
    { type: 'set', path: 'publicAds/sub1', data: copy },
  ],
});

const withdrawal = (id: string): MatrixOp => ({
  kind: 'batch',
  writes: [
    { type: 'update', path: `submissions/${id}`, data: { status: 'withdrawn' } },
    { type: 'delete', path: `publicAds/${id}` },
  ],
});

const renewal = (id: string): MatrixOp => ({
  kind: 'batch',
  writes: [
    { type: 'update', path: `submissions/${id}`, data: { publishedAt: SERVER_TIME } },
    { type: 'update', path: `publicAds/${id}`, data: { publishedAt: SERVER_TIME } },
  ],
});

/** A day's count written with the worker's totals as given. */
const countWithTotals = (
  uid: string,
  day: string,
  count: number,
  totals: { allTime: number; firstDay: string; lastDay?: string },
): MatrixOp => ({
  kind: 'batch',
  writes: [
    { type: 'merge', path: entryPath(uid, day), data: { count, date: day } },
    { type: 'merge', path: `entries/${uid}`, data: { lastDay: day, ...totals } },
  ],
});

/** The admin's decision stamped as the server must see it: the admin's uid and the server's clock. */
const decision = (status: Exclude<PaymentStatus, 'pending'>, extra: DocData = {}): DocData => ({
  status,
  decidedAt: SERVER_TIME,
  decidedBy: ownerUid,
  ...extra,
});

const grant = (uid: string, bookId: string, paymentId: string): DocData => ({
  uid,
  bookId,
  paymentId,
  grantedAt: SERVER_TIME,
});

/** The confirmation of learner's pending UTR1000 (book 1) and, with it, learner's entitlement. */
const confirmUtr1000 = (
  entitlement: { path: string; data: DocData } = {
    path: 'entitlements/learner_1',
    data: grant('learner', '1', 'UTR1000'),
  },
): MatrixOp => ({
  kind: 'batch',
  writes: [
    { type: 'update', path: 'payments/UTR1000', data: decision('confirmed') },
    { type: 'set', ...entitlement },
  ],
});

/** payments' decisions, entitlements/{uid}_{bookId} and bookFiles/{bookId}. */
function purchaseCases(): MatrixCase[] {
  return [
    allow(
      'the admin confirms a pending payment, granting the book in the same batch',
      'admin',
      confirmUtr1000(),
    ),
    deny('the admin cannot confirm a payment without granting the book', 'admin', {
      kind: 'update',
      path: 'payments/UTR1000',
      data: decision('confirmed'),
    }),
    deny('the admin cannot grant a book without confirming its payment', 'admin', {
      kind: 'create',
      path: 'entitlements/learner_1',
      data: grant('learner', '1', 'UTR1000'),
    }),
    deny(
      'a confirmation cannot grant the book to someone else',
      'admin',
      confirmUtr1000({
        path: 'entitlements/other_1',
        data: grant('other', '1', 'UTR1000'),
      }),
    ),
    deny(
      'a confirmation cannot grant another book',
      'admin',
      confirmUtr1000({
        path: 'entitlements/learner_2',
        data: grant('learner', '2', 'UTR1000'),
      }),
    ),
    deny('a confirmation is stamped with the server time, not the browser time', 'admin', {
      kind: 'batch',
      writes: [
        {
          type: 'update',
          path: 'payments/UTR1000',
          data: { ...decision('confirmed'), decidedAt: new Date('2026-11-02T10:00:00Z') },
        },
        { type: 'set', path: 'entitlements/learner_1', data: grant('learner', '1', 'UTR1000') },
      ],
    }),
    deny('a confirmation names the admin who made it', 'admin', {
      kind: 'batch',
      writes: [
        { type: 'update', path: 'payments/UTR1000', data: { ...decision('confirmed'), decidedBy: 'other' } },
        { type: 'set', path: 'entitlements/learner_1', data: grant('learner', '1', 'UTR1000') },
      ],
    }),
    deny('a user cannot confirm their own payment', 'learner', {
      kind: 'batch',
      writes: [
        {
          type: 'update',
          path: 'payments/UTR1000',
          data: { ...decision('confirmed'), decidedBy: 'learner' },
        },
        { type: 'set', path: 'entitlements/learner_1', data: grant('learner', '1', 'UTR1000') },
      ],
    }),
    deny('a user cannot grant themselves a book', 'learner', {
      kind: 'create',
      path: 'entitlements/learner_1',
      data: grant('learner', '1', 'UTR2000'),
    }),
    deny('an unverified sign-up with the admin e-mail cannot confirm', 'impostor', confirmUtr1000()),
    deny('a confirmed payment cannot be confirmed again to grant the book twice', 'admin', {
      kind: 'batch',
      writes: [
        { type: 'update', path: 'payments/UTR2000', data: decision('confirmed') },
        { type: 'set', path: 'entitlements/other_1', data: grant('other', '1', 'UTR2000') },
      ],
    }),
    deny('the admin cannot change the amount', 'admin', {
      kind: 'update',
      path: 'payments/UTR1000',
      data: { amount: '₹1' },
    }),
    deny('a confirmed payment cannot go back to pending', 'admin', {
      kind: 'update',
      path: 'payments/UTR2000',
      data: decision('confirmed', { status: 'pending' }),
    }),
    allow('the admin rejects a pending payment with a reason', 'admin', {
      kind: 'update',
      path: 'payments/UTR1000',
      data: decision('rejected', { rejectionReason: 'amount-not-received' }),
    }),
    allow('the admin rejects a pending payment with a reason and a note', 'admin', {
      kind: 'update',
      path: 'payments/UTR1000',
      data: decision('rejected', { rejectionReason: 'wrong-amount', rejectionNote: 'We received ₹499.' }),
    }),
    deny('a rejection needs a reason', 'admin', {
      kind: 'update',
      path: 'payments/UTR1000',
      data: decision('rejected'),
    }),
    deny('a rejection reason is one of the list', 'admin', {
      kind: 'update',
      path: 'payments/UTR1000',
      data: decision('rejected', { rejectionReason: 'looks fake' }),
    }),
    deny('a rejection note is at most 500 characters', 'admin', {
      kind: 'update',
      path: 'payments/UTR1000',
      data: decision('rejected', { rejectionReason: 'wrong-amount', rejectionNote: 'x'.repeat(501) }),
    }),
    deny('a rejection is stamped with the server time', 'admin', {
      kind: 'update',
      path: 'payments/UTR1000',
      data: decision('rejected', {
        rejectionReason: 'wrong-amount',
        decidedAt: new Date('2026-11-02T10:00:00Z'),
      }),
    }),
    deny('a confirmed payment cannot be rejected', 'admin', {
      kind: 'update',
      path: 'payments/UTR2000',
      data: decision('rejected', { rejectionReason: 'wrong-amount' }),
    }),
    deny('a rejected payment cannot be confirmed', 'admin', {
      kind: 'batch',
      writes: [
        { type: 'update', path: 'payments/UTR4000', data: decision('confirmed') },
        { type: 'set', path: 'entitlements/learner_1', data: grant('learner', '1', 'UTR4000') },
      ],
    }),
    deny('a user cannot reject a payment', 'learner', {
      kind: 'update',
      path: 'payments/UTR1000',
      data: { ...decision('rejected', { rejectionReason: 'wrong-amount' }), decidedBy: 'learner' },
    }),
    allow('a user reads their own rejected payment', 'learner', { kind: 'get', path: 'payments/UTR4000' }),
    allow('the admin frees the transaction id of a rejected payment', 'admin', {
      kind: 'delete',
      path: 'payments/UTR4000',
    }),
    deny('the admin cannot delete a pending payment', 'admin', { kind: 'delete', path: 'payments/UTR1000' }),
    deny('the admin cannot delete a confirmed payment', 'admin', {
      kind: 'delete',
      path: 'payments/UTR2000',
    }),
    deny('a user cannot delete their own rejected payment', 'learner', {
      kind: 'delete',
      path: 'payments/UTR4000',
    }),

    // entitlements/{uid}_{bookId}
    allow('an owner reads their own entitlement', 'other', { kind: 'get', path: 'entitlements/other_1' }),
    allow('a buyer learns they do not own a book by reading its missing entitlement', 'learner', {
      kind: 'get',
      path: 'entitlements/learner_1',
    }),
    deny('a user cannot ask whether another user owns a book they do not', 'learner', {
      kind: 'get',
      path: 'entitlements/other_2',
    }),
    deny('a visitor cannot ask whether anyone owns a book', 'anonymous', {
      kind: 'get',
      path: 'entitlements/learner_1',
    }),
    deny("a user cannot read another user's entitlement", 'learner', {
      kind: 'get',
      path: 'entitlements/other_1',
    }),
    allow('a user lists their own entitlements', 'learner', {
      kind: 'list',
      collection: 'entitlements',
      whereUid: 'learner',
    }),
    deny('a user cannot list all entitlements', 'learner', { kind: 'list', collection: 'entitlements' }),
    allow('the admin lists all entitlements', 'admin', { kind: 'list', collection: 'entitlements' }),
    deny('nobody deletes an entitlement', 'admin', { kind: 'delete', path: 'entitlements/other_1' }),

    // bookFiles/{bookId}
    allow("an owner reads their book's file link", 'other', { kind: 'get', path: 'bookFiles/1' }),
    deny('a user who does not own the book cannot read its file link', 'learner', {
      kind: 'get',
      path: 'bookFiles/1',
    }),
    deny("a visitor cannot read a book's file link", 'anonymous', { kind: 'get', path: 'bookFiles/1' }),
    allow("the admin reads a book's file link", 'admin', { kind: 'get', path: 'bookFiles/1' }),
    allow("the admin sets a book's file link", 'admin', {
      kind: 'create',
      path: 'bookFiles/2',
      data: { url: 'https://files.example.test/react-pro-series.pdf', updatedAt: SERVER_TIME },
    }),
    allow("the admin changes a book's file link", 'admin', {
      kind: 'create',
      path: 'bookFiles/1',
      data: { url: '/sample-books/online-data-entry-guide.pdf', updatedAt: SERVER_TIME },
    }),
    deny('a file link is a web address', 'admin', {
      kind: 'create',
      path: 'bookFiles/2',
      data: { url: 'javascript:alert(1)', updatedAt: SERVER_TIME },
    }),
    deny('a file link is for a book of the catalogue', 'admin', {
      kind: 'create',
      path: 'bookFiles/99',
      data: { url: 'https://files.example.test/x.pdf', updatedAt: SERVER_TIME },
    }),
    deny("a user cannot set a book's file link", 'other', {
      kind: 'create',
      path: 'bookFiles/1',
      data: { url: 'https://files.example.test/mine.pdf', updatedAt: SERVER_TIME },
    }),
  ];
}

export const accessMatrix: MatrixCase[] = [
  // users/{uid}
  deny('a visitor cannot read a profile', 'anonymous', { kind: 'get', path: 'users/learner' }),
  allow('a user reads their own profile', 'learner', { kind: 'get', path: 'users/learner' }),
  deny("a user cannot read another user's profile", 'learner', { kind: 'get', path: 'users/other' }),
  allow('the admin reads any profile', 'admin', { kind: 'get', path: 'users/learner' }),
  deny('a user cannot list all users', 'learner', { kind: 'list', collection: 'users' }),
  allow('the admin lists all users', 'admin', { kind: 'list', collection: 'users' }),
  allow('the admin lists the users waiting for approval', 'admin', {
    kind: 'list',
    collection: 'users',
    whereApproved: false,
  }),
  allow('the admin lists the approved users', 'admin', {
    kind: 'list',
    collection: 'users',
    whereApproved: true,
  }),
  allow('the admin lists the users whose approval was revoked', 'admin', {
    kind: 'list',
    collection: 'users',
    whereRevoked: true,
  }),
  deny('a user cannot list the users whose approval was revoked', 'learner', {
    kind: 'list',
    collection: 'users',
    whereRevoked: true,
  }),
  deny('a user cannot list the users waiting for approval', 'learner', {
    kind: 'list',
    collection: 'users',
    whereApproved: false,
  }),
  deny('an approved worker cannot list the approved users', 'approved', {
    kind: 'list',
    collection: 'users',
    whereApproved: true,
  }),
  deny('an unverified sign-up with the admin e-mail cannot list users', 'impostor', {
    kind: 'list',
    collection: 'users',
  }),
  allow('a new user creates their own unapproved profile', 'newcomer', {
    kind: 'create',
    path: 'users/newcomer',
    data: newProfile(),
  }),
  deny('a new user cannot create an approved profile', 'newcomer', {
    kind: 'create',
    path: 'users/newcomer',
    data: newProfile({ approved: true }),
  }),
  deny('a new user cannot add fields outside the schema', 'newcomer', {
    kind: 'create',
    path: 'users/newcomer',
    data: newProfile({ role: 'admin' }),
  }),
  deny('a new user cannot create a profile for someone else', 'newcomer', {
    kind: 'create',
    path: 'users/someone',
    data: newProfile({ id: 'someone' }),
  }),
  deny('a visitor cannot create a profile', 'anonymous', {
    kind: 'create',
    path: 'users/newcomer',
    data: newProfile(),
  }),
  deny('a guest without an e-mail cannot create a profile', 'guest', {
    kind: 'create',
    path: 'users/guest',
    data: newProfile({ id: 'guest', email: '' }),
  }),
  deny('a new user cannot give their profile another e-mail', 'newcomer', {
    kind: 'create',
    path: 'users/newcomer',
    data: newProfile({ email: 'other@demo.test' }),
  }),
  allow('an account with a 254-character e-mail creates its profile', 'longest', {
    kind: 'create',
    path: 'users/longest',
    data: newProfile({ id: 'longest', email: longestEmail }),
  }),
  deny('a profile e-mail of 255 characters is refused', 'overlong', {
    kind: 'create',
    path: 'users/overlong',
    data: newProfile({ id: 'overlong', email: overlongEmail }),
  }),
  deny('a user cannot approve themselves', 'learner', {
    kind: 'update',
    path: 'users/learner',
    data: { approved: true },
  }),
  allow('a user changes their own name', 'learner', {
    kind: 'update',
    path: 'users/learner',
    data: { firstName: 'Asha' },
  }),
  deny("a user cannot change another user's name", 'learner', {
    kind: 'update',
    path: 'users/other',
    data: { firstName: 'Mallory' },
  }),
  deny('a user cannot change their stored e-mail', 'learner', {
    kind: 'update',
    path: 'users/learner',
    data: { email: 'x@demo.test' },
  }),
  allow('the admin approves a user', 'admin', {
    kind: 'update',
    path: 'users/learner',
    data: { approved: true },
  }),
  allow('the admin revokes an approval', 'admin', {
    kind: 'update',
    path: 'users/approved',
    data: { approved: false },
  }),
  deny("the admin cannot change a user's e-mail", 'admin', {
    kind: 'update',
    path: 'users/learner',
    data: { email: 'x@demo.test' },
  }),
  deny('an unverified sign-up with the admin e-mail cannot approve', 'impostor', {
    kind: 'update',
    path: 'users/learner',
    data: { approved: true },
  }),
  deny('nobody deletes a profile', 'admin', { kind: 'delete', path: 'users/learner' }),

  // payments/{id}
  allow('a user submits their own pending payment', 'learner', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment(),
  }),
  deny('a visitor cannot submit a payment', 'anonymous', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment(),
  }),
  allow('a user pays for any book of the catalogue at its price', 'learner', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment({ bookId: '3', bookTitle: 'Node.js Expert', amount: '₹999' }),
  }),
  deny('a guest without an e-mail cannot submit a payment', 'guest', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment({ uid: 'guest', emailID: '' }),
  }),
  deny('a payment cannot pay less than the book costs', 'learner', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment({ amount: '₹1' }),
  }),
  deny('a payment amount is the price text, not any words', 'learner', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment({ amount: 'PAID IN FULL' }),
  }),
  deny("a payment cannot carry another book's title", 'learner', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment({ bookTitle: 'React Pro Series' }),
  }),
  deny("a payment for a book cannot carry a cheaper book's title and price", 'learner', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment({ bookTitle: 'React Pro Series', amount: '₹499' }),
  }),
  deny('a payment names a book of the catalogue', 'learner', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment({ bookId: '999' }),
  }),
  allow("a payment's e-mail is the buyer's own, in any case", 'learner', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment({ emailID: 'Learner@Demo.TEST' }),
  }),
  deny("a payment's search name is the buyer's name in lower case", 'learner', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment({ searchName: 'someone else' }),
  }),
  deny("a payment's search e-mail is the buyer's e-mail in lower case", 'learner', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment({ searchEmail: 'other@demo.test' }),
  }),
  deny('a payment needs its search fields', 'learner', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: without(newPayment(), 'searchName'),
  }),
  deny("a payment cannot carry someone else's e-mail", 'learner', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment({ emailID: 'other@demo.test' }),
  }),
  deny('a payment cannot leave out the e-mail', 'learner', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment({ emailID: '' }),
  }),
  allow('a payment carries a full name of 201 characters', 'learner', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment({ userName: longestName }),
  }),
  deny('a payment name of 202 characters is refused', 'learner', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment({ userName: overlongName }),
  }),
  allow('a payment carries an e-mail of 254 characters', 'longest', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment({ uid: 'longest', emailID: longestEmail }),
  }),
  deny('a payment e-mail of 255 characters is refused', 'overlong', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment({ uid: 'overlong', emailID: overlongEmail }),
  }),
  deny('a user cannot submit a confirmed payment', 'learner', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment({ status: 'confirmed' }),
  }),
  deny('a user cannot submit a payment in another name', 'learner', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment({ uid: 'other' }),
  }),
  deny('a payment needs its book title', 'learner', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: without(newPayment(), 'bookTitle'),
  }),
  deny('a payment cannot carry fields outside the schema', 'learner', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment({ discount: 1499 }),
  }),
  deny('a payment is filed under its own transaction id', 'learner', {
    kind: 'create',
    path: 'payments/UTR9999',
    data: newPayment(),
  }),
  deny('a buyer cannot pay again for a book they own', 'other', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment({ uid: 'other', emailID: 'other@demo.test' }),
  }),
  allow('an owner of one book pays for another', 'other', {
    kind: 'create',
    path: 'payments/UTR3000',
    data: newPayment({
      uid: 'other',
      emailID: 'other@demo.test',
      bookId: '3',
      bookTitle: 'Node.js Expert',
      amount: '₹999',
    }),
  }),
  allow('a buyer reads their own pending payment for a book', 'learner', {
    kind: 'listPending',
    whereUid: 'learner',
    bookId: '1',
  }),
  deny("a user cannot read another user's pending payment for a book", 'learner', {
    kind: 'listPending',
    whereUid: 'other',
    bookId: '1',
  }),
  deny('a visitor cannot read pending payments for a book', 'anonymous', {
    kind: 'listPending',
    whereUid: 'learner',
    bookId: '1',
  }),
  deny('a transaction id already used cannot be submitted again', 'learner', {
    kind: 'create',
    path: 'payments/UTR2000',
    data: newPayment({ transactionId: 'UTR2000' }),
  }),
  allow('a user reads their own payment', 'learner', { kind: 'get', path: 'payments/UTR1000' }),
  deny("a user cannot read another user's payment", 'learner', { kind: 'get', path: 'payments/UTR2000' }),
  allow('a user lists their own payments', 'learner', {
    kind: 'list',
    collection: 'payments',
    whereUid: 'learner',
  }),
  deny('a user cannot list all payments', 'learner', { kind: 'list', collection: 'payments' }),
  deny("a user cannot list another user's payments", 'learner', {
    kind: 'list',
    collection: 'payments',
    whereUid: 'other',
  }),
  allow('the admin lists all payments', 'admin', { kind: 'list', collection: 'payments' }),
  allow('the admin lists the payments confirmed in a month', 'admin', {
    kind: 'listConfirmed',
    ...novemberDecisions,
  }),
  deny('a worker cannot list the payments confirmed in a month', 'approved', {
    kind: 'listConfirmed',
    ...novemberDecisions,
  }),
  deny('a learner cannot list the payments confirmed in a month', 'learner', {
    kind: 'listConfirmed',
    ...novemberDecisions,
  }),
  deny('a visitor cannot list the payments confirmed in a month', 'anonymous', {
    kind: 'listConfirmed',
    ...novemberDecisions,
  }),
  ...purchaseCases(),

  // entries/{uid}/dailyEntries/{date}
  allow('an approved user reads their own entry', 'approved', {
    kind: 'get',
    path: entryPath('approved', '2026-11-01'),
  }),
  allow('an approved user lists their own entries', 'approved', {
    kind: 'list',
    collection: 'entries/approved/dailyEntries',
  }),
  deny("a user cannot read another user's entry", 'learner', {
    kind: 'get',
    path: entryPath('approved', '2026-11-01'),
  }),
  deny("a user cannot list another user's entries", 'learner', {
    kind: 'list',
    collection: 'entries/approved/dailyEntries',
  }),
  allow("the admin lists a user's entries", 'admin', {
    kind: 'list',
    collection: 'entries/approved/dailyEntries',
  }),
  deny('a user cannot record their own entries', 'approved', {
    kind: 'create',
    path: entryPath('approved', '2026-11-02'),
    data: { count: 100, date: '2026-11-02' },
  }),
  deny('a user cannot raise their own count', 'approved', {
    kind: 'update',
    path: entryPath('approved', '2026-11-01'),
    data: { count: 100 },
  }),
  allow(
    'the admin records a count with the totals moved by it',
    'admin',
    countWithTotals('approved', '2026-11-02', 40, { allTime: 50, firstDay: '2026-11-01' }),
  ),
  allow(
    'the admin changes a count and the totals by the difference',
    'admin',
    countWithTotals('approved', '2026-11-01', 55, { allTime: 55, firstDay: '2026-11-01' }),
  ),
  allow(
    'the admin lowers a saved count and the totals by the difference',
    'admin',
    countWithTotals('approved', '2026-11-01', 4, { allTime: 4, firstDay: '2026-11-01' }),
  ),
  allow(
    'the admin corrects a saved count to 0, taking it off the totals',
    'admin',
    countWithTotals('approved', '2026-11-01', 0, { allTime: 0, firstDay: '2026-11-01' }),
  ),
  deny(
    'a count lowered to 0 cannot leave the totals where they were',
    'admin',
    countWithTotals('approved', '2026-11-01', 0, { allTime: 10, firstDay: '2026-11-01' }),
  ),
  deny(
    'a lowered count cannot take more off the totals than its change',
    'admin',
    countWithTotals('approved', '2026-11-01', 4, { allTime: 0, firstDay: '2026-11-01' }),
  ),
  allow(
    'a count before the first day moves the first day back to it',
    'admin',
    countWithTotals('approved', '2026-10-15', 5, { allTime: 15, firstDay: '2026-10-15' }),
  ),
  deny('a count cannot be recorded without moving the totals', 'admin', {
    kind: 'create',
    path: entryPath('approved', '2026-11-02'),
    data: { count: 40, date: '2026-11-02' },
  }),
  deny('a count cannot be changed without moving the totals', 'admin', {
    kind: 'update',
    path: entryPath('approved', '2026-11-01'),
    data: { count: 55 },
  }),
  deny(
    'the totals cannot move by more than the count',
    'admin',
    countWithTotals('approved', '2026-11-02', 40, { allTime: 60, firstDay: '2026-11-01' }),
  ),
  deny(
    'the first day cannot move forward with a later day',
    'admin',
    countWithTotals('approved', '2026-11-02', 40, { allTime: 50, firstDay: '2026-11-02' }),
  ),
  deny(
    'the first day cannot move back to a day not recorded',
    'admin',
    countWithTotals('approved', '2026-11-02', 40, { allTime: 50, firstDay: '2026-10-01' }),
  ),
  deny(
    'the totals cannot be named after another day',
    'admin',
    countWithTotals('approved', '2026-11-02', 40, {
      allTime: 50,
      firstDay: '2026-11-01',
      lastDay: '2026-11-03',
    }),
  ),
  deny('the totals cannot change on their own', 'admin', {
    kind: 'update',
    path: 'entries/approved',
    data: { allTime: 20 },
  }),
  deny(
    'a worker without totals gets no count until recounted',
    'admin',
    countWithTotals('learner', '2026-11-02', 4, { allTime: 4, firstDay: '2026-11-02' }),
  ),
  deny('a worker whose totals have the earlier shape gets no count until recounted', 'admin', {
    kind: 'batch',
    writes: [
      { type: 'merge', path: entryPath('other', '2026-11-02'), data: { count: 4, date: '2026-11-02' } },
      {
        type: 'set',
        path: 'entries/other',
        data: { allTime: 7, firstDay: '2026-10-01', lastDay: '2026-11-02' },
      },
    ],
  }),
  allow('the admin recounts a worker who has no totals', 'admin', {
    kind: 'create',
    path: 'entries/learner',
    data: { allTime: 0, firstDay: '', lastDay: '' },
  }),
  allow('the admin recounts a worker whose totals have the earlier shape, replacing them', 'admin', {
    kind: 'create',
    path: 'entries/other',
    data: { allTime: 3, firstDay: '2026-10-01', lastDay: '' },
  }),
  deny('a recount cannot overwrite current totals', 'admin', {
    kind: 'create',
    path: 'entries/approved',
    data: { allTime: 999, firstDay: '2026-11-01', lastDay: '' },
  }),
  deny('totals cannot carry fields outside the schema', 'admin', {
    kind: 'create',
    path: 'entries/learner',
    data: { allTime: 0, firstDay: '', lastDay: '', bonus: 500 },
  }),
  deny('totals cannot keep a map of months', 'admin', {
    kind: 'create',
    path: 'entries/learner',
    data: { allTime: 0, firstDay: '', lastDay: '', months: {} },
  }),
  deny(
    'a worker cannot write their own totals',
    'approved',
    countWithTotals('approved', '2026-11-02', 40, { allTime: 50, firstDay: '2026-11-01' }),
  ),
  deny('a user cannot recount their own totals', 'learner', {
    kind: 'create',
    path: 'entries/learner',
    data: { allTime: 500, firstDay: '', lastDay: '' },
  }),
  allow('a worker reads their own totals', 'approved', { kind: 'get', path: 'entries/approved' }),
  deny("a user cannot read another worker's totals", 'learner', { kind: 'get', path: 'entries/approved' }),
  allow("the admin reads every worker's totals", 'admin', { kind: 'list', collection: 'entries' }),
  deny("a worker cannot list everyone's totals", 'approved', { kind: 'list', collection: 'entries' }),
  allow("the admin reads every worker's count of a day in one query", 'admin', {
    kind: 'listDay',
    date: '2026-11-01',
  }),
  deny("a worker cannot read everyone's counts of a day", 'approved', {
    kind: 'listDay',
    date: '2026-11-01',
  }),
  allow("the admin reads every worker's days of a month in one query", 'admin', {
    kind: 'listDays',
    from: '2026-11-01',
    to: '2026-11-30',
  }),
  deny("a worker cannot read everyone's days of a month", 'approved', {
    kind: 'listDays',
    from: '2026-11-01',
    to: '2026-11-30',
  }),
  deny("a learner cannot read everyone's days of a month", 'learner', {
    kind: 'listDays',
    from: '2026-11-01',
    to: '2026-11-30',
  }),
  deny("a visitor cannot read everyone's days of a month", 'anonymous', {
    kind: 'listDays',
    from: '2026-11-01',
    to: '2026-11-30',
  }),
  deny('nobody deletes totals', 'admin', { kind: 'delete', path: 'entries/approved' }),
  deny('a count above 100 is refused', 'admin', {
    kind: 'create',
    path: entryPath('approved', '2026-11-02'),
    data: { count: 101, date: '2026-11-02' },
  }),
  deny('a negative count is refused', 'admin', {
    kind: 'create',
    path: entryPath('approved', '2026-11-02'),
    data: { count: -1, date: '2026-11-02' },
  }),
  deny('a fractional count is refused', 'admin', {
    kind: 'create',
    path: entryPath('approved', '2026-11-02'),
    data: { count: 4.5, date: '2026-11-02' },
  }),
  deny('the date must equal the document id', 'admin', {
    kind: 'create',
    path: entryPath('approved', '2026-11-02'),
    data: { count: 4, date: '2026-11-03' },
  }),
  deny('the document id must be a yyyy-MM-dd day', 'admin', {
    kind: 'create',
    path: entryPath('approved', 'yesterday'),
    data: { count: 4, date: 'yesterday' },
  }),
  deny('an entry cannot carry fields outside the schema', 'admin', {
    kind: 'create',
    path: entryPath('approved', '2026-11-02'),
    data: { count: 4, date: '2026-11-02', bonus: 500 },
  }),
  deny('an unverified sign-up with the admin e-mail cannot record counts', 'impostor', {
    kind: 'create',
    path: entryPath('approved', '2026-11-02'),
    data: { count: 4, date: '2026-11-02' },
  }),
  deny('nobody deletes an entry', 'admin', { kind: 'delete', path: entryPath('approved', '2026-11-01') }),

  // submissions/{id}
  allow('a user posts their own ad', 'learner', {
    kind: 'create',
    path: 'submissions/sub2',
    data: newSubmission(),
  }),
  deny('a visitor cannot post an ad', 'anonymous', {
    kind: 'create',
    path: 'submissions/sub2',
    data: newSubmission(),
  }),
  allow('a user posts an ad in any subcategory of the catalogue', 'learner', {
    kind: 'create',
    path: 'submissions/sub2',
    data: newSubmission({
      category: 'Education/Training',
      subcategory: 'Coaching Institutes',
      fields: { 'Institute Name': 'Bright Minds' },
    }),
  }),
  deny('a guest without an e-mail cannot post an ad', 'guest', {
    kind: 'create',
    path: 'submissions/sub2',
    data: newSubmission({ uid: 'guest', email: '' }),
  }),
  deny("an ad cannot carry someone else's e-mail", 'learner', {
    kind: 'create',
    path: 'submissions/sub2',
    data: newSubmission({ email: 'other@demo.test' }),
  }),
  deny('an ad category is one of the catalogue', 'learner', {
    kind: 'create',
    path: 'submissions/sub2',
    data: newSubmission({ category: 'Pets', subcategory: 'Dogs' }),
  }),
  deny("an ad subcategory belongs to the ad's category", 'learner', {
    kind: 'create',
    path: 'submissions/sub2',
    data: newSubmission({ category: 'Jobs', subcategory: 'Cars' }),
  }),
  allow(`an ad carries ${MAX_AD_FIELDS} fields of 2000 characters`, 'learner', {
    kind: 'create',
    path: 'submissions/sub2',
    data: newSubmission({ fields: adFields(MAX_AD_FIELDS, 2000) }),
  }),
  deny(`an ad of ${MAX_AD_FIELDS + 1} fields is refused`, 'learner', {
    kind: 'create',
    path: 'submissions/sub2',
    data: newSubmission({ fields: adFields(MAX_AD_FIELDS + 1, 10) }),
  }),
  deny('an ad field of 2001 characters is refused', 'learner', {
    kind: 'create',
    path: 'submissions/sub2',
    data: newSubmission({ fields: adFields(1, 2001) }),
  }),
  allow('an ad carries a full name of 201 characters', 'learner', {
    kind: 'create',
    path: 'submissions/sub2',
    data: newSubmission({ userName: longestName }),
  }),
  deny('an ad name of 202 characters is refused', 'learner', {
    kind: 'create',
    path: 'submissions/sub2',
    data: newSubmission({ userName: overlongName }),
  }),
  allow('an ad carries an e-mail of 254 characters', 'longest', {
    kind: 'create',
    path: 'submissions/sub2',
    data: newSubmission({ uid: 'longest', email: longestEmail }),
  }),
  deny('an ad e-mail of 255 characters is refused', 'overlong', {
    kind: 'create',
    path: 'submissions/sub2',
    data: newSubmission({ uid: 'overlong', email: overlongEmail }),
  }),
  deny('a user cannot post an ad in another name', 'learner', {
    kind: 'create',
    path: 'submissions/sub2',
    data: newSubmission({ uid: 'other' }),
  }),
  deny('an ad needs its category', 'learner', {
    kind: 'create',
    path: 'submissions/sub2',
    data: without(newSubmission(), 'category'),
  }),
  deny('an ad cannot carry fields outside the schema', 'learner', {
    kind: 'create',
    path: 'submissions/sub2',
    data: newSubmission({ featured: true }),
  }),
  allow('a user reads their own ad', 'learner', { kind: 'get', path: 'submissions/sub1' }),
  deny("a user cannot read another user's ad", 'other', { kind: 'get', path: 'submissions/sub1' }),
  allow('a user lists their own ads', 'learner', {
    kind: 'list',
    collection: 'submissions',
    whereUid: 'learner',
  }),
  deny('a user cannot list all ads', 'learner', { kind: 'list', collection: 'submissions' }),
  allow('the admin lists all ads', 'admin', { kind: 'list', collection: 'submissions' }),
  deny('nobody edits a posted ad', 'learner', {
    kind: 'update',
    path: 'submissions/sub1',
    data: { category: 'Jobs' },
  }),
  deny('nobody deletes an ad', 'admin', { kind: 'delete', path: 'submissions/sub1' }),
  deny('a user cannot post an ad already published', 'learner', {
    kind: 'create',
    path: 'submissions/sub2',
    data: newSubmission({ status: 'published' }),
  }),

  // Moderation: the admin publishes a waiting ad with its public copy, or rejects it
  allow('the admin publishes a waiting ad with its public copy in one batch', 'admin', approval()),
  deny('the admin cannot publish an ad without its public copy', 'admin', {
    kind: 'update',
    path: 'submissions/sub1',
    data: { status: 'published', publishedAt: SERVER_TIME },
  }),
  deny('a public copy cannot be written for an ad that is not published', 'admin', {
    kind: 'create',
    path: 'publicAds/sub1',
    data: publicCopy(SERVER_TIME),
  }),
  deny(
    "a public copy cannot carry the poster's e-mail",
    'admin',
    approval(publicCopy(SERVER_TIME, { email: 'learner@demo.test' })),
  ),
  deny(
    "a public copy cannot carry the poster's account id",
    'admin',
    approval(publicCopy(SERVER_TIME, { uid: 'learner' })),
  ),
  deny(
    "a public copy carries the ad's own fields, not others",
    'admin',
    approval(publicCopy(SERVER_TIME, { fields: { Brand: 'Tata' } })),
  ),
  deny(
    "a public copy carries the poster's own first name",
    'admin',
    approval(publicCopy(SERVER_TIME, { firstName: 'Learner Demo' })),
  ),
  deny(
    'a public copy is stamped with the time of publication',
    'admin',
    approval(publicCopy(publishedLongAgo)),
  ),
  deny('a user cannot publish their own ad', 'learner', approval()),
  deny('an unverified sign-up with the admin e-mail cannot publish', 'impostor', approval()),
  deny('a published ad cannot be published again', 'admin', {
    kind: 'batch',
    writes: [
      { type: 'update', path: 'submissions/pub1', data: { publishedAt: SERVER_TIME } },
      { type: 'set', path: 'publicAds/pub1', data: publicCopy(SERVER_TIME) },
    ],
  }),
  allow('the admin rejects a waiting ad with a reason', 'admin', {
    kind: 'update',
    path: 'submissions/sub1',
    data: { status: 'rejected', reason: 'The price is missing.' },
  }),
  deny('a rejection needs a reason', 'admin', {
    kind: 'update',
    path: 'submissions/sub1',
    data: { status: 'rejected', reason: '' },
  }),
  deny('a user cannot reject an ad', 'other', {
    kind: 'update',
    path: 'submissions/sub1',
    data: { status: 'rejected', reason: 'Spam' },
  }),

  // publicAds/{id}: anyone reads a listed ad, nothing else
  allow('a visitor reads a listed ad', 'anonymous', { kind: 'get', path: 'publicAds/pub1' }),
  allow('a signed-in user reads a listed ad', 'other', { kind: 'get', path: 'publicAds/pub1' }),
  deny('a visitor cannot read an expired ad', 'anonymous', { kind: 'get', path: 'publicAds/old1' }),
  allow('a visitor asks for an ad that is not there and is told so', 'anonymous', {
    kind: 'get',
    path: 'publicAds/none',
  }),
  allow('a visitor lists the listed ads', 'anonymous', {
    kind: 'list',
    collection: 'publicAds',
    listedOnly: true,
  }),
  deny('a visitor cannot list every public copy, expired ones too', 'anonymous', {
    kind: 'list',
    collection: 'publicAds',
  }),
  deny('a visitor cannot read the ads themselves', 'anonymous', { kind: 'get', path: 'submissions/pub1' }),
  deny('a visitor cannot list the ads themselves', 'anonymous', { kind: 'list', collection: 'submissions' }),
  deny("a user cannot change a public copy's words", 'learner', {
    kind: 'update',
    path: 'publicAds/pub1',
    data: { fields: { Brand: 'Tata' } },
  }),

  // The poster withdraws their published ad or renews their expired one
  allow('a poster withdraws their published ad, deleting its public copy', 'learner', withdrawal('pub1')),
  deny('a withdrawal deletes the public copy too', 'learner', {
    kind: 'update',
    path: 'submissions/pub1',
    data: { status: 'withdrawn' },
  }),
  deny("a user cannot withdraw another user's ad", 'other', withdrawal('pub1')),
  deny('a public copy is deleted only with its withdrawal', 'learner', {
    kind: 'delete',
    path: 'publicAds/pub1',
  }),
  allow('a poster renews their expired ad', 'learner', renewal('old1')),
  deny('an ad still listed cannot be renewed', 'learner', renewal('pub1')),
  deny("a user cannot renew another user's ad", 'other', renewal('old1')),
  deny('a poster cannot republish a rejected or waiting ad', 'learner', {
    kind: 'batch',
    writes: [
      { type: 'update', path: 'submissions/sub1', data: { status: 'published', publishedAt: SERVER_TIME } },
      { type: 'set', path: 'publicAds/sub1', data: publicCopy(SERVER_TIME) },
    ],
  }),
  deny('a poster cannot change their ad on renewal', 'learner', {
    kind: 'batch',
    writes: [
      {
        type: 'update',
        path: 'submissions/old1',
        data: { publishedAt: SERVER_TIME, fields: { Brand: 'Tata' } },
      },
      { type: 'update', path: 'publicAds/old1', data: { publishedAt: SERVER_TIME } },
    ],
  }),

  ...payoutCases(),

  ...ownerCases(),

  // anything else
  deny('the admin cannot read outside the schema', 'admin', { kind: 'get', path: 'settings/site' }),
  deny('a user cannot write outside the schema', 'learner', {
    kind: 'create',
    path: 'settings/site',
    data: { owner: 'learner' },
  }),
];

/** payouts/{id} and payoutTotals/{uid}: the admin records, a worker reads their own, nothing is edited. */
function payoutCases(): MatrixCase[] {
  const reversalOf1 = payoutData({ amount: -500, note: 'Paid twice by mistake', reverses: 'pay1' });
  return [
    allow(
      'the admin records a payout with the totals moved by it',
      'admin',
      payoutWithTotals('new1', payoutData()),
    ),
    allow(
      "a worker's first payout starts their totals",
      'admin',
      payoutWithTotals('new1', payoutData({ uid: 'other', amount: 250 })),
    ),
    allow(
      'the admin records a payout of the largest amount',
      'admin',
      payoutWithTotals('new1', payoutData({ amount: MAX_PAYOUT })),
    ),
    allow(
      'the admin records a payout dated today',
      'admin',
      payoutWithTotals('new1', payoutData({ paidOn: new Date().toISOString().slice(0, 10) })),
    ),
    allow('the admin reverses a payout with a note', 'admin', payoutWithTotals('pay1-reversal', reversalOf1)),
    deny(
      "a payout cannot take the id of another payout's reversal",
      'admin',
      payoutWithTotals('new1-reversal', payoutData()),
    ),
    deny('a worker cannot record their own payout', 'approved', payoutWithTotals('new1', payoutData())),
    deny(
      'a user cannot record a payout to themselves',
      'learner',
      payoutWithTotals('new1', payoutData({ uid: 'learner', createdBy: 'learner' })),
    ),
    deny('a payout of nothing is refused', 'admin', payoutWithTotals('new1', payoutData({ amount: 0 }))),
    deny('a negative payout is refused', 'admin', payoutWithTotals('new1', payoutData({ amount: -50 }))),
    deny('a fractional payout is refused', 'admin', payoutWithTotals('new1', payoutData({ amount: 99.5 }))),
    deny(
      'a payout above the bound is refused',
      'admin',
      payoutWithTotals('new1', payoutData({ amount: MAX_PAYOUT + 1 })),
    ),
    deny(
      'a payout dated in the future is refused',
      'admin',
      payoutWithTotals('new1', payoutData({ paidOn: threeDaysAhead })),
    ),
    deny(
      'a payout needs a real day',
      'admin',
      payoutWithTotals('new1', payoutData({ paidOn: '2026-02-30' })),
    ),
    deny('a payout needs a reference', 'admin', payoutWithTotals('new1', payoutData({ reference: '' }))),
    deny(
      'a reference is stored without surrounding spaces',
      'admin',
      payoutWithTotals('new1', payoutData({ reference: ' UTR-PAY-9 ' })),
    ),
    deny(
      'a payout is stamped with the admin who records it',
      'admin',
      payoutWithTotals('new1', payoutData({ createdBy: 'approved' })),
    ),
    deny(
      'a payout carries no fields outside the schema',
      'admin',
      payoutWithTotals('new1', payoutData({ bonus: 1 })),
    ),
    deny(
      'the totals cannot move by more than the payout',
      'admin',
      payoutWithTotals('new1', payoutData(), { paid: 1500, lastPayout: 'new1' }),
    ),
    deny(
      'the totals name the payout written with them',
      'admin',
      payoutWithTotals('new1', payoutData(), { paid: 1000, lastPayout: 'pay1' }),
    ),
    deny('a payout cannot be written without its totals', 'admin', {
      kind: 'create',
      path: 'payouts/new1',
      data: payoutData(),
    }),
    deny('the totals cannot move without a payout', 'admin', {
      kind: 'update',
      path: 'payoutTotals/approved',
      data: { paid: 1000 },
    }),
    deny('the totals cannot move by a payout already counted', 'admin', {
      kind: 'update',
      path: 'payoutTotals/approved',
      data: { paid: 1000, lastPayout: 'pay1' },
    }),
    deny('a payout cannot be changed', 'admin', {
      kind: 'update',
      path: 'payouts/pay1',
      data: { amount: 600 },
    }),
    deny('a payout cannot be deleted', 'admin', { kind: 'delete', path: 'payouts/pay1' }),
    deny('paid-to-date cannot be deleted', 'admin', { kind: 'delete', path: 'payoutTotals/approved' }),
    deny(
      'a payout is reversed once',
      'admin',
      payoutWithTotals(
        'pay2-reversal',
        payoutData({ amount: -300, note: 'Again', reverses: 'pay2', reference: 'UTR-PAY-2' }),
        { paid: 200, lastPayout: 'pay2-reversal' },
      ),
    ),
    deny(
      'a reversal cannot be reversed',
      'admin',
      payoutWithTotals(
        'pay2-reversal-reversal',
        payoutData({ amount: 300, note: 'Undo', reverses: 'pay2-reversal', reference: 'UTR-PAY-2' }),
      ),
    ),
    deny(
      'a reversal takes back exactly the amount paid',
      'admin',
      payoutWithTotals('pay1-reversal', { ...reversalOf1, amount: -400 }),
    ),
    deny(
      'a reversal needs a note',
      'admin',
      payoutWithTotals('pay1-reversal', { ...reversalOf1, note: '  ' }),
    ),
    deny(
      'a reversal is filed under the payout it takes back',
      'admin',
      payoutWithTotals('other-reversal', reversalOf1),
    ),
    deny(
      "a reversal takes back the same worker's payout",
      'admin',
      payoutWithTotals('pay1-reversal', { ...reversalOf1, uid: 'other' }),
    ),
    allow('a worker reads their own payout', 'approved', { kind: 'get', path: 'payouts/pay1' }),
    allow('a worker lists their own payouts', 'approved', {
      kind: 'list',
      collection: 'payouts',
      whereUid: 'approved',
    }),
    allow('a worker reads their own paid-to-date', 'approved', {
      kind: 'get',
      path: 'payoutTotals/approved',
    }),
    allow('a user who is not approved still reads their own payouts', 'learner', {
      kind: 'list',
      collection: 'payouts',
      whereUid: 'learner',
    }),
    allow('a user who is not approved still reads their own paid-to-date', 'learner', {
      kind: 'get',
      path: 'payoutTotals/learner',
    }),
    allow('a user who is not approved still reads their own days', 'learner', {
      kind: 'list',
      collection: 'entries/learner/dailyEntries',
    }),
    deny("a user cannot read another worker's payout", 'learner', { kind: 'get', path: 'payouts/pay1' }),
    deny("a user cannot list another worker's payouts", 'learner', {
      kind: 'list',
      collection: 'payouts',
      whereUid: 'approved',
    }),
    deny('a worker cannot list all payouts', 'approved', { kind: 'list', collection: 'payouts' }),
    deny("a user cannot read another worker's paid-to-date", 'learner', {
      kind: 'get',
      path: 'payoutTotals/approved',
    }),
    deny("a worker cannot list everyone's paid-to-date", 'approved', {
      kind: 'list',
      collection: 'payoutTotals',
    }),
    deny('a visitor cannot read payouts', 'anonymous', { kind: 'get', path: 'payouts/pay1' }),
    allow('the admin lists every payout', 'admin', { kind: 'list', collection: 'payouts' }),
    allow("the admin lists everyone's paid-to-date", 'admin', { kind: 'list', collection: 'payoutTotals' }),
    allow('the admin revokes a worker, marking them revoked', 'admin', {
      kind: 'update',
      path: 'users/approved',
      data: { approved: false, revoked: true },
    }),
    allow('the admin approves a revoked user again, clearing the mark', 'admin', {
      kind: 'update',
      path: 'users/learner',
      data: { approved: true, revoked: false },
    }),
    // The repair of workers revoked before the mark existed: the mark alone, on someone not approved
    // (the seed's 'other' has days recorded, under totals of the earlier shape).
    allow('the admin marks a former worker, not approved, as revoked', 'admin', {
      kind: 'update',
      path: 'users/other',
      data: { revoked: true },
    }),
    deny('marking a former worker revoked changes nothing else', 'admin', {
      kind: 'update',
      path: 'users/other',
      data: { revoked: true, firstName: 'Renamed' },
    }),
    deny('the revoked mark is true or false, nothing else', 'admin', {
      kind: 'update',
      path: 'users/other',
      data: { revoked: 'yes' },
    }),
    allow('the admin approves a revoked worker again, clearing their mark', 'admin', {
      kind: 'update',
      path: 'users/former',
      data: { approved: true, revoked: false },
    }),
    deny('an approval cannot keep the revoked mark', 'admin', {
      kind: 'update',
      path: 'users/former',
      data: { approved: true },
    }),
    deny('a user cannot mark someone else revoked', 'learner', {
      kind: 'update',
      path: 'users/other',
      data: { revoked: true },
    }),
    deny('an approved user cannot be marked revoked', 'admin', {
      kind: 'update',
      path: 'users/approved',
      data: { revoked: true },
    }),
    deny('a user cannot mark themselves revoked', 'approved', {
      kind: 'update',
      path: 'users/approved',
      data: { revoked: true },
    }),
  ];
}

/**
 * Every kind of admin read and write, as the account `uid` sends it (its own uid where the rules
 * want the writer's): users, payments, exports, counts, payouts, ads and book files.
 */
export function adminRights(uid: string): { right: string; op: MatrixOp }[] {
  return [
    { right: 'read any profile', op: { kind: 'get', path: 'users/learner' } },
    { right: 'list every user', op: { kind: 'list', collection: 'users' } },
    {
      right: 'list the users waiting for approval',
      op: { kind: 'list', collection: 'users', whereApproved: false },
    },
    {
      right: 'approve a user',
      op: { kind: 'update', path: 'users/learner', data: { approved: true, revoked: false } },
    },
    {
      right: 'revoke an approval',
      op: { kind: 'update', path: 'users/approved', data: { approved: false, revoked: true } },
    },
    { right: 'list every payment', op: { kind: 'list', collection: 'payments' } },
    { right: 'list the payments confirmed in a month', op: { kind: 'listConfirmed', ...novemberDecisions } },
    {
      right: 'confirm a payment, granting the book',
      op: {
        kind: 'batch',
        writes: [
          { type: 'update', path: 'payments/UTR1000', data: { ...decision('confirmed'), decidedBy: uid } },
          { type: 'set', path: 'entitlements/learner_1', data: grant('learner', '1', 'UTR1000') },
        ],
      },
    },
    {
      right: 'reject a payment',
      op: {
        kind: 'update',
        path: 'payments/UTR1000',
        data: { ...decision('rejected', { rejectionReason: 'wrong-amount' }), decidedBy: uid },
      },
    },
    { right: 'delete a rejected payment', op: { kind: 'delete', path: 'payments/UTR4000' } },
    { right: 'list every entitlement', op: { kind: 'list', collection: 'entitlements' } },
    {
      right: "record a worker's count",
      op: countWithTotals('approved', '2026-11-02', 40, { allTime: 50, firstDay: '2026-11-01' }),
    },
    { right: "read every worker's totals", op: { kind: 'list', collection: 'entries' } },
    { right: "read every worker's counts of a day", op: { kind: 'listDay', date: '2026-11-01' } },
    { right: 'record a payout', op: payoutWithTotals('new1', payoutData({ createdBy: uid })) },
    { right: 'list every payout', op: { kind: 'list', collection: 'payouts' } },
    { right: 'list every ad', op: { kind: 'list', collection: 'submissions' } },
    { right: 'publish an ad', op: approval() },
    {
      right: 'reject an ad',
      op: {
        kind: 'update',
        path: 'submissions/sub1',
        data: { status: 'rejected', reason: 'The price is missing.' },
      },
    },
    { right: "read a book's file link", op: { kind: 'get', path: 'bookFiles/1' } },
    {
      right: "set a book's file link",
      op: {
        kind: 'create',
        path: 'bookFiles/2',
        data: { url: 'https://files.example.test/react-pro-series.pdf', updatedAt: SERVER_TIME },
      },
    },
  ];
}

/**
 * The admin is the owner's pinned account, not whoever holds the admin's address: the owner has
 * every admin right; an account that claimed the address, verified or not, has none.
 */
function ownerCases(): MatrixCase[] {
  const { admin, claimant, impostor } = matrixActors;
  return adminRights(admin.uid).flatMap(({ right, op }, index) => [
    allow(`the pinned owner may ${right}`, 'admin', op),
    deny(
      `a verified account with the admin's address and another uid cannot ${right}`,
      'claimant',
      adminRights(claimant.uid)[index]!.op,
    ),
    deny(
      `an unverified account with the admin's address cannot ${right}`,
      'impostor',
      adminRights(impostor.uid)[index]!.op,
    ),
  ]);
}
