import { findEbook } from '../ebooks';
import type { EbookWords } from '../types';

/** A book's English title is the name its payments record, which the catalogue holds (../ebooks.ts). */
const recordedTitle = (id: string): string => findEbook(id)!.recordedTitle;

/**
 * The eBooks' words in English, by book id, and what every eBook page says of eBooks; their facts
 * (price, pages, cover) are in ../ebooks.ts.
 */
export const texts = {
  /** For a book listed without a category or a description, as the specification allows. */
  defaultCategory: 'Ebook',
  defaultDescription: 'No description available.',
  /** How an eBook is bought, wherever eBooks are offered: the eBook page, the home page and the course catalogue. */
  howToBuy: 'Pay by any UPI app; once we confirm the payment, download the book from My Library.',
  books: {
    '1': {
      title: recordedTitle('1'),
      category: 'Work from Home',
      description:
        'A practical, step-by-step guide to earning from online data entry: how genuine projects work, typing speed and accuracy drills, spreadsheet basics, spotting fake job offers, and a daily routine that keeps your count high and your errors low.',
      sellerTag: 'Bestseller',
      language: 'English',
    },
    '2': {
      title: recordedTitle('2'),
      category: 'Programming',
      description:
        'Modern React from the ground up: components, hooks, state, routing and forms, with worked examples you can type along and a small project at the end of every chapter.',
      sellerTag: 'New',
      language: 'English',
    },
    '3': {
      title: recordedTitle('3'),
      category: 'Programming',
      description:
        'Build fast, reliable back ends with Node.js: the event loop, streams, Express APIs, databases, authentication and deployment, explained for developers who already know JavaScript.',
      sellerTag: 'Popular',
      language: 'English',
    },
  } as Record<string, EbookWords>,
};

export type EbookTexts = typeof texts;
