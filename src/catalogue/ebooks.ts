import { formatRupees } from '../lib/money';
import type { EbookFacts } from './types';

/*
 * The eBooks' facts, the same in every language. Their words are in ./ebookTexts, per language: a
 * page shows a book through `inWords(book, useTexts(ebookTexts))`, so it downloads only its own
 * language's words. The one English word here is what a payment stores: the book's recorded title.
 */

/**
 * Every eBook is sold ₹200 below its original price: the eBook page and the home page strike through
 * the price plus this, and the payment page's order summary shows it as a fixed discount line.
 */
export const EBOOK_DISCOUNT_RUPEES = 200;

/** A book of the catalogue with its original price: its price plus the discount. */
const discounted = (book: Omit<EbookFacts, 'originalPrice'>): EbookFacts => ({
  ...book,
  originalPrice: book.price + EBOOK_DISCOUNT_RUPEES,
});

export const ebooks: readonly EbookFacts[] = (
  [
    {
      id: '1',
      recordedTitle: 'Online Data Entry Guide',
      author: 'Priya Sharma',
      price: 1499,
      rating: 4.6,
      reviewCount: 312,
      image: '/images/ebooks/data-entry-guide.svg',
      format: 'PDF',
      pages: 34,
      fileSize: '2.4 MB',
    },
    {
      id: '2',
      recordedTitle: 'React Pro Series',
      author: 'Arjun Mehta',
      price: 499,
      rating: 4.4,
      reviewCount: 148,
      image: '/images/ebooks/react-pro-series.svg',
      format: 'PDF',
      pages: 120,
      fileSize: '5.1 MB',
    },
    {
      id: '3',
      recordedTitle: 'Node.js Expert',
      author: 'Arjun Mehta',
      price: 999,
      rating: 4.5,
      reviewCount: 96,
      image: '/images/ebooks/nodejs-expert.svg',
      format: 'PDF',
      pages: 156,
      fileSize: '6.3 MB',
    },
  ] satisfies Omit<EbookFacts, 'originalPrice'>[]
).map(discounted);

export function findEbook(id: string | undefined): EbookFacts | undefined {
  return ebooks.find((book) => book.id === id);
}

/**
 * The amount a payment for `book` records: its price as the app shows it, e.g. '₹1,499'.
 * firestore.rules accepts exactly this text for the book (a test ties its price table to this).
 */
export function paymentAmount(book: Pick<EbookFacts, 'price'>): string {
  return formatRupees(book.price);
}
