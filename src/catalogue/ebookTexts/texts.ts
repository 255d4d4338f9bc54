import { defineTexts } from '../../i18n/texts';
import type { Ebook } from '../types';
import type { EbookTexts } from './texts.en';

/** The eBooks' words in the page's language: `useTexts(ebookTexts)`, then `inWords(book, words)`. */
export const ebookTexts = defineTexts<EbookTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});

/** A book of the catalogue with its words in a language; a book the texts lack keeps its own. */
export function inWords(book: Ebook, words: EbookTexts): Ebook {
  const own = words.books[book.id];
  return own ? { ...book, ...own } : book;
}
