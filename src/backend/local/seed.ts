import { subDays } from 'date-fns';
import { ebooks, paymentAmount } from '../../catalog/ebooks';
import { site } from '../../config/site';
import { toDayId } from '../../lib/days';
import { countTotals, totalsDocument } from '../documents';
import { searchKey, type DocData } from '../policy';
import type { DailyEntry } from '../types';

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

  const days: DailyEntry[] = [];
  recentCounts.forEach((count, daysAgo) => {
    if (count === null) return;
    const date = toDayId(subDays(now, daysAgo));
    docs[`entries/${demoAccounts.approved.uid}/dailyEntries/${date}`] = { count, date };
    days.push({ date, count });
  });
  // The worker's running totals, as the dashboard's saves keep them.
  docs[`entries/${demoAccounts.approved.uid}`] = totalsDocument(countTotals(days), '');

  const payment = (
    who: (typeof demoAccounts)[DemoAccountName],
    bookIndex: number,
    transactionId: string,
    status: 'pending' | 'confirmed',
    daysAgo: number,
  ) => {
    const book = ebooks[bookIndex]!;
    docs[`payments/${transactionId}`] = {
      bookId: book.id,
      bookTitle: book.title,
      amount: paymentAmount(book),
      emailID: who.email,
      userName: `${who.firstName} ${who.lastName}`,
      transactionId,
      createdAt: subDays(now, daysAgo),
      status,
      uid: who.uid,
      searchName: searchKey(`${who.firstName} ${who.lastName}`),
      searchEmail: searchKey(who.email),
    };
  };
  payment(demoAccounts.approved, 0, '512345678901', 'confirmed', 12);
  payment(demoAccounts.approved, 2, '512345678902', 'pending', 1);
  payment(demoAccounts.learner, 1, 'T2611201234567', 'pending', 2);
  return docs;
}
