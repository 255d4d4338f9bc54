import { cardOf, LISTING_PATH, listingAfter } from '../documents/adListing';
import { filingAfter, filingPath } from '../policies/filingPolicy';
import { addHours, subDays } from 'date-fns';
import { ebooks, paymentAmount } from '../../catalogue/ebooks';
import { demoAdmin, site } from '../../config/site';
import { toDayId } from '../../lib/days';
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
import type { SubmissionChange } from '../documents/fields';
import { fullNameOf } from '../limits';
import type { DocData } from '../policies/policy';
import type { DailyEntry, PaymentStatus, SubmissionStatus } from '../types';

/** The demo accounts of the README; each signs in with DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'demo1234';

export const demoAccounts = {
  /**
   * Seeded with the pinned uid, so the demo admin is the admin as the owner's account is; with none
   * pinned, the demo admin's own uid, and, as in production, nobody is the admin.
   */
  admin: {
    uid: site.adminUid || demoAdmin.uid,
    email: site.adminEmail,
    firstName: 'Site',
    lastName: 'Admin',
    approved: true,
  },
  approved: {
    uid: 'demo-approved',
    email: 'approved@demo.test',
    firstName: 'Priya',
    lastName: 'Verma',
    approved: true,
  },
  learner: {
    uid: 'demo-learner',
    email: 'learner@demo.test',
    firstName: 'Rahul',
    lastName: 'Kumar',
    approved: false,
  },
} as const;

export type DemoAccountName = keyof typeof demoAccounts;

/**
 * Small sample PDFs shipped in public/sample-books, so a demo purchase can be downloaded end to end;
 * in production the admin sets each book's real link on the book files page.
 */
export const demoBookFiles: Record<string, string> = {
  '1': '/sample-books/online-data-entry-guide.pdf',
  '2': '/sample-books/react-pro-series.pdf',
  '3': '/sample-books/nodejs-expert.pdf',
};

/**
 * A worker whose approval was taken away before revocations were marked (`revoked`), with days
 * recorded before running totals existed: a profile with no sign-in, left as such data is, for the
 * admin's 'Find former workers' to find.
 */
export const formerWorker = {
  uid: 'demo-former',
  email: 'former@demo.test',
  firstName: 'Anita',
  lastName: 'Desai',
  /**
   * Her days, so many days before now: 175 entries in all, on every weekday, as a business that
   * counted days for years before totals existed brings them.
   */
  days: [
    { daysAgo: 200, count: 25 },
    { daysAgo: 201, count: 20 },
    { daysAgo: 202, count: 30 },
    { daysAgo: 203, count: 15 },
    { daysAgo: 204, count: 25 },
    { daysAgo: 205, count: 20 },
    { daysAgo: 206, count: 25 },
    { daysAgo: 207, count: 15 },
  ],
} as const;

/** Counts for the approved worker over the last ten days, today first; null is a day off. */
const recentCounts = [32, 85, null, 100, 64, 47, null, 90, 73, 58];

/**
 * The first documents of a new demo: profiles, a few payments, the approved worker's recent days.
 * Each is made by the builder the app's own writes use, then moved on as the admin's decisions
 * would move it, with the server's time set to when each happened.
 */
export function demoDocuments(now: Date): Record<string, DocData> {
  const docs: Record<string, DocData> = {};
  const joined = subDays(now, 30);
  for (const account of Object.values(demoAccounts)) {
    docs[`users/${account.uid}`] = {
      ...withServerTime(profileDocument(account, account), joined),
      approved: account.approved,
    };
  }

  docs[`users/${formerWorker.uid}`] = withServerTime(
    profileDocument(formerWorker, formerWorker),
    subDays(now, 240),
  );
  for (const { daysAgo, count } of formerWorker.days) {
    const date = toDayId(subDays(now, daysAgo));
    docs[`entries/${formerWorker.uid}/dailyEntries/${date}`] = entryDocument(date, count);
  }

  const days: DailyEntry[] = [];
  recentCounts.forEach((count, daysAgo) => {
    if (count === null) return;
    const date = toDayId(subDays(now, daysAgo));
    docs[`entries/${demoAccounts.approved.uid}/dailyEntries/${date}`] = entryDocument(date, count);
    days.push({ date, count });
  });
  // The worker's running totals, as the dashboard's saves keep them.
  docs[`entries/${demoAccounts.approved.uid}`] = totalsDocument(countTotals(days, toDayId(now)), '');

  const payment = (
    who: (typeof demoAccounts)[DemoAccountName],
    bookIndex: number,
    transactionId: string,
    status: Exclude<PaymentStatus, 'rejected'>,
    daysAgo: number,
  ) => {
    const book = ebooks[bookIndex]!;
    const createdAt = subDays(now, daysAgo);
    const { id, data } = paymentDocument(who.uid, {
      bookId: book.id,
      bookTitle: book.recordedTitle,
      amount: paymentAmount(book),
      emailID: who.email,
      userName: `${who.firstName} ${who.lastName}`,
      transactionId,
    });
    docs[`payments/${id}`] = withServerTime(data, createdAt);
    if (status === 'confirmed') {
      // Approved three hours after it was sent: stamped, and the book granted in the same write.
      const decidedAt = addHours(createdAt, 3);
      const confirmation = confirmationWrites(demoAccounts.admin.uid, { id, uid: who.uid, bookId: book.id });
      docs[confirmation.paymentPath] = {
        ...docs[confirmation.paymentPath],
        ...withServerTime(confirmation.paymentPatch, decidedAt),
      };
      docs[confirmation.grant!.path] = withServerTime(confirmation.grant!.data, decidedAt);
    }
  };
  payment(demoAccounts.approved, 0, '512345678901', 'confirmed', 12);
  payment(demoAccounts.approved, 2, '512345678902', 'pending', 1);
  payment(demoAccounts.learner, 1, 'T2611201234567', 'pending', 2);

  for (const ad of demoAds) {
    const who = demoAccounts[ad.poster];
    const posted = withServerTime(
      submissionDocument(who.uid, {
        userName: fullNameOf(who),
        email: who.email,
        category: ad.category,
        subcategory: ad.subcategory,
        fields: ad.fields,
      }),
      subDays(now, ad.postedDaysAgo),
    );
    const publishedAt = ad.publishedDaysAgo === undefined ? undefined : subDays(now, ad.publishedDaysAgo);
    if (ad.status === 'published' && publishedAt) {
      // A published ad has its public copy, expired or not.
      const published = approvalDocuments(toSubmission(ad.id, posted), who.firstName);
      docs[`submissions/${ad.id}`] = { ...posted, ...withServerTime(published.ad, publishedAt) };
      docs[`publicAds/${ad.id}`] = withServerTime(published.publicAd, publishedAt);
      // Its card on the listing, as the publication writes it (an expired one stays until taken out).
      docs[LISTING_PATH] = listingAfter(docs[LISTING_PATH] ?? null, ad.id, cardOf(ad, publishedAt));
    } else {
      // The backends write a rejection or a withdrawal as a bare change, with no builder of its own;
      // a withdrawn ad keeps when it was published, and its public copy was deleted.
      docs[`submissions/${ad.id}`] = {
        ...posted,
        status: ad.status,
        ...(publishedAt && { publishedAt }),
        ...(ad.reason && { reason: ad.reason }),
      } satisfies SubmissionChange;
    }
  }
  for (const [bookId, url] of Object.entries(demoBookFiles)) {
    docs[`bookFiles/${bookId}`] = withServerTime(bookFileDocument(url), joined);
  }
  // What each account has waiting on the admin, counted as filing each would have counted it.
  for (const [path, data] of Object.entries(docs)) {
    const what =
      path.startsWith('payments/') && data.status === 'pending'
        ? 'pendingPayments'
        : path.startsWith('submissions/') && data.status === 'waiting'
          ? 'waitingAds'
          : null;
    if (!what) continue;
    const filing = filingPath(String(data.uid));
    docs[filing] = filingAfter(docs[filing] ?? null, what, 1, path.slice(path.indexOf('/') + 1));
  }
  return docs;
}

interface DemoAd {
  id: string;
  poster: DemoAccountName;
  category: string;
  subcategory: string;
  fields: Record<string, string>;
  postedDaysAgo: number;
  status: SubmissionStatus;
  /** Publication (or the last renewal); 30 or more days ago is expired. */
  publishedDaysAgo?: number;
  reason?: string;
}

/** A few ads in each state, so /ads, the admin's list and 'My ads' have something to show. */
const demoAds: DemoAd[] = [
  {
    id: 'demo-ad-phone',
    poster: 'approved',
    category: 'Electronics',
    subcategory: 'Mobile Phones',
    fields: {
      Brand: 'Samsung',
      Model: 'Galaxy S23',
      'Storage (GB)': '256',
      'RAM (GB)': '8',
      Color: 'Black',
      Condition: 'Like new, with the bill and the box',
      'Year of Purchase': '2024',
      Price: '₹10,001 – ₹50,000',
      Description: 'One owner, never repaired. Screen guard and cover since day one.',
      State: 'Uttar Pradesh',
      City: 'Lucknow',
      'Contact Number': '98765 11111',
    },
    postedDaysAgo: 4,
    status: 'published',
    publishedDaysAgo: 3,
  },
  {
    id: 'demo-ad-motorcycle',
    poster: 'approved',
    category: 'Vehicles',
    subcategory: 'Motorcycles',
    fields: {
      Brand: 'Hero',
      Model: 'Splendor Plus',
      Year: '2021',
      'Engine Capacity (cc)': '100',
      'Fuel Type': 'Petrol',
      'Kilometres Driven': '18000',
      Color: 'Red',
      Price: '₹50,001 – ₹5,00,000',
      Description: 'Serviced every three months at the company workshop. Papers complete.',
      State: 'Uttar Pradesh',
      City: 'Noida',
      'Contact Number': '98765 11111',
    },
    postedDaysAgo: 8,
    status: 'published',
    publishedDaysAgo: 7,
  },
  {
    id: 'demo-ad-shoes',
    poster: 'learner',
    category: 'Fashion',
    subcategory: 'Footwear',
    fields: {
      'Footwear Type': 'Sports shoes',
      Brand: 'Bata',
      'Size (UK/India)': '9',
      Material: 'Mesh',
      Color: 'Blue',
      'Suitable For': 'Men',
      Condition: 'Worn twice',
      Price: 'Up to ₹10,000',
      Description: 'Bought one size too big.',
      State: 'Bihar',
      City: 'Patna',
      'Contact Number': '98765 22222',
    },
    postedDaysAgo: 40,
    status: 'published',
    publishedDaysAgo: 38,
  },
  {
    id: 'demo-ad-laptop',
    poster: 'learner',
    category: 'Electronics',
    subcategory: 'Laptops',
    fields: { Brand: 'Lenovo', Model: 'IdeaPad', Description: 'Call me' },
    postedDaysAgo: 6,
    status: 'rejected',
    reason: 'Please give the price, the condition and where the laptop is.',
  },
];

/** The ids of the demo's own ads, for tests that look at the ads they post themselves. */
export const demoAdIds: readonly string[] = demoAds.map((ad) => ad.id);
