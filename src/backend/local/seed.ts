import { addHours, subDays } from 'date-fns';
import { ebooks, paymentAmount } from '../../catalog/ebooks';
import { site } from '../../config/site';
import { toDayId } from '../../lib/days';
import { entitlementId } from '../documentPaths';
import type { DocData } from '../policy';

/** The demo accounts of the README; each signs in with DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'demo1234';

export const demoAccounts = {
  admin: { uid: 'demo-admin', email: site.adminEmail, firstName: 'Site', lastName: 'Admin', approved: true },
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

/** Counts for the approved worker over the last ten days, today first; null is a day off. */
const recentCounts = [32, 85, null, 100, 64, 47, null, 90, 73, 58];

/** The first documents of a new demo: profiles, a few payments, the approved worker's recent days. */
export function demoDocuments(now: Date): Record<string, DocData> {
  const docs: Record<string, DocData> = {};
  const joined = subDays(now, 30);
  for (const account of Object.values(demoAccounts)) {
    docs[`users/${account.uid}`] = {
      id: account.uid,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      approved: account.approved,
      createdAt: joined,
    };
  }

  recentCounts.forEach((count, daysAgo) => {
    if (count === null) return;
    const date = toDayId(subDays(now, daysAgo));
    docs[`entries/${demoAccounts.approved.uid}/dailyEntries/${date}`] = { count, date };
  });

  const payment = (
    who: (typeof demoAccounts)[DemoAccountName],
    bookIndex: number,
    transactionId: string,
    status: 'pending' | 'confirmed',
    daysAgo: number,
  ) => {
    const book = ebooks[bookIndex]!;
    const createdAt = subDays(now, daysAgo);
    docs[`payments/${transactionId}`] = {
      bookId: book.id,
      bookTitle: book.title,
      amount: paymentAmount(book),
      emailID: who.email,
      userName: `${who.firstName} ${who.lastName}`,
      transactionId,
      createdAt,
      status,
      uid: who.uid,
      // A confirmed payment is stamped with its approval and has granted the book, as the admin's does.
      ...(status === 'confirmed' && { decidedAt: addHours(createdAt, 3), decidedBy: demoAccounts.admin.uid }),
    };
    if (status === 'confirmed') {
      docs[`entitlements/${entitlementId(who.uid, book.id)}`] = {
        uid: who.uid,
        bookId: book.id,
        paymentId: transactionId,
        grantedAt: addHours(createdAt, 3),
      };
    }
  };
  payment(demoAccounts.approved, 0, '512345678901', 'confirmed', 12);
  payment(demoAccounts.approved, 2, '512345678902', 'pending', 1);
  payment(demoAccounts.learner, 1, 'T2611201234567', 'pending', 2);
  for (const [bookId, url] of Object.entries(demoBookFiles)) {
    docs[`bookFiles/${bookId}`] = { url, updatedAt: joined };
  }
  return docs;
}
