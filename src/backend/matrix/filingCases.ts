import { cardOf } from '../documents/adListing';
import { toSubmission } from '../documents/documents';
import { fullNameOf, MAX_EXPIRED_CARDS, MAX_PENDING_PAYMENTS, MAX_WAITING_ADS } from '../limits';
import { SERVER_TIME } from '../policies/policy';
import {
  allow,
  counting,
  decision,
  deny,
  expiredFillers,
  filed,
  listingWrite,
  matrixSeed,
  newPayment,
  newProfileNames,
  newSubmission,
  publicCopy,
  type MatrixCase,
  withProfile,
  type MatrixOp,
  type MatrixWrite,
} from './fixtures';

/**
 * filings/{uid}: what an account has waiting on the admin. The seed's approved worker has as many
 * payments (UTR5000 among them) and ads (sub5) waiting as an account may; the learner's were filed
 * before the counts existed, so none are counted; the other account's counts are of the shape
 * before they named what was filed.
 */
export function filingCases(): MatrixCase[] {
  return [...countedCases(), ...oneFilingACountCases()];
}

function countedCases(): MatrixCase[] {
  const approvedPayment = newPayment({
    uid: 'approved',
    emailID: 'approved@demo.test',
    transactionId: 'UTR3100',
  });
  const decideWithCount = (
    path: string,
    data: Record<string, unknown>,
    count: Record<string, unknown>,
    counts = 'filings/approved',
  ) =>
    ({
      kind: 'batch',
      writes: [
        { type: 'update', path, data },
        { type: 'merge', path: counts, data: count },
      ],
    }) satisfies MatrixOp;

  const publication = (
    id: string,
    fields: Record<string, string>,
    firstName: string,
    expired: string[] = ['old1'],
  ) =>
    ({
      kind: 'batch',
      writes: [
        {
          type: 'update',
          path: `submissions/${id}`,
          data: { status: 'published', publishedAt: SERVER_TIME },
        },
        { type: 'set', path: `publicAds/${id}`, data: publicCopy(SERVER_TIME, { fields, firstName }) },
        listingWrite(id, cardOf({ category: 'Vehicles', subcategory: 'Cars', fields }, SERVER_TIME), expired),
      ],
    }) satisfies MatrixOp;

  /** The count's write of a filing, as the app makes it, with `extra` fields. */
  const countingWith = (filedPath: string, uid: string, extra: Record<string, unknown>): MatrixWrite => {
    const write = counting(filedPath, uid) as Extract<MatrixWrite, { type: 'merge' }>;
    return { ...write, data: { ...write.data, ...extra } };
  };

  const countedFields = toSubmission('sub5', matrixSeed['submissions/sub5']!).fields;
  const freed: MatrixWrite = {
    type: 'merge',
    path: 'filings/approved',
    data: { waitingAds: MAX_WAITING_ADS - 1 },
  };

  return [
    deny('a payment is counted among its buyer’s payments waiting', 'learner', {
      kind: 'create',
      path: 'payments/UTR3000',
      data: newPayment(),
    }),
    deny('a payment is counted once, not twice', 'learner', {
      kind: 'batch',
      writes: [
        { type: 'set', path: 'payments/UTR3000', data: newPayment() },
        { type: 'merge', path: 'filings/learner', data: { pendingPayments: 2 } },
      ],
    }),
    deny(
      `a buyer with ${MAX_PENDING_PAYMENTS} payments waiting cannot file another`,
      'approved',
      filed({ kind: 'create', path: 'payments/UTR3100', data: approvedPayment }),
    ),
    deny(
      'an account without a profile cannot pay',
      'newcomer',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment({ uid: 'newcomer', emailID: 'newcomer@demo.test' }),
      }),
    ),
    deny('an ad is counted among its poster’s ads waiting', 'learner', {
      kind: 'create',
      path: 'submissions/sub2',
      data: newSubmission(),
    }),
    deny(
      `a poster with ${MAX_WAITING_ADS} ads waiting cannot post another`,
      'approved',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: newSubmission({ uid: 'approved', email: 'approved@demo.test' }),
      }),
    ),
    deny(
      'an account without a profile cannot post an ad',
      'newcomer',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: newSubmission({ uid: 'newcomer', email: 'newcomer@demo.test' }),
      }),
    ),
    deny(
      'an account whose address is not verified cannot post an ad, though it has a profile',
      'unconfirmed',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: newSubmission({
          uid: 'unconfirmed',
          email: 'unconfirmed@demo.test',
          userName: 'Unconfirmed Demo',
        }),
      }),
    ),
    deny(
      'an account whose address is not verified cannot post an ad, even with its new profile',
      'newcomer',
      withProfile(
        'newcomer',
        'newcomer@demo.test',
        filed({
          kind: 'create',
          path: 'submissions/sub2',
          data: newSubmission({
            uid: 'newcomer',
            email: 'newcomer@demo.test',
            userName: fullNameOf(newProfileNames),
          }),
        }),
      ),
    ),

    // The admin's decision frees a place.
    allow(
      'the admin rejects a counted payment, freeing a place',
      'admin',
      decideWithCount('payments/UTR5000', decision('rejected', { rejectionReason: 'wrong-amount' }), {
        pendingPayments: MAX_PENDING_PAYMENTS - 1,
      }),
    ),
    deny(
      'a decision keeps the name of what was filed last',
      'admin',
      decideWithCount('payments/UTR5000', decision('rejected', { rejectionReason: 'wrong-amount' }), {
        pendingPayments: MAX_PENDING_PAYMENTS - 1,
        lastPayment: 'UTR1000',
      }),
    ),
    deny('a decision on a counted payment frees its place', 'admin', {
      kind: 'update',
      path: 'payments/UTR5000',
      data: decision('rejected', { rejectionReason: 'wrong-amount' }),
    }),
    allow(
      'the admin rejects a counted ad, freeing a place',
      'admin',
      decideWithCount(
        'submissions/sub5',
        { status: 'rejected', reason: 'The price is missing.' },
        { waitingAds: MAX_WAITING_ADS - 1 },
      ),
    ),
    allow(
      'the admin rejects an ad counted before the counts named filings, freeing its place',
      'admin',
      decideWithCount(
        'submissions/sub6',
        { status: 'rejected', reason: 'The price is missing.' },
        { waitingAds: 0 },
        'filings/other',
      ),
    ),
    deny('a decision on a counted ad frees its place', 'admin', {
      kind: 'update',
      path: 'submissions/sub5',
      data: { status: 'rejected', reason: 'The price is missing.' },
    }),
    // The publication of an ad filed as the app files it: counted, so its place is freed with it.
    allow('the admin publishes a counted ad, freeing its place', 'admin', {
      kind: 'batch',
      writes: [...publication('sub5', countedFields, 'Approved').writes, freed],
    }),
    allow(`the admin publishes a counted ad, taking out ${MAX_EXPIRED_CARDS} expired cards`, 'admin', {
      kind: 'batch',
      writes: [
        ...publication('sub5', countedFields, 'Approved', ['old1', ...expiredFillers.slice(1)]).writes,
        freed,
      ],
    }),
    // The same publication with one expired card more: every card it names has expired, and only
    // their number is refused.
    deny(`a publication takes out at most ${MAX_EXPIRED_CARDS} expired cards`, 'admin', {
      kind: 'batch',
      writes: [...publication('sub5', countedFields, 'Approved', ['old1', ...expiredFillers]).writes, freed],
    }),
    allow(
      'the admin publishes an ad from before moderation, its copy carrying no name',
      'admin',
      publication('legacy1', { Brand: 'Maruti Suzuki', Model: 'Alto' }, ''),
    ),
    allow(
      'the admin publishes an ad whose poster has no profile, its copy carrying no name',
      'admin',
      publication('orphan1', publicCopy(SERVER_TIME).fields as Record<string, string>, ''),
    ),
    deny(
      'the copy of an ad whose poster has no profile carries no made-up name',
      'admin',
      publication('orphan1', publicCopy(SERVER_TIME).fields as Record<string, string>, 'Someone'),
    ),
    allow('the admin rejects an ad from before moderation, which names no poster', 'admin', {
      kind: 'update',
      path: 'submissions/legacy1',
      data: { status: 'rejected', reason: 'The price is missing.' },
    }),

    // The counts themselves.
    allow('an account reads its own counts', 'approved', { kind: 'get', path: 'filings/approved' }),
    deny("an account cannot read another's counts", 'learner', { kind: 'get', path: 'filings/approved' }),
    allow("the admin reads anyone's counts", 'admin', { kind: 'get', path: 'filings/approved' }),
    deny('an account cannot lower its own counts', 'approved', {
      kind: 'update',
      path: 'filings/approved',
      data: { pendingPayments: 0 },
    }),
    deny('an account cannot raise both counts at once', 'learner', {
      kind: 'create',
      path: 'filings/learner',
      data: { pendingPayments: 1, waitingAds: 1 },
    }),
    deny('a count is a whole number', 'learner', {
      kind: 'create',
      path: 'filings/learner',
      data: { pendingPayments: 0.5 },
    }),
    deny("an account cannot raise another's counts", 'learner', {
      kind: 'update',
      path: 'filings/approved',
      data: { pendingPayments: MAX_PENDING_PAYMENTS + 1 },
    }),
    deny('the admin cannot raise a count', 'admin', {
      kind: 'update',
      path: 'filings/approved',
      data: { waitingAds: MAX_WAITING_ADS + 1 },
    }),
    deny('a count carries no other field', 'learner', {
      kind: 'create',
      path: 'filings/learner',
      data: { pendingPayments: 1, bonus: 1 },
    }),
    deny('a count carries no other field, even with what it files', 'learner', {
      kind: 'batch',
      writes: [
        { type: 'set', path: 'payments/UTR3000', data: newPayment() },
        countingWith('payments/UTR3000', 'learner', { bonus: 1 }),
      ],
    }),
    deny(
      "the admin's decision adds no other field to the counts",
      'admin',
      decideWithCount('payments/UTR5000', decision('rejected', { rejectionReason: 'wrong-amount' }), {
        pendingPayments: MAX_PENDING_PAYMENTS - 1,
        bonus: 1,
      }),
    ),
  ];
}

/**
 * Each filing takes a place of its own: the count moves with one new document of the account's,
 * which it names, and the document is accepted only when the count names it.
 */
function oneFilingACountCases(): MatrixCase[] {
  const payment = (transactionId: string) => ({
    type: 'set' as const,
    path: `payments/${transactionId}`,
    data: newPayment({ transactionId }),
  });
  const ad = (id: string) => ({ type: 'set' as const, path: `submissions/${id}`, data: newSubmission() });
  const batch = (...writes: MatrixWrite[]): MatrixOp => ({ kind: 'batch', writes });

  return [
    allow(
      'one payment is filed with its count moved by one and naming it',
      'learner',
      batch(payment('UTR3000'), counting('payments/UTR3000', 'learner')),
    ),
    allow(
      'one ad is filed with its count moved by one and naming it',
      'learner',
      batch(ad('sub2'), counting('submissions/sub2', 'learner')),
    ),
    allow(
      'counts kept before they named filings count the next ad, naming it',
      'other',
      filed({
        kind: 'create',
        path: 'submissions/sub2',
        data: newSubmission({ uid: 'other', email: 'other@demo.test', userName: 'Other Demo' }),
      }),
    ),
    deny(
      'two payments in one batch with one count up are refused',
      'learner',
      batch(payment('UTR3000'), payment('UTR3001'), counting('payments/UTR3001', 'learner')),
    ),
    deny(
      'two payments in one batch with the count up by two are refused',
      'learner',
      batch(payment('UTR3000'), payment('UTR3001'), counting('payments/UTR3001', 'learner', { by: 2 })),
    ),
    deny(
      'two ads in one batch with one count up are refused',
      'learner',
      batch(ad('sub2'), ad('sub3'), counting('submissions/sub3', 'learner')),
    ),
    deny(
      'a payment and an ad are not filed in one batch',
      'learner',
      batch(payment('UTR3000'), ad('sub2'), {
        type: 'merge',
        path: 'filings/learner',
        data: { pendingPayments: 1, lastPayment: 'UTR3000', waitingAds: 1, lastAd: 'sub2' },
      }),
    ),
    deny(
      'a payment whose count names another payment is refused',
      'learner',
      batch(payment('UTR3000'), counting('payments/UTR3000', 'learner', { named: 'payments/UTR3001' })),
    ),
    deny(
      'an ad whose count names another ad is refused',
      'learner',
      batch(ad('sub2'), counting('submissions/sub2', 'learner', { named: 'submissions/sub3' })),
    ),
    deny(
      'an ad is not counted as a payment',
      'learner',
      batch(ad('sub2'), counting('payments/sub2', 'learner')),
    ),
    deny(
      'a count cannot name a payment filed before',
      'learner',
      batch(counting('payments/UTR1000', 'learner')),
    ),
    deny(
      'a count cannot name a payment that is not filed',
      'learner',
      batch(counting('payments/UTR3000', 'learner')),
    ),
    deny('a count cannot move without naming what is filed', 'learner', {
      kind: 'create',
      path: 'filings/learner',
      data: { pendingPayments: 1 },
    }),
    deny(
      "a payment counted on another account's counts is refused",
      'learner',
      batch(payment('UTR3000'), counting('payments/UTR3000', 'other')),
    ),
    deny(
      "a payment counted on its own counts and on another account's is refused",
      'learner',
      batch(
        payment('UTR3000'),
        counting('payments/UTR3000', 'learner'),
        counting('payments/UTR3000', 'other'),
      ),
    ),
    deny(
      "an ad counted on another account's counts is refused",
      'learner',
      batch(ad('sub2'), counting('submissions/sub2', 'other')),
    ),
  ];
}
