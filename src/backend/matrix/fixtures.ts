import { adCategories } from '../../catalogue/ads';
import { cardOf, LISTING_PATH, listingAfter } from '../documents/adListing';
import type { ListingCardDocument } from '../documents/fields';
import { demoAdmin, site } from '../../config/site';
import {
  AD_LISTING_DAYS,
  fullNameOf,
  MAX_CARD_TEXT,
  MAX_EMAIL,
  MAX_EXPIRED_CARDS,
  MAX_LISTED_ADS,
  MAX_NAME,
  MAX_PENDING_PAYMENTS,
  MAX_WAITING_ADS,
} from '../limits';
import { filedIn, filingPath, lastFiledField } from '../policies/filingPolicy';
import {
  approvalDocuments,
  bookFileDocument,
  confirmationWrites,
  countTotals,
  entryDocument,
  paymentDocument,
  profileDocument,
  submissionDocument,
  toSubmission,
  totalsDocument,
  withServerTime,
} from '../documents/documents';
import { payoutDocument } from '../documents/payoutDocuments';
import { sentPayoutDocument } from '../documents/sentPayoutDocuments';
import { withMonthDay } from '../monthDays';
import { withRecentDay } from '../recentDays';
import { searchKey, SERVER_TIME, type Actor, type DocData } from '../policies/policy';
import type { MonthDays, PaymentStatus, RecentDays } from '../types';

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
  | 'unconfirmed'
  | 'impostor'
  | 'claimant'
  | 'guest'
  | 'longest'
  | 'overlong'
  | 'staleApproved';

/**
 * A payment or an ad filed as the app files it: created in the batch that counts it among its
 * owner's filings (src/backend/policies/filingPolicy.ts), one more than the seed holds, and names it.
 */
export function filed(op: MatrixOp): MatrixOp {
  if (op.kind !== 'create') return op;
  return {
    kind: 'batch',
    writes: [{ type: 'set', path: op.path, data: op.data }, counting(op.path, String(op.data.uid))],
  };
}

/**
 * The write that counts the payment or ad at `filedPath` among the filings of `uid`: one more than
 * the seed holds (or `by` more), naming `named` (the one at `filedPath` unless given).
 */
export function counting(filedPath: string, uid: string, { named = filedPath, by = 1 } = {}): MatrixWrite {
  const what = filedPath.startsWith('payments/') ? 'pendingPayments' : 'waitingAds';
  const path = filingPath(uid);
  return {
    type: 'merge',
    path,
    data: {
      [what]: filedIn(matrixSeed[path], what) + by,
      [lastFiledField(what)]: named.slice(named.indexOf('/') + 1),
    },
  };
}

/** An op preceded in its batch by its actor's new profile: filing anything needs one. */
export function withProfile(uid: string, email: string, op: MatrixOp): MatrixOp {
  const profileWrite: MatrixWrite = {
    type: 'set',
    path: `users/${uid}`,
    data: { ...newProfile(), id: uid, email },
  };
  return { kind: 'batch', writes: [profileWrite, ...(op.kind === 'batch' ? op.writes : [])] };
}

/** An op preceded in its batch by the learner's renaming of their own profile. */
export function renamedLearner(firstName: string, lastName: string, op: MatrixOp): MatrixOp {
  const rename: MatrixWrite = { type: 'update', path: 'users/learner', data: { firstName, lastName } };
  return { kind: 'batch', writes: [rename, ...(op.kind === 'batch' ? op.writes : [])] };
}

/** A well-formed address of `length` characters: a 64-character local part, labels of at most 63. */
export const addressOfLength = (length: number): string => {
  const local = 'l'.repeat(64);
  const last = length - local.length - '@'.length - 2 * 64 - '.demo.test'.length;
  return `${local}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(last)}.demo.test`;
};

/** The longest address an account can have, and one character more. */
export const longestEmail = addressOfLength(MAX_EMAIL);
export const overlongEmail = addressOfLength(MAX_EMAIL + 1);

/** The owner's account: the one pinned as the admin's, or the demo admin's while none is pinned. */
export const ownerUid = site.adminUid || demoAdmin.uid;

/**
 * An actor who gave their password `minutesAgo` before each request is judged: the emulator's
 * token carries the same time as its auth_time.
 */
function signedIn(actor: Omit<Actor, 'signedInAt'>, minutesAgo = 0): Actor {
  return {
    ...actor,
    get signedInAt() {
      return Date.now() - minutesAgo * 60_000;
    },
  };
}

export const matrixActors: Record<Exclude<MatrixActorName, 'anonymous'>, Actor> = {
  learner: signedIn({ uid: 'learner', email: 'learner@demo.test', emailVerified: true }),
  approved: signedIn({ uid: 'approved', email: 'approved@demo.test', emailVerified: true }),
  admin: signedIn({ uid: ownerUid, email: site.adminEmail, emailVerified: true }),
  other: signedIn({ uid: 'other', email: 'other@demo.test', emailVerified: true }),
  /** Signed up, no profile yet. */
  newcomer: signedIn({ uid: 'newcomer', email: 'newcomer@demo.test', emailVerified: false }),
  /** Signed up with a profile, never opened the link that confirms the address. */
  unconfirmed: signedIn({ uid: 'unconfirmed', email: 'unconfirmed@demo.test', emailVerified: false }),
  /** Signed up with the admin's address but never verified it: not the admin. */
  impostor: signedIn({ uid: 'impostor', email: site.adminEmail, emailVerified: false }),
  /**
   * Claimed the admin's address before the owner did and had it verified (Firebase mails the
   * link to the owner, who may click it): not the admin, whose account the owner pinned.
   */
  claimant: signedIn({ uid: 'claimant', email: site.adminEmail, emailVerified: true }),
  /** Firebase's anonymous sign-in: signed in, but with no e-mail address (the empty string). */
  guest: signedIn({ uid: 'guest', email: '', emailVerified: false }),
  /** Signed up with the longest address mail can be delivered to, and verified it. */
  longest: signedIn({ uid: 'longest', email: longestEmail, emailVerified: true }),
  /** A token with an address one character longer than any mailbox can have. */
  overlong: signedIn({ uid: 'overlong', email: overlongEmail, emailVerified: false }),
  /**
   * The approved worker on a session whose password was given an hour ago (a phone left signed
   * in): not fresh enough to change where their pay goes.
   */
  staleApproved: signedIn({ uid: 'approved', email: 'approved@demo.test', emailVerified: true }, 60),
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
      /** The most documents the query asks for (Firestore's limit()). */
      limit?: number;
      whereApproved?: boolean;
      whereRevoked?: boolean;
      /** The documents of these ids, in one query (the dashboard's page of workers). */
      whereIds?: string[];
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
  /** A page of the pending payments sent from `start` to before `end` (the bank statement check). */
  | { kind: 'listPendingBetween'; start: Date; end: Date }
  /** One pending payment of `whereUid` for one book (the eBook and payment pages ask). */
  | { kind: 'listPending'; whereUid: string; bookId: string };

export interface MatrixCase {
  name: string;
  actor: MatrixActorName;
  op: MatrixOp;
  allowed: boolean;
}

export const seedTime = new Date('2026-11-01T10:00:00Z');

/** The approved worker's one recorded day, 10 entries on Sunday 1 November 2026, as totals. */
export const approvedTotals = countTotals([{ date: '2026-11-01', count: 10 }], '2026-11-01');
/** A worker whose last day recorded was Friday 30 October 2026: the month kept is October. */
export const octoberTotals = countTotals([{ date: '2026-10-30', count: 3 }], '2026-10-30');
export const pairedTotals = countTotals(
  [
    { date: '2026-11-01', count: 10 },
    { date: '2026-11-02', count: 4 },
  ],
  '2026-11-02',
);

/*
 * The documents are made by the app's own builders (documents.ts), so a case tests what the app
 * writes; a case's overrides go on top of the built document untouched, since a refused case needs
 * the very value a builder would have trimmed or normalised away.
 */

export const profile = (uid: string, firstName: string, approved: boolean): DocData => ({
  ...withServerTime(
    profileDocument({ uid, email: `${uid}@demo.test` }, { firstName, lastName: 'Demo' }),
    seedTime,
  ),
  approved,
});

const learnerPayment = (uid: string, transactionId: string) =>
  paymentDocument(uid, {
    bookId: '1',
    bookTitle: 'Online Data Entry Guide',
    amount: '₹1,499',
    emailID: `${uid}@demo.test`,
    userName: 'Learner Demo',
    transactionId,
  }).data;

/**
 * A payment already filed, without the buyer's search fields, as payments filed before those fields
 * existed are: the app still reads and decides such payments, so the rules must too.
 */
export const payment = (uid: string, transactionId: string, status: PaymentStatus): DocData => {
  const filed = learnerPayment(uid, transactionId);
  delete filed.searchName;
  delete filed.searchEmail;
  return { ...withServerTime(filed, seedTime), status };
};

/**
 * A payment of the specification's shape, as an existing business's data brings it: the buyer's
 * name and e-mail as typed, and no account (`uid`) nor search fields.
 */
export const paymentOfOldShape = (transactionId: string, status: PaymentStatus): DocData => {
  const filed = payment('learner', transactionId, status);
  delete filed.uid;
  return filed;
};

const learnerAd = (uid: string) =>
  submissionDocument(uid, {
    userName: 'Learner Demo',
    email: `${uid}@demo.test`,
    category: 'Vehicles',
    subcategory: 'Cars',
    fields: { Brand: 'Maruti Suzuki', Model: 'Swift' },
  });

export const submission = (uid: string, moderation: DocData = { status: 'waiting' }): DocData => ({
  ...withServerTime(learnerAd(uid), seedTime),
  ...moderation,
});

// The rules judge a listing by the server's clock, so these are relative to the time of the run.
export const DAY_MS = 24 * 60 * 60 * 1000;
export const publishedYesterday = new Date(Date.now() - DAY_MS);
export const publishedLongAgo = new Date(Date.now() - (AD_LISTING_DAYS + 10) * DAY_MS);

/** The public copy of the learner's ad, as the admin's approval writes it. */
export const publicCopy = (publishedAt: unknown, overrides: DocData = {}): DocData => ({
  ...withServerTime(
    approvalDocuments(toSubmission('sub1', submission('learner')), 'Learner').publicAd,
    publishedAt,
  ),
  ...overrides,
});

/** The learner's ad's card, as its publication or renewal writes it. */
export const learnerCard = (publishedAt: unknown = SERVER_TIME) =>
  cardOf(
    {
      category: 'Vehicles',
      subcategory: 'Cars',
      fields: learnerAd('learner').fields as Record<string, string>,
    },
    publishedAt,
  );

/** Cards of ads listed before, which fill the seed's listing up to its bound with pub1, pub2 and old1. */
const fillerCards = Array.from({ length: MAX_LISTED_ADS - 3 }, (_, i) => `fill${String(i).padStart(3, '0')}`);

/**
 * Filler cards whose listing period has ended: as many as a write takes out at most
 * (MAX_EXPIRED_CARDS), so with old1's one more, and both the costliest publication and one that
 * takes out too many expired cards can be tried.
 */
export const expiredFillers = fillerCards.slice(-MAX_EXPIRED_CARDS);

/**
 * The seed's listing: full, MAX_LISTED_ADS cards, old1's and the expired fillers' expired, so a
 * publication has room only once it takes one out, as the app does.
 */
const seedListing = (): DocData => {
  let listing: DocData | null = null;
  for (const id of fillerCards) {
    const expired = expiredFillers.includes(id);
    listing = listingAfter(listing, id, learnerCard(expired ? publishedLongAgo : publishedYesterday));
  }
  listing = listingAfter(listing, 'pub1', learnerCard(publishedYesterday));
  listing = listingAfter(listing, 'pub2', learnerCard(publishedYesterday));
  return listingAfter(listing, 'old1', learnerCard(publishedLongAgo));
};

/**
 * The listing's write of a batch: the seed's listing with `id`'s card put in (or taken out with
 * `card` null) and the `expired` cards taken out, written whole.
 */
export const listingWrite = (
  id: string,
  card: DocData | null,
  expired: string[] = [],
  before: DocData = matrixSeed[LISTING_PATH]!,
): MatrixWrite => ({
  type: 'set',
  path: LISTING_PATH,
  data: listingAfter(before, id, card as ListingCardDocument | null, expired),
});

/** A payout to the approved worker as the admin records it; the case sets what differs. */
export function payoutData(overrides: DocData = {}): DocData {
  return {
    ...payoutDocument(ownerUid, {
      uid: 'approved',
      amount: 500,
      paidOn: '2026-11-01',
      reference: 'UTR-PAY-1',
      note: '',
    }),
    ...overrides,
  };
}

/** payoutDetails/{uid} of a bank account as the app writes it, with `overrides`. */
export function payoutDetailsData(overrides: DocData = {}): DocData {
  return {
    method: 'bank',
    holder: 'Approved Worker',
    account: '123456789012',
    ifsc: 'SBIN0001234',
    upi: '',
    changedAt: SERVER_TIME,
    ...overrides,
  };
}

/** The reference of the seed's payout sent for payment to the approved worker. */
export const seededSentReference = 'LE7K2M9QX4AB';
/** A payout sent to the approved worker that the bank paid: a payout is recorded under its reference. */
export const paidSentReference = 'LE7K2M9QX4PD';
/** A payout sent to the approved worker that the admin withdrew, the bank not having paid it. */
export const withdrawnSentReference = 'LE7K2M9QX4WD';

/**
 * A payout of a pay run to the approved worker's bank account, as the admin's pay screen sends it,
 * under its reference (the id); the case sets what differs.
 */
export function sentPayoutData(overrides: DocData = {}): DocData {
  return {
    ...sentPayoutDocument(ownerUid, {
      reference: seededSentReference,
      uid: 'approved',
      amount: 500,
      period: '2026-11',
      layout: 'razorpayx',
      fileName: 'razorpayx-payouts-2026-11.csv',
      method: 'bank',
      payee: 'Approved Worker',
      accountTail: '9012',
      upi: '',
      sentOn: '2026-11-01',
    }),
    ...overrides,
  };
}

/** The documents present before every case. */
export const matrixSeed: Record<string, DocData> = {
  'users/learner': profile('learner', 'Learner', false),
  'users/approved': profile('approved', 'Approved', true),
  'users/other': profile('other', 'Other', false),
  'users/unconfirmed': profile('unconfirmed', 'Unconfirmed', false),
  /** A worker whose approval was taken away, marked as such. */
  'users/former': { ...profile('former', 'Former', false), revoked: true },
  /** A worker with as many payments and ads waiting as an account may have (limits.ts)... */
  'payments/UTR5000': payment('approved', 'UTR5000', 'pending'),
  /** Its ad shows every card field a car's has, each as long as a card's may be: the costliest card. */
  'submissions/sub5': submission('approved', {
    status: 'waiting',
    fields: Object.fromEntries(
      ['Brand', 'Model', 'Price', 'State', 'City'].map((label) => [label, label[0]!.repeat(MAX_CARD_TEXT)]),
    ),
  }),
  'filings/approved': {
    pendingPayments: MAX_PENDING_PAYMENTS,
    waitingAds: MAX_WAITING_ADS,
    lastPayment: 'UTR5000',
    lastAd: 'sub5',
  },
  /**
   * Counts kept before they named what was filed, with one ad waiting: the other account's next
   * payment or ad (paymentCases, filingCases) names itself.
   */
  'filings/other': { pendingPayments: 0, waitingAds: 1 },
  'submissions/sub6': submission('other'),
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
  /** Of the specification's shape, naming no account: one waiting, one rejected. */
  'payments/UTR6000': paymentOfOldShape('UTR6000', 'pending'),
  'payments/UTR7000': {
    ...paymentOfOldShape('UTR7000', 'rejected'),
    decidedAt: seedTime,
    decidedBy: ownerUid,
    rejectionReason: 'amount-not-received',
  },
  'entitlements/other_1': withServerTime(
    confirmationWrites(ownerUid, { id: 'UTR2000', uid: 'other', bookId: '1' }).grant!.data,
    seedTime,
  ),
  'bookFiles/1': withServerTime(
    bookFileDocument('https://files.example.test/online-data-entry-guide.pdf'),
    seedTime,
  ),
  'entries/approved/dailyEntries/2026-11-01': entryDocument('2026-11-01', 10),
  'entries/approved': totalsDocument(approvedTotals, '2026-11-01'),
  /** Two days an earlier import wrote together, before one day a write: the totals name both. */
  'entries/paired/dailyEntries/2026-11-01': entryDocument('2026-11-01', 10),
  'entries/paired/dailyEntries/2026-11-02': entryDocument('2026-11-02', 4),
  'entries/paired': { ...totalsDocument(pairedTotals, '2026-11-02'), lastDay: ['2026-11-01', '2026-11-02'] },
  'entries/october/dailyEntries/2026-10-30': entryDocument('2026-10-30', 3),
  'entries/october': totalsDocument(octoberTotals, '2026-10-30'),
  /** Totals of the shape before the month kept: recounted before use. */
  'entries/weekly/dailyEntries/2026-11-01': entryDocument('2026-11-01', 10),
  'entries/weekly': {
    allTime: 10,
    firstDay: '2026-11-01',
    lastDay: '2026-11-01',
    recent: { '7': { day: '2026-11-01', count: 10 } },
  },
  /** Totals of the shape before the recent days: recounted before use. */
  'entries/former': { allTime: 3, firstDay: '2026-10-01', lastDay: '2026-10-01' },
  /** Totals of the earlier shape, with a map of months and no first day: recounted before use. */
  'entries/other': { allTime: 3, months: { '2026-10': 3 }, lastDay: '' },
  'submissions/sub1': submission('learner'),
  /** Posted before moderation existed: no state, no poster's account, never counted. */
  /** Posted by an account that has no profile. */
  'submissions/orphan1': submission('newcomer'),
  'submissions/legacy1': {
    userName: 'Learner Demo',
    email: 'learner@demo.test',
    category: 'Vehicles',
    subcategory: 'Cars',
    fields: { Brand: 'Maruti Suzuki', Model: 'Alto' },
    timestamp: seedTime,
  },
  /** Published yesterday: listed. */
  'submissions/pub1': submission('learner', { status: 'published', publishedAt: publishedYesterday }),
  'publicAds/pub1': publicCopy(publishedYesterday),
  /** Published longer ago than the listing period: expired, its copy still there. */
  'submissions/old1': submission('learner', { status: 'published', publishedAt: publishedLongAgo }),
  'publicAds/old1': publicCopy(publishedLongAgo),
  /** Listed, and reported once, by the approved worker. */
  'adReports/pub1': { count: 1, lastReason: 'sold', lastReportedAt: seedTime },
  'adReporters/approved_pub1': { adId: 'pub1', uid: 'approved', reason: 'sold', reportedAt: seedTime },
  /** Listed, never reported. */
  'submissions/pub2': submission('approved', { status: 'published', publishedAt: publishedYesterday }),
  'publicAds/pub2': publicCopy(publishedYesterday),
  /** Taken down by the admin after it was published: its copy is gone. */
  'submissions/down1': submission('learner', {
    status: 'taken-down',
    publishedAt: publishedYesterday,
    reason: 'The car is sold.',
  }),
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
  'payoutDetails/approved': payoutDetailsData({ changedAt: seedTime }),
  /** November's run sent the approved worker ₹500, not yet confirmed paid. */
  [`sentPayouts/${seededSentReference}`]: sentPayoutData({ createdAt: seedTime }),
  /** October's run sent them ₹400, which the bank paid and the statement recorded. */
  [`sentPayouts/${paidSentReference}`]: sentPayoutData({
    amount: 400,
    period: '2026-10',
    createdAt: seedTime,
  }),
  [`payouts/${paidSentReference}`]: payoutData({
    amount: 400,
    reference: 'UTR-RUN-OCT',
    note: `Pay run 2026-10 · ${paidSentReference}`,
    createdAt: seedTime,
  }),
  /** September's run sent them ₹300, which the bank refused, and the admin withdrew it. */
  [`sentPayouts/${withdrawnSentReference}`]: sentPayoutData({
    amount: 300,
    period: '2026-09',
    createdAt: seedTime,
    withdrawnAt: seedTime,
    withdrawnBy: ownerUid,
  }),
  /** Waiting, with a Brand as long as a card shows, and one character longer. */
  'submissions/long1': submission('learner', {
    fields: { Brand: 'B'.repeat(MAX_CARD_TEXT), Model: 'Swift' },
  }),
  'submissions/long2': submission('learner', {
    fields: { Brand: 'B'.repeat(MAX_CARD_TEXT + 1), Model: 'Swift' },
  }),
  /** Listed, published before the listing existed: its copy has no card yet. */
  'submissions/pub3': submission('learner', { status: 'published', publishedAt: publishedYesterday }),
  'publicAds/pub3': publicCopy(publishedYesterday),
  [LISTING_PATH]: seedListing(),
};

/** The decision times of November 2026, which hold the seeded confirmed payment. */
export const novemberDecisions = {
  start: new Date('2026-11-01T00:00:00Z'),
  end: new Date('2026-12-01T00:00:00Z'),
};

/** The names of a new account's profile. */
export const newProfileNames = { firstName: 'New', lastName: 'Comer' };

export const newProfile = (overrides: DocData = {}): DocData => ({
  ...profileDocument({ uid: 'newcomer', email: 'newcomer@demo.test' }, newProfileNames),
  ...overrides,
});

/** A new payment; its search fields follow the name and e-mail unless the case sets them. */
export const newPayment = (overrides: DocData = {}): DocData => {
  const data: DocData = { ...learnerPayment('learner', 'UTR3000'), ...overrides };
  return {
    ...data,
    searchName: searchKey(String(data.userName)),
    searchEmail: searchKey(String(data.emailID)),
    ...overrides,
  };
};

export const newSubmission = (overrides: DocData = {}): DocData => ({
  ...learnerAd('learner'),
  ...overrides,
});

/** The longest full name an account can have (first + ' ' + last), and one character more. */
export const longestName = `${'F'.repeat(MAX_NAME)} ${'L'.repeat(MAX_NAME)}`;
export const overlongName = `${longestName}L`;

/** The subcategory whose form has the most fields, with its category and its form's labels. */
export const largestForm = adCategories
  .flatMap((category) =>
    category.subcategories.map((sub) => ({
      category: category.name,
      subcategory: sub.name,
      labels: sub.fields.map((field) => field.label),
    })),
  )
  .reduce((largest, form) => (form.labels.length > largest.labels.length ? form : largest));

/**
 * An ad's field map of `count` fields, each value `length` characters long, labelled by the
 * largest form's labels and, past them, by labels of no form.
 */
export const adFields = (count: number, length: number): Record<string, string> =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [largestForm.labels[i] ?? `Field ${i + 1}`, 'x'.repeat(length)]),
  );

/** A new ad of the largest form's subcategory with `fields`. */
export const largestFormAd = (fields: Record<string, string>): DocData =>
  newSubmission({ category: largestForm.category, subcategory: largestForm.subcategory, fields });

export const without = (data: DocData, key: string): DocData => {
  const copy = { ...data };
  delete copy[key];
  return copy;
};

export const allow = (name: string, actor: MatrixActorName, op: MatrixOp): MatrixCase => ({
  name,
  actor,
  op,
  allowed: true,
});
export const deny = (name: string, actor: MatrixActorName, op: MatrixOp): MatrixCase => ({
  name,
  actor,
  op,
  allowed: false,
});

export const entryPath = (uid: string, day: string) => `entries/${uid}/dailyEntries/${day}`;

/**
 * A payout written with the worker's totals: by default the ₹500 the seed's worker already has
 * plus the payout's amount, naming the payout, as the app writes them.
 */
export const payoutWithTotals = (
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
export const threeDaysAhead = new Date(Date.now() + 3 * DAY_MS).toISOString().slice(0, 10);

/** The day of the run in UTC, which has begun everywhere the rules' day of slack reaches. */
export const todayInUtc = new Date().toISOString().slice(0, 10);

/**
 * The admin's approval of the learner's waiting ad: its new state, its public copy and its card
 * together; the card takes old1's expired one out of the full listing, as the app does.
 */
export const approval = (
  copy: DocData = publicCopy(SERVER_TIME),
  ad: DocData = {},
  listing: MatrixWrite | null = listingWrite('sub1', learnerCard(), ['old1']),
): MatrixOp => ({
  kind: 'batch',
  writes: [
    {
      type: 'update',
      path: 'submissions/sub1',
      data: { status: 'published', publishedAt: SERVER_TIME, ...ad },
    },
    { type: 'set', path: 'publicAds/sub1', data: copy },
    ...(listing ? [listing] : []),
  ],
});

export const withdrawal = (id: string, listing: MatrixWrite | null = listingWrite(id, null)): MatrixOp => ({
  kind: 'batch',
  writes: [
    { type: 'update', path: `submissions/${id}`, data: { status: 'withdrawn' } },
    { type: 'delete', path: `publicAds/${id}` },
    ...(listing ? [listing] : []),
  ],
});

export const renewal = (
  id: string,
  listing: MatrixWrite | null = listingWrite(id, learnerCard()),
): MatrixOp => ({
  kind: 'batch',
  writes: [
    { type: 'update', path: `submissions/${id}`, data: { publishedAt: SERVER_TIME } },
    { type: 'update', path: `publicAds/${id}`, data: { publishedAt: SERVER_TIME } },
    ...(listing ? [listing] : []),
  ],
});

/**
 * A day's count written with the worker's totals as given; their recent days and month are the
 * approved worker's with the day put in its weekday's place and its month, unless given too.
 */
export const countWithTotals = (
  uid: string,
  day: string,
  count: number,
  totals: { allTime: number; firstDay: string; lastDay?: string; recent?: RecentDays; month?: MonthDays },
): MatrixOp => ({
  kind: 'batch',
  writes: [
    { type: 'merge', path: entryPath(uid, day), data: { count, date: day } },
    {
      type: 'set',
      path: `entries/${uid}`,
      data: {
        lastDay: day,
        recent: withRecentDay(approvedTotals.recent, day, count),
        month: withMonthDay(approvedTotals.month, day, count),
        ...totals,
      },
    },
  ],
});

/** The admin's decision stamped as the server must see it: the admin's uid and the server's clock. */
export const decision = (status: Exclude<PaymentStatus, 'pending'>, extra: DocData = {}): DocData => ({
  status,
  decidedAt: SERVER_TIME,
  decidedBy: ownerUid,
  ...extra,
});

export const grant = (uid: string, bookId: string, paymentId: string): DocData =>
  confirmationWrites(ownerUid, { id: paymentId, uid, bookId }).grant!.data;

/** The confirmation of learner's pending UTR1000 (book 1) and, with it, learner's entitlement. */
export const confirmUtr1000 = (
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

/**
 * The four cases of the text limits every filed document shares: the buyer's or poster's full name
 * and e-mail address at their longest are allowed, and one character more is refused. `build` makes
 * the document with the given fields; `fields` names its name and e-mail fields.
 */
export function nameAndEmailLimits(
  noun: string,
  path: string,
  build: (overrides: DocData) => DocData,
  fields: { name: string; email: string },
  /** Whether the name must be the one on the poster's profile, as an ad's is. */
  nameOnProfile = false,
): MatrixCase[] {
  const create = (data: DocData): MatrixOp => filed({ kind: 'create', path, data });
  const longest = create(build({ [fields.name]: longestName }));
  return [
    allow(
      `${noun} carries a full name of ${longestName.length} characters`,
      'learner',
      nameOnProfile ? renamedLearner('F'.repeat(MAX_NAME), 'L'.repeat(MAX_NAME), longest) : longest,
    ),
    deny(
      `${noun} name of ${overlongName.length} characters is refused`,
      'learner',
      create(build({ [fields.name]: overlongName })),
    ),
    allow(
      `${noun} carries an e-mail of ${longestEmail.length} characters`,
      'longest',
      withProfile(
        'longest',
        longestEmail,
        create(
          build({
            uid: 'longest',
            [fields.email]: longestEmail,
            ...(nameOnProfile ? { [fields.name]: fullNameOf(newProfileNames) } : {}),
          }),
        ),
      ),
    ),
    deny(
      `${noun} e-mail of ${overlongEmail.length} characters is refused`,
      'overlong',
      create(build({ uid: 'overlong', [fields.email]: overlongEmail })),
    ),
  ];
}
