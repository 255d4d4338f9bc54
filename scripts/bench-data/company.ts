import { subDays } from 'date-fns';
import {
  countTotals,
  entryDocument,
  paymentDocument,
  profileDocument,
  totalsDocument,
  withServerTime,
} from '../../src/backend/documents/documents';
import { payoutDetailsDocument } from '../../src/backend/documents/payoutDetailsDocuments';
import type { DocData } from '../../src/backend/policies/policy';
import type { DailyEntry } from '../../src/backend/types';
import { toDayId } from '../../src/lib/days';

/** How big the company is: approved workers, the days each has counts for, and payments. */
export interface CompanySize {
  workers: number;
  days: number;
  payments: number;
}

/**
 * The company at one size: approved workers with a count every day, their totals and payout details, sign-ups waiting
 * for approval, and payments. Each document is made by the builder the app's own writes use, with
 * the server's time set to `today`, so the benchmark reads documents of the app's shape.
 */
export function companyDocs(
  { workers, days, payments }: CompanySize,
  approvedUid: string,
  today = new Date(),
): [path: string, data: DocData][] {
  const docs: [string, DocData][] = [];
  const benchProfile = (uid: string, firstName: string) =>
    withServerTime(
      profileDocument({ uid, email: `${uid}@bench.test` }, { firstName, lastName: 'Bench' }),
      today,
    );
  for (let w = 0; w < workers; w += 1) {
    // The demo worker is one of them, so the worker's page has the same history.
    const uid = w === 0 ? approvedUid : `bench-worker-${w}`;
    if (w > 0) {
      docs.push([
        `users/${uid}`,
        { ...benchProfile(uid, `Worker${String(w).padStart(3, '0')}`), approved: true },
      ]);
    }
    const history: DailyEntry[] = [];
    for (let d = 0; d < days; d += 1) {
      const date = toDayId(subDays(today, d));
      const count = (w * 7 + d * 13) % 101;
      docs.push([`entries/${uid}/dailyEntries/${date}`, entryDocument(date, count)]);
      history.push({ date, count });
    }
    docs.push([`entries/${uid}`, totalsDocument(countTotals(history, toDayId(today)), '')]);
    // Where each is paid, for Pay workers: a bank account, or for every fifth a UPI ID.
    const details =
      w % 5 === 4
        ? payoutDetailsDocument({ method: 'upi', upi: `worker${w}@okaxis` })
        : payoutDetailsDocument({
            method: 'bank',
            holder: `Worker${String(w).padStart(3, '0')} Bench`,
            account: String(100_000_000_000 + w),
            ifsc: 'SBIN0001234',
          });
    docs.push([`payoutDetails/${uid}`, withServerTime(details, today)]);
  }
  // Sign-ups waiting for approval, a quarter as many as the workers, for the approvals page.
  for (let n = 0; n < Math.ceil(workers / 4); n += 1) {
    const uid = `bench-sign-up-${n}`;
    docs.push([`users/${uid}`, benchProfile(uid, `SignUp${String(n).padStart(3, '0')}`)]);
  }
  for (let p = 0; p < payments; p += 1) {
    const { id, data } = paymentDocument(`buyer-${p}`, {
      bookId: '2',
      bookTitle: 'React Pro Series',
      amount: '₹499',
      emailID: `buyer${p}@bench.test`,
      userName: `Buyer ${p}`,
      transactionId: `BENCH${String(p).padStart(8, '0')}`,
    });
    // A tenth wait in the pending tab; the rest are confirmed, without the decision's stamps, as the
    // benchmark has always seeded them.
    const status = p % 10 === 0 ? 'pending' : 'confirmed';
    docs.push([
      `payments/${id}`,
      { ...withServerTime(data, new Date(today.getTime() - p * 60_000)), status },
    ]);
  }
  return docs;
}
