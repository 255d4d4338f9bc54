import { EBOOK_HOW_TO_BUY } from '../../catalog/ebooks';

/** Words of the eBook page; the quoted ones are the specification's own. */
export const ebookMessages = {
  pageTitle: 'eBook',
  loading: 'Loading the eBook…',
  notFoundTitle: 'Book Not Found',
  notFoundDetail: (id: string) => `No eBook found with ID: ${id}`,
  backToHome: 'Back to Home',
  buyNow: 'Buy Now',
  by: 'by',
  rating: (rating: number) => `Rated ${rating} out of 5`,
  reviews: (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'review' : 'reviews'}`,
  details: 'Details',
  format: 'Format',
  pages: 'Pages',
  language: 'Language',
  fileSize: 'File size',
  howToBuy: EBOOK_HOW_TO_BUY,
  otherBooks: 'More eBooks',
} as const;
