import { formatRupees } from '../lib/money';
import type { Ebook } from './types';

export const EBOOK_DEFAULT_CATEGORY = 'Ebook';
export const EBOOK_DEFAULT_DESCRIPTION = 'No description available.';

/** How an eBook is bought, wherever eBooks are offered: the eBook page, the home page and the course catalogue. */
export const EBOOK_HOW_TO_BUY =
  'Pay by any UPI app; once we confirm the payment, download the book from My Library.';

/**
 * Every eBook is sold ₹200 below its original price: the eBook page and the home page strike through
 * the price plus this, and the payment page's order summary shows it as a fixed discount line.
 */
export const EBOOK_DISCOUNT_RUPEES = 200;

/** A book of the catalogue, its original price its price plus the discount. */
const discounted = (book: Omit<Ebook, 'originalPrice'>): Ebook => ({
  ...book,
  originalPrice: book.price + EBOOK_DISCOUNT_RUPEES,
});

export const ebooks: readonly Ebook[] = [
  {
    id: '1',
    title: 'Online Data Entry Guide',
    category: 'Work from Home',
    description:
      'A practical, step-by-step guide to earning from online data entry: how genuine projects work, typing speed and accuracy drills, spreadsheet basics, spotting fake job offers, and a daily routine that keeps your count high and your errors low.',
    author: 'Priya Sharma',
    price: 1499,
    rating: 4.6,
    reviewCount: 312,
    sellerTag: 'Bestseller',
    image: '/images/ebooks/data-entry-guide.svg',
    format: 'PDF',
    pages: 34,
    language: 'English',
    fileSize: '2.4 MB',
  },
  {
    id: '2',
    title: 'React Pro Series',
    category: 'Programming',
    description:
      'Modern React from the ground up: components, hooks, state, routing and forms, with worked examples you can type along and a small project at the end of every chapter.',
    author: 'Arjun Mehta',
    price: 499,
    rating: 4.4,
    reviewCount: 148,
    sellerTag: 'New',
    image: '/images/ebooks/react-pro-series.svg',
    format: 'PDF',
    pages: 120,
    language: 'English',
    fileSize: '5.1 MB',
  },
  {
    id: '3',
    title: 'Node.js Expert',
    category: 'Programming',
    description:
      'Build fast, reliable back ends with Node.js: the event loop, streams, Express APIs, databases, authentication and deployment, explained for developers who already know JavaScript.',
    author: 'Arjun Mehta',
    price: 999,
    rating: 4.5,
    reviewCount: 96,
    sellerTag: 'Popular',
    image: '/images/ebooks/nodejs-expert.svg',
    format: 'PDF',
    pages: 156,
    language: 'English',
    fileSize: '6.3 MB',
  },
].map(discounted);

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
