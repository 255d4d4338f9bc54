import { formatRupees } from '../lib/money';
import { texts as english } from './ebookTexts/texts.en';
import type { Ebook } from './types';

/*
 * The words of the eBooks are in ./ebookTexts, per language; the catalogue here carries the English
 * ones, for the backend and for the pages that do not read the page's language yet.
 */
export const EBOOK_DEFAULT_CATEGORY = english.defaultCategory;
export const EBOOK_DEFAULT_DESCRIPTION = english.defaultDescription;

/**
 * Every eBook is sold ₹200 below its original price: the eBook page and the home page strike through
 * the price plus this, and the payment page's order summary shows it as a fixed discount line.
 */
export const EBOOK_DISCOUNT_RUPEES = 200;

type EbookFacts = Omit<
  Ebook,
  'originalPrice' | 'title' | 'category' | 'description' | 'sellerTag' | 'language'
>;

/** A book of the catalogue with its English words, its original price its price plus the discount. */
const discounted = (book: EbookFacts): Ebook => ({
  ...book,
  ...english.books[book.id]!,
  originalPrice: book.price + EBOOK_DISCOUNT_RUPEES,
});

export const ebooks: readonly Ebook[] = (
  [
    {
      id: '1',
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
      author: 'Arjun Mehta',
      price: 999,
      rating: 4.5,
      reviewCount: 96,
      image: '/images/ebooks/nodejs-expert.svg',
      format: 'PDF',
      pages: 156,
      fileSize: '6.3 MB',
    },
  ] satisfies EbookFacts[]
).map(discounted);

export function findEbook(id: string | undefined): Ebook | undefined {
  return ebooks.find((book) => book.id === id);
}

/**
 * The amount a payment for `book` records: its price as the app shows it, e.g. '₹1,499'.
 * firestore.rules accepts exactly this text for the book (a test ties its price table to this).
 */
export function paymentAmount(book: Ebook): string {
  return formatRupees(book.price);
}
