import { subMinutes } from 'date-fns';
import { cardOf, LISTING_PATH, listingAfter } from '../../src/backend/documents/adListing';
import {
  approvalDocuments,
  paymentDocument,
  profileDocument,
  submissionDocument,
  toSubmission,
  withServerTime,
} from '../../src/backend/documents/documents';
import { fullNameOf } from '../../src/backend/limits';
import type { DocData } from '../../src/backend/policies/policy';
import type { NewSubmission } from '../../src/backend/types';

/**
 * What npm run bench:quota adds to the company of scripts/bench-data/company.ts for its day: the
 * day's other sales, waiting for the admin; the posters of the day's ads; and the ads listed on
 * /ads, each with its public copy and its card, as their publication wrote them. Each document is
 * made by the app's own builders.
 */
export function benchDayDocs(
  { sales, posters, listedAds }: { sales: number; posters: number; listedAds: number },
  listingBefore: DocData | null,
  now = new Date(),
): { docs: [string, DocData][]; posters: { uid: string; email: string; ad: NewSubmission }[] } {
  const docs: [string, DocData][] = [];
  for (let sale = 0; sale < sales; sale += 1) {
    const uid = `bench-buyer-${sale}`;
    const { id, data } = paymentDocument(uid, {
      bookId: '2',
      bookTitle: 'React Pro Series',
      amount: '₹499',
      emailID: `${uid}@bench.test`,
      userName: `Buyer ${sale}`,
      transactionId: `6123456${String(sale).padStart(5, '0')}`,
    });
    docs.push([`payments/${id}`, withServerTime(data, subMinutes(now, 5 + sale * 7))]);
  }
  const day: { uid: string; email: string; ad: NewSubmission }[] = [];
  for (let n = 0; n < posters; n += 1) {
    const uid = `bench-poster-${n}`;
    const email = `poster-${n}@bench.test`;
    const name = { firstName: 'Poster', lastName: `No${n}` };
    docs.push([`users/${uid}`, withServerTime(profileDocument({ uid, email }, name), now)]);
    day.push({
      uid,
      email,
      ad: {
        userName: fullNameOf(name),
        email,
        category: 'Vehicles',
        subcategory: 'Cars',
        fields: {
          Brand: 'Maruti Suzuki',
          Model: `Swift ${n}`,
          Price: '₹50,001 – ₹5,00,000',
          Description: 'Single owner, serviced at the company workshop.',
          State: 'Uttar Pradesh',
          City: 'Lucknow',
        },
      },
    });
  }
  let listing = listingBefore;
  for (let n = 0; n < listedAds; n += 1) {
    const id = `bench-ad-${n}`;
    const publishedAt = subMinutes(now, 60 + n * 137);
    const posted = withServerTime(
      submissionDocument('bench-poster-0', {
        userName: 'Poster No0',
        email: 'poster-0@bench.test',
        category: n % 2 ? 'Electronics' : 'Vehicles',
        subcategory: n % 2 ? 'Mobile Phones' : 'Cars',
        fields: {
          Brand: n % 2 ? 'Samsung' : 'Tata',
          Model: `Model ${n}`,
          Price: 'Up to ₹10,000',
          Description: `A listed ad of the benchmark, number ${n}, with a description of a few words.`,
          State: 'Bihar',
          City: 'Patna',
          'Contact Number': '98765 00000',
        },
      }),
      publishedAt,
    );
    const ad = toSubmission(id, posted);
    const published = approvalDocuments(ad, 'Poster');
    docs.push([`submissions/${id}`, { ...posted, ...withServerTime(published.ad, publishedAt) }]);
    docs.push([`publicAds/${id}`, withServerTime(published.publicAd, publishedAt)]);
    listing = listingAfter(listing, id, cardOf(ad, publishedAt));
  }
  if (listing) docs.push([LISTING_PATH, listing]);
  return { docs, posters: day };
}
