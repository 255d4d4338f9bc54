import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adCategories } from '../../catalogue/ads';
import { CARD_LABELS, cardOf, LISTING_PATH } from '../documents/adListing';
import { ebooks } from '../../catalogue/ebooks';
import {
  approvalDocuments,
  decisionDocument,
  reportDocuments,
  submissionDocument,
} from '../documents/adDocuments';
import { MAX_FIELD_TEXT } from '../policies/adPolicy';
import { entryDocument, totalsDocument } from '../documents/entryDocuments';
import {
  MAX_AD_FIELDS,
  MAX_CARD_FIELDS,
  MAX_CARD_TEXT,
  MAX_EMAIL,
  MAX_EXPIRED_CARDS,
  MAX_LISTED_ADS,
  MAX_FULL_NAME,
  MAX_NAME,
  MAX_PAYEE,
  MAX_PAYOUT,
  MAX_PAYOUT_NOTE,
  MAX_PAYOUT_REFERENCE,
  MAX_REJECTION_NOTE,
  MAX_REJECTION_REASON,
  MAX_TRANSFER_FILE_NAME,
} from '../limits';
import { confirmationWrites, paymentDocument, rejectionPatch } from '../documents/paymentDocuments';
import { movedPayoutTotals, payoutDocument } from '../documents/payoutDocuments';
import { payoutDetailsDocument } from '../documents/payoutDetailsDocuments';
import { sentPayoutDocument, withdrawalDocument } from '../documents/sentPayoutDocuments';
import { MAX_ACCOUNT_HOLDER } from '../../lib/payoutDetails';
import { SERVER_TIME, type DocData } from '../policies/policyHelpers';
import { profileDocument } from '../documents/profileDocuments';
import { dateInMonth } from '../monthDays';
import { withRecentDay } from '../recentDays';
import { daysBetween } from '../../lib/days';
import type { DayId, Submission } from '../types';
import {
  accessCalls,
  documentSize,
  FIRESTORE_LIMITS,
  indexEntries,
  type CompositeIndex,
  type FieldOverride,
} from './productionLimits';
import { SENT_PAYOUTS_BATCH } from './sentPayouts';
import { BATCH_WRITES } from './users';

/**
 * Every write the firebase backend makes, at its largest, held to the limits production enforces
 * and the emulator does not (src/backend/firebase/productionLimits.ts): the writes of one request,
 * the access calls its rules may make, and the size and index entries of each document it writes.
 * `npm run check:limits` runs this file alone and prints the headroom of each.
 *
 * The rules' other limit, 1,000 expressions evaluated per request, the emulator enforces for each
 * write alone: `npm run test:rules` measures each batch of the access matrix against it
 * (scripts/emulators/firestoreRules.emulator.ts).
 */

const root = resolve(__dirname, '../../..');
const rules = readFileSync(resolve(root, 'firestore.rules'), 'utf8');
const { indexes, fieldOverrides } = JSON.parse(
  readFileSync(resolve(root, 'firestore.indexes.json'), 'utf8'),
) as {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
};

type Method = 'create' | 'update' | 'delete';

/** One document a request writes: the rules' path it falls under, and the document at its largest. */
interface Write {
  rule: string;
  /** Each method the write may be (a set with merge creates or updates). */
  methods: Method[];
  document?: { path: string; data: DocData };
  /** The same write made for this many documents in the request. */
  times?: number;
}

interface Request {
  /** The module that makes it, under src/backend/firebase. */
  file: string;
  name: string;
  writes: Write[];
}

/** A Devanagari text of `length` letters: three bytes each, the most a character the policy counts takes. */
const text = (length: number, seed = 0) =>
  Array.from({ length }, (_, at) => String.fromCodePoint(0x915 + ((at + seed) % 37))).join('');
/** Distinct words of `length` letters, `count` of them, spaced. */
const words = (count: number, length: number, from = 0) =>
  Array.from({ length: count }, (_, at) => {
    let n = from + at;
    let word = '';
    for (let letter = 0; letter < length; letter += 1, n = Math.floor(n / 37))
      word += String.fromCodePoint(0x915 + (n % 37));
    return word;
  }).join(' ');
const email = (length: number) => `${'a'.repeat(length - 'a@example.in'.length + 1)}@example.in`;
const uid = 'u'.repeat(128);

/** The subcategory whose form has the most and longest labels: its ad carries the largest names. */
const widestForm = adCategories
  .flatMap((category) => category.subcategories.map((subcategory) => ({ category, subcategory })))
  .sort(
    (a, b) =>
      b.subcategory.fields.reduce((sum, field) => sum + field.label.length, 0) -
      a.subcategory.fields.reduce((sum, field) => sum + field.label.length, 0),
  )[0]!;

/** The largest ad: every field of the widest form (at most MAX_AD_FIELDS), each of the longest text. */
const largestAd: Submission = {
  id: 'a'.repeat(20),
  uid,
  userName: text(MAX_FULL_NAME),
  email: email(MAX_EMAIL),
  category: widestForm.category.name,
  subcategory: widestForm.subcategory.name,
  fields: Object.fromEntries(
    widestForm.subcategory.fields
      .slice(0, MAX_AD_FIELDS)
      .map((field, at) => [field.label, words(48, 40, at * 48).slice(0, MAX_FIELD_TEXT)]),
  ),
  status: 'waiting',
  timestamp: new Date(),
  publishedAt: null,
  reason: '',
} as unknown as Submission;

const longestTitle = ebooks.reduce(
  (longest, book) => (book.recordedTitle.length > longest.length ? book.recordedTitle : longest),
  '',
);
const largestPayment = paymentDocument(uid, {
  bookId: '9'.repeat(10),
  bookTitle: longestTitle,
  amount: '99999',
  emailID: email(MAX_EMAIL),
  userName: text(MAX_FULL_NAME),
  transactionId: '9'.repeat(22),
});
/** A payout of a run at its largest: the largest amount, file name, payee and UPI ID. */
const largestSentPayout = sentPayoutDocument(uid, {
  reference: 'LE0123456789',
  uid,
  amount: MAX_PAYOUT,
  period: '2026-11',
  layout: 'plain-csv',
  fileName: text(MAX_TRANSFER_FILE_NAME),
  method: 'upi',
  payee: text(MAX_PAYEE),
  accountTail: '',
  upi: `${'a'.repeat(256)}@${'b'.repeat(64)}`,
  sentOn: '2026-11-02',
});

/**
 * A week of days, one on each weekday, and the totals that name the last two written together,
 * with a month of 31 days kept.
 */
const week: DayId[] = [
  '2026-11-02',
  '2026-11-03',
  '2026-11-04',
  '2026-11-05',
  '2026-11-06',
  '2026-11-07',
  '2026-11-08',
];
const fullTotals = totalsDocument(
  {
    allTime: 2_000_000_000,
    firstDay: week[0]!,
    recent: week.reduce((recent, day) => withRecentDay(recent, day, 100), {}),
    month: {
      key: '2026-12',
      days: Object.fromEntries(daysBetween('2026-12-01', '2026-12-31').map((day) => [dateInMonth(day), 100])),
    },
  },
  week[6]!,
);

/**
 * The fullest listing /ads reads: MAX_LISTED_ADS cards of the longest category and subcategory
 * names, each with the MAX_CARD_FIELDS longest labels a card shows at MAX_CARD_TEXT letters, and the
 * most expired cards a write takes out named beside them.
 */
const longest = (names: readonly string[]) => names.reduce((a, b) => (b.length > a.length ? b : a), '');
const fullestCard = cardOf(
  {
    category: longest(adCategories.map((category) => category.name)),
    subcategory: longest(adCategories.flatMap((category) => category.subcategories.map(({ name }) => name))),
    fields: Object.fromEntries(
      [...CARD_LABELS]
        .sort((a, b) => b.length - a.length)
        .slice(0, MAX_CARD_FIELDS)
        .map((label, at) => [label, text(MAX_CARD_TEXT, at)]),
    ),
  },
  new Date(),
);
const adId = (n: number) => `ad${String(n).padStart(18, '0')}`;
const fullestListing = {
  path: LISTING_PATH,
  data: {
    cards: Object.fromEntries(Array.from({ length: MAX_LISTED_ADS }, (_, n) => [adId(n), fullestCard])),
    lastAd: adId(0),
    expired: Array.from({ length: MAX_EXPIRED_CARDS }, (_, n) => adId(MAX_LISTED_ADS + n)),
  },
};
const listingWrite: Write = {
  rule: 'listings/{listing}',
  methods: ['create', 'update'],
  document: fullestListing,
};

const requests: Request[] = [
  {
    file: 'index.ts',
    name: 'a new account’s profile',
    writes: [
      {
        rule: 'users/{uid}',
        methods: ['create'],
        document: {
          path: `users/${uid}`,
          data: {
            ...profileDocument(
              { uid, email: email(MAX_EMAIL) },
              { firstName: text(MAX_NAME), lastName: text(MAX_NAME) },
            ),
            revoked: true,
            language: 'hi',
          },
        },
      },
    ],
  },
  {
    file: 'users.ts',
    name: 'former workers marked, a batch at a time',
    writes: [{ rule: 'users/{uid}', methods: ['update'], times: BATCH_WRITES }],
  },
  {
    file: 'users.ts',
    name: 'a worker approved or revoked',
    writes: [{ rule: 'users/{uid}', methods: ['update'] }],
  },
  {
    file: 'users.ts',
    name: 'the language a user chose',
    writes: [{ rule: 'users/{uid}', methods: ['update'] }],
  },
  {
    file: 'library.ts',
    name: 'a book’s file',
    writes: [
      {
        rule: 'bookFiles/{bookId}',
        methods: ['create', 'update'],
        document: {
          path: 'bookFiles/9999999999',
          data: { url: `https://${'a'.repeat(1992)}`, updatedAt: SERVER_TIME },
        },
      },
    ],
  },
  {
    file: 'payments.ts',
    name: 'a payment filed',
    writes: [
      {
        rule: 'payments/{id}',
        methods: ['create'],
        document: { path: `payments/${largestPayment.id}`, data: largestPayment.data },
      },
      { rule: 'filings/{uid}', methods: ['create', 'update'] },
    ],
  },
  {
    file: 'payments.ts',
    name: 'a payment approved and its book granted',
    writes: [
      {
        rule: 'payments/{id}',
        methods: ['update'],
        document: {
          path: `payments/${largestPayment.id}`,
          data: {
            ...largestPayment.data,
            ...confirmationWrites(uid, { id: largestPayment.id, uid, bookId: '9' }).paymentPatch,
          },
        },
      },
      {
        rule: 'entitlements/{id}',
        methods: ['create'],
        document: {
          path: `entitlements/${uid}_9999999999`,
          data: confirmationWrites(uid, { id: largestPayment.id, uid, bookId: '9'.repeat(10) }).grant!.data,
        },
      },
      { rule: 'filings/{uid}', methods: ['update'] },
    ],
  },
  {
    file: 'payments.ts',
    name: 'a payment rejected',
    writes: [
      {
        rule: 'payments/{id}',
        methods: ['update'],
        document: {
          path: `payments/${largestPayment.id}`,
          data: {
            ...largestPayment.data,
            ...rejectionPatch(uid, { reason: 'other', note: text(MAX_REJECTION_NOTE) } as never),
          },
        },
      },
      { rule: 'filings/{uid}', methods: ['update'] },
    ],
  },
  {
    file: 'payments.ts',
    name: 'a rejected payment released',
    writes: [{ rule: 'payments/{id}', methods: ['delete'] }],
  },
  {
    file: 'payouts.ts',
    name: 'a payout or a reversal, with the worker’s paid total',
    writes: [
      {
        rule: 'payouts/{id}',
        methods: ['create'],
        document: {
          path: `payouts/${'p'.repeat(20)}_reversal`,
          data: {
            ...payoutDocument(uid, {
              uid,
              amount: MAX_PAYOUT,
              paidOn: '2026-11-02',
              reference: text(MAX_PAYOUT_REFERENCE),
              note: text(MAX_PAYOUT_NOTE),
            }),
            reverses: 'p'.repeat(20),
          },
        },
      },
      {
        rule: 'payoutTotals/{uid}',
        methods: ['create', 'update'],
        document: {
          path: `payoutTotals/${uid}`,
          data: movedPayoutTotals(
            { paid: 2_000_000_000, lastPayout: '' } as never,
            'p'.repeat(20),
            MAX_PAYOUT,
          ),
        },
      },
    ],
  },
  {
    file: 'payoutDetails.ts',
    name: 'where a worker is paid, at its largest',
    writes: [
      {
        rule: 'payoutDetails/{uid}',
        methods: ['create', 'update'],
        document: {
          path: `payoutDetails/${uid}`,
          data: payoutDetailsDocument({
            method: 'bank',
            holder: text(MAX_ACCOUNT_HOLDER),
            account: '9'.repeat(18),
            ifsc: 'SBIN0001234',
          }),
        },
      },
    ],
  },
  {
    file: 'sentPayouts.ts',
    name: 'a payout sent for payment withdrawn, the bank not having paid it',
    writes: [
      {
        rule: 'sentPayouts/{reference}',
        methods: ['update'],
        document: {
          path: 'sentPayouts/LE0123456789',
          data: { ...largestSentPayout, ...withdrawalDocument(uid) },
        },
      },
    ],
  },
  {
    file: 'sentPayouts.ts',
    name: 'a pay run’s payouts sent for payment, a batch at a time',
    writes: [
      {
        rule: 'sentPayouts/{reference}',
        methods: ['create'],
        times: SENT_PAYOUTS_BATCH,
        document: {
          path: 'sentPayouts/LE0123456789',
          data: largestSentPayout,
        },
      },
    ],
  },
  {
    file: 'entries.ts',
    name: 'a worker’s totals recounted',
    writes: [
      {
        rule: 'entries/{uid}',
        methods: ['create', 'update'],
        document: { path: `entries/${uid}`, data: fullTotals },
      },
    ],
  },
  {
    file: 'entries.ts',
    name: 'one day’s count with the totals',
    writes: [
      {
        rule: 'entries/{uid}/dailyEntries/{day}',
        methods: ['create', 'update'],
        document: { path: `entries/${uid}/dailyEntries/2026-11-08`, data: entryDocument('2026-11-08', 100) },
      },
      { rule: 'entries/{uid}', methods: ['update'], document: { path: `entries/${uid}`, data: fullTotals } },
    ],
  },
  {
    file: 'entryWrites.ts',
    name: 'one day’s count with the totals (Save all, the responses import)',
    writes: [
      { rule: 'entries/{uid}/dailyEntries/{day}', methods: ['create', 'update'] },
      { rule: 'entries/{uid}', methods: ['update'], document: { path: `entries/${uid}`, data: fullTotals } },
    ],
  },
  {
    file: 'ads.ts',
    name: 'an ad posted',
    writes: [
      {
        rule: 'submissions/{id}',
        methods: ['create'],
        document: { path: `submissions/${largestAd.id}`, data: submissionDocument(uid, largestAd) },
      },
      { rule: 'filings/{uid}', methods: ['create', 'update'] },
    ],
  },
  {
    file: 'ads.ts',
    name: 'an ad published with its public copy',
    writes: [
      {
        rule: 'submissions/{id}',
        methods: ['update'],
        document: {
          path: `submissions/${largestAd.id}`,
          data: { ...submissionDocument(uid, largestAd), ...approvalDocuments(largestAd, text(MAX_NAME)).ad },
        },
      },
      {
        rule: 'publicAds/{id}',
        methods: ['create'],
        document: {
          path: `publicAds/${largestAd.id}`,
          data: approvalDocuments(largestAd, text(MAX_NAME)).publicAd,
        },
      },
      listingWrite,
      { rule: 'filings/{uid}', methods: ['update'] },
    ],
  },
  {
    file: 'ads.ts',
    name: 'an ad rejected',
    writes: [
      {
        rule: 'submissions/{id}',
        methods: ['update'],
        document: {
          path: `submissions/${largestAd.id}`,
          data: {
            ...submissionDocument(uid, largestAd),
            ...decisionDocument('rejected', text(MAX_REJECTION_REASON)),
          },
        },
      },
      { rule: 'filings/{uid}', methods: ['update'] },
    ],
  },
  {
    file: 'ads.ts',
    name: 'an ad taken down, its copy and reports deleted',
    writes: [
      { rule: 'submissions/{id}', methods: ['update'] },
      { rule: 'publicAds/{id}', methods: ['delete'] },
      listingWrite,
      { rule: 'adReports/{adId}', methods: ['delete'] },
    ],
  },
  {
    file: 'ads.ts',
    name: 'an ad withdrawn, its copy deleted',
    writes: [
      { rule: 'submissions/{id}', methods: ['update'] },
      { rule: 'publicAds/{id}', methods: ['delete'] },
      listingWrite,
    ],
  },
  {
    file: 'ads.ts',
    name: 'an ad renewed with its copy',
    writes: [
      { rule: 'submissions/{id}', methods: ['update'] },
      { rule: 'publicAds/{id}', methods: ['update'] },
      listingWrite,
    ],
  },
  {
    file: 'ads.ts',
    name: 'an ad reported',
    writes: [
      {
        rule: 'adReporters/{id}',
        methods: ['create'],
        document: {
          path: `adReporters/${uid}_${largestAd.id}`,
          data: reportDocuments(largestAd.id, uid, 'other', { count: 1_000_000 }).reporter,
        },
      },
      {
        rule: 'adReports/{adId}',
        methods: ['create', 'update'],
        document: {
          path: `adReports/${largestAd.id}`,
          data: reportDocuments(largestAd.id, uid, 'other', { count: 1_000_000 }).report,
        },
      },
    ],
  },
  { file: 'listing.ts', name: 'a published ad put on the listing', writes: [listingWrite] },
  {
    file: 'ads.ts',
    name: 'an ad’s reports dismissed',
    writes: [{ rule: 'adReports/{adId}', methods: ['delete'] }],
  },
];

const headroom: string[][] = [];
const report = (request: string, limit: string, used: number, most: number) => {
  headroom.push([
    request,
    limit,
    `${used.toLocaleString('en-US')} of ${most.toLocaleString('en-US')}`,
    `${Math.round((100 * (most - used)) / most)}%`,
  ]);
  return used;
};

afterAll(() => {
  const widths = [0, 1, 2, 3].map((column) => Math.max(...headroom.map((row) => row[column]!.length)));
  console.log(
    [
      'Production limits: each write at its largest, and the headroom left',
      ...headroom.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')),
    ].join('\n'),
  );
});

describe('every write of the firebase backend is declared here', () => {
  it('as many requests for each module as it has places that write', () => {
    const dir = resolve(root, 'src/backend/firebase');
    const writing = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map(
        (file) =>
          [
            file,
            (
              readFileSync(resolve(dir, file), 'utf8').match(
                /\b(writeBatch|runTransaction|setDoc|updateDoc|deleteDoc|addDoc)\(/g,
              ) ?? []
            ).length,
          ] as const,
      )
      .filter(([, count]) => count > 0);
    const declared = Object.entries(
      requests.reduce<Record<string, number>>(
        (count, { file }) => ({ ...count, [file]: (count[file] ?? 0) + 1 }),
        {},
      ),
    );
    expect(Object.fromEntries(declared)).toEqual(Object.fromEntries(writing));
  });
});

describe.each(requests)('$name ($file)', ({ name, writes }) => {
  const count = writes.reduce((sum, write) => sum + (write.times ?? 1), 0);

  it('is within the writes one request takes', () => {
    expect(report(name, 'writes per request', count, FIRESTORE_LIMITS.writesPerRequest)).toBeLessThanOrEqual(
      FIRESTORE_LIMITS.writesPerRequest,
    );
  });

  it('makes no more document access calls than a request and each of its writes may', () => {
    const callsOf = (write: Write) =>
      Math.max(...write.methods.map((method) => accessCalls(rules, write.rule, method).length));
    for (const write of writes)
      expect(callsOf(write), write.rule).toBeLessThanOrEqual(FIRESTORE_LIMITS.accessCallsSingle);
    const most = count === 1 ? FIRESTORE_LIMITS.accessCallsSingle : FIRESTORE_LIMITS.accessCallsBatch;
    const total = writes.reduce((sum, write) => sum + callsOf(write) * (write.times ?? 1), 0);
    expect(report(name, 'access calls', total, most)).toBeLessThanOrEqual(most);
  });

  const documents = writes.flatMap((write) => (write.document ? [write.document] : []));
  if (documents.length > 0)
    it('writes no document over the size and index entries one may have', () => {
      for (const { path, data } of documents) {
        const collection = path.split('/').at(-2)!;
        const size = documentSize(path, data);
        expect(
          report(`${name}: ${collection}`, 'document size (bytes)', size, FIRESTORE_LIMITS.documentBytes),
          path,
        ).toBeLessThanOrEqual(FIRESTORE_LIMITS.documentBytes);
        const entries = indexEntries(collection, data, indexes, fieldOverrides);
        expect(
          report(`${name}: ${collection}`, 'index entries', entries, FIRESTORE_LIMITS.indexEntries),
          path,
        ).toBeLessThanOrEqual(FIRESTORE_LIMITS.indexEntries);
      }
    });
});

describe('the arithmetic', () => {
  it('sizes a document as Firebase’s own example does: 147 bytes', () => {
    // users/jeff/tasks/my_task_id, Firebase's "Storage size calculations".
    expect(
      documentSize('users/jeff/tasks/my_task_id', {
        type: 'Personal',
        done: false,
        priority: 1,
        description: 'Learn Cloud Firestore',
      }),
    ).toBe(147);
  });

  it('counts a Hindi letter as its three bytes, and a server timestamp as a timestamp', () => {
    expect(documentSize('a/b', { t: 'क' })).toBe(documentSize('a/b', { t: 'abc' }));
    expect(documentSize('a/b', { t: SERVER_TIME })).toBe(documentSize('a/b', { t: new Date() }));
  });

  it('counts an array’s elements, a map’s fields, overrides and composite indexes among the entries', () => {
    expect(indexEntries('c', { a: 1 }, [], [])).toBe(2);
    expect(indexEntries('c', { a: ['x', 'y', 'x'] }, [], [])).toBe(2 + 2);
    expect(indexEntries('c', { m: { a: 1, b: 2 } }, [], [])).toBe(2 + 4);
    expect(indexEntries('c', { a: 1 }, [], [{ collectionGroup: 'c', fieldPath: 'a', indexes: [] }])).toBe(0);
    expect(
      indexEntries('c', { m: { a: 1 } }, [], [{ collectionGroup: 'c', fieldPath: 'm', indexes: [] }]),
    ).toBe(0);
    const byWord: CompositeIndex = {
      collectionGroup: 'c',
      fields: [{ fieldPath: 'w', arrayConfig: 'CONTAINS' }, { fieldPath: 'a' }],
    };
    expect(indexEntries('c', { a: 1, w: ['x', 'y'] }, [byWord], [])).toBe(2 + 4 + 2);
    expect(indexEntries('c', { w: ['x', 'y'] }, [byWord], [])).toBe(4);
  });

  it('counts the access calls a rule may make, through its functions, once for each document', () => {
    const sample = `service cloud.firestore { match /databases/{database}/documents {
      function at(id) { return /databases/$(database)/documents/x/$(id); }
      function known(id) { return exists(at(id)) && get(at(id)).data.v == 1; }
      match /a/{id} {
        allow create: if known(id) && getAfter(at(id)).data.v == 1 && request.auth.token.get('e', '') == '';
        allow delete: if known(request.resource.data.other) || known(id);
        allow read: if get(at('never')).data.v == 1;
      }
    }}`;
    expect(accessCalls(sample, 'a/{id}', 'create')).toHaveLength(2);
    expect(accessCalls(sample, 'a/{id}', 'delete')).toHaveLength(2);
    expect(() => accessCalls(sample, 'a/{id}', 'update')).toThrow('allows no update');
  });
});
